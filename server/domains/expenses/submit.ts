// Final submit of a month (DESIGN.md section 4 'Expense month'): checked, set 'Submitted' (which
// locks every day), and sent to the level-1 approver.

import { claimStatusText } from '../../../src/contract/claim-texts';
import {
  dayParts,
  EXPENSE_SAYS,
  monthClosedText,
  submitNotYetOpenText,
} from '../../../src/contract/expense-texts';
import { finalSubmitFrom } from '../../../src/contract/expenses';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import { monthNameText } from '../../../src/pure/calendar-texts';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { conflict } from '../../http/errors';
import { addNotification, removeNotifications } from '../notifications/queries';
import { findEmployeeForSubmit, monthSubmitFacts } from './day-queries';
import {
  findEarliestOpenMonth,
  findMonth,
  findMonthById,
  REOPENED_STATUSES,
  setMonthStatus,
} from './queries';

export const missingActivityText = (isoDate: string) => EXPENSE_SAYS.missingActivity(dayParts(isoDate));
export const missingActivity = (isoDate: string) => renderText(missingActivityText(isoDate), 'en');

/**
 * Submits the month named, or the earliest open one. The month row is taken 'for update', so a
 * change to one of its days in flight (which holds it 'for share') finishes first, and none
 * starts until the submit has committed. Returns the month submitted.
 */
export async function finalSubmit(
  tx: Queryable,
  caller: Caller,
  body: { month?: number | undefined; year?: number | undefined },
  today = businessDate(),
): Promise<{ year: number; month: number }> {
  const chosen =
    body.month !== undefined && body.year !== undefined
      ? await findMonth(tx, caller.employeeId, body.year, body.month)
      : await findEarliestOpenMonth(tx, caller.employeeId, monthOf(today));
  if (!chosen) throw conflict(body.month === undefined ? EXPENSE_SAYS.nothingToSubmit : EXPENSE_SAYS.noLines);
  const month = await findMonthById(tx, chosen.id, 'for update');
  if (!month) throw conflict(EXPENSE_SAYS.noLines);
  // A month decided with rejected days goes back to its approvers once those days are fixed.
  if (month.status !== 'Unsubmitted' && !REOPENED_STATUSES.includes(month.status)) {
    throw conflict(monthClosedText(claimStatusText(month.status)));
  }
  // No rupee for a day that has not happened (DESIGN.md section 8): the month opens on its last day.
  if (today < finalSubmitFrom(month)) throw conflict(submitNotYetOpenText(month));
  const facts = await monthSubmitFacts(tx, month.id, today);
  if (facts.lines === 0) throw conflict(EXPENSE_SAYS.noLines);
  if (facts.firstWithoutActivity) throw conflict(missingActivityText(facts.firstWithoutActivity));

  await setMonthStatus(tx, month.id, 'Submitted');
  // The reminder to submit this month has done its work.
  await removeNotifications(
    tx,
    caller.employeeId,
    NOTIFICATION_TEXTS.submitReminder({ month: monthNameText(month.month), year: month.year }),
  );
  const employee = await findEmployeeForSubmit(tx, caller.employeeId);
  if (employee?.approverId) {
    await addNotification(
      tx,
      employee.approverId,
      NOTIFICATION_TEXTS.claimSubmitted({
        name: employee.employeeName,
        month: monthNameText(month.month),
        year: month.year,
      }),
      NOTIFICATION_LINKS.claim(month.id),
    );
  }
  return { year: month.year, month: month.month };
}
