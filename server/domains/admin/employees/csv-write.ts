// An employees file, written (issue 24): new people, changed people, then every manager (once all
// exist), in batches; and an audit entry per row in the form's words.
import type { Queryable } from '../../../db/database';
import type { AuditChange } from '../audit/records';
import { employeeRecord, employeeValues } from '../audit/records';
import { inBatches, lower } from '../csv/rows';
import type { EmployeeLine, EmployeesOnRecord } from './csv-read';
import { unusablePasswordHash } from './employees';
import {
  type EmployeeFileRecord,
  idsByCode,
  insertEmployees,
  setManagers,
  updateEmployees,
} from './file-queries';

const toRecord = (line: EmployeeLine): EmployeeFileRecord => ({
  code: line.code,
  name: line.name,
  designation: line.designation,
  grade: line.grade,
  area_range: line.areaRange,
  territory_id: line.territoryId,
  hq_city_id: line.hqCityId,
  email: line.email,
  phone: line.phone,
});

export async function writeEmployees(
  tx: Queryable,
  actor: { companyId: number; employeeId: number },
  changed: EmployeeLine[],
  onRecord: EmployeesOnRecord,
  audit: AuditChange[],
): Promise<void> {
  const { companyId } = actor;
  const isNew = (line: EmployeeLine) => !onRecord.byCode.has(lower(line.code));
  const hash = await unusablePasswordHash();
  await inBatches(changed.filter(isNew), (batch) =>
    insertEmployees(tx, companyId, hash, batch.map(toRecord)),
  );
  await inBatches(
    changed.filter((line) => !isNew(line)),
    (batch) => updateEmployees(tx, companyId, batch.map(toRecord)),
  );
  await inBatches(changed, (batch) =>
    setManagers(
      tx,
      companyId,
      batch.map((line) => ({ code: line.code, manager: line.reportsTo || null })),
    ),
  );
  const ids = await idsByCode(
    tx,
    companyId,
    changed.map((line) => line.code),
  );
  const cityNames = new Map([...onRecord.cities.values()].map((city) => [city.id, city.name]));
  // The same values as a form's change (audit/records.ts): places by name, the manager by code.
  const values = (row: Omit<EmployeeLine, 'reportsTo' | 'line'> & { reportsTo: string | null }) =>
    employeeValues({
      ...row,
      territory: row.territoryId === null ? null : (onRecord.territoryNames.get(row.territoryId) ?? null),
      hqCity: row.hqCityId === null ? null : (cityNames.get(row.hqCityId) ?? null),
    });
  for (const line of changed) {
    const before = onRecord.byCode.get(lower(line.code));
    audit.push({
      companyId,
      actorId: actor.employeeId,
      ...employeeRecord({ id: ids.get(lower(line.code)) ?? 0, code: line.code, name: line.name }),
      action: 'imported',
      // An import activates a deactivated employee it names, and says so.
      oldValue: before ? { ...values(before), ...(before.isActive ? {} : { active: false }) } : null,
      newValue: {
        ...values({ ...line, reportsTo: line.reportsTo || null }),
        ...(before && !before.isActive ? { active: true } : {}),
      },
    });
  }
}
