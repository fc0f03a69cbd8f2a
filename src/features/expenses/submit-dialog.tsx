// Before a final submit: what the server would refuse (working days without an activity) and what
// would make the claim weaker (unreported bills dated in the month that no day carries), each with
// a way to fix it. A manager's rejection costs a field employee a week.
import { useId, useRef, useState } from 'react';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import type { YearMonth } from '../../pure/calendar';
import { formatListDateIn, monthLabelIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { billsQuery } from '../../shared/bills';
import { Modal } from '../../ui/modal';
import { MONTH_TEXTS } from './month-texts';
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
  const t = useText();
  const language = useLanguage();
  const dateOf = (date: string) => formatListDateIn(date, language);
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
        {t(MONTH_TEXTS.submitMonth({ month: monthLabelIn(month, language) }))}
      </h2>
      {isLoading && !bills && <p className="muted">{t(MONTH_TEXTS.checking)}</p>}
      {check.daysWithoutActivity.length > 0 && (
        <section aria-label={t(MONTH_TEXTS.daysWithoutActivity)}>
          <p className="error-text">{t(MONTH_TEXTS.noActivity)}</p>
          <ul className="submit-dialog__list">
            {check.daysWithoutActivity.map((day) => (
              <li key={day.expenseDetailId}>
                <button type="button" className="link-button" onClick={() => onOpenDay(day)}>
                  {t(MONTH_TEXTS.openDay({ date: dateOf(day.activityDate) }))}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {check.unattachedBills.length > 0 && (
        <section aria-label={t(MONTH_TEXTS.billsNotAttached)}>
          <p>{t(MONTH_TEXTS.unattached)}</p>
          <ul className="submit-dialog__list">
            {check.unattachedBills.map((bill) => {
              const day = dayFor(bill.invoiceDate);
              return (
                <li key={bill.unReportExpenseId}>
                  <span translate="no">
                    {bill.expenseType} {bill.invoiceNumber}
                  </span>
                  , {formatRupees(bill.amount)}, {dateOf(bill.invoiceDate)}
                  {day && (
                    <>
                      {' '}
                      <button type="button" className="link-button" onClick={() => onOpenDay(day)}>
                        {t(MONTH_TEXTS.attachOn({ date: dateOf(day.activityDate) }))}
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {isClean && bills && <p>{t(MONTH_TEXTS.clean)}</p>}
      <p className="muted">{t(MONTH_TEXTS.final)}</p>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel}>
          {t(MONTH_TEXTS.cancel)}
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
          {t(isSending ? MONTH_TEXTS.submitting : MONTH_TEXTS.submit)}
        </button>
      </div>
    </Modal>
  );
}
