// A day's attached bills: view, delete (the bill goes back to the unreported list), and the menu
// that adds one: 'Unreported Bills' (attach mode) or 'Add bill' (the capture flow).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { TDayAttachment } from '../../contract/expense-days';
import { useIsDesktop } from '../../lib/media';
import { useOutboxItems } from '../../lib/outbox';
import { useMutation } from '../../lib/server-mutation';
import { selectExpenseDay, useUser } from '../../lib/session';
import { discard } from '../../lib/sync';
import { useQuery } from '../../lib/use-query';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { startAddingBillForDay } from '../../shared/add-bill-for-day';
import { useFullImage } from '../../shared/full-image';
import { BillChecks } from '../../ui/bill-checks';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { ImageDialog } from '../../ui/image-dialog';
import { deleteAttachmentMutation } from './expense-mutations';
import { attachmentsQuery, type ExpenseDay } from './expense-queries';
import { type WaitingAttachment, waitingAttachments } from './waiting-attachments';

export function DayAttachments({ day, canChange }: { day: ExpenseDay; canChange: boolean }) {
  const { data: attachments, isLoading, error } = useQuery(attachmentsQuery, day);
  const remove = useMutation(deleteAttachmentMutation);
  const [viewing, setViewing] = useState<TDayAttachment>();
  const [deleting, setDeleting] = useState<TDayAttachment>();
  const waiting = waitingAttachments(useOutboxItems(useUser()?.employeeId) ?? [], day.expenseDetailId);

  return (
    <section className="card day-attachments" aria-labelledby="attachments-title">
      <div className="day-attachments__header">
        <h3 id="attachments-title">Attachments</h3>
        {canChange && <AddAttachmentMenu day={day} />}
      </div>
      {isLoading && !attachments && <p className="muted">Loading the attachments...</p>}
      {error && !attachments && <p className="error-text">{error}</p>}
      {waiting
        .filter((bill) => bill.refusal)
        .map((bill) => (
          <RefusedAttachment key={bill.seq} bill={bill} />
        ))}
      {attachments?.length === 0 && waiting.length === 0 && (
        <p className="muted">No bills attached to this day.</p>
      )}
      <ul className="attachment-list" aria-label="Attached bills">
        {attachments?.map((attachment) => {
          const name = `${attachment.expenseType} bill ${attachment.invoiceNumber}`;
          return (
            <li key={attachment.expenseAttachmentId} className="attachment" data-testid="attachment">
              <AttachmentButton bill={attachment} onOpen={() => setViewing(attachment)} />
              {canChange && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Delete ${name}`}
                  onClick={() => setDeleting(attachment)}
                >
                  <Icon name="trash" size={20} />
                </button>
              )}
              <BillChecks bill={attachment} />
            </li>
          );
        })}
        {waiting
          .filter((bill) => !bill.refusal)
          .map((bill) => (
            <li
              key={`waiting-${bill.seq}`}
              className="attachment attachment--waiting"
              data-testid="waiting-attachment"
            >
              <span className="attachment__thumbnail" aria-hidden="true" />
              <span className="attachment__text">
                <span className="attachment__title">{bill.expenseType}</span>
                <span className="muted">{bill.invoiceNumber}</span>
                <span className="attachment__waiting">{WAITING_TO_ATTACH}</span>
              </span>
              <span className="attachment__amount">{formatRupees(bill.amount)}</span>
            </li>
          ))}
      </ul>
      {viewing && <AttachmentImage attachment={viewing} onClose={() => setViewing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete attachment"
          confirmText="Yes"
          cancelText="No"
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await remove.run({ day, attachment: deleting });
            setDeleting(undefined);
          }}
        >
          <p>Do you want to remove this bill from the day? It goes back to your unreported bills.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export const WAITING_TO_ATTACH = 'waiting to attach';

/** An attach the server refused: its reason where the user looks, and a way to let it go. */
function RefusedAttachment({ bill }: { bill: WaitingAttachment }) {
  return (
    <div className="attachment-refused" role="alert">
      <p>
        {bill.expenseType} bill {bill.invoiceNumber} was not attached: {bill.refusal} It stays in your
        unreported bills.
      </p>
      <button type="button" className="button button--secondary" onClick={() => void discard(bill.seq)}>
        OK
      </button>
    </div>
  );
}

function AttachmentImage({ attachment, onClose }: { attachment: TDayAttachment; onClose: () => void }) {
  const full = useFullImage(attachment);
  return (
    <ImageDialog
      title={`Bill ${attachment.invoiceNumber}`}
      src={full ?? attachment.imageBase64 ?? undefined}
      onClose={onClose}
    />
  );
}

/** The menu's two items and its padding, plus the phone's fixed footer (about 64 px). */
const MENU_ROOM_PX = 180;

/** The popup menu of spec section 2: 'Unreported Bills' and 'Add bill'. */
function AddAttachmentMenu({ day }: { day: ExpenseDay }) {
  const [, navigate] = useLocation();
  const isDesktop = useIsDesktop();
  const [isOpen, setIsOpen] = useState(false);
  // Opens upwards when the room below the button (above the phone's footer) is too small for it.
  const [opensUp, setOpensUp] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.parentElement?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const open = (path: string, state?: object) => {
    selectExpenseDay(day);
    navigate(path, state ? { state } : undefined);
  };

  return (
    <div className="add-menu">
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={(event) => {
          const below = window.innerHeight - event.currentTarget.getBoundingClientRect().bottom;
          setOpensUp(below < MENU_ROOM_PX);
          setIsOpen((value) => !value);
        }}
      >
        <Icon name="plus" size={18} />
        Add attachment
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          className={opensUp ? 'add-menu__list add-menu__list--up' : 'add-menu__list'}
          role="menu"
          aria-label="Add attachment"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setIsOpen(false);
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
              const at = items.indexOf(document.activeElement as HTMLElement);
              items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
              event.preventDefault();
            }
          }}
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => open('/un-reported-expenses', { attachTo: true })}
          >
            Unreported Bills
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              startAddingBillForDay();
              open(isDesktop ? '/upload-bills' : '/camera');
            }}
          >
            Add bill
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * A bill on a day, as a button that opens its image: thumbnail, type, number (and date when known),
 * amount. Named by its content (with hidden words), so the name holds every word the eye reads.
 */
export function AttachmentButton({
  bill,
  onOpen,
}: {
  bill: Pick<TDayAttachment, 'expenseType' | 'invoiceNumber' | 'expenseOrSundry' | 'fare' | 'imageBase64'> & {
    invoiceDate?: string;
  };
  onOpen: () => void;
}) {
  return (
    <button type="button" className="attachment__open" onClick={onOpen}>
      {bill.imageBase64 ? (
        <img className="attachment__thumbnail" src={bill.imageBase64} alt="" />
      ) : (
        <span className="attachment__thumbnail" aria-hidden="true" />
      )}
      <span className="attachment__text">
        <span className="attachment__title">
          <span className="visually-hidden">View </span>
          {bill.expenseType}
          <span className="visually-hidden"> bill </span>
        </span>
        <span className="muted">
          {bill.invoiceNumber}
          {bill.expenseOrSundry === 'S' ? ' (sundry)' : ''}
          {bill.invoiceDate ? ` · ${formatListDate(bill.invoiceDate)}` : ''}
        </span>
      </span>
      <span className="attachment__amount">{formatRupees(bill.fare)}</span>
    </button>
  );
}
