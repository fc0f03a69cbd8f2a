// SQL of effective-dated figures as files read and write them: each kind names its table and columns
// (csv/dated-figures.ts), so the statements are built from those names and take values as parameters.
import type { Queryable } from '../../../db/database';
import type { AuditRecord } from '../audit/records';

export interface DatedLine {
  line: number;
  /** The ids the figure belongs to, e.g. [cityA, cityB] or [transportId, grade]. */
  key: [number, number];
  record: AuditRecord;
  value: number;
  effectiveFrom: string;
}

export interface DatedTable {
  kind: 'distance' | 'fareRate' | 'allowance';
  table: string;
  keyColumns: [string, string];
  valueColumn: string;
  /** The value as stored (paise or km) from the file's figure, and back (for the audit log). */
  toStored: (value: number) => number;
  fromStored: (stored: number) => number;
}

export async function listDatedFigures(db: Queryable, spec: DatedTable, companyId: number) {
  const [a, b] = spec.keyColumns;
  return db.query<{ a: number; b: number; value: number; effectiveFrom: string }>(
    `select ${a} as a, ${b} as b, ${spec.valueColumn} as value, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from ${spec.table} where company_id = $1`,
    [companyId],
  );
}

/** Writes a batch of figures through one JSON parameter; a figure of the same date is replaced. */
export async function upsertDatedFigures(
  tx: Queryable,
  spec: DatedTable,
  companyId: number,
  batch: DatedLine[],
): Promise<void> {
  const [a, b] = spec.keyColumns;
  await tx.query(
    `insert into ${spec.table} (company_id, ${a}, ${b}, ${spec.valueColumn}, effective_from)
     select $1, r.a, r.b, r.value, r.effective_from from json_to_recordset($2::json)
         as r(a int, b int, value int, effective_from date)
     on conflict (company_id, ${a}, ${b}, effective_from) do update set ${spec.valueColumn} = excluded.${spec.valueColumn}`,
    [
      companyId,
      JSON.stringify(
        batch.map((line) => ({
          a: line.key[0],
          b: line.key[1],
          value: line.value,
          effective_from: line.effectiveFrom,
        })),
      ),
    ],
  );
}

export type NamedTable = 'city' | 'transport_mode' | 'category';

export function listNames(db: Queryable, table: NamedTable, companyId: number) {
  return db.query<{ id: number; name: string }>(`select id, name from ${table} where company_id = $1`, [
    companyId,
  ]);
}
