// SQL of the e-invoice keys as administration sees them.
import type { Queryable } from '../../../db/database';

export async function listCompanyEInvoiceKeys(db: Queryable, companyId: number) {
  const rows = await db.query<{
    kid: string;
    isSandbox: boolean;
    note: string;
    isShared: boolean;
    addedAt: Date;
  }>(
    `select kid, is_sandbox as "isSandbox", note, company_id is null as "isShared", added_at as "addedAt"
       from einvoice_key where company_id is null or company_id = $1
      order by company_id nulls first, id`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() }));
}

export async function isKidTaken(db: Queryable, companyId: number, kid: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from einvoice_key where (company_id is null or company_id = $1) and kid = $2',
    [companyId, kid],
  );
  return rows.length > 0;
}

export async function insertEInvoiceKey(
  db: Queryable,
  key: { companyId: number; kid: string; spkiBase64: string; isSandbox: boolean; note: string },
): Promise<void> {
  await db.query(
    `insert into einvoice_key (company_id, kid, spki_base64, is_sandbox, note) values ($1, $2, $3, $4, $5)`,
    [key.companyId, key.kid, key.spkiBase64, key.isSandbox, key.note],
  );
}
