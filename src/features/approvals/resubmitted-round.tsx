// A day of the claim the employee resubmitted after a rejection (issue 38): their reply and what
// changed, where the approver judges the day.
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { ResubmissionChange } from '../../ui/return-rounds';

export function ResubmittedRound({ day }: { day: TExpenseDayDetail }) {
  const round = day.returns?.find((each) => each.inThisRound);
  return round ? <ResubmissionChange round={round} /> : null;
}
