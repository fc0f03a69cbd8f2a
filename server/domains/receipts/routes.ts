// Receipt calls: expense types, unreported bills and their images (spec section 7 'Capture and unreported bills').
import type { FastifyInstance } from 'fastify';
import {
  expenseGetFileAttachement,
  expenseUpload,
  getExpenseTypes,
  getExpenseUploadTemp,
  unreportedDelete,
  unreportedUpdate,
} from '../../../src/contract/receipts';
import type { Database } from '../../db/database';
import { assertOwn } from '../../http/access';
import { addIdempotentRoute } from '../../http/idempotency';
import { addRoute } from '../../http/route';
import {
  BILL_DELETED,
  BILL_UPDATED,
  BILL_UPLOADED,
  billImageDataUrl,
  deleteBill,
  unreportedBills,
  updateBill,
  uploadBill,
} from './bills';
import { listExpenseTypes } from './queries';

export function receiptRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, getExpenseTypes, async ({ caller }) => ({
    getAllExpense: await listExpenseTypes(db, caller.companyId),
  }));

  addIdempotentRoute(app, db, expenseUpload, async ({ body, caller, tx }) => {
    assertOwn(caller, { employeeId: body.EmployeeId, companyId: body.CompanyId });
    return { message: BILL_UPLOADED, unReportExpenseId: await uploadBill(tx, caller, body) };
  });

  addIdempotentRoute(app, db, unreportedUpdate, async ({ query, body, caller, tx }) => {
    assertOwn(caller, { employeeId: body.EmployeeId, companyId: body.CompanyId });
    await updateBill(tx, caller, query.unReportAttachmentId, body);
    return { unreportedUpdateStatus: BILL_UPDATED };
  });

  addRoute(app, getExpenseUploadTemp, async ({ query, caller, reply }) => {
    assertOwn(caller, { employeeId: query.employeeId, companyId: query.companyId });
    // The list changes with every upload, from any device: never serve it from a cache.
    reply.header('Cache-Control', 'no-store');
    return { expenseUploadTempList: await unreportedBills(db, query.employeeId, query.activityDate || null) };
  });

  addRoute(app, expenseGetFileAttachement, async ({ body, caller }) => {
    assertOwn(caller, { employeeId: body.employeeId });
    return { imageBase64: await billImageDataUrl(db, caller, body.unReportExpenseId) };
  });

  addIdempotentRoute(app, db, unreportedDelete, async ({ query, caller, tx }) => {
    assertOwn(caller, { employeeId: query.employeeId, companyId: query.companyId });
    await deleteBill(tx, caller, query.unReportExpenseId);
    return { message: BILL_DELETED };
  });
}
