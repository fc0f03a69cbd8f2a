// The audit log (issue 24): every change an administrator makes, with who, when, and the record's
// values before and after. Written in the change's own transaction, so a change never goes
// unrecorded and a rolled-back one leaves no entry.
import type { Queryable } from '../../../db/database';
import { insertAuditEntries } from './queries';
import type { AuditChange } from './records';

export function recordChange(tx: Queryable, change: AuditChange): Promise<void> {
  return recordChanges(tx, [change]);
}

/** Many changes at once (an import), in as few statements as the log allows. */
export function recordChanges(tx: Queryable, changes: AuditChange[]): Promise<void> {
  return insertAuditEntries(tx, changes);
}

/** The fields that differ between two versions of a record, for a short audit entry. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { oldValue: Record<string, unknown>; newValue: Record<string, unknown> } | null {
  const oldValue: Record<string, unknown> = {};
  const newValue: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      oldValue[key] = before[key] ?? null;
      newValue[key] = after[key] ?? null;
    }
  }
  return Object.keys(newValue).length > 0 ? { oldValue, newValue } : null;
}
