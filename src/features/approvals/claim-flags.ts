// What the approver should look at first on a claim (issue 38): each day's flags by kind, the
// flagged days ahead of the others, and a policy excess's suggested deduction.
import { CALL_FLAGS, type TCallFlag } from '../../contract/calls';
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import type { TFlagKind } from '../../contract/flags';
import { toPaise, toRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';

export interface DayFlag {
  kind: TFlagKind;
  /** The reason in words: the server's sentence, or a call report flag's catalogue text. */
  text: string | Text;
}

const CALL_FLAG_TEXTS: Record<TCallFlag, Text> = {
  [CALL_FLAGS.noCalls]: T.noCallsFlag,
  [CALL_FLAGS.awayFromCity]: T.awayFromCityFlag,
  [CALL_FLAGS.outsideRoute]: T.outsideRouteFlag,
};

/** The day's flags in the order of the approver's list: call report, plan, then its bills'. */
export function dayFlags(day: TExpenseDayDetail): DayFlag[] {
  return [
    ...day.flags.map((flag): DayFlag => ({ kind: 'calls', text: CALL_FLAG_TEXTS[flag] })),
    ...day.planFlags.map((flag) => ({ kind: flag.kind, text: flag.text })),
    ...day.billFlags.map((flag) => ({ kind: flag.kind, text: flag.text })),
  ];
}

export const isFlagged = (day: TExpenseDayDetail): boolean => dayFlags(day).length > 0;

/** The flagged days first, each group in date order as it came: the days that need a human lead. */
export function flaggedFirst(days: readonly TExpenseDayDetail[]): TExpenseDayDetail[] {
  return [...days.filter(isFlagged), ...days.filter((day) => !isFlagged(day))];
}

/**
 * Rupees: the excess of the day's bills over their limits, the deduction 'Apply suggested
 * deduction' fills in; never more than the value this level judges. 0 when no bill is over.
 */
export function suggestedDeduction(day: TExpenseDayDetail): number {
  const paise = day.billFlags.reduce(
    (total, flag) => total + (flag.kind === 'policy' ? toPaise(flag.suggestedDeduction ?? 0) : 0),
    0,
  );
  return toRupees(Math.min(paise, toPaise(day.totalSubmitted)));
}
