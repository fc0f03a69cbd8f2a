// A day's money as the employee sees it, shown alike on the employee's day and the approver's claim
// (issue 38): fare, allowance and bills, the total when given, and the sundry bills the month counts.

import { useText } from '../lib/use-text';
import { formatRupees } from '../pure/money';
import type { Text } from '../pure/texts';
import { DAY_MONEY_TEXTS as T } from './day-money-texts';

export interface DayMoneyValues {
  fare: number;
  allowance: number;
  bills: number;
  sundry: number;
  /** Fare + allowance + bills; omitted where the screen names its own total. */
  total?: number;
}

export function DayMoneyLines({ money }: { money: DayMoneyValues }) {
  const t = useText();
  return (
    <dl className="money-lines">
      <MoneyLine term={t(T.fare)} value={money.fare} />
      <MoneyLine term={t(T.allowance)} value={money.allowance} />
      <MoneyLine term={t(T.bills)} value={money.bills} />
      {money.total !== undefined && (
        <MoneyLine term={t(T.total)} value={money.total} className="money-lines__total" />
      )}
      <MoneyLine term={t(T.sundry)} value={money.sundry} className="muted" />
    </dl>
  );
}

export function MoneyLine({ term, value, className }: { term: string; value: number; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{formatRupees(value)}</dd>
    </div>
  );
}

/** Where the representative went: the legs' towns when the day has two or more (issue 40), else from - to. */
export function routeOf(day: { route?: string | undefined }, from: string, to: string): string {
  return day.route ?? `${from} - ${to}`;
}

/** Who decided the level before, whose figures the next level judges (level 2 and after). */
export interface PreviousLevel {
  levelId: number;
  approverName: string;
}

/** What a level judges a day at: the claim at level 1, the level before's approved figure after. */
export function judgedLabel(t: (text: Text) => string, previous: PreviousLevel | undefined): string {
  return previous
    ? t(T.approvedByLevel({ name: previous.approverName, level: previous.levelId }))
    : t(T.claimed);
}
