// Bills on a day of the employee's month: attaching an unreported one, listing them, taking one off.

import type { z } from 'zod';
import { claimStatusText } from '../../../src/contract/claim-texts';
import type { TDayAttachment } from '../../../src/contract/expense-days';
import { EXPENSE_SAYS, monthClosedText } from '../../../src/contract/expense-texts';
import { billAttachRefusalText, type expenseAttachUnreported } from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { ROUTE_FIELD_TEXTS } from '../../../src/contract/route-field-texts';
import type { TextLanguage } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { toDataUrl } from '../../lib/images';
import { billFlags, einvoiceBadge } from '../checks/flags';
import { lockOwnBill } from '../receipts/bills';
import { markBillAttached } from '../receipts/queries';
import { detachBill, findAttachmentOwner, listDayAttachments } from './day-queries';
import { type DayRef, ownDay } from './days';
import { findDayOwner, insertAttachment, isDayOpen, lockMonthForShare } from './queries';

export const BILL_ATTACHED = renderText(EXPENSE_SAYS.billAttached, 'en');
export const HOLIDAY_LOCKED = renderText(EXPENSE_SAYS.holidayLocked, 'en');

type AttachBody = z.output<typeof expenseAttachUnreported.body>;

/**
 * The bill keeps its own type and amount: what the request says about them (expenseType, fare,
 * expenseOrSundry) is not read, so a list that was stale when the outbox sent it cannot change
 * a claim. Returns the attachment's id.
 */
export async function attachBill(tx: Queryable, caller: Caller, body: AttachBody): Promise<number> {
  const month = await lockMonthForShare(tx, body.expenseId);
  if (!month) throw notFound(EXPENSE_SAYS.noSuchMonth);
  if (month.employeeId !== caller.employeeId) throw forbidden();
  const day = await findDayOwner(tx, body.expenseDetailId);
  if (!day) throw notFound(EXPENSE_SAYS.noSuchDay);
  if (day.employeeId !== caller.employeeId) throw forbidden();
  const bill = await lockOwnBill(tx, caller, body.unReportExpenseId);

  if (day.expenseId !== body.expenseId) {
    throw badRequest(ROUTE_FIELD_TEXTS.dayNotInExpense({ expenseId: body.expenseId }));
  }
  if (day.activityDate !== body.activityDate) {
    throw badRequest(ROUTE_FIELD_TEXTS.otherDay({ day: day.activityDate, given: body.activityDate }));
  }
  if (!isDayOpen(month.status, day)) {
    throw conflict(EXPENSE_SAYS.monthClosedForBills({ status: claimStatusText(month.status) }));
  }
  if (day.isHoliday) throw conflict(EXPENSE_SAYS.holidayLocked);
  if (bill.status !== 'U') throw conflict(RECEIPT_TEXTS.attachedAlready);
  const refusal = billAttachRefusalText(bill, day.activityDate);
  if (refusal) throw conflict(refusal);

  await markBillAttached(tx, body.unReportExpenseId);
  return insertAttachment(tx, {
    expenseDetailId: body.expenseDetailId,
    billId: body.unReportExpenseId,
    description: body.description ?? '',
    travelMode: body.travelMode,
  });
}

/** The day's attached bills, expense and sundry, with their thumbnails. */
export async function dayAttachments(
  db: Queryable,
  caller: Caller,
  ref: DayRef,
  language: TextLanguage,
): Promise<TDayAttachment[]> {
  const { day } = await ownDay(db, caller, ref);
  const rows = await listDayAttachments(db, day.expenseDetailId);
  // The checks of the day's bills (issue 37), in the employee's words.
  const flags = await billFlags(
    db,
    rows.map((row) => row.unReportExpenseId),
    'employee',
    language,
  );
  return rows.map(({ amountPaise, thumbnail, einvoice, ...row }) => {
    const badge = einvoiceBadge(einvoice, language);
    return {
      ...row,
      fare: toRupees(amountPaise),
      imageBase64: thumbnail ? toDataUrl(thumbnail) : null,
      ...(badge ? { einvoice: badge } : {}),
      flags: flags.get(row.unReportExpenseId) ?? [],
    };
  });
}

/**
 * Takes a bill off a day of an open month and returns it to the unreported list. Returns the
 * bill's id. Another employee's attachment is 403 before anything else is said about the request.
 */
export async function deleteAttachment(
  tx: Queryable,
  caller: Caller,
  ref: DayRef & { expenseAttachmentId: number },
): Promise<number> {
  const attachment = await findAttachmentOwner(tx, ref.expenseAttachmentId);
  if (!attachment) throw notFound(EXPENSE_SAYS.noSuchAttachment);
  if (attachment.employeeId !== caller.employeeId) throw forbidden();
  const own = await ownDay(tx, caller, ref, { month: 'for share', day: true });
  if (attachment.expenseDetailId !== own.day.expenseDetailId) {
    throw badRequest(
      `expenseAttachmentId: attachment ${ref.expenseAttachmentId} is not on ${ref.activityDate}.`,
    );
  }
  if (!isDayOpen(own.month.status, own.day))
    throw conflict(monthClosedText(claimStatusText(own.month.status)));
  await detachBill(tx, ref.expenseAttachmentId, attachment.billId);
  return attachment.billId;
}
