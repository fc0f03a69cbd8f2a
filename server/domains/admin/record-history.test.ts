// A record's history (issue 24: the audit log 'shown on each record'): every change to it, made in a
// form or by a file, under whatever name it had then, found by what never changes about it.
import { describe, expect, it } from 'vitest';
import { adminAudit, auditRef, type TAuditRecordKind } from '../../../src/contract/admin/audit';
import { adminCsvImport } from '../../../src/contract/admin/csv';
import { adminEmployeeSave, adminEmployees } from '../../../src/contract/admin/employees';
import { adminCitySave, adminDistanceSave, adminPlaces } from '../../../src/contract/admin/places';
import { adminFareRateSave } from '../../../src/contract/admin/rates';
import { addDays, businessDate } from '../../../src/pure/calendar';
import { ok } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('the history of a record on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const companyId = () => priya.companyId;

  const history = async (recordKind: TAuditRecordKind, recordRef: string) =>
    (await ok(t.app, priya, adminAudit, { query: { companyId: companyId(), recordKind, recordRef } }))
      .entries;
  const places = () => ok(t.app, priya, adminPlaces, { query: { companyId: companyId() } });
  const importFile = (csvKind: 'cities' | 'distances' | 'fareRates' | 'employees', lines: string[]) =>
    ok(t.app, priya, adminCsvImport, {
      body: { companyId: companyId(), kind: csvKind, csv: `${lines.join('\n')}\n` },
    });

  it('keeps a city’s changes from a form and from a file together, across a rename', async () => {
    const { territories } = await places();
    const [first, second] = territories;
    await ok(t.app, priya, adminCitySave, {
      body: {
        companyId: companyId(),
        cityId: null,
        territoryId: first?.territoryId as number,
        name: 'Medha',
      },
    });
    const medha = (await places()).cities.find((city) => city.name === 'Medha');
    await ok(t.app, priya, adminCitySave, {
      body: {
        companyId: companyId(),
        cityId: medha?.cityId as number,
        territoryId: first?.territoryId as number,
        name: 'Medha Town',
      },
    });
    await importFile('cities', ['territory,city', `${second?.name},Medha Town`]);
    const entries = await history('city', auditRef.row(medha?.cityId as number));
    expect(entries.map((entry) => [entry.action, entry.recordKey])).toEqual([
      ['imported', 'Medha Town'],
      ['changed', 'Medha Town'],
      ['created', 'Medha'],
    ]);
    expect(entries[0]).toMatchObject({
      oldValue: { territory: first?.name },
      newValue: { territory: second?.name },
    });
  });

  it('keeps a distance’s changes from a form and from a file, whichever way round the pair is named', async () => {
    const { cities } = await places();
    const pune = cities.find((city) => city.name === 'Pune');
    const satara = cities.find((city) => city.name === 'Satara');
    const from = addDays(businessDate(), 10);
    await ok(t.app, priya, adminDistanceSave, {
      body: {
        companyId: companyId(),
        fromCityId: satara?.cityId as number,
        toCityId: pune?.cityId as number,
        km: 113,
        effectiveFrom: from,
      },
    });
    await importFile('distances', [
      'from_city,to_city,km,effective_from',
      `Pune,Satara,114,${addDays(from, 1)}`,
    ]);
    const entries = await history(
      'distance',
      auditRef.distance(pune?.cityId as number, satara?.cityId as number),
    );
    expect(entries.map((entry) => [entry.action, entry.newValue])).toEqual([
      ['imported', { km: 114, effectiveFrom: addDays(from, 1) }],
      ['changed', { km: 113, effectiveFrom: from }],
    ]);
    expect(entries[0]?.oldValue).toEqual({ km: 113, effectiveFrom: from });
  });

  it('keeps a fare rate’s changes from a form and from a file, in rupees both times', async () => {
    const from = addDays(businessDate(), 20);
    await ok(t.app, priya, adminFareRateSave, {
      body: { companyId: companyId(), transportId: 1, gradeId: 1, rupeesPerKm: 4, effectiveFrom: from },
    });
    await importFile('fareRates', [
      'transport,grade,rupees_per_km,effective_from',
      `Bike,1,4.25,${addDays(from, 1)}`,
    ]);
    const entries = await history('fareRate', auditRef.rate(1, 1));
    expect(entries.map((entry) => [entry.action, entry.newValue])).toEqual([
      ['imported', { rupees: 4.25, effectiveFrom: addDays(from, 1) }],
      ['changed', { rupees: 4, effectiveFrom: from }],
    ]);
  });

  it('keeps an employee’s history when their code changes, with places by name from a file too', async () => {
    const { employees } = await ok(t.app, priya, adminEmployees, { query: { companyId: companyId() } });
    const rahul = employees.find((employee) => employee.userName === 'rahul');
    if (!rahul) throw new Error('no rahul');
    await ok(t.app, priya, adminEmployeeSave, {
      body: {
        ...rahul,
        companyId: companyId(),
        empCode: 'SPL0463X',
      },
    });
    await importFile('employees', [
      'code,name,designation,grade,area_range,territory,hq_city,reports_to,email,phone',
      `SPL0463X,Rahul Deshmukh,Senior Medical Representative,${rahul.gradeId},T,${rahul.territoryName},${rahul.hqCityName},SPL0214,${rahul.emailId},${rahul.phoneNumber}`,
    ]);
    const entries = await history('employee', auditRef.row(rahul.employeeId));
    expect(entries.map((entry) => entry.action)).toEqual(['imported', 'changed']);
    expect(entries[1]).toMatchObject({ oldValue: { code: 'SPL0463' }, newValue: { code: 'SPL0463X' } });
    expect(entries[0]?.newValue).toMatchObject({
      designation: 'Senior Medical Representative',
      territory: rahul.territoryName,
      hqCity: rahul.hqCityName,
    });
  });
});
