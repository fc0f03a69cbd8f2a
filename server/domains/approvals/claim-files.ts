// What an approver opens beside a claim: the bills attached to its days and the customers met.
import type { Queryable } from '../../db/database';
import { toDataUrl } from '../../lib/images';
import { toRupees } from '../../lib/money';
import { type FieldWorkRow, listFieldWork, listMonthAttachments } from './expense-queries';

export async function monthAttachments(db: Queryable, expenseId: number) {
  const rows = await listMonthAttachments(db, expenseId);
  return rows.map(({ amountPaise, thumbnail, ...row }) => ({
    ...row,
    fare: toRupees(amountPaise),
    imageBase64: thumbnail ? toDataUrl(thumbnail) : null,
  }));
}

export function monthFieldWork(
  db: Queryable,
  employeeId: number,
  visitDate: string,
): Promise<FieldWorkRow[]> {
  return listFieldWork(db, employeeId, visitDate);
}
