// My Expense calls (spec section 7 'My Expense'): each route checks who calls, then hands over to
// the month (months.ts), the day (days.ts), its route (modify-route.ts), its bills
// (attachments.ts), the final submit (submit.ts) or the screens' lists (lookups.ts).

import { expenseDayResubmit } from '../../../src/contract/day-returns';
import {
  expenseDayWiseTotal,
  expenseDeleteAttachment,
  expenseDetailsRefresh,
  expenseGetAllAttachmentForDaywise,
  expenseModifyFromCity,
  expenseModifySubmit,
  expenseUpdateDateWiseSubmit,
  expenseUpdateDayWise,
} from '../../../src/contract/expense-days';
import { EXPENSE_SAYS } from '../../../src/contract/expense-texts';
import {
  expenseCityFilter,
  expenseFinalSubmit,
  getExpenseActivity,
  getExpenseCity,
  getMyExpense,
} from '../../../src/contract/expenses';
import { expenseAttachUnreported } from '../../../src/contract/receipts';
import { renderText } from '../../../src/pure/texts';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { attachBill, dayAttachments, deleteAttachment } from './attachments';
import { resubmitDays } from './day-returns';
import { dayDetails, dayTotal, saveDay } from './days';
import { activitiesOf, chartCitiesOf, cityFilterOf } from './lookups';
import { modifyFromCity, modifyRoute, refreshDay } from './modify-route';
import { myExpenseMonth } from './months';
import { startFromPlan } from './planned-days';
import { finalSubmit } from './submit';

export const expenseRoutes = domainPlugin('expense', async (app, { db }) => {
  const ownEmployee = { own: { employeeId: 'query.employeeId' } } as const;
  const ownQuery = { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } } as const;
  const ownBody = { own: { employeeId: 'body.employeeId', companyId: 'body.companyId' } } as const;

  addRoute(app, getMyExpense, ownQuery, async ({ query }) => myExpenseMonth(db, query, startFromPlan));

  addRoute(app, expenseCityFilter, ownEmployee, async ({ query, caller }) => cityFilterOf(db, caller, query));
  addRoute(app, getExpenseActivity, ownQuery, async () => activitiesOf(db));
  addRoute(app, getExpenseCity, ownEmployee, async ({ caller }) => chartCitiesOf(db, caller));

  addRoute(app, expenseModifyFromCity, ownEmployee, async ({ query, caller }) =>
    modifyFromCity(db, caller, query),
  );
  addIdempotentRoute(app, db, expenseModifySubmit, ownBody, async ({ body, caller, tx, language }) => ({
    message: renderText(EXPENSE_SAYS.routeModified, language),
    getMyExpenseList: [await modifyRoute(tx, caller, body)],
  }));

  addRoute(app, expenseUpdateDayWise, ownEmployee, async ({ query, caller }) =>
    dayDetails(db, caller, query),
  );
  addRoute(app, expenseDayWiseTotal, ownEmployee, async ({ query, caller }) => dayTotal(db, caller, query));
  addIdempotentRoute(
    app,
    db,
    expenseUpdateDateWiseSubmit,
    { own: { employeeId: 'body.employeeId' } },
    async ({ body, caller, tx, language }) => ({
      message: renderText(EXPENSE_SAYS.updated, language),
      total: await saveDay(tx, caller, body),
    }),
  );
  addRoute(
    app,
    expenseDetailsRefresh,
    { own: { employeeId: 'query.empcode', companyId: 'query.CompanyId' } },
    async ({ query, caller, language }) => ({
      message: renderText(EXPENSE_SAYS.refreshed, language),
      getMyExpenseList: [await db.transaction((tx) => refreshDay(tx, caller, query))],
    }),
  );

  addRoute(app, expenseGetAllAttachmentForDaywise, ownEmployee, async ({ query, caller, language }) => ({
    expenseAttachmentList: await dayAttachments(db, caller, query, language),
  }));
  addIdempotentRoute(
    app,
    db,
    expenseDeleteAttachment,
    ownEmployee,
    async ({ query, caller, tx, language }) => ({
      message: renderText(EXPENSE_SAYS.attachmentDeleted, language),
      unReportExpenseId: await deleteAttachment(tx, caller, query),
    }),
  );
  addIdempotentRoute(
    app,
    db,
    expenseAttachUnreported,
    { own: { employeeId: 'body.employeeId' } },
    async ({ body, caller, tx, language }) => ({
      message: renderText(EXPENSE_SAYS.billAttached, language),
      expenseAttachmentId: await attachBill(tx, caller, body),
    }),
  );

  addIdempotentRoute(app, db, expenseFinalSubmit, ownBody, async ({ body, caller, tx, language }) => {
    await finalSubmit(tx, caller, body);
    return { fileRecord: { message: renderText(EXPENSE_SAYS.submitted, language), status: 'Submitted' } };
  });

  // Rejected days come back (issue 38): replied to and resubmitted, the month goes to its approvers again.
  addIdempotentRoute(app, db, expenseDayResubmit, ownBody, async ({ body, caller, tx, language }) =>
    resubmitDays(tx, caller, body, language),
  );
});
