// Before a final submit: what the server would refuse (working days without an activity) and what
// would make the claim weaker (unreported bills dated in the month that no day carries), each with
// a way to fix it. A manager's rejection costs a field employee a week.
import { useId, useRef, useState } from 'react';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useQuery } from '../../lib/use-query';
import { formatListDate, monthLabel, type YearMonth } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { billsQuery } from '../../shared/bills';
import { Modal } from '../../ui/modal';
import { checkBeforeSubmit } from './month-view';

interface SubmitDialogProps {
  month: YearMonth;
  days: TMyExpenseItem[];
  today: string;
  onOpenDay: (day: TMyExpenseItem) => void;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

export function SubmitDialog({ month, days, today, onOpenDay, onCancel, onConfirm }: SubmitDialogProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { data: bills, isLoading } = useQuery(billsQuery);
  const [isSending, setIsSending] = useState(false);

  const check = checkBeforeSubmit(days, bills ?? [], month, today);
  // The first working day on or after a bill's date: where the bill may be attached.
  const dayFor = (invoiceDate: string) =>
    days.find((day) => !day.isHoliday && day.activityDate >= invoiceDate);
  const isClean = check.daysWithoutActivity.length === 0 && check.unattachedBills.length === 0;

  return (
    <Modal className="submit-dialog" labelledBy={titleId} onEscape={onCancel} initialFocusRef={cancelRef}>
      <h2 id={titleId} className="confirm-dialog__title">
        Submit {monthLabel(month)}
      </h2>
      {isLoading && !bills && <p className="muted">Checking the month...</p>}
      {check.daysWithoutActivity.length > 0 && (
        <section aria-label="Days without an activity">
          <p className="error-text">
            These working days have no activity, so the month cannot be submitted yet:
          </p>
          <ul className="submit-dialog__list">
            {check.daysWithoutActivity.map((day) => (
              <li key={day.expenseDetailId}>
                <button type="button" className="link-button" onClick={() => onOpenDay(day)}>
                  Open {day.activityDateFormat}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {check.unattachedBills.length > 0 && (
        <section aria-label="Bills not attached">
          <p>These bills are dated in this month but not attached to a day, so the claim leaves them out:</p>
          <ul className="submit-dialog__list">
            {check.unattachedBills.map((bill) => {
              const day = dayFor(bill.invoiceDate);
              return (
                <li key={bill.unReportExpenseId}>
                  {bill.expenseType} {bill.invoiceNumber}, {formatRupees(bill.amount)},{' '}
                  {formatListDate(bill.invoiceDate)}
                  {day && (
                    <>
                      {' '}
                      <button type="button" className="link-button" onClick={() => onOpenDay(day)}>
                        Attach on {day.activityDateFormat}
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {isClean && bills && (
        <p>Every working day has an activity and no bill of this month is left unattached.</p>
      )}
      <p className="muted">Once submitted, the days of this month can no longer be changed.</p>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={isSending}
          onClick={async () => {
            setIsSending(true);
            await onConfirm();
          }}
        >
          {isSending ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </Modal>
  );
}
