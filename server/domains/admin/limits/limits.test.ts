// Limits in administration (issue 37): the form and the file, checked row by row, a limit in use
// changed from tomorrow, ended by an empty amount, audited, of the company only; and a city's class.
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../../src/contract/admin/audit';
import { adminCsvCheck, adminCsvExport, adminCsvImport } from '../../../../src/contract/admin/csv';
import { adminLimitSave, adminLimits } from '../../../../src/contract/admin/limits';
import { adminCitySave, adminPlaces } from '../../../../src/contract/admin/places';
import { getBillLimits } from '../../../../src/contract/limits';
import { addDays, businessDate } from '../../../../src/pure/calendar';
import { ok, refused } from '../../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../../tests/support/test-app';

const HEADER = 'expense_type,grade,city_class,per,rupees,effective_from';

describe.each(DATABASE_KINDS)('the limits file on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const arjun = t.signIn('arjun');
  const asha = t.signIn('asha');
  const file = (...rows: string[]) => [HEADER, ...rows].join('\n');
  const body = (csv: string) => ({ companyId: priya.companyId, kind: 'limits' as const, csv });
  const tomorrow = addDays(businessDate(), 1);

  it('says what is wrong with each row and writes nothing', async () => {
    const report = await ok(t.app, priya, adminCsvCheck, {
      body: body(
        file(
          'Spa,1,X,night,2000,2030-01-01',
          'Accommodation,0,X,night,2000,2030-01-01',
          'Accommodation,1,W,night,2000,2030-01-01',
          'Accommodation,1,X,week,2000,2030-01-01',
          'Accommodation,1,X,night,-5,2030-01-01',
          'Accommodation,1,X,night,2000,01/01/2030',
          `Accommodation,1,X,night,2600,${businessDate()}`,
          'food,3,y,DAY,700,2030-01-01',
          'Food,3,Y,day,750,2030-01-01',
        ),
      ),
    });
    expect(report.problems).toEqual([
      "Row 2: expense_type Spa is not one of the company's expense types",
      'Row 3: grade 0 must be a whole number from 1 to 20',
      'Row 4: city_class W must be X, Y or Z',
      'Row 5: per week must be bill, day, night or month',
      'Row 6: rupees -5 must be an amount like 2000 or 2000.50, or empty for no limit',
      'Row 7: effective_from 01/01/2030 must be a date as YYYY-MM-DD',
      'Row 8: Accommodation, grade 1, class X already has a limit and days up to today are judged by it: a change can take effect from tomorrow at the earliest',
      'Row 10: Food, grade 3, class Y from 2030-01-01 is also on row 9',
    ]);
    await refused(t.app, priya, adminCsvImport, 422, { body: body(file('Spa,1,X,night,2000,2030-01-01')) });
  });

  it('imports a new limit from tomorrow, audited, and asha meets it from that day only', async () => {
    const own = { employeeId: asha.employeeId, companyId: asha.companyId };
    const rupeesOn = async (date: string) =>
      (await ok(t.app, asha, getBillLimits, { query: { ...own, date } })).limits.find(
        (limit) => limit.expenseType === 'Accommodation',
      )?.rupees;
    const imported = await ok(t.app, priya, adminCsvImport, {
      body: body(file(`accommodation,1,x,night,2750.50,${tomorrow}`)),
    });
    expect(imported).toMatchObject({ rows: 1, changes: 1, problems: [] });
    expect(await rupeesOn(businessDate())).toBe(2500);
    expect(await rupeesOn(tomorrow)).toBe(2750.5);
    const [entry] = (
      await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId, recordKind: 'limit' } })
    ).entries;
    expect(entry).toMatchObject({
      recordLabel: 'Accommodation, grade 1, class X',
      action: 'imported',
      oldValue: { per: 'night', rupees: 2500 },
      newValue: { per: 'night', rupees: 2750.5, effectiveFrom: tomorrow },
    });
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'limits' },
    });
    expect(csv).toContain(`Accommodation,1,X,night,2750.50,${tomorrow}`);
  });

  it('ends a limit with an empty amount', async () => {
    const dayAfter = addDays(tomorrow, 1);
    await ok(t.app, priya, adminCsvImport, { body: body(file(`Food,1,X,day,,${dayAfter}`)) });
    const limits = await ok(t.app, asha, getBillLimits, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, date: dayAfter },
    });
    expect(limits.limits.map((limit) => limit.expenseType)).not.toContain('Food');
  });

  it('names only the importing company’s types: Apex has no Accommodation', async () => {
    const report = await ok(t.app, arjun, adminCsvCheck, {
      body: {
        companyId: arjun.companyId,
        kind: 'limits',
        csv: file(`Accommodation,1,X,night,100,${tomorrow}`),
      },
    });
    expect(report.problems).toEqual([
      "Row 2: expense_type Accommodation is not one of the company's expense types",
    ]);
    await ok(t.app, arjun, adminCsvImport, {
      body: { companyId: arjun.companyId, kind: 'limits', csv: file(`Food,1,X,day,1,${tomorrow}`) },
    });
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'limits' },
    });
    expect(csv).not.toContain(',1.00,');
  });
});

describe.each(DATABASE_KINDS)('a city’s class on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const body = (csv: string) => ({ companyId: priya.companyId, kind: 'cities' as const, csv });
  const cityNamed = async (name: string) =>
    (await ok(t.app, priya, adminPlaces, { query: { companyId: priya.companyId } })).cities.find(
      (city) => city.name === name,
    );

  it('is in the cities file: exported, changed by a file with the column, kept by one without', async () => {
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'cities' },
    });
    expect(csv.split('\r\n')[0]).toBe('territory,city,latitude,longitude,class');
    expect(csv).toMatch(/\r\nPune West,Pune,[\d.]+,[\d.]+,X\r\n/);
    expect(csv).toMatch(/\r\nNashik,Nashik,[\d.]+,[\d.]+,Y\r\n/);
    expect(csv).toMatch(/\r\nSatara,Satara,[\d.]+,[\d.]+,Z\r\n/);
    const check = await ok(t.app, priya, adminCsvCheck, {
      body: body('territory,city,latitude,longitude,class\nSatara,Satara,,,W\n'),
    });
    expect(check.problems).toEqual(['Row 2: class W must be X, Y or Z']);
    const imported = await ok(t.app, priya, adminCsvImport, {
      body: body('territory,city,latitude,longitude,class\nSatara,Karad,17.28,74.18,y\n'),
    });
    expect(imported.changes).toBe(1);
    expect((await cityNamed('Karad'))?.cityClass).toBe('Y');
    await ok(t.app, priya, adminCsvImport, {
      body: body('territory,city,latitude,longitude\nSatara,Karad,17.29,74.18\n'),
    });
    expect(await cityNamed('Karad')).toMatchObject({ cityClass: 'Y', latitude: 17.29 });
  });

  it('is set on the city form, and left as it is when the form does not name it', async () => {
    const wai = await cityNamed('Wai');
    const city = {
      companyId: priya.companyId,
      cityId: wai?.cityId as number,
      territoryId: wai?.territoryId as number,
    };
    await ok(t.app, priya, adminCitySave, { body: { ...city, name: 'Wai', cityClass: 'Y' } });
    expect((await cityNamed('Wai'))?.cityClass).toBe('Y');
    await ok(t.app, priya, adminCitySave, {
      body: { ...city, name: 'Wai', latitude: 17.95, longitude: 73.89 },
    });
    expect((await cityNamed('Wai'))?.cityClass).toBe('Y');
    const [entry] = (
      await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId, recordKind: 'city' } })
    ).entries.filter(
      (row) => row.recordKey === 'Wai' && row.newValue?.cityClass === 'Y' && row.oldValue?.cityClass === 'Z',
    );
    expect(entry).toBeDefined();
    const reason = await refused(t.app, priya, adminCitySave, 400, {
      body: { ...city, name: 'Wai', cityClass: 'Q' as 'X' },
    });
    expect(reason).toContain('cityClass: must be X, Y or Z');
  });
});

describe.each(DATABASE_KINDS)('the limits form on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const arjun = t.signIn('arjun');
  const tomorrow = addDays(businessDate(), 1);
  const typeNamed = async (name: string) =>
    (await ok(t.app, priya, adminLimits, { query: { companyId: priya.companyId } })).expenseTypes.find(
      (type) => type.name === name,
    )?.id as number;

  it('lists the company’s limits and saves one from tomorrow, audited; today is refused for a limit in use', async () => {
    const { limits } = await ok(t.app, priya, adminLimits, { query: { companyId: priya.companyId } });
    expect(limits).toContainEqual(
      expect.objectContaining({
        expenseType: 'Accommodation',
        gradeId: 1,
        cityClass: 'Z',
        per: 'night',
        rupees: 1500,
      }),
    );
    const body = {
      companyId: priya.companyId,
      expenseTypeId: await typeNamed('Accommodation'),
      gradeId: 1,
      cityClass: 'Z' as const,
      per: 'night' as const,
      rupees: 1700,
      effectiveFrom: businessDate(),
    };
    expect(await refused(t.app, priya, adminLimitSave, 409, { body })).toContain(
      'a change can take effect from tomorrow at the earliest',
    );
    expect(
      (await ok(t.app, priya, adminLimitSave, { body: { ...body, effectiveFrom: tomorrow } })).message,
    ).toBe(`The Accommodation limit for grade 1 in Z cities is ₹1700 a night from ${tomorrow}.`);
    const [entry] = (
      await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId, recordKind: 'limit' } })
    ).entries;
    expect(entry).toMatchObject({ action: 'changed', newValue: { rupees: 1700, effectiveFrom: tomorrow } });
  });

  it('takes a new type’s first limit from any date, and no amount as no limit', async () => {
    const body = {
      companyId: priya.companyId,
      expenseTypeId: await typeNamed('Travel'),
      gradeId: 3,
      cityClass: 'Y' as const,
      per: 'bill' as const,
      effectiveFrom: '2025-01-01',
    };
    await ok(t.app, priya, adminLimitSave, { body: { ...body, rupees: 900 } });
    expect(
      (await ok(t.app, priya, adminLimitSave, { body: { ...body, effectiveFrom: tomorrow } })).message,
    ).toBe(`The Travel limit for grade 3 in Y cities is no limit from ${tomorrow}.`);
    const { limits } = await ok(t.app, priya, adminLimits, { query: { companyId: priya.companyId } });
    expect(limits.filter((limit) => limit.gradeId === 3).map((limit) => limit.rupees)).toEqual([900, null]);
  });

  it('refuses another company’s expense type and a class that is not one', async () => {
    const body = {
      companyId: arjun.companyId,
      expenseTypeId: await typeNamed('Accommodation'),
      gradeId: 1,
      cityClass: 'X' as const,
      per: 'night' as const,
      rupees: 1,
      effectiveFrom: tomorrow,
    };
    await refused(t.app, arjun, adminLimitSave, 403, { body });
    const reason = await refused(t.app, priya, adminLimitSave, 400, {
      body: { ...body, companyId: priya.companyId, cityClass: 'W' as 'X' },
    });
    expect(reason).toContain('cityClass: must be X, Y or Z');
  });
});
