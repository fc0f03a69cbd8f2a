// A day of the claim the employee resubmitted after a rejection (issue 38): marked in the day's row,
// and their reply and what changed where the approver judges the day.
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { useText } from '../../lib/use-text';
import { ResubmissionChange } from '../../ui/return-rounds';
import { ROUND_TEXTS } from '../../ui/return-rounds-texts';

const roundOf = (day: TExpenseDayDetail) => day.returns?.find((each) => each.inThisRound);

export function ResubmittedRound({ day }: { day: TExpenseDayDetail }) {
  const round = roundOf(day);
  return round ? <ResubmissionChange round={round} /> : null;
}

export function ResubmittedMark({ day }: { day: TExpenseDayDetail }) {
  const t = useText();
  const reply = roundOf(day)?.reply;
  if (!reply) return null;
  return <p className="resubmitted-mark">{t(ROUND_TEXTS.mark({ reply }))}</p>;
}
