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
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { renderText } from '../../pure/texts';
import { startAddingBillForDay } from '../../shared/add-bill-for-day';
import { useFullImage } from '../../shared/full-image';
import { BillChecks } from '../../ui/bill-checks';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icons';
import { ImageDialog } from '../../ui/image-dialog';
import { ATTACHMENT_TEXTS as T } from './attachment-texts';
import { DAY_TEXTS } from './day-details-texts';
import { deleteAttachmentMutation } from './expense-mutations';
import { attachmentsQuery, type ExpenseDay } from './expense-queries';
import { type WaitingAttachment, waitingAttachments } from './waiting-attachments';

export function DayAttachments({ day, canChange }: { day: ExpenseDay; canChange: boolean }) {
  const { data: attachments, isLoading, error } = useQuery(attachmentsQuery, day);
  const remove = useMutation(deleteAttachmentMutation);
  const [viewing, setViewing] = useState<TDayAttachment>();
  const [deleting, setDeleting] = useState<TDayAttachment>();
  const waiting = waitingAttachments(useOutboxItems(useUser()?.employeeId) ?? [], day.expenseDetailId);
  const t = useText();

  return (
    <section className="card day-attachments" aria-labelledby="attachments-title">
      <div className="day-attachments__header">
        <h3 id="attachments-title">{t(DAY_TEXTS.attachments)}</h3>
        {canChange && <AddAttachmentMenu day={day} />}
      </div>
      {isLoading && !attachments && <p className="muted">{t(DAY_TEXTS.loadingAttachments)}</p>}
      {error && !attachments && <p className="error-text">{error}</p>}
      {waiting
        .filter((bill) => bill.refusal)
        .map((bill) => (
          <RefusedAttachment key={bill.seq} bill={bill} />
        ))}
      {attachments?.length === 0 && waiting.length === 0 && <p className="muted">{t(DAY_TEXTS.noBills)}</p>}
      <ul className="attachment-list" aria-label={t(DAY_TEXTS.attachedBills)}>
        {attachments?.map((attachment) => {
          return (
            <li key={attachment.expenseAttachmentId} className="attachment" data-testid="attachment">
              <AttachmentButton bill={attachment} onOpen={() => setViewing(attachment)} />
              {canChange && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t(
                    T.deleteBill({ type: attachment.expenseType, number: attachment.invoiceNumber }),
                  )}
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
                <span className="attachment__waiting">{t(T.waiting)}</span>
              </span>
              <span className="attachment__amount">{formatRupees(bill.amount)}</span>
            </li>
          ))}
      </ul>
      {viewing && <AttachmentImage attachment={viewing} onClose={() => setViewing(undefined)} />}
      {deleting && (
        <ConfirmDialog
          title={t(T.deleteTitle)}
          confirmText={t(T.yes)}
          cancelText={t(T.no)}
          onCancel={() => setDeleting(undefined)}
          onConfirm={async () => {
            await remove.run({ day, attachment: deleting });
            setDeleting(undefined);
          }}
        >
          <p>{t(T.deleteQuestion)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export const WAITING_TO_ATTACH = renderText(T.waiting, 'en');

/** An attach the server refused: its reason where the user looks, and a way to let it go. */
function RefusedAttachment({ bill }: { bill: WaitingAttachment }) {
  const t = useText();
  const refused = T.refused({
    type: bill.expenseType,
    number: bill.invoiceNumber,
    reason: bill.refusal ?? '',
  });
  return (
    <div className="attachment-refused" role="alert">
      <p>{t(refused)}</p>
      <button type="button" className="button button--secondary" onClick={() => void discard(bill.seq)}>
        {t(T.ok)}
      </button>
    </div>
  );
}

function AttachmentImage({ attachment, onClose }: { attachment: TDayAttachment; onClose: () => void }) {
  const t = useText();
  const full = useFullImage(attachment);
  return (
    <ImageDialog
      title={t(T.billTitle({ number: attachment.invoiceNumber }))}
      src={full ?? attachment.imageBase64 ?? undefined}
      onClose={onClose}
    />
  );
}

/** The menu's two items and its padding, plus the phone's fixed footer (about 64 px). */
const MENU_ROOM_PX = 180;

/** The popup menu of spec section 2: 'Unreported Bills' and 'Add bill'. */
function AddAttachmentMenu({ day }: { day: ExpenseDay }) {
  const t = useText();
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
        {t(T.addAttachment)}
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          className={opensUp ? 'add-menu__list add-menu__list--up' : 'add-menu__list'}
          role="menu"
          aria-label={t(T.addAttachment)}
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
            {t(T.unreportedBills)}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              startAddingBillForDay();
              open(isDesktop ? '/upload-bills' : '/camera');
            }}
          >
            {t(T.addBill)}
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
  const t = useText();
  const language = useLanguage();
  return (
    <button type="button" className="attachment__open" onClick={onOpen}>
      {bill.imageBase64 ? (
        <img className="attachment__thumbnail" src={bill.imageBase64} alt="" />
      ) : (
        <span className="attachment__thumbnail" aria-hidden="true" />
      )}
      <span className="attachment__text">
        <span className="attachment__title">
          <span className="visually-hidden">{t(T.view)} </span>
          {/* The company's expense type and the seller's number: data, no one's words to translate. */}
          <span translate="no">{bill.expenseType}</span>
          <span className="visually-hidden"> {t(T.bill)} </span>
        </span>
        <span className="muted">
          <span translate="no">{bill.invoiceNumber}</span>
          {bill.expenseOrSundry === 'S' ? ` ${t(T.sundry)}` : ''}
          {bill.invoiceDate ? ` · ${formatListDateIn(bill.invoiceDate, language)}` : ''}
        </span>
      </span>
      <span className="attachment__amount">{formatRupees(bill.fare)}</span>
    </button>
  );
}
