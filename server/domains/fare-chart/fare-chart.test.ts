import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOf } from '../../../src/contract/call';
import {
  sfcAdd,
  sfcBindGrid,
  sfcDelete,
  sfcEditSave,
  sfcSubmit,
  type TSfcAddRequest,
  type TSfcEditSaveRequest,
  type TSfcJourneyRow,
} from '../../../src/contract/fare-chart';
import {
  sfcAllowance,
  sfcFareAndAllowance,
  sfcFareAndAllowanceForDistance,
  sfcTerritory,
  sfcTerritoryCategory,
  sfcTerritoryCity,
  sfcTerritoryModeOfTransport,
} from '../../../src/contract/fare-chart-lookups';
import SFC_MR from '../../../src/contract/fare-chart-texts.mr';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { ok, send } from '../../../tests/support/send';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';
import { listNotifications } from '../notifications/queries';

type Who = { token: string; employeeId: number; companyId: number };

const firstOf = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}-01`;
const APPROVED_FROM = firstOf(monthOf(businessDate(), -2));
const NEXT_MONTH = firstOf(monthOf(businessDate(), 1));

/** The step-1 fields of a journey, which every save and price lookup carries. */
type Journey = Pick<
  TSfcAddRequest,
  'fromTerritoryId' | 'toTerritoryId' | 'fromCityId' | 'toCityId' | 'categoryId' | 'transportId'
>;

async function places(t: TestApp) {
  const cities = await t.db.query<{ id: number; name: string; territoryId: number }>(
    'select id, name, territory_id as "territoryId" from city',
  );
  const city = (name: string) =>
    cities.find((row) => row.name === name) as { id: number; territoryId: number };
  return {
    /** The step-1 fields of a journey between two cities. */
    journey(from: string, to: string, categoryId: number, transportId: number): Journey {
      return {
        fromTerritoryId: city(from).territoryId,
        toTerritoryId: city(to).territoryId,
        fromCityId: city(from).id,
        toCityId: city(to).id,
        categoryId,
        transportId,
      };
    },
    city,
  };
}

const grid = (t: TestApp, who: Who) => ok(t.app, who, sfcBindGrid, { query: { EmployeeId: who.employeeId } });

const rowOf = (rows: TSfcJourneyRow[], from: string, to: string, status?: string) =>
  rows.find(
    (row) => row.fromCityName === from && row.toCityName === to && (!status || row.status === status),
  ) as TSfcJourneyRow;

describe.each(DATABASE_KINDS)('the standard fare chart on %s', (kind) => {
  let t: TestApp;
  let asha: Who;
  let rahul: Who;
  let vikram: Who;
  let at: Awaited<ReturnType<typeof places>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [asha, rahul, vikram] = (await Promise.all(
      ['asha', 'rahul', 'vikram'].map((name) => t.employee(name)),
    )) as [Who, Who, Who];
    at = await places(t);
  });
  afterAll(() => t.close());

  const add = (who: Who, fields: Journey & Partial<TSfcAddRequest>, headers: Record<string, string> = {}) =>
    send(t.app, who, sfcAdd, {
      headers,
      body: {
        employeeId: who.employeeId,
        companyId: who.companyId,
        stpfcId: 0,
        isFareAuto: 0,
        status: 'D',
        numberOfChemist: 2,
        numberOfDoctors: 3,
        effectiveDate: NEXT_MONTH,
        specification: '',
        remarks: '',
        ...fields,
      },
    });

  describe('reading', () => {
    it("lists asha's chart: approved HQ, EX-HQ and Out Station journeys priced by the engine, her drafts and a rejection", async () => {
      const { userInfo, rows } = await grid(t, asha);
      expect(userInfo).toMatchObject({
        employeeId: asha.employeeId,
        companyId: asha.companyId,
        areaRange: 'T',
        status: 'R',
        effectiveFromDate: APPROVED_FROM,
        effectiveFromDateFlag: 0,
        isAddEnable: true,
        isSubmitEnable: true,
      });
      expect(rows.map((row) => row.status)).toEqual(['A', 'A', 'A', 'R', 'D', 'D']);
      expect(rows.map((row) => row.sequenceNo)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(rowOf(rows, 'Pune', 'Pune')).toMatchObject({
        categoryName: 'HQ',
        oneWayDistance: 0,
        twoWayFare: 0,
        allowance: 250,
        total: 250,
      });
      expect(rowOf(rows, 'Pune', 'Pimpri-Chinchwad')).toMatchObject({
        transportName: 'Bike',
        oneWayDistance: 18,
        twoWayDistance: 36,
        oneWayFare: 63,
        twoWayFare: 126,
        allowance: 400,
        total: 526,
      });
      expect(rowOf(rows, 'Pune', 'Lonavala')).toMatchObject({
        categoryName: 'Out Station',
        transportName: 'Bus',
        oneWayFare: 130,
        twoWayFare: 260,
        allowance: 750,
        total: 1010,
        effectiveDate: APPROVED_FROM,
      });
      expect(rowOf(rows, 'Pune', 'Talegaon', 'R')).toMatchObject({
        transportName: 'Car',
        total: 960,
        reason: expect.stringContaining('Car'),
      });
    });

    it("shows rahul's chart waiting for approval: no submit until vikram decides", async () => {
      const { userInfo, rows } = await grid(t, rahul);
      expect(userInfo).toMatchObject({ status: 'S', isAddEnable: true, isSubmitEnable: false });
      expect(rows.filter((row) => row.status === 'S')).toHaveLength(1);
    });

    it('gives an employee without a chart no chart id, a free effective date and no submit', async () => {
      const { userInfo, rows } = await grid(t, vikram);
      expect(rows).toEqual([]);
      expect(userInfo).toMatchObject({
        stpfcId: null,
        status: null,
        effectiveFromDate: null,
        effectiveFromDateFlag: 1,
        isAddEnable: true,
        isSubmitEnable: false,
      });
    });

    it("lists the form's filters: her territory first, its cities, the categories and the modes priced at her grade", async () => {
      const { territory } = await ok(t.app, asha, sfcTerritory, {
        query: { employeeId: asha.employeeId, companyId: asha.companyId },
      });
      expect(territory[0]).toMatchObject({ territoryName: 'Pune West' });
      expect(territory).toHaveLength(6);
      const { cities } = await ok(t.app, asha, sfcTerritoryCity, {
        query: { territoryId: territory[0]?.territoryId },
      });
      expect(cities.map((c) => c.cityName)).toEqual(['Lonavala', 'Pimpri-Chinchwad', 'Pune', 'Talegaon']);
      const { categories } = await ok(t.app, asha, sfcTerritoryCategory);
      expect(categories).toEqual([
        { categoryId: 1, categoryName: 'HQ' },
        { categoryId: 2, categoryName: 'EX-HQ' },
        { categoryId: 3, categoryName: 'Out Station' },
      ]);
      const { transportModes } = await ok(t.app, asha, sfcTerritoryModeOfTransport, {
        query: { gradeId: 1, type: 'expense' },
      });
      expect(transportModes.map((m) => m.transportName)).toEqual(['Bike', 'Train', 'Bus', 'Car', 'Taxi']);
    });

    it('answers 404 for a territory of no company of hers', async () => {
      expect((await send(t.app, asha, sfcTerritoryCity, { query: { territoryId: 999_999 } })).status).toBe(
        404,
      );
    });
  });

  describe('lookups', () => {
    const lookup = (who: Who, fields: Journey & Partial<QueryOf<typeof sfcFareAndAllowance>>) =>
      send(t.app, who, sfcFareAndAllowance, {
        query: {
          gradeId: 1,
          employeeId: who.employeeId,
          companyId: who.companyId,
          effectiveDate: NEXT_MONTH,
          ...fields,
        },
      });

    it.each([
      ['HQ', 'Pune', 'Pune', 1, 1, { oneWayDistance: 0, twoWayFare: 0, categoryAllowance: 250, total: 250 }],
      [
        'EX-HQ',
        'Pune',
        'Talegaon',
        2,
        1,
        { oneWayDistance: 35, oneWayFare: 122.5, twoWayFare: 245, categoryAllowance: 400, total: 645 },
      ],
      [
        'Out Station',
        'Lonavala',
        'Pune',
        3,
        3,
        { oneWayDistance: 65, twoWayDistance: 130, twoWayFare: 260, categoryAllowance: 750, total: 1010 },
      ],
    ] as const)('prices a %s journey: total = allowance + two-way fare', async (_name, from, to, categoryId, transportId, expected) => {
      const answer = await lookup(asha, {
        ...at.journey(from, to, categoryId, transportId),
        oneWayDistance: 999,
      });
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({
        ...expected,
        allowance: { HQ: 250, EX: 400, OU: 750 },
        isDistanceKnown: true,
      });
    });

    it('takes the client distance only for a pair with no known road distance, and asks for it otherwise', async () => {
      const pair = at.journey('Pune', 'Karad', 3, 4);
      const missing = await lookup(vikram, pair);
      expect(missing).toMatchObject({
        status: 409,
        json: { message: expect.stringContaining('No road distance is known between Pune and Karad') },
      });
      const given = await lookup(vikram, { ...pair, oneWayDistance: 165 });
      expect(given.json).toMatchObject({
        oneWayDistance: 165,
        oneWayFare: 1320,
        twoWayFare: 2640,
        total: 3390,
        isDistanceKnown: false,
      });
    });

    it('refuses the HQ rule both ways in the lookup too', async () => {
      expect((await lookup(asha, at.journey('Pune', 'Talegaon', 1, 1))).json).toMatchObject({
        message: 'For HQ Category from city and to city should be same.',
      });
      expect((await lookup(asha, at.journey('Pune', 'Pune', 2, 1))).json).toMatchObject({
        message: 'Same from city and to city allowed only for HQ Categery.',
      });
    });

    it('prices an edited one-way distance: 40 km by car at ₹8, EX-HQ', async () => {
      const answer = await send(t.app, asha, sfcFareAndAllowanceForDistance, {
        query: {
          employeeId: asha.employeeId,
          oneWayDistance: 40,
          effectiveDate: NEXT_MONTH,
          transportId: 4,
          categoryId: 2,
        },
      });
      expect(answer.json).toMatchObject({
        oneWayFare: 320,
        twoWayFare: 640,
        categoryAllowance: 400,
        total: 1040,
      });
      const noCategory = await send(t.app, asha, sfcFareAndAllowanceForDistance, {
        query: { employeeId: asha.employeeId, oneWayDistance: 40, transportId: 4 },
      });
      expect(noCategory.json).toMatchObject({ twoWayFare: 640, total: null });
    });

    it("takes the spec's query alone and prices the default mode, Bike at ₹3.50", async () => {
      const answer = await send(t.app, asha, sfcFareAndAllowanceForDistance, {
        query: { employeeId: asha.employeeId, oneWayDistance: 40, effectiveDate: NEXT_MONTH },
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json).toMatchObject({
        oneWayDistance: 40,
        oneWayFare: 140,
        twoWayFare: 280,
        total: null,
      });
    });

    it('refuses a mode with no fare rate at her grade', async () => {
      const answer = await send(t.app, asha, sfcFareAndAllowanceForDistance, {
        query: { employeeId: asha.employeeId, oneWayDistance: 40, transportId: 5 },
      });
      expect(answer).toMatchObject({
        status: 409,
        json: { message: expect.stringContaining('Flight has no fare rate') },
      });
    });

    it('gives the allowance table for a city, and 404 for an unknown city', async () => {
      const answer = await send(t.app, asha, sfcAllowance, {
        query: { employeeId: asha.employeeId, cityId: at.city('Pune').id, effectiveDate: '' },
      });
      expect(answer.json).toEqual({ allowance: { HQ: 250, EX: 400, OU: 750 } });
      expect(
        (await send(t.app, asha, sfcAllowance, { query: { employeeId: asha.employeeId, cityId: 999_999 } }))
          .status,
      ).toBe(404);
    });
  });

  describe('saving', () => {
    it('adds a draft priced by the server, whatever amounts the client sends', async () => {
      const before = await grid(t, asha);
      // Amounts an old or hostile client may send: not fields of the call, so the server never reads them.
      const clientAmounts = { oneWayFare: 1, total: 1, allowance: 99_999 };
      const answer = await add(asha, {
        ...at.journey('Talegaon', 'Lonavala', 3, 3),
        stpfcId: before.userInfo.stpfcId,
        oneWayDistance: 500,
        ...clientAmounts,
      });
      expect(answer).toMatchObject({
        status: 200,
        json: { message: 'Added', stpfcId: before.userInfo.stpfcId },
      });
      const { stpfcDetailid } = sfcAdd.response.parse(answer.json);
      const row = (await grid(t, asha)).rows.find((r) => r.stpfcDetailid === stpfcDetailid);
      expect(row).toMatchObject({
        status: 'D',
        sequenceNo: 7,
        oneWayDistance: 30,
        oneWayFare: 60,
        twoWayFare: 120,
        allowance: 750,
        total: 870,
        numberOfChemist: 2,
        numberOfDoctors: 3,
        effectiveDate: NEXT_MONTH,
      });
    });

    it('adds one journey for a save sent twice under one Idempotency-Key (its first answer lost)', async () => {
      const before = await grid(t, asha);
      const request = {
        body: {
          employeeId: asha.employeeId,
          companyId: asha.companyId,
          stpfcId: before.userInfo.stpfcId ?? 0,
          isFareAuto: 0,
          status: 'D' as const,
          numberOfChemist: 1,
          numberOfDoctors: 1,
          effectiveDate: NEXT_MONTH,
          specification: '',
          remarks: '',
          ...at.journey('Pimpri-Chinchwad', 'Talegaon', 2, 1),
        },
        idempotencyKey: 'sfc-add-retried-once',
      };
      const first = await send(t.app, asha, sfcAdd, request);
      const replay = await send(t.app, asha, sfcAdd, request);
      expect(first.status).toBe(200);
      expect(replay).toMatchObject({ status: 200, json: first.json });
      const added = (await grid(t, asha)).rows.filter(
        (row) => row.fromCityName === 'Pimpri-Chinchwad' && row.toCityName === 'Talegaon',
      );
      expect(added).toHaveLength(1);
    });

    it("refuses each missing step-1 field with 'Please select' and a missing date with 'select date'", async () => {
      for (const field of [
        'fromTerritoryId',
        'toTerritoryId',
        'fromCityId',
        'toCityId',
        'categoryId',
        'transportId',
      ]) {
        const answer = await add(asha, { ...at.journey('Pune', 'Talegaon', 2, 1), [field]: undefined });
        expect(answer).toMatchObject({
          status: 400,
          json: { message: `Invalid body: ${field}: Please select` },
        });
      }
      const noDate = await add(asha, { ...at.journey('Pune', 'Talegaon', 2, 1), effectiveDate: '' });
      expect(noDate).toMatchObject({
        status: 400,
        json: { message: 'Invalid body: effectiveDate: select date' },
      });
    });

    it('refuses the HQ rule both ways with 409 and the spec texts', async () => {
      expect(await add(asha, at.journey('Pune', 'Pune', 2, 1))).toMatchObject({
        status: 409,
        json: { message: 'Same from city and to city allowed only for HQ Categery.' },
      });
      expect(await add(asha, at.journey('Pune', 'Talegaon', 1, 1))).toMatchObject({
        status: 409,
        json: { message: 'For HQ Category from city and to city should be same.' },
      });
    });

    it('holds area range T: doctors and chemists required, at least 0, journeys in her territory', async () => {
      const fields = at.journey('Pune', 'Lonavala', 3, 4);
      expect(await add(asha, { ...fields, numberOfDoctors: null })).toMatchObject({
        status: 400,
        json: { message: 'Please Enter number of Doctors and number of chemists' },
      });
      expect(await add(asha, { ...fields, numberOfChemist: undefined })).toMatchObject({ status: 400 });
      expect(await add(asha, { ...fields, numberOfChemist: -1 })).toMatchObject({
        status: 400,
        json: { message: 'Invalid body: numberOfChemist: must be 0 or more' },
      });
      expect(await add(asha, at.journey('Pune', 'Satara', 3, 4))).toMatchObject({
        status: 409,
        json: { message: 'Your journeys stay in your territory, Pune West.' },
      });
    });

    it('refuses a city outside the territory given with it', async () => {
      const fields = { ...at.journey('Pune', 'Lonavala', 3, 4), toCityId: at.city('Hadapsar').id };
      expect(await add(asha, fields)).toMatchObject({
        status: 400,
        json: { message: 'Hadapsar is not in the chosen to territory.' },
      });
    });

    it('refuses a journey already pending in the chart, either way round', async () => {
      expect(await add(asha, at.journey('Pune', 'Talegaon', 2, 1))).toMatchObject({
        status: 409,
        json: { message: 'This journey is already in your fare chart.' },
      });
      expect(await add(asha, at.journey('Talegaon', 'Pune', 2, 1))).toMatchObject({ status: 409 });
      // Issue 39: in the language the request names.
      expect(
        await add(asha, at.journey('Pune', 'Talegaon', 2, 1), { 'accept-language': 'mr-IN' }),
      ).toMatchObject({ status: 409, json: { message: SFC_MR.duplicateJourney } });
    });

    it('refuses an effective date before the chart’s effective-from date', async () => {
      const answer = await add(asha, {
        ...at.journey('Pune', 'Talegaon', 2, 2),
        effectiveDate: addDays(APPROVED_FROM, -1),
      });
      expect(answer).toMatchObject({
        status: 409,
        json: { message: expect.stringMatching(/^The effective date must be on or after /) },
      });
    });

    it('edits a draft and a rejected journey back to a draft; refuses to edit an approved one', async () => {
      const { rows } = await grid(t, asha);
      const draft = rowOf(rows, 'Pune', 'Talegaon', 'D');
      const edit = (row: TSfcJourneyRow, fields: Journey & Partial<TSfcEditSaveRequest>) =>
        send(t.app, asha, sfcEditSave, {
          body: {
            employeeId: asha.employeeId,
            companyId: asha.companyId,
            stpfcId: row.stpfcId,
            stpfcDetailid: row.stpfcDetailid,
            selectedTerritoryId: row.fromTerritoryId,
            numberOfChemist: 6,
            numberOfDoctors: 7,
            effectiveDate: NEXT_MONTH,
            remarks: 'Every Thursday',
            ...fields,
          },
        });
      expect(await edit(draft, at.journey('Pune', 'Talegaon', 2, 2))).toMatchObject({
        status: 200,
        json: { message: 'Updated' },
      });
      expect(rowOf((await grid(t, asha)).rows, 'Pune', 'Talegaon', 'D')).toMatchObject({
        transportName: 'Train',
        oneWayFare: 52.5,
        twoWayFare: 105,
        total: 505,
        remarks: 'Every Thursday',
        numberOfDoctors: 7,
      });
      const rejected = rowOf(rows, 'Pune', 'Talegaon', 'R');
      expect(
        await edit(rejected, { ...at.journey('Pune', 'Talegaon', 2, 6), effectiveDate: APPROVED_FROM }),
      ).toMatchObject({ status: 200 });
      const redone = (await grid(t, asha)).rows.find((row) => row.stpfcDetailid === rejected.stpfcDetailid);
      expect(redone).toMatchObject({
        status: 'D',
        reason: null,
        transportName: 'Taxi',
        twoWayFare: 840,
        total: 1240,
      });
      const approved = rowOf(rows, 'Pune', 'Lonavala', 'A');
      expect(await edit(approved, at.journey('Pune', 'Lonavala', 3, 3))).toMatchObject({
        status: 409,
        json: { message: 'Only draft or rejected journeys can be edited.' },
      });
    });
  });

  describe("another employee's chart", () => {
    it("refuses rahul's chart and rows to asha, and changes nothing", async () => {
      const before = await grid(t, rahul);
      const draft = before.rows.find((row) => row.status === 'D') as TSfcJourneyRow;
      const deleted = await send(t.app, asha, sfcDelete, {
        query: {
          stpfcId: draft.stpfcId,
          stpfcDetailid: draft.stpfcDetailid,
          employeeId: asha.employeeId,
          sequenceNo: 1,
        },
      });
      expect(deleted.status).toBe(403);
      const edited = await send(t.app, asha, sfcEditSave, {
        body: {
          ...at.journey('Nashik', 'Sinnar', 2, 4),
          employeeId: asha.employeeId,
          companyId: asha.companyId,
          stpfcId: draft.stpfcId,
          stpfcDetailid: draft.stpfcDetailid,
          numberOfChemist: 1,
          numberOfDoctors: 1,
          effectiveDate: NEXT_MONTH,
        },
      });
      expect(edited.status).toBe(403);
      const added = await add(asha, { ...at.journey('Pune', 'Lonavala', 3, 4), stpfcId: draft.stpfcId });
      expect(added.status).toBe(403);
      const submitted = await send(t.app, asha, sfcSubmit, {
        body: {
          stpfcDetailIds: [draft.stpfcDetailid],
          employeeId: asha.employeeId,
          companyId: asha.companyId,
          stpfcId: draft.stpfcId,
          effectiveDate: NEXT_MONTH,
        },
      });
      expect(submitted.status).toBe(403);
      const unknown = await send(t.app, asha, sfcDelete, {
        query: { stpfcId: draft.stpfcId, stpfcDetailid: 999_999, employeeId: asha.employeeId },
      });
      expect(unknown.status).toBe(404);
      expect(await grid(t, rahul)).toEqual(before);
    });
  });

  describe('deleting and submitting', () => {
    it('deletes a draft; refuses approved and submitted journeys', async () => {
      const { rows } = await grid(t, asha);
      const remove = (who: Who, row: TSfcJourneyRow) =>
        send(t.app, who, sfcDelete, {
          query: {
            stpfcId: row.stpfcId,
            stpfcDetailid: row.stpfcDetailid,
            employeeId: who.employeeId,
            sequenceNo: 1,
          },
        });
      const draft = rowOf(rows, 'Talegaon', 'Lonavala', 'D');
      expect(await remove(asha, draft)).toMatchObject({ status: 200, json: { message: 'Deleted' } });
      expect((await grid(t, asha)).rows.some((row) => row.stpfcDetailid === draft.stpfcDetailid)).toBe(false);
      expect(await remove(asha, rowOf(rows, 'Pune', 'Pune', 'A'))).toMatchObject({
        status: 409,
        json: { message: 'Only draft or rejected journeys can be deleted.' },
      });
      const waiting = (await grid(t, rahul)).rows.find((row) => row.status === 'S') as TSfcJourneyRow;
      expect(await remove(rahul, waiting)).toMatchObject({ status: 409 });
    });

    it('submits every draft, notifies vikram, and then waits for approval', async () => {
      const { userInfo, rows } = await grid(t, asha);
      const draftIds = rows.filter((row) => row.status === 'D').map((row) => row.stpfcDetailid);
      const submit = (ids: number[]) =>
        send(t.app, asha, sfcSubmit, {
          body: {
            stpfcDetailIds: ids,
            employeeId: asha.employeeId,
            companyId: asha.companyId,
            effectiveDate: NEXT_MONTH,
            stpfcId: userInfo.stpfcId,
          },
        });
      expect(await submit(draftIds.slice(1))).toMatchObject({
        status: 409,
        json: {
          message: 'Your fare chart has changed since it was loaded. Please reload it and submit again.',
        },
      });
      expect(await submit(draftIds)).toMatchObject({
        status: 200,
        json: { message: 'Submitted', submitted: draftIds.length },
      });
      const after = await grid(t, asha);
      expect(
        after.rows.filter((row) => draftIds.includes(row.stpfcDetailid)).every((row) => row.status === 'S'),
      ).toBe(true);
      expect(after.userInfo).toMatchObject({ status: 'S', isSubmitEnable: false });
      const notes = await listNotifications(t.db, vikram.employeeId, 'en');
      expect(notes[0]?.notificationMessage).toBe(
        `Asha Kulkarni submitted a standard fare chart for approval (${draftIds.length} journeys).`,
      );
      expect(await submit(draftIds)).toMatchObject({
        status: 409,
        json: { message: 'Your fare chart is waiting for approval. Submit again once it is decided.' },
      });
    });
  });

  describe('a new chart', () => {
    it('starts on the first journey, from tomorrow at the earliest, and may then be submitted', async () => {
      const satara = at.journey('Pune', 'Satara', 3, 4);
      expect(await add(vikram, { ...satara, effectiveDate: businessDate() })).toMatchObject({
        status: 409,
        json: { message: expect.stringMatching(/^The effective date must be on or after /) },
      });
      const answer = await add(vikram, {
        ...satara,
        effectiveDate: addDays(businessDate(), 1),
        numberOfChemist: undefined,
        numberOfDoctors: undefined,
      });
      expect(answer.status).toBe(200);
      const { userInfo, rows } = await grid(t, vikram);
      expect(rows).toEqual([
        expect.objectContaining({
          oneWayDistance: 112,
          oneWayFare: 896,
          twoWayFare: 1792,
          allowance: 750,
          total: 2542,
          numberOfChemist: 0,
        }),
      ]);
      expect(userInfo).toMatchObject({
        stpfcId: sfcAdd.response.parse(answer.json).stpfcId,
        status: 'D',
        effectiveFromDateFlag: 1,
        isSubmitEnable: true,
      });
    });

    it("asks for a new effective date when the chart is approved and the date is the chart's own", async () => {
      const { userInfo } = await grid(t, vikram);
      await t.db.query(`update stpfc_detail set status = 'A' where stpfc_id = $1`, [userInfo.stpfcId]);
      await t.db.query('update stpfc set effective_from_date = $2 where id = $1', [
        userInfo.stpfcId,
        addDays(businessDate(), 1),
      ]);
      const after = await grid(t, vikram);
      expect(after.userInfo).toMatchObject({ status: 'A', effectiveFromDateFlag: 0, isSubmitEnable: false });
      expect(
        await add(vikram, {
          ...at.journey('Pune', 'Hadapsar', 2, 1),
          effectiveDate: addDays(businessDate(), 1),
        }),
      ).toMatchObject({
        status: 409,
        json: { message: 'Please select a new effective date' },
      });
      expect(
        await add(vikram, {
          ...at.journey('Pune', 'Hadapsar', 2, 1),
          effectiveDate: addDays(businessDate(), 2),
        }),
      ).toMatchObject({
        status: 200,
      });
    });
  });
});
