// Approval calls (spec section 7 'Approvals'): who may act is the shared approver rule; the rules live in the domain files.
import { APPROVAL_ANSWER_TEXTS } from '../../../src/contract/approval-answer-texts';
import {
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  stpfcApprovalSubmit,
} from '../../../src/contract/approvals';
import { expenseApproveSelected } from '../../../src/contract/approve-selected';
import { stpfcDecisionSave } from '../../../src/contract/chart-decision';
import {
  expenseApprovalAttachment,
  expenseApprovalSubmit,
  expenseDraftSubmit,
  GetExpenseApproval,
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
} from '../../../src/contract/expense-approvals';
import { expenseDecisionSave } from '../../../src/contract/expense-decision';
import { renderText } from '../../../src/pure/texts';
import type { ApprovalGrant } from '../../http/access';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { approveSelected } from './approve-selected';
import { chartsWaitingFor, decideChart, journeysWaiting } from './chart-approval';
import { monthAttachments, monthFieldWork } from './claim-files';
import { judgeMonth, monthDetails, monthSundry } from './expense-approval';
import { approverOfChart, approverOfDay, approverOfMonth } from './rules';
import { monthsWaitingFor } from './waiting-list';

export const approvalRoutes = domainPlugin('approval', async (app, { db }) => {
  addRoute(app, getSTPFCApprovalDetail, { own: { employeeId: 'query.employeeId' } }, async ({ caller }) => ({
    stpfcApprovalList: await chartsWaitingFor(db, caller.employeeId),
  }));

  addRoute(
    app,
    getSTPFCApprovalEmployeeWiseDetails,
    { approver: approverOfChart(db, 'query', { employeeId: 'query.employeeId' }) },
    async ({ query, approval }) => journeysWaiting(db, granted(approval), query.stpfcId),
  );

  // The approval writes take an Idempotency-Key (issue 22): a submit retried after a lost answer
  // gets the stored answer, rather than a 409 from the level it has itself moved on.
  addIdempotentRoute(
    app,
    db,
    stpfcApprovalSubmit,
    {
      approver: approverOfChart(db, 'body', {
        employeeId: 'body.employeeId',
        companyId: 'body.companyId',
        approverId: 'body.appr_Empid',
        levelId: 'body.level_id',
      }),
    },
    async ({ body, caller, approval, tx, language }) => ({
      fileRecord: [await decideChart(tx, granted(approval), caller.employeeId, body, language)],
    }),
  );

  // The fare chart's Submit through the outbox (issue 38 'Decisions offline'): one call, flat, sent
  // once under its key; the journeys as the approver judged them must still be the chart's.
  addIdempotentRoute(
    app,
    db,
    stpfcDecisionSave,
    {
      approver: approverOfChart(db, 'body', {
        employeeId: 'body.employeeId',
        approverId: 'body.approverId',
        levelId: 'body.levelId',
      }),
    },
    async ({ body, caller, approval, tx, language }) => {
      const decision = { stpfcId: body.stpfcId, slNo: body.slNo, tblDetails: body.lines };
      return decideChart(tx, granted(approval), caller.employeeId, decision, language, body.chartVersion);
    },
  );

  addRoute(app, GetExpenseApproval, { own: { employeeId: 'query.employeeid' } }, async ({ caller }) => ({
    expenseApprovalList: await monthsWaitingFor(db, caller.employeeId),
  }));

  addRoute(
    app,
    GetExpenseViewAllDetails,
    { approver: approverOfMonth(db, 'query', 'Expense_ID', {}) },
    async ({ query, approval, language }) => monthDetails(db, granted(approval), query.Expense_ID, language),
  );

  addRoute(
    app,
    GetExpenseApprovalSundry,
    { approver: approverOfMonth(db, 'query', 'Expense_ID', {}) },
    async ({ query, approval }) => monthSundry(db, granted(approval), query.Expense_ID),
  );

  addRoute(
    app,
    expenseApprovalAttachment,
    { approver: approverOfMonth(db, 'query', 'expenseId', {}) },
    async ({ query, language }) => ({ attachments: await monthAttachments(db, query.expenseId, language) }),
  );

  addRoute(
    app,
    GetExpenseApprovalPopup,
    { approver: approverOfDay(db, { employeeId: 'query.Emp_id' }) },
    async ({ query }) => ({ fieldWorkList: await monthFieldWork(db, query.Emp_id, query.ActivityDate) }),
  );

  const judging = { approverId: 'body.approverId', levelId: 'body.levelId' } as const;
  addIdempotentRoute(
    app,
    db,
    expenseDraftSubmit,
    { approver: approverOfMonth(db, 'body', 'expenseId', judging) },
    async ({ body, caller, approval, tx, language }) => {
      await judgeMonth(tx, granted(approval), caller.employeeId, body, false);
      return { message: renderText(APPROVAL_ANSWER_TEXTS.draftSaved, language) };
    },
  );

  addIdempotentRoute(
    app,
    db,
    expenseApprovalSubmit,
    { approver: approverOfMonth(db, 'body', 'expenseId', judging) },
    async ({ body, caller, approval, tx, language }) => {
      const outcome = await judgeMonth(tx, granted(approval), caller.employeeId, body, true);
      return { message: renderText(APPROVAL_ANSWER_TEXTS.submitted, language), ...outcome };
    },
  );

  // Save Draft and Submit through the outbox (issue 38 'Decisions offline'): one call, flat, sent
  // once under its key; the claim as the approver judged it must still be the claim.
  addIdempotentRoute(
    app,
    db,
    expenseDecisionSave,
    { approver: approverOfMonth(db, 'body', 'expenseId', judging) },
    async ({ body, caller, approval, tx, language }) => {
      const { lines, isSubmit, ...month } = body;
      const decision = { ...month, tblDetails: lines };
      const outcome = await judgeMonth(tx, granted(approval), caller.employeeId, decision, isSubmit === 1);
      const answer = isSubmit === 1 ? APPROVAL_ANSWER_TEXTS.submitted : APPROVAL_ANSWER_TEXTS.draftSaved;
      return { message: renderText(answer, language), ...outcome };
    },
  );

  // Several clean claims at once (issue 38): each claim passes the approver rule of one claim
  // inside approveSelected, all in this one transaction.
  addIdempotentRoute(
    app,
    db,
    expenseApproveSelected,
    { own: { employeeId: 'body.employeeId' } },
    async ({ body, caller, tx, language }) => approveSelected(tx, caller, body, language),
  );
});

/** addRoute grants every call under the approver rule before its handler runs. */
function granted(approval: ApprovalGrant | undefined): ApprovalGrant {
  if (!approval) throw new Error('An approver-rule call ran without its grant.');
  return approval;
}
