// A day's route and its Total Expense Details panel.

import type { TApprovalHistory } from '../../contract/approval-history';
import type { ResponseOf } from '../../contract/call';
import type { TDayReturnRound } from '../../contract/day-returns';
import type { expenseDayWiseTotal, expenseUpdateDayWise } from '../../contract/expense-days';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { DayMoneyLines, routeOf } from '../../shared/day-money';
import { ApprovalHistory } from '../../ui/approval-history';
import { ReturnRounds } from '../../ui/return-rounds';
import { DAY_TEXTS } from './day-details-texts';
import { TransportIcon } from './transport-icon';

type DayTotals = ResponseOf<typeof expenseDayWiseTotal>['totalFare'];
type Leg = ResponseOf<typeof expenseUpdateDayWise>['tblRoute'][number];

/** A day's period (1 full, 2 first half, 3 second half) in words. */
export const PERIOD_WORDS: Record<number, Text> = {
  1: DAY_TEXTS.period1,
  2: DAY_TEXTS.period2,
  3: DAY_TEXTS.period3,
};

/** The month's status, as My Expense names it, in words. */
const MONTH_STATUS_WORDS: Record<string, Text> = {
  Unsubmitted: DAY_TEXTS.monthUnsubmitted,
  Submitted: DAY_TEXTS.monthSubmitted,
  Approved: DAY_TEXTS.monthApproved,
  Rejected: DAY_TEXTS.monthRejected,
  'Partially Approved': DAY_TEXTS.monthPartiallyApproved,
  Paid: DAY_TEXTS.monthPaid,
};

export function DaySummary({
  line,
  legs,
  history = [],
  returns = [],
  totals,
}: {
  line: TMyExpenseItem;
  legs: Leg[];
  /** The approvers' decisions on the day, oldest first. */
  history?: TApprovalHistory[];
  /** Each round the day came back rejected and went again (issue 38), oldest first. */
  returns?: TDayReturnRound[];
  totals: DayTotals | undefined;
}) {
  const t = useText();
  const language = useLanguage();
  const period = PERIOD_WORDS[line.period];
  const status = MONTH_STATUS_WORDS[line.status];
  return (
    <>
      <section className="card day-route" aria-label={t(DAY_TEXTS.route)}>
        <dl className="facts">
          <Fact term={t(DAY_TEXTS.activity)} value={line.activity || '-'} isData />
          <Fact term={t(DAY_TEXTS.route)} value={routeOf(line, line.fromCity, line.toCity)} isData />
          <Fact term={t(DAY_TEXTS.category)} value={line.category} isData />
          <div>
            <dt>{t(DAY_TEXTS.mode)}</dt>
            <dd>
              <TransportIcon transportId={line.transportId} name={line.modeOfTransport} />
            </dd>
          </div>
          <Fact term={t(DAY_TEXTS.distance)} value={t(DAY_TEXTS.kilometres({ km: line.distance }))} />
          <Fact term={t(DAY_TEXTS.period)} value={period ? t(period) : ''} />
          <Fact term={t(DAY_TEXTS.stay)} value={t(line.isStay ? DAY_TEXTS.yes : DAY_TEXTS.no)} />
          <Fact term={t(DAY_TEXTS.status)} value={status ? t(status) : line.status} />
          {line.remarks && (
            <div className="facts__wide">
              <dt>{t(DAY_TEXTS.remarks)}</dt>
              <dd>{line.remarks}</dd>
            </div>
          )}
        </dl>
        {legs.length > 0 && (
          <ol className="legs" aria-label={t(DAY_TEXTS.routeRows)}>
            {legs.map((leg) => (
              <li key={leg.Slno}>
                <span translate="no">
                  {leg.fromCityName} - {leg.toCityName}
                </span>
                <span className="muted">
                  <span translate="no">
                    {leg.category} · {leg.modeOfTransport}
                  </span>{' '}
                  · {t(DAY_TEXTS.kilometres({ km: leg.distance }))} · {formatRupees(leg.fare)}
                </span>
              </li>
            ))}
          </ol>
        )}
        <ApprovalHistory
          entries={history}
          subject={formatListDateIn(line.activityDate, language)}
          title={t(DAY_TEXTS.approvalHistory)}
        />
        <ReturnRounds rounds={returns} subject={formatListDateIn(line.activityDate, language)} />
      </section>
      <section className="card day-total" aria-labelledby="day-total-title">
        <h3 id="day-total-title">{t(DAY_TEXTS.totalTitle)}</h3>
        {totals ? <DayMoneyLines money={totals} /> : <p className="muted">{t(DAY_TEXTS.loadingTotals)}</p>}
      </section>
    </>
  );
}

/** One term and its value in a day's facts; `isData` marks the company's names, no one's words to translate. */
export function Fact({ term, value, isData = false }: { term: string; value: string; isData?: boolean }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd translate={isData ? 'no' : undefined}>{value}</dd>
    </div>
  );
}
