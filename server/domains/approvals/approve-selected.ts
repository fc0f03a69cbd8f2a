// 'Approve selected' (issue 38): the clean claims an approver ticks on the list, approved together
// in one transaction through the same path as a claim judged day by day (judgeMonth), so the
// history and the employee's notification are those of a claim approved with every day 'A'.

import type { expenseApproveSelected } from '../../../src/contract/approve-selected';
import { APPROVE_SELECTED_TEXTS } from '../../../src/contract/approve-selected-texts';
import type { ApiCall } from '../../../src/contract/call';
import type { TextLanguage } from '../../../src/pure/messages';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { type ApproverRule, checkApprover } from '../../http/access';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { judgeMonth, monthYear } from './expense-approval';
import { findMonthHeader, monthVersion } from './expense-queries';
import { claimFlagCounts, flagTotal } from './flag-counts';
import { monthSubject } from './subjects';

export async function approveSelected(
  tx: Queryable,
  caller: Caller,
  body: { levelId: number; expenseIds: readonly number[] },
  language: TextLanguage,
) {
  // Each claim under the approver rule of a single claim: waiting for the caller at this level.
  const grants = [];
  for (const expenseId of body.expenseIds) {
    const rule: ApproverRule<typeof expenseApproveSelected> = {
      subject: () => monthSubject(tx, expenseId),
      levelId: 'body.levelId',
    };
    const grant = await checkApprover(rule as ApproverRule<ApiCall>, caller, { query: {}, body }, true);
    if (grant) grants.push({ expenseId, grant });
  }
  const counts = await claimFlagCounts(tx, body.expenseIds);
  for (const expenseId of body.expenseIds) {
    const flags = counts.get(expenseId);
    if (flags && flagTotal(flags) > 0) {
      const header = await findMonthHeader(tx, expenseId);
      throw badRequest(
        APPROVE_SELECTED_TEXTS.flaggedClaim({
          claim: header ? `${header.employeeName}, ${monthYear(header)}` : String(expenseId),
          flags: flagTotal(flags),
        }),
      );
    }
  }
  const approved = [];
  for (const { expenseId, grant } of grants) {
    const slNo = await monthVersion(tx, expenseId);
    const body = { expenseId, levelId: grant.level, approverId: caller.employeeId, slNo, tblDetails: [] };
    const outcome = await judgeMonth(tx, grant, caller.employeeId, body, true, true);
    approved.push({ expenseId, status: outcome.status });
  }
  return {
    message: renderText(APPROVE_SELECTED_TEXTS.approved({ claims: approved.length }), language),
    approved,
  };
}
