// A day's route and its Total Expense Details panel.

import type { TApprovalHistory } from '../../contract/approval-history';
import type { ResponseOf } from '../../contract/call';
import type { expenseDayWiseTotal, expenseUpdateDayWise } from '../../contract/expense-days';
import { DAY_PERIODS, type TMyExpenseItem } from '../../contract/expenses';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { DayMoneyLines, routeOf } from '../../shared/day-money';
import { ApprovalHistory } from '../../ui/approval-history';
import { TransportIcon } from './transport-icon';

type DayTotals = ResponseOf<typeof expenseDayWiseTotal>['totalFare'];
type Leg = ResponseOf<typeof expenseUpdateDayWise>['tblRoute'][number];

export function DaySummary({
  line,
  legs,
  history = [],
  totals,
}: {
  line: TMyExpenseItem;
  legs: Leg[];
  /** The approvers' decisions on the day, oldest first. */
  history?: TApprovalHistory[];
  totals: DayTotals | undefined;
}) {
  const period = DAY_PERIODS.find((option) => option.value === line.period)?.periodName ?? '';
  return (
    <>
      <section className="card day-route" aria-label="Route">
        <dl className="facts">
          <div>
            <dt>Activity</dt>
            <dd>{line.activity || '-'}</dd>
          </div>
          <div>
            <dt>Route</dt>
            <dd>{routeOf(line, line.fromCity, line.toCity)}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{line.category}</dd>
          </div>
          <div>
            <dt>Mode</dt>
            <dd>
              <TransportIcon transportId={line.transportId} name={line.modeOfTransport} />
            </dd>
          </div>
          <div>
            <dt>Distance</dt>
            <dd>{line.distance} km</dd>
          </div>
          <div>
            <dt>Period</dt>
            <dd>{period}</dd>
          </div>
          <div>
            <dt>Stay</dt>
            <dd>{line.isStay ? 'Yes' : 'No'}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{line.status}</dd>
          </div>
          {line.remarks && (
            <div className="facts__wide">
              <dt>Remarks</dt>
              <dd>{line.remarks}</dd>
            </div>
          )}
        </dl>
        {legs.length > 0 && (
          <ol className="legs" aria-label="Route rows">
            {legs.map((leg) => (
              <li key={leg.Slno}>
                <span>
                  {leg.fromCityName} - {leg.toCityName}
                </span>
                <span className="muted">
                  {leg.category} · {leg.modeOfTransport} · {leg.distance} km · {formatRupees(leg.fare)}
                </span>
              </li>
            ))}
          </ol>
        )}
        <ApprovalHistory
          entries={history}
          subject={formatListDate(line.activityDate)}
          title="Approval history"
        />
      </section>
      <section className="card day-total" aria-labelledby="day-total-title">
        <h3 id="day-total-title">Total Expense Details</h3>
        {totals ? <DayMoneyLines money={totals} /> : <p className="muted">Loading the totals...</p>}
      </section>
    </>
  );
}
