// The administration audit log (issue 24): who changed which record, from what, to what.
import { z } from 'zod';
import { defineCall, ZId } from '../call';
import { text, ZCompanyQuery } from './common';

export const AUDIT_RECORD_KINDS = [
  'employee',
  'territory',
  'city',
  'distance',
  'fareRate',
  'allowance',
  'holiday',
  'expenseType',
  'customer',
  'limit',
  'einvoiceKey',
] as const;
export const ZAuditRecordKind = z.enum(AUDIT_RECORD_KINDS, { error: 'is not a kind of record' });
export type TAuditRecordKind = z.infer<typeof ZAuditRecordKind>;

/**
 * How an entry names its record for good (its recordRef), whatever the record is called: the row's
 * id (employee, territory, city, expense type), the two city ids of a distance in ascending order,
 * the mode's (or category's) id and the grade of a rate, a holiday's date, a limit's type, grade
 * and city class. The server writes these
 * and the screens ask for a record's history with them.
 */
export const auditRef = {
  row: (id: number) => String(id),
  distance: (cityA: number, cityB: number) => `${Math.min(cityA, cityB)}-${Math.max(cityA, cityB)}`,
  rate: (ofId: number, gradeId: number) => `${ofId}-${gradeId}`,
  holiday: (date: string) => date,
  /** A limit (issue 37): the expense type's id, the grade and the city class. */
  limit: (expenseTypeId: number, gradeId: number, cityClass: string) =>
    `${expenseTypeId}-${gradeId}-${cityClass}`,
};

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorName: z.string(),
  recordKind: ZAuditRecordKind,
  /** What never changes about the record (its id, two city ids, a date): its history is by this. */
  recordRef: z.string().nullable(),
  /** What the record was called when the entry was written: a code, a name, a date. */
  recordKey: z.string(),
  recordLabel: z.string(),
  action: z.string(),
  oldValue: z.record(z.string(), z.unknown()).nullable(),
  newValue: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const adminAudit = defineCall({
  method: 'GET',
  path: '/adminAudit',
  query: ZCompanyQuery.extend({
    recordKind: ZAuditRecordKind.optional(),
    /** With recordKind: one record's history (the recordRef of its entries, or of its list row). */
    recordRef: text(100, false).optional(),
    /** A code, name or date as the record was called (any case). */
    recordKey: text(200, false).optional(),
    actorId: ZId.optional(),
  }),
  /** The newest 200 entries that match. */
  response: z.object({ entries: z.array(ZAuditEntry) }),
});
