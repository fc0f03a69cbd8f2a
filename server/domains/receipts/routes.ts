// Receipt calls: expense types, unreported bills and their images (spec section 7 'Capture and unreported bills').
import {
  expenseGetFileAttachement,
  expenseUpload,
  getExpenseTypes,
  getExpenseUploadTemp,
  unreportedDelete,
  unreportedUpdate,
} from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { renderText } from '../../../src/pure/texts';
import { addIdempotentRoute } from '../../http/idempotency';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { billFlags } from '../checks/flags';
import { billImageDataUrl, deleteBill, unreportedBills, updateBill, uploadBill } from './bills';
import { listExpenseTypes } from './queries';

export const receiptRoutes = domainPlugin('receipt', async (app, { db }) => {
  addRoute(app, getExpenseTypes, 'caller', async ({ caller }) => ({
    getAllExpense: await listExpenseTypes(db, caller.companyId),
  }));

  const ownBody = { own: { employeeId: 'body.EmployeeId', companyId: 'body.CompanyId' } } as const;
  addIdempotentRoute(app, db, expenseUpload, ownBody, async ({ body, caller, tx, language }) => {
    const billId = await uploadBill(tx, caller, body);
    return {
      message: renderText(RECEIPT_TEXTS.uploaded, language),
      unReportExpenseId: billId,
      flags: (await billFlags(tx, [billId], 'employee', language)).get(billId) ?? [],
    };
  });

  addIdempotentRoute(app, db, unreportedUpdate, ownBody, async ({ query, body, caller, tx, language }) => {
    await updateBill(tx, caller, query.unReportAttachmentId, body);
    return { unreportedUpdateStatus: renderText(RECEIPT_TEXTS.updated, language) };
  });

  const ownQuery = { own: { employeeId: 'query.employeeId', companyId: 'query.companyId' } } as const;
  addRoute(app, getExpenseUploadTemp, ownQuery, async ({ query, reply, language }) => {
    // The list changes with every upload, from any device: never serve it from a cache.
    reply.header('Cache-Control', 'no-store');
    return {
      expenseUploadTempList: await unreportedBills(
        db,
        query.employeeId,
        query.activityDate || null,
        language,
      ),
    };
  });

  addRoute(
    app,
    expenseGetFileAttachement,
    { own: { employeeId: 'body.employeeId' } },
    async ({ body, caller }) => {
      return { imageBase64: await billImageDataUrl(db, caller, body.unReportExpenseId) };
    },
  );

  addIdempotentRoute(app, db, unreportedDelete, ownQuery, async ({ query, caller, tx, language }) => {
    await deleteBill(tx, caller, query.unReportExpenseId);
    return { message: renderText(RECEIPT_TEXTS.deleted, language) };
  });
});
