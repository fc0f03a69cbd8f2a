// SQL of the audit log: entries written in batches, and read back by record or by who made them.
import type { TAuditEntry, TAuditRecordKind } from '../../../../src/contract/admin/audit';
import type { Queryable } from '../../../db/database';
import type { AuditChange } from './records';

/** Many changes at once (an import): one statement per 500 entries rather than one per row. */
export async function insertAuditEntries(tx: Queryable, changes: AuditChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += 500) {
    const batch = changes.slice(start, start + 500);
    const values: unknown[] = [];
    const rows = batch.map((change, index) => {
      values.push(
        change.companyId,
        change.actorId,
        change.recordKind,
        change.recordRef,
        change.recordKey,
        change.recordLabel,
        change.action,
        change.oldValue === null ? null : JSON.stringify(change.oldValue),
        change.newValue === null ? null : JSON.stringify(change.newValue),
      );
      const at = index * 9;
      return `($${at + 1}::int, $${at + 2}::int, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7}, $${at + 8}::jsonb, $${at + 9}::jsonb)`;
    });
    await tx.query(
      `insert into audit_log (company_id, actor_id, record_kind, record_ref, record_key, record_label, action, old_value, new_value)
       values ${rows.join(', ')}`,
      values,
    );
  }
}

interface AuditFilter {
  recordKind?: TAuditRecordKind | undefined;
  /** One record's entries, whatever it was called when they were written (with recordKind). */
  recordRef?: string | undefined;
  recordKey?: string | undefined;
  actorId?: number | undefined;
}

export async function listAudit(
  db: Queryable,
  companyId: number,
  filter: AuditFilter,
): Promise<TAuditEntry[]> {
  const rows = await db.query<Omit<TAuditEntry, 'at'> & { at: Date | string }>(
    `select a.id, a.created_at as at, a.actor_id as "actorId", e.employee_name as "actorName",
            a.record_kind as "recordKind", a.record_ref as "recordRef", a.record_key as "recordKey",
            a.record_label as "recordLabel",
            a.action, a.old_value as "oldValue", a.new_value as "newValue"
       from audit_log a join employee e on e.id = a.actor_id
      where a.company_id = $1
        and ($2::text is null or a.record_kind = $2)
        and ($3::text is null or lower(a.record_key) = lower($3))
        and ($4::int is null or a.actor_id = $4)
        and ($5::text is null or a.record_ref = $5)
      order by a.created_at desc, a.id desc
      limit 200`,
    [
      companyId,
      filter.recordKind ?? null,
      filter.recordKey ?? null,
      filter.actorId ?? null,
      filter.recordRef ?? null,
    ],
  );
  return rows.map((row) => ({
    ...row,
    at: row.at instanceof Date ? row.at.toISOString() : new Date(row.at).toISOString(),
    oldValue: parseJson(row.oldValue),
    newValue: parseJson(row.newValue),
  }));
}

/** PGlite and node-postgres both parse jsonb; a driver that hands back text is read here. */
function parseJson(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}
