// My Expense's month header parts: the month switch and the month's totals.
import type { ResponseOf } from '../../contract/call';
import { claimStatusText } from '../../contract/claim-texts';
import type { getMyExpense } from '../../contract/expenses';
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { Icon } from '../../ui/icons';
import { MONTH_TEXTS } from './month-texts';

export function MonthSwitch({
  label,
  isLatest,
  onMove,
}: {
  label: string;
  /** The current month: no month after it. */
  isLatest: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const t = useText();
  return (
    <nav className="month-switch" aria-label={t(MONTH_TEXTS.month)}>
      <button
        type="button"
        className="icon-button"
        aria-label={t(MONTH_TEXTS.previousMonth)}
        onClick={() => onMove(-1)}
      >
        <Icon name="back" />
      </button>
      <h2 className="month-switch__label" aria-live="polite">
        {label}
      </h2>
      <button
        type="button"
        className="icon-button month-switch__next"
        aria-label={t(MONTH_TEXTS.nextMonth)}
        disabled={isLatest}
        onClick={() => onMove(1)}
      >
        <Icon name="back" />
      </button>
    </nav>
  );
}

export function MonthTotals({
  month,
  fare,
  distance,
  status,
}: {
  month: Pick<ResponseOf<typeof getMyExpense>, 'monthTotal' | 'sundryTotal' | 'standing'>;
  fare: number;
  distance: number;
  status: string | undefined;
}) {
  const t = useText();
  return (
    <dl className="month-totals card" aria-label={t(MONTH_TEXTS.monthTotals)}>
      <div>
        <dt>{t(MONTH_TEXTS.monthTotal)}</dt>
        <dd>{formatRupees(month.monthTotal)}</dd>
      </div>
      <div>
        <dt>{t(MONTH_TEXTS.sundryTotal)}</dt>
        <dd>{formatRupees(month.sundryTotal)}</dd>
      </div>
      <div>
        <dt>{t(MONTH_TEXTS.fare)}</dt>
        <dd>{formatRupees(fare)}</dd>
      </div>
      <div>
        <dt>{t(MONTH_TEXTS.distance)}</dt>
        <dd>{t(MONTH_TEXTS.km({ distance: String(distance) }))}</dd>
      </div>
      <div>
        <dt>{t(MONTH_TEXTS.status)}</dt>
        <dd>{status && t(claimStatusText(status))}</dd>
      </div>
      {month.standing.approved !== null && (
        <div>
          <dt>{t(MONTH_TEXTS.approved)}</dt>
          <dd>{formatRupees(month.standing.approved)}</dd>
        </div>
      )}
      {month.standing.payment && (
        <div>
          <dt>{t(MONTH_TEXTS.paid)}</dt>
          <dd>{formatRupees(month.standing.payment.amount)}</dd>
        </div>
      )}
    </dl>
  );
}
