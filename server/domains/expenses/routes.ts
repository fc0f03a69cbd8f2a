// My Expense calls; this issue serves the month's days and attaching a bill to one of them.
import type { FastifyInstance } from 'fastify';
import { getMyExpense } from '../../../src/contract/expenses';
import { expenseAttachUnreported } from '../../../src/contract/receipts';
import type { Database } from '../../db/database';
import { assertOwn } from '../../http/access';
import { addIdempotentRoute } from '../../http/idempotency';
import { addRoute } from '../../http/route';
import { attachBill, BILL_ATTACHED } from './attachments';
import { myExpenseMonth } from './months';

export function expenseRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, getMyExpense, async ({ query, caller }) => {
    assertOwn(caller, { employeeId: query.employeeId, companyId: query.companyId });
    return { getMyExpenseList: await myExpenseMonth(db, query) };
  });

  addIdempotentRoute(app, db, expenseAttachUnreported, async ({ body, caller, tx }) => {
    assertOwn(caller, { employeeId: body.employeeId });
    return { message: BILL_ATTACHED, expenseAttachmentId: await attachBill(tx, caller, body) };
  });
}
