// Customers and city coordinates in administration (issue 27): the same rules, CSV check and
// import, and audit log as the other lists.
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../../../src/contract/admin/audit';
import { adminCsvCheck, adminCsvExport, adminCsvImport } from '../../../../src/contract/admin/csv';
import { adminCustomerSave, adminCustomers } from '../../../../src/contract/admin/customers';
import { adminCitySave, adminPlaces } from '../../../../src/contract/admin/places';
import { dcrCallSave, getDcrCustomers } from '../../../../src/contract/calls';
import { businessDate } from '../../../../src/pure/calendar';
import { ok, refused } from '../../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('customers and city coordinates in administration on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const asha = t.signIn('asha');
  const arjun = t.signIn('arjun');

  const customers = async () =>
    (await ok(t.app, priya, adminCustomers, { query: { companyId: priya.companyId } })).customers;
  const places = async () => ok(t.app, priya, adminPlaces, { query: { companyId: priya.companyId } });
  const cityNamed = async (name: string) => (await places()).cities.find((city) => city.name === name);
  const audit = async () =>
    (await ok(t.app, priya, adminAudit, { query: { companyId: priya.companyId, recordKind: 'customer' } }))
      .entries;

  it('lists a customer an employee met in the field first, to confirm; saving it confirms it, in the audit log', async () => {
    const lonavala = await cityNamed('Lonavala');
    await ok(t.app, asha, dcrCallSave, {
      body: {
        employeeId: asha.employeeId,
        companyId: asha.companyId,
        date: businessDate(),
        time: '10:00',
        newCustomerName: 'Dr. Ravi Naik',
        newCustomerType: 'Doctor',
        newCustomerCityId: lonavala?.cityId,
      },
    });
    const [first] = await customers();
    expect(first).toMatchObject({ name: 'Dr. Ravi Naik', isConfirmed: false, addedByName: 'Asha Kulkarni' });
    await ok(t.app, priya, adminCustomerSave, {
      body: {
        companyId: priya.companyId,
        customerId: first?.customerId as number,
        name: 'Dr. Ravi Naik',
        customerType: 'Doctor',
        cityId: lonavala?.cityId as number,
        isActive: true,
      },
    });
    expect((await customers()).find((row) => row.customerId === first?.customerId)?.isConfirmed).toBe(true);
    expect((await audit())[0]).toMatchObject({
      recordKind: 'customer',
      recordKey: 'Lonavala|Dr. Ravi Naik',
      oldValue: expect.objectContaining({ isConfirmed: false }),
      newValue: expect.objectContaining({ isConfirmed: true }),
    });
  });

  it("refuses another company's city or customer with 403, and a second customer of one name in a city with 409", async () => {
    const pune = await cityNamed('Pune');
    const [apexCity] = (await ok(t.app, arjun, adminPlaces, { query: { companyId: arjun.companyId } }))
      .cities;
    const body = {
      companyId: priya.companyId,
      customerId: null,
      name: 'Dr. Kedar Joshi',
      customerType: 'Doctor' as const,
      cityId: pune?.cityId as number,
      isActive: true,
    };
    await refused(t.app, priya, adminCustomerSave, 403, {
      body: { ...body, cityId: apexCity?.cityId as number },
    });
    const [sunriseCustomer] = await customers();
    await refused(t.app, arjun, adminCustomerSave, 403, {
      body: {
        ...body,
        companyId: arjun.companyId,
        customerId: sunriseCustomer?.customerId as number,
        cityId: apexCity?.cityId as number,
      },
    });
    expect(await refused(t.app, priya, adminCustomerSave, 409, { body })).toContain(
      'already a customer called',
    );
  });

  it('deactivating a customer takes it off the territory’s list for Add call', async () => {
    const kedar = (await customers()).find((row) => row.name === 'Dr. Kedar Joshi');
    await ok(t.app, priya, adminCustomerSave, {
      body: {
        companyId: priya.companyId,
        customerId: kedar?.customerId as number,
        name: 'Dr. Kedar Joshi',
        customerType: 'Doctor',
        cityId: kedar?.cityId as number,
        isActive: false,
      },
    });
    const list = await ok(t.app, asha, getDcrCustomers, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId },
    });
    expect(list.customers.some((row) => row.name === 'Dr. Kedar Joshi')).toBe(false);
  });

  it('checks a customers file row by row, writes all rows or none, and imports it once', async () => {
    const header = 'name,type,city,territory,active';
    const csv = [
      header,
      'Dr. Anjali Desai,Doctor,Talegaon,Pune West,yes',
      'Talegaon Chemists,chemist,Talegaon,,yes',
      'Dr. Nobody,Surgeon,Atlantis,,maybe',
      'Dr. Wrong Place,Doctor,Satara,Pune West,yes',
    ].join('\n');
    const body = { companyId: priya.companyId, kind: 'customers' as const, csv };
    const report = await ok(t.app, priya, adminCsvCheck, { body });
    expect(report.problems).toEqual([
      'Row 4: type Surgeon must be Doctor or Chemist',
      'Row 4: city Atlantis is not a city',
      'Row 4: active maybe must be yes or no',
      'Row 5: city Satara is in the territory Satara, not Pune West',
    ]);
    const before = (await customers()).length;
    expect(await refused(t.app, priya, adminCsvImport, 422, { body })).toContain('Nothing was imported');
    expect((await customers()).length).toBe(before);

    const fixed = csv.split('\n').slice(0, 3).join('\n');
    expect(await ok(t.app, priya, adminCsvImport, { body: { ...body, csv: fixed } })).toMatchObject({
      changes: 2,
    });
    expect((await customers()).find((row) => row.name === 'Talegaon Chemists')).toMatchObject({
      customerType: 'Chemist',
      territoryName: 'Pune West',
      isConfirmed: true,
    });
    expect((await ok(t.app, priya, adminCsvImport, { body: { ...body, csv: fixed } })).changes).toBe(0);
  });

  it('exports a customer named as a formula as text, and the file imports back changing nothing', async () => {
    const name = '=HYPERLINK("http://x","y")';
    const talegaon = await cityNamed('Talegaon');
    await ok(t.app, priya, adminCustomerSave, {
      body: {
        companyId: priya.companyId,
        customerId: null,
        name,
        customerType: 'Doctor',
        cityId: talegaon?.cityId as number,
        isActive: true,
      },
    });
    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'customers' },
    });
    // A spreadsheet takes a cell starting with = as a formula; the apostrophe makes it text.
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")",Doctor,Talegaon,Pune West,yes\r\n`);
    expect(csv.split('\r\n').filter((line) => line.startsWith('=') || line.includes(',='))).toEqual([]);
    const body = { companyId: priya.companyId, kind: 'customers' as const, csv };
    expect((await ok(t.app, priya, adminCsvImport, { body })).changes).toBe(0);
    expect((await customers()).filter((row) => row.name === name)).toHaveLength(1);
  });

  it("keeps each demo city's real coordinates, changes them by form or file, and keeps them for a file without them", async () => {
    expect(await cityNamed('Pune')).toMatchObject({ latitude: 18.5204, longitude: 73.8567 });
    expect((await places()).cities.every((city) => city.latitude !== null && city.longitude !== null)).toBe(
      true,
    );

    const wai = await cityNamed('Wai');
    await ok(t.app, priya, adminCitySave, {
      body: {
        companyId: priya.companyId,
        cityId: wai?.cityId as number,
        territoryId: wai?.territoryId as number,
        name: 'Wai',
        latitude: 17.96,
        longitude: 73.89,
      },
    });
    expect(await cityNamed('Wai')).toMatchObject({ latitude: 17.96, longitude: 73.89 });
    await refused(t.app, priya, adminCitySave, 400, {
      body: {
        companyId: priya.companyId,
        cityId: wai?.cityId as number,
        territoryId: wai?.territoryId as number,
        name: 'Wai',
        latitude: 95,
        longitude: 73,
      },
    });

    const { csv } = await ok(t.app, priya, adminCsvExport, {
      query: { companyId: priya.companyId, kind: 'cities' },
    });
    expect(csv.split('\r\n')[0]).toBe('territory,city,latitude,longitude,class');
    expect(csv).toContain('Satara,Wai,17.96,73.89');
    const moved = csv.replace('Satara,Wai,17.96,73.89', 'Satara,Wai,17.953,73.89');
    const body = { companyId: priya.companyId, kind: 'cities' as const, csv: moved };
    expect((await ok(t.app, priya, adminCsvImport, { body })).changes).toBe(1);
    expect((await cityNamed('Wai'))?.latitude).toBe(17.953);

    // A file made before coordinates existed: two columns, and the coordinates stay.
    const old = await ok(t.app, priya, adminCsvImport, {
      body: { ...body, csv: 'territory,city\nSatara,Wai\nSatara,Medha\n' },
    });
    expect(old.changes).toBe(1);
    expect((await cityNamed('Wai'))?.latitude).toBe(17.953);
    expect(await cityNamed('Medha')).toMatchObject({ latitude: null, longitude: null });
    const bad = await ok(t.app, priya, adminCsvCheck, {
      body: { ...body, csv: 'territory,city,latitude,longitude\nSatara,Wai,abc,73\nSatara,Karad,17.2,\n' },
    });
    expect(bad.problems).toEqual([
      'Row 2: latitude abc must be degrees from -90 to 90',
      'Row 3: latitude and longitude are both given or both left empty',
    ]);
  });
});
