// Administration (issue 24): who may call, the rules of people, rates and CSV files, and the
// audit log. Isolation between companies is in tests/server/admin-isolation.test.ts; deactivation,
// activation and waiting approvals in waiting-approvals.test.ts.
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../src/contract/admin/audit';
import { ADMIN_ONLY, MUST_CHOOSE_PASSWORD } from '../../../src/contract/admin/common';
import { adminCsvCheck, adminCsvExport, adminCsvImport, CSV_KINDS } from '../../../src/contract/admin/csv';
import {
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  changePassword,
  type TAdminEmployee,
} from '../../../src/contract/admin/employees';
import { adminFareRateSave } from '../../../src/contract/admin/rates';
import { login } from '../../../src/contract/auth';
import { getMyExpense } from '../../../src/contract/expenses';
import { sfcFareAndAllowanceForDistance } from '../../../src/contract/fare-chart-lookups';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import { employeeSaveBody } from '../../../tests/support/admin';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { loopText } from './employees/employees';

describe.each(DATABASE_KINDS)('administration on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const asha = t.signIn('asha');
  const arjun = t.signIn('arjun');

  const employees = async (search?: string, includeInactive = false) =>
    (
      await ok(t.app, priya, adminEmployees, {
        query: { companyId: priya.companyId, includeInactive, ...(search ? { search } : {}) },
      })
    ).employees;
  const byCode = async (code: string) =>
    (await employees(undefined, true)).find((employee) => employee.empCode === code) as TAdminEmployee;
  const asFields = (employee: TAdminEmployee) => employeeSaveBody(priya.companyId, employee);

  it('answers only an administrator of the company named: 403 for an employee and for another company’s administrator', async () => {
    expect(await refused(t.app, asha, adminEmployees, 403, { query: { companyId: asha.companyId } })).toBe(
      ADMIN_ONLY,
    );
    await refused(t.app, arjun, adminEmployees, 403, { query: { companyId: priya.companyId } });
    const list = await employees();
    expect(list.map((employee) => employee.userName)).toEqual(
      expect.arrayContaining(['asha', 'rahul', 'vikram', 'meera', 'priya']),
    );
    expect(list.some((employee) => employee.userName === 'arjun')).toBe(false);
    expect((await employees('SPL0457')).map((employee) => employee.userName)).toEqual(['asha']);
    expect((await employees('kulk')).map((employee) => employee.userName)).toEqual(['asha']);
  });

  it('refuses a reporting line that would loop, with a clear text, and changes nothing', async () => {
    const vikram = await byCode('SPL0214');
    const asha1 = await byCode('SPL0457');
    const reason = await refused(t.app, priya, adminEmployeeSave, 409, {
      body: { ...asFields(vikram), reportsToId: asha1.employeeId },
    });
    expect(reason).toBe(renderText(loopText('Vikram Joshi', 'Asha Kulkarni'), 'en'));
    expect((await byCode('SPL0214')).reportsToId).toBe(vikram.reportsToId);
  });

  it('adds an employee whose sign-in name is the code in lower case, and records it in the audit log', async () => {
    const vikram = await byCode('SPL0214');
    const added = await ok(t.app, priya, adminEmployeeSave, {
      body: {
        ...asFields(vikram),
        employeeId: null,
        empCode: 'SPL0900',
        employeeName: 'Neha Gupta',
        designation: 'Medical Representative',
        areaRange: 'T',
        reportsToId: vikram.employeeId,
        isAdmin: false,
      },
    });
    expect((await byCode('SPL0900')).userName).toBe('spl0900');
    const { entries } = await ok(t.app, priya, adminAudit, {
      query: { companyId: priya.companyId, recordKind: 'employee', recordKey: 'SPL0900' },
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'created', actorName: 'Priya Nair', oldValue: null });
    expect(entries[0]?.newValue).toMatchObject({ name: 'Neha Gupta', reportsTo: 'SPL0214' });
    await ok(t.app, priya, adminEmployeeSave, {
      body: { ...asFields(await byCode('SPL0900')), designation: 'Senior Medical Representative' },
    });
    const after = await ok(t.app, priya, adminAudit, {
      query: { companyId: priya.companyId, recordKey: 'SPL0900' },
    });
    expect(after.entries[0]).toMatchObject({
      action: 'changed',
      oldValue: { designation: 'Medical Representative' },
      newValue: { designation: 'Senior Medical Representative' },
    });
    expect(added.employeeId).toBeGreaterThan(0);
  });

  it('resets a password: the one-time password signs in only to choose a new one, and old sessions end', async () => {
    const rahulSession = await t.employee('rahul');
    const rahul = await byCode('SPL0463');
    const reset = await ok(t.app, priya, adminPasswordReset, {
      body: { companyId: priya.companyId, employeeId: rahul.employeeId },
    });
    expect(reset.userName).toBe('rahul');
    expect(reset.oneTimePassword).toMatch(/^[A-Za-z2-9]{10}$/);
    const query = {
      employeeId: rahulSession.employeeId,
      companyId: rahulSession.companyId,
      ...monthOf(businessDate()),
    };
    await refused(t.app, rahulSession, getMyExpense, 401, { query });
    expect(
      (await send(t.app, null, login, { body: { userName: 'rahul', password: 'Tourbook@123' } })).json,
    ).toBe(null);
    const signedIn = await ok(t.app, null, login, {
      body: { userName: 'rahul', password: reset.oneTimePassword },
    });
    expect(signedIn?.userInfo.mustChangePassword).toBe(true);
    const once = { token: signedIn?.token as string };
    expect(await refused(t.app, once, getMyExpense, 403, { query })).toBe(MUST_CHOOSE_PASSWORD);
    await refused(t.app, once, changePassword, 400, { body: { newPassword: 'short' } });
    await ok(t.app, once, changePassword, { body: { newPassword: 'Nashik2026' } });
    await ok(t.app, once, getMyExpense, { query });
    const again = await ok(t.app, null, login, { body: { userName: 'rahul', password: 'Nashik2026' } });
    expect(again?.userInfo.mustChangePassword).toBeUndefined();
  });

  it('prices a day with the fare rate in effect on its date: a rate from tomorrow leaves today’s price', async () => {
    const today = businessDate();
    const tomorrow = addDays(today, 1);
    const fare = async (effectiveDate: string) =>
      (
        await ok(t.app, asha, sfcFareAndAllowanceForDistance, {
          query: { employeeId: asha.employeeId, oneWayDistance: 100, transportId: 1, effectiveDate },
        })
      ).oneWayFare;
    expect(await fare(today)).toBe(350);
    expect(
      await refused(t.app, priya, adminFareRateSave, 409, {
        body: {
          companyId: priya.companyId,
          transportId: 1,
          gradeId: 1,
          rupeesPerKm: 5,
          effectiveFrom: today,
        },
      }),
    ).toMatch(/from tomorrow at the earliest/);
    await ok(t.app, priya, adminFareRateSave, {
      body: {
        companyId: priya.companyId,
        transportId: 1,
        gradeId: 1,
        rupeesPerKm: 5,
        effectiveFrom: tomorrow,
      },
    });
    expect(await fare(today)).toBe(350);
    expect(await fare(tomorrow)).toBe(500);
  });

  const EMPLOYEES_HEADER = 'code,name,designation,grade,area_range,territory,hq_city,reports_to,email,phone';

  it('checks an employees file row by row and writes nothing; an import with a bad last row writes nothing either', async () => {
    const rows = [
      EMPLOYEES_HEADER,
      'E0001,Anil Kumar,Zonal Manager,2,Z,Mumbai,Mumbai,,anil.kumar@gmail.com,9820000001',
      'E0002,Bela Shah,Regional Manager,2,R,Mumbai,Thane,E0001,,',
      'E0003,Chetan Rao,Area Manager,2,A,Pune West,Pune,E0002,,',
      'E0004,Divya Iyer,Medical Representative,1,T,Pune West,Talegaon,E0003,,9820000004',
      'E0005,Eshan Patil,Medical Representative,1,T,Pune West,Lonavala,E0003,,',
      'E0006,Farah Khan,Medical Representative,1,T,Satara,Karad,E0999,,',
    ];
    const csv = `${rows.join('\n')}\n`;
    const body = { companyId: priya.companyId, kind: 'employees' as const, csv };
    const before = (await employees(undefined, true)).length;
    const report = await ok(t.app, priya, adminCsvCheck, { body });
    expect(report).toEqual({
      rows: 6,
      changes: 5,
      problems: ['Row 7: reports to E0999 is not an employee'],
    });
    const reason = await refused(t.app, priya, adminCsvImport, 422, { body });
    expect(reason).toContain('Row 7: reports to E0999 is not an employee');
    expect((await employees(undefined, true)).length).toBe(before);

    const fixed = csv.replace('E0999', 'E0003');
    const imported = await ok(t.app, priya, adminCsvImport, { body: { ...body, csv: fixed } });
    expect(imported).toMatchObject({ rows: 6, changes: 6, problems: [] });
    const farah = await byCode('E0006');
    expect(farah).toMatchObject({ userName: 'e0006', reportsToCode: 'E0003', hqCityName: 'Karad' });
    const again = await ok(t.app, priya, adminCsvImport, { body: { ...body, csv: fixed } });
    expect(again.changes).toBe(0);
  });

  it('lists every problem of a file by row, and a loop in the file', async () => {
    const csv = [
      EMPLOYEES_HEADER,
      'L001,Loop One,Manager,1,A,,,L002,,',
      'L002,Loop Two,Manager,1,A,,,L001,,',
      ',No Code,Rep,x,Q,Nowhere,Mumbai,,not-an-email,123',
    ].join('\r\n');
    const report = await ok(t.app, priya, adminCsvCheck, {
      body: { companyId: priya.companyId, kind: 'employees', csv },
    });
    expect(report.problems).toEqual([
      'Row 2: reports to L002 makes a loop: L002 already reports to L001',
      'Row 3: reports to L001 makes a loop: L001 already reports to L002',
      'Row 4: code must be 1 to 20 letters, digits, - or _',
      'Row 4: grade x must be a whole number from 1 to 20',
      'Row 4: area_range Q must be T, A, R or Z',
      'Row 4: territory Nowhere is not a territory',
      'Row 4: email not-an-email is not an email address',
      'Row 4: phone 123 must be a 10-digit mobile number',
    ]);
    const wrongHeader = await ok(t.app, priya, adminCsvCheck, {
      body: { companyId: priya.companyId, kind: 'employees', csv: 'code,name\nA,B\n' },
    });
    expect(wrongHeader.problems).toEqual([`Row 1: the columns must be exactly ${EMPLOYEES_HEADER}`]);
  });

  it.each(CSV_KINDS)('exports %s and imports the same file without changing anything', async (csvKind) => {
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: csvKind },
    });
    expect(csv.split('\r\n').length).toBeGreaterThan(2);
    const auditBefore = (await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId } }))
      .entries;
    const imported = await ok(t.app, priya, adminCsvImport, {
      body: { companyId: priya.companyId, kind: csvKind, csv },
    });
    expect(imported.problems).toEqual([]);
    expect(imported.changes).toBe(0);
    const again = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: csvKind },
    });
    expect(again.csv).toBe(csv);
    const auditAfter = (await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId } }))
      .entries;
    expect(auditAfter).toEqual(auditBefore);
  });
});
