// What an approver opens beside a claim: the bills attached to its days and the calls reported.

import type { TextLanguage } from '../../../src/pure/messages';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { toDataUrl } from '../../lib/images';
import { dayCallRows } from '../calls/claim-calls';
import { billFlags, einvoiceBadge } from '../checks/flags';
import { listMonthAttachments } from './expense-queries';

/** The bills with their checks' flags (issue 37), whose claim and which day included. */
export async function monthAttachments(db: Queryable, expenseId: number, language: TextLanguage) {
  const rows = await listMonthAttachments(db, expenseId);
  const flags = await billFlags(
    db,
    rows.map((row) => row.billId),
    'approver',
    language,
  );
  return rows.map(({ amountPaise, thumbnail, billId, einvoice, ...row }) => {
    const badge = einvoiceBadge(einvoice, language);
    return {
      ...row,
      fare: toRupees(amountPaise),
      imageBase64: thumbnail ? toDataUrl(thumbnail) : null,
      ...(badge ? { einvoice: badge } : {}),
      flags: flags.get(billId) ?? [],
    };
  });
}

/** The calls the employee reported on the day (issue 27), as the 'Details' dialog lists them. */
export function monthFieldWork(db: Queryable, employeeId: number, date: string) {
  return dayCallRows(db, employeeId, date);
}
