// What an approver opens beside a claim: the bills attached to its days and the calls reported.

import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { toDataUrl } from '../../lib/images';
import { dayCallRows } from '../calls/claim-calls';
import { listMonthAttachments } from './expense-queries';

export async function monthAttachments(db: Queryable, expenseId: number) {
  const rows = await listMonthAttachments(db, expenseId);
  return rows.map(({ amountPaise, thumbnail, ...row }) => ({
    ...row,
    fare: toRupees(amountPaise),
    imageBase64: thumbnail ? toDataUrl(thumbnail) : null,
  }));
}

/** The calls the employee reported on the day (issue 27), as the 'Details' dialog lists them. */
export function monthFieldWork(db: Queryable, employeeId: number, date: string) {
  return dayCallRows(db, employeeId, date);
}
