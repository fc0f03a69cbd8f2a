// My Expense's month header parts: the month switch and the month's totals.
import type { ResponseOf } from '../../contract/call';
import type { getMyExpense } from '../../contract/expenses';
import { formatRupees } from '../../pure/money';
import { Icon } from '../../ui/icons';

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
  return (
    <nav className="month-switch" aria-label="Month">
      <button type="button" className="icon-button" aria-label="Previous month" onClick={() => onMove(-1)}>
        <Icon name="back" />
      </button>
      <h2 className="month-switch__label" aria-live="polite">
        {label}
      </h2>
      <button
        type="button"
        className="icon-button month-switch__next"
        aria-label="Next month"
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
  return (
    <dl className="month-totals card" aria-label="Month totals">
      <div>
        <dt>Month total</dt>
        <dd>{formatRupees(month.monthTotal)}</dd>
      </div>
      <div>
        <dt>Sundry total</dt>
        <dd>{formatRupees(month.sundryTotal)}</dd>
      </div>
      <div>
        <dt>Fare</dt>
        <dd>{formatRupees(fare)}</dd>
      </div>
      <div>
        <dt>Distance</dt>
        <dd>{distance} km</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{status}</dd>
      </div>
      {month.standing.approved !== null && (
        <div>
          <dt>Approved</dt>
          <dd>{formatRupees(month.standing.approved)}</dd>
        </div>
      )}
      {month.standing.payment && (
        <div>
          <dt>Paid</dt>
          <dd>{formatRupees(month.standing.payment.amount)}</dd>
        </div>
      )}
    </dl>
  );
}
