// Issue 24's bar: a company moving in checks and imports 2,000 employees and 20,000 road distances
// in at most 30 s together, on the app in-process over PGlite (the default database).
import { buildApp } from '../../server/app';
import { openPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { seedDemoCompany } from '../../server/seed/seed';
import { adminCsvCheck, adminCsvImport, CSV_COLUMNS, type TCsvKind } from '../../src/contract/admin/csv';
import { login } from '../../src/contract/auth';
import { ok } from '../support/send';
import type { BenchResult } from './bench-result';

export const IMPORT_BUDGET_MS = 30_000;
const EMPLOYEES = 2000;
const DISTANCES = 20_000;
const CITIES = 220;

function files() {
  const cities: [string, string][] = Array.from({ length: CITIES }, (_, index) => [
    `Region ${index % 10}`,
    `Town ${index}`,
  ]);
  const employees = Array.from({ length: EMPLOYEES }, (_, index) => {
    const code = `B${String(index).padStart(5, '0')}`;
    // A tree: ten zonal heads, each row reporting to an earlier one.
    const manager = index < 10 ? '' : `B${String(Math.floor(index / 10)).padStart(5, '0')}`;
    const range = index < 10 ? 'Z' : index < 100 ? 'R' : index < 200 ? 'A' : 'T';
    const city = cities[index % CITIES] as [string, string];
    return [code, `Person ${index}`, 'Medical Representative', '1', range, city[0], city[1], manager, '', ''];
  });
  const distances: string[][] = [];
  for (let a = 0; a < CITIES && distances.length < DISTANCES; a += 1) {
    for (let b = a + 1; b < CITIES && distances.length < DISTANCES; b += 1) {
      distances.push([`Town ${a}`, `Town ${b}`, String(10 + ((a * 7 + b * 13) % 900)), '2020-04-01']);
    }
  }
  const csv = (kind: TCsvKind, rows: string[][]) =>
    [CSV_COLUMNS[kind].join(','), ...rows.map((row) => row.join(','))].join('\n');
  return {
    // No coordinates: the columns are there and left empty (issue 27); every town Z (issue 37).
    cities: csv(
      'cities',
      cities.map((city) => [...city, '', '', 'Z']),
    ),
    employees: csv('employees', employees),
    distances: csv('distances', distances),
  };
}

export async function adminImportBench(): Promise<BenchResult[]> {
  const db = await openPglite();
  await migrate(db);
  await seedDemoCompany(db);
  const app = await buildApp({ db });
  await app.ready();
  try {
    const session = await ok(app, null, login, { body: { userName: 'priya', password: DEMO_PASSWORD } });
    const who = { token: session?.token as string };
    const companyId = session?.userInfo.companyId as number;
    const csv = files();
    await ok(app, who, adminCsvImport, { body: { companyId, kind: 'cities', csv: csv.cities } });
    const timed = async (kind: 'employees' | 'distances') => {
      const started = performance.now();
      const checked = await ok(app, who, adminCsvCheck, { body: { companyId, kind, csv: csv[kind] } });
      if (checked.problems.length > 0) throw new Error(`${kind}: ${checked.problems.slice(0, 3).join('; ')}`);
      const imported = await ok(app, who, adminCsvImport, { body: { companyId, kind, csv: csv[kind] } });
      return { ms: performance.now() - started, rows: imported.changes };
    };
    const employees = await timed('employees');
    const distances = await timed('distances');
    const total = employees.ms + distances.ms;
    return [
      { name: `Check + import ${employees.rows} employees`, value: `${(employees.ms / 1000).toFixed(1)} s` },
      { name: `Check + import ${distances.rows} distances`, value: `${(distances.ms / 1000).toFixed(1)} s` },
      {
        name: 'Both files, checked and imported',
        value: `${(total / 1000).toFixed(1)} s`,
        budget: `≤ ${IMPORT_BUDGET_MS / 1000} s`,
        isWithinBudget: total <= IMPORT_BUDGET_MS,
      },
    ];
  } finally {
    await app.close();
    await db.close();
  }
}

if (process.argv[1]?.endsWith('admin-import.ts')) {
  for (const result of await adminImportBench())
    console.info(`${result.name}: ${result.value} ${result.budget ?? ''}`);
}
