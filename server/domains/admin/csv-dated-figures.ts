// CSV import of effective-dated figures (issue 24): distances, fare rates and daily allowances,
// one planner for the three; a figure in use up to today changes from tomorrow at the earliest.
import { businessDate } from '../../../src/pure/calendar';
import { toPaise, toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { type AuditRecord, datedValues, distanceRecord, rateRecord } from './audit-records';
import { inBatches, isDate, lower, type Plan, type Planner, type Row, rupees, wholeNumber } from './csv-rows';

interface DatedLine {
  line: number;
  /** The ids the figure belongs to, e.g. [cityA, cityB] or [transportId, grade]. */
  key: [number, number];
  record: AuditRecord;
  value: number;
  effectiveFrom: string;
}

interface DatedTable {
  kind: 'distance' | 'fareRate' | 'allowance';
  table: string;
  keyColumns: [string, string];
  valueColumn: string;
  /** The value as stored (paise or km) from the file's figure, and back (for the audit log). */
  toStored: (value: number) => number;
  fromStored: (stored: number) => number;
}

/** Reads each row's key and value, or says what is wrong with it. */
type DatedReader = (row: Row) => { key: [number, number]; record: AuditRecord; value: number } | string;

async function planDated(
  db: Queryable,
  caller: Caller,
  rows: Row[],
  spec: DatedTable,
  read: DatedReader,
): Promise<Plan> {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const [a, b] = spec.keyColumns;
  const stored = await db.query<{ a: number; b: number; value: number; effectiveFrom: string }>(
    `select ${a} as a, ${b} as b, ${spec.valueColumn} as value, to_char(effective_from, 'YYYY-MM-DD') as "effectiveFrom"
       from ${spec.table} where company_id = $1`,
    [companyId],
  );
  const existing = new Map<string, Map<string, number>>();
  for (const row of stored) {
    const key = `${row.a}|${row.b}`;
    if (!existing.has(key)) existing.set(key, new Map());
    existing.get(key)?.set(row.effectiveFrom, row.value);
  }
  const today = businessDate();
  const seen = new Map<string, number>();
  const changed: DatedLine[] = [];
  for (const row of rows) {
    const effectiveFrom = row.values.effective_from as string;
    const read1 = read(row);
    if (typeof read1 === 'string') {
      problems.push(`Row ${row.line}: ${read1}`);
      continue;
    }
    if (!isDate(effectiveFrom)) {
      problems.push(`Row ${row.line}: effective_from ${effectiveFrom} must be a date as YYYY-MM-DD`);
      continue;
    }
    const key = `${read1.key[0]}|${read1.key[1]}`;
    const seenKey = `${key}|${effectiveFrom}`;
    if (seen.has(seenKey)) {
      problems.push(
        `Row ${row.line}: ${read1.record.recordLabel} from ${effectiveFrom} is also on row ${seen.get(seenKey)}`,
      );
      continue;
    }
    seen.set(seenKey, row.line);
    const value = spec.toStored(read1.value);
    const figures = existing.get(key);
    if (figures?.get(effectiveFrom) === value) continue;
    if (figures && figures.size > 0 && effectiveFrom <= today) {
      problems.push(
        `Row ${row.line}: ${read1.record.recordLabel} already has a figure and days up to today are priced with it: a change can take effect from tomorrow at the earliest`,
      );
      continue;
    }
    changed.push({ line: row.line, key: read1.key, record: read1.record, value, effectiveFrom });
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      await inBatches(changed, async (batch) => {
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
      });
      for (const line of changed) {
        // What was in effect on the line's date before, as a form's change records it.
        const figures = [...(existing.get(`${line.key[0]}|${line.key[1]}`) ?? new Map<string, number>())];
        const last = figures
          .filter(([from]) => from <= line.effectiveFrom)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .at(-1);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...line.record,
          action: 'imported',
          oldValue: last ? datedValues(spec.kind, spec.fromStored(last[1]), last[0]) : null,
          newValue: datedValues(spec.kind, spec.fromStored(line.value), line.effectiveFrom),
        });
      }
    },
  };
}

async function namesOf(
  db: Queryable,
  sql: string,
  companyId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const rows = await db.query<{ id: number; name: string }>(sql, [companyId]);
  return new Map(rows.map((row) => [lower(row.name), row]));
}

export const planDistances: Planner = async (db, caller, rows) => {
  const cities = await namesOf(db, 'select id, name from city where company_id = $1', caller.companyId);
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'distance',
      table: 'road_distance',
      keyColumns: ['city_a_id', 'city_b_id'],
      valueColumn: 'distance_km',
      toStored: (km) => km,
      fromStored: (km) => km,
    },
    ({ values }) => {
      const from = cities.get(lower(values.from_city as string));
      const to = cities.get(lower(values.to_city as string));
      if (!from) return `from_city ${values.from_city} is not a city`;
      if (!to) return `to_city ${values.to_city} is not a city`;
      if (from.id === to.id) return 'from_city and to_city must be two different cities';
      const km = wholeNumber(values.km as string, 1, 5000);
      if (km === undefined) return `km ${values.km} must be a whole number from 1 to 5000`;
      const [first, second] = from.id < to.id ? [from, to] : [to, from];
      return { key: [first.id, second.id], record: distanceRecord(first, second), value: km };
    },
  );
};

export const planFareRates: Planner = async (db, caller, rows) => {
  const modes = await namesOf(
    db,
    'select id, name from transport_mode where company_id = $1',
    caller.companyId,
  );
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'fareRate',
      table: 'fare_rate',
      keyColumns: ['transport_id', 'grade_id'],
      valueColumn: 'paise_per_km',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const mode = modes.get(lower(values.transport as string));
      if (!mode) return `transport ${values.transport} is not a transport mode`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees_per_km as string);
      if (value === undefined) return `rupees_per_km ${values.rupees_per_km} must be an amount like 3.50`;
      return { key: [mode.id, grade], record: rateRecord('fareRate', mode, grade), value };
    },
  );
};

export const planAllowances: Planner = async (db, caller, rows) => {
  const categories = await namesOf(
    db,
    'select id, name from category where company_id = $1',
    caller.companyId,
  );
  return planDated(
    db,
    caller,
    rows,
    {
      kind: 'allowance',
      table: 'daily_allowance',
      keyColumns: ['category_id', 'grade_id'],
      valueColumn: 'amount_paise',
      toStored: toPaise,
      fromStored: toRupees,
    },
    ({ values }) => {
      const category = categories.get(lower(values.category as string));
      if (!category) return `category ${values.category} is not a category (HQ, EX-HQ or Out Station)`;
      const grade = wholeNumber(values.grade as string, 1, 20);
      if (grade === undefined) return `grade ${values.grade} must be a whole number from 1 to 20`;
      const value = rupees(values.rupees as string);
      if (value === undefined) return `rupees ${values.rupees} must be an amount like 250 or 250.50`;
      return { key: [category.id, grade], record: rateRecord('allowance', category, grade), value };
    },
  );
};
