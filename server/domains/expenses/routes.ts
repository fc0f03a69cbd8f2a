// My Expense calls; this issue serves the month's days and attaching a bill to one of them.
import { getMyExpense } from '../../../src/contract/expenses';
import { expenseAttachUnreported } from '../../../src/contract/receipts';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { attachBill, BILL_ATTACHED } from './attachments';
import { myExpenseMonth } from './months';

export const expenseRoutes = domainPlugin('expense', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } } as const;
  addRoute(app, getMyExpense, ownQuery, async ({ query }) => {
    return { getMyExpenseList: await myExpenseMonth(db, query) };
  });

  const ownBody = { own: { employeeId: 'body.employeeId' } } as const;
  addIdempotentRoute(app, db, expenseAttachUnreported, ownBody, async ({ body, caller, tx }) => {
    return { message: BILL_ATTACHED, expenseAttachmentId: await attachBill(tx, caller, body) };
  });
});
