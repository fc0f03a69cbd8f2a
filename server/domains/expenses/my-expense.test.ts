import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '../../../src/contract/call';
import {
  expenseDayWiseTotal,
  expenseDeleteAttachment,
  expenseDetailsRefresh,
  expenseGetAllAttachmentForDaywise,
  expenseModifyFromCity,
  expenseModifySubmit,
  expenseUpdateDateWiseSubmit,
  expenseUpdateDayWise,
  type TRouteRow,
} from '../../../src/contract/expense-days';
import {
  EXPENSE_TEXTS,
  monthClosed,
  noApprovedJourney,
  submitNotYetOpen,
} from '../../../src/contract/expense-texts';
import EXPENSES_MR from '../../../src/contract/expense-texts.mr';
import {
  expenseCityFilter,
  expenseFinalSubmit,
  finalSubmitFrom,
  getExpenseActivity,
  getExpenseCity,
  getMyExpense,
  type TMyExpenseItem,
} from '../../../src/contract/expenses';
import { getNotification } from '../../../src/contract/notifications';
import {
  expenseAttachUnreported,
  expenseUpload,
  getExpenseUploadTemp,
  type TExpenseUploadRequest,
} from '../../../src/contract/receipts';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import CALENDAR_MR from '../../../src/pure/calendar-texts.mr';
import { type Employee, upload } from '../../../tests/support/receipts';
import { ok, type Request, refused, request, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../http/idempotency';
import { missingActivity } from './submit';

type ModifyBody = BodyOf<typeof expenseModifySubmit>;

describe.each(DATABASE_KINDS)('My Expense on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const vikram = t.signIn('vikram');
  const cities = new Map<string, number>();
  const today = businessDate();
  /**
   * The month before last: every day is past and the approved chart is in effect from its first
   * day. The demo has it 'Approved'; the tests open it again (asha's and rahul's), as a month
   * still being filled in.
   */
  const open = monthOf(today, -2);
  const lastMonth = monthOf(today, -1);
  let days: TMyExpenseItem[];
  /** Working days of the open month that the demo leaves as plain HQ days. */
  let plain: TMyExpenseItem[];

  beforeAll(async () => {
    for (const row of await t.db.query<{ id: number; name: string }>('select id, name from city')) {
      cities.set(row.name, row.id);
    }
    await t.db.query(
      `update expense set status = 'Unsubmitted', submitted_at = null
        where employee_id = any($1::int[]) and year = $2 and month = $3`,
      [[asha.employeeId, rahul.employeeId], open.year, open.month],
    );
    days = await monthDays(asha, open);
    plain = days.filter((day) => day.isHoliday === 0 && day.isModifyRoute === 0);
    expect(plain.length).toBeGreaterThanOrEqual(17);
  });

  async function monthDays(who: Employee, month: { year: number; month: number }) {
    const answer = await ok(t.app, who, getMyExpense, {
      query: { employeeId: who.employeeId, companyId: who.companyId, ...month },
    });
    return answer.getMyExpenseList;
  }

  const dayQuery = (who: Employee, day: TMyExpenseItem) => ({
    employeeId: who.employeeId,
    expenseId: day.expenseId,
    activityDate: day.activityDate,
  });

  const readDay = (day: TMyExpenseItem, who = asha) =>
    ok(t.app, who, expenseUpdateDayWise, { query: dayQuery(who, day) });

  const row = (Slno: number, from: string, to: string, Period = 1): TRouteRow => ({
    Slno,
    ActTypeId: 1,
    Period,
    FromCity: cities.get(from) as number,
    ToCity: cities.get(to) as number,
  });

  const modifyBody = (
    day: TMyExpenseItem,
    tblRoute: TRouteRow[],
    extra: Partial<ModifyBody> = {},
    who = asha,
  ): ModifyBody => ({
    employeeId: who.employeeId,
    companyId: who.companyId,
    expenseId: day.expenseId,
    activityDate: day.activityDate,
    period: 1,
    activity: 1,
    isStay: 0,
    remarks: 'Chemist round',
    tblRoute,
    ...extra,
  });

  const modify = async (day: TMyExpenseItem, tblRoute: TRouteRow[], extra: Partial<ModifyBody> = {}) => {
    const answer = await ok(t.app, asha, expenseModifySubmit, { body: modifyBody(day, tblRoute, extra) });
    expect(answer.message).toBe(EXPENSE_TEXTS.routeModified);
    return answer.getMyExpenseList[0] as TMyExpenseItem;
  };

  const attach = (day: TMyExpenseItem, billId: number) =>
    send(t.app, asha, expenseAttachUnreported, {
      body: {
        activityDate: day.activityDate,
        expenseDetailId: day.expenseDetailId,
        expenseId: day.expenseId,
        employeeId: asha.employeeId,
        expenseType: 'Food',
        fare: 1,
        description: 'Lunch with a stockist',
        unReportExpenseId: billId,
        travelMode: 0,
        expenseOrSundry: 'E',
      },
    });

  const uploadBill = async (who: Employee, fields: Partial<TExpenseUploadRequest>) => {
    const response = await upload(t.app, who, fields);
    expect(response.status, response.text).toBe(200);
    return expenseUpload.response.parse(response.json).unReportExpenseId;
  };

  const unreportedIds = async (who: Employee) =>
    (
      await ok(t.app, who, getExpenseUploadTemp, {
        query: { employeeId: who.employeeId, companyId: who.companyId },
      })
    ).expenseUploadTempList.map((bill) => bill.unReportExpenseId);

  it('answers the month with its days, sundry total and month total', async () => {
    // Last month: every day of it has happened, whatever day the test runs (on a Sunday the 1st,
    // none of this month's has, and a day yet to come has no allowance).
    const answer = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, ...monthOf(today, -1) },
    });
    const sumOfDays = answer.getMyExpenseList.reduce((sum, day) => sum + day.total, 0);
    expect(answer.monthTotal).toBeCloseTo(sumOfDays + answer.sundryTotal, 2);
    const first = answer.getMyExpenseList.find((day) => day.isHoliday === 0 && day.isModifyRoute === 0);
    expect(first).toMatchObject({
      activity: 'Field Work',
      activityTypeId: 1,
      fromCity: 'Pune',
      period: 1,
      isStay: 0,
      allowance: 250,
    });
  });

  it('has months of 28, 29, 30 and 31 days', async () => {
    for (const [month, length] of [
      [{ year: 2025, month: 2 }, 28],
      [{ year: 2024, month: 2 }, 29],
      [{ year: 2025, month: 4 }, 30],
      [{ year: 2025, month: 1 }, 31],
    ] as const) {
      const list = await monthDays(asha, month);
      expect(list, `${month.year}-${month.month}`).toHaveLength(length);
      expect(list.at(-1)?.activityDate.endsWith(String(length))).toBe(true);
    }
  });

  it('lists the activities, the chart’s cities and the cities of the days', async () => {
    const { getExpenseActivityList: activities } = await ok(t.app, asha, getExpenseActivity, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId },
    });
    expect(activities[0]).toEqual({ activityTypeId: 1, activityName: 'Field Work' });
    expect(activities.map((activity) => activity.activityName)).toContain('Meeting');

    const { getExpenseCityList: chartCities } = await ok(t.app, asha, getExpenseCity, {
      query: { employeeId: asha.employeeId },
    });
    // Asha's approved journeys: Pune HQ, Pune to Pimpri-Chinchwad, Pune to Lonavala.
    expect(chartCities.map((city) => city.cityName)).toEqual(['Lonavala', 'Pimpri-Chinchwad', 'Pune']);

    const { expenseCityFilterList: filter } = await ok(t.app, asha, expenseCityFilter, {
      query: { employeeId: asha.employeeId, ...open },
    });
    expect(filter.map((city) => city.cityName)).toContain('Pune');
    expect(
      await refused(t.app, asha, expenseCityFilter, 400, {
        query: { employeeId: asha.employeeId, month: 3 },
      }),
    ).toMatch(/month and year go together/);
  });

  it('answers a plain day: HQ field work at ₹250, no legs, no bills, starting at the HQ city', async () => {
    const day = plain[0] as TMyExpenseItem;
    const details = await readDay(day);
    expect(details.getMyExpenseList).toEqual([day]);
    expect(details.tblRoute).toEqual([]);
    expect(await ok(t.app, asha, expenseDayWiseTotal, { query: dayQuery(asha, day) })).toEqual({
      totalFare: { fare: 0, allowance: 250, bills: 0, sundry: 0, total: 250 },
    });
    expect(await ok(t.app, asha, expenseModifyFromCity, { query: dayQuery(asha, day) })).toEqual({
      fromCityId: cities.get('Pune'),
      fromCityName: 'Pune',
    });
    expect(
      await ok(t.app, asha, expenseGetAllAttachmentForDaywise, {
        query: { ...dayQuery(asha, day), expenseDetailId: day.expenseDetailId },
      }),
    ).toEqual({ expenseAttachmentList: [] });
  });

  it('prices a two-leg route: Pune to Pimpri-Chinchwad and back, 36 km, ₹126, EX-HQ ₹400', async () => {
    const day = plain[1] as TMyExpenseItem;
    const after = await modify(day, [row(1, 'Pune', 'Pimpri-Chinchwad'), row(2, 'Pimpri-Chinchwad', 'Pune')]);
    expect(after).toMatchObject({
      fromCity: 'Pune',
      toCity: 'Pune',
      category: 'EX-HQ',
      modeOfTransport: 'Bike',
      transportId: 1,
      distance: 36,
      fare: 126,
      allowance: 400,
      total: 526,
      isModifyRoute: 1,
      remarks: 'Chemist round',
      route: 'Pune → Pimpri-Chinchwad → Pune',
    });
    const details = await readDay(day);
    expect(details.getMyExpenseList[0]).toEqual(after);
    expect(details.tblRoute).toEqual([
      expect.objectContaining({
        Slno: 1,
        fromCityName: 'Pune',
        toCityName: 'Pimpri-Chinchwad',
        distance: 18,
        fare: 63,
      }),
      expect.objectContaining({ Slno: 2, fromCityName: 'Pimpri-Chinchwad', toCityName: 'Pune', fare: 63 }),
    ]);
    expect((await ok(t.app, asha, expenseDayWiseTotal, { query: dayQuery(asha, day) })).totalFare).toEqual({
      fare: 126,
      allowance: 400,
      bills: 0,
      sundry: 0,
      total: 526,
    });
  });

  it('takes the highest category of the legs and the longest leg’s transport; rows run in Slno order', async () => {
    const day = plain[2] as TMyExpenseItem;
    const after = await modify(day, [
      row(3, 'Lonavala', 'Pune'),
      row(1, 'Pune', 'Pune'),
      row(2, 'Pune', 'Lonavala'),
    ]);
    // 0 + 65 + 65 km; ₹0 + ₹130 + ₹130 by bus at ₹2/km; Out Station ₹750.
    expect(after).toMatchObject({
      category: 'Out Station',
      modeOfTransport: 'Bus',
      distance: 130,
      fare: 260,
      allowance: 750,
      total: 1010,
    });
  });

  it('gives a half day half the allowance and keeps its rows to its own half', async () => {
    const day = plain[3] as TMyExpenseItem;
    const rows = [row(1, 'Pune', 'Pimpri-Chinchwad', 2), row(2, 'Pimpri-Chinchwad', 'Pune', 2)];
    const after = await modify(day, rows, { period: 2, activity: 2 });
    expect(after).toMatchObject({ period: 2, activity: 'Meeting', fare: 126, allowance: 200, total: 326 });

    const mixed = [row(1, 'Pune', 'Pimpri-Chinchwad', 2), row(2, 'Pimpri-Chinchwad', 'Pune', 3)];
    expect(
      await refused(t.app, asha, expenseModifySubmit, 400, { body: modifyBody(day, mixed, { period: 2 }) }),
    ).toBe('tblRoute.1.Period: a First Half Day holds only First Half Day rows.');
  });

  it('starts the next working day where a stay ended, and at the HQ city without one', async () => {
    const [stayDay, nextDay] = [plain[5], plain[6]] as [TMyExpenseItem, TMyExpenseItem];
    const stayed = await modify(stayDay, [row(1, 'Pune', 'Lonavala')], { isStay: 1 });
    expect(stayed).toMatchObject({ isStay: 1, toCity: 'Lonavala', fare: 130, total: 880 });
    expect(await ok(t.app, asha, expenseModifyFromCity, { query: dayQuery(asha, nextDay) })).toEqual({
      fromCityId: cities.get('Lonavala'),
      fromCityName: 'Lonavala',
    });
    expect(
      await refused(t.app, asha, expenseModifySubmit, 409, {
        body: modifyBody(nextDay, [row(1, 'Pune', 'Lonavala')]),
      }),
    ).toBe('The route starts at Lonavala: the first row must go from there.');
    const back = await modify(nextDay, [row(1, 'Lonavala', 'Pune')]);
    expect(back).toMatchObject({ fromCity: 'Lonavala', toCity: 'Pune', category: 'Out Station', total: 880 });

    await modify(stayDay, [row(1, 'Pune', 'Lonavala')], { isStay: 0 });
    expect(
      (await ok(t.app, asha, expenseModifyFromCity, { query: dayQuery(asha, nextDay) })).fromCityName,
    ).toBe('Pune');
  });

  it('refuses legs that do not chain or are not approved journeys with 409, changing nothing', async () => {
    const day = plain[7] as TMyExpenseItem;
    for (const [rows, message] of [
      [
        [row(1, 'Pune', 'Pimpri-Chinchwad'), row(2, 'Pune', 'Lonavala')],
        'Row 2 must start at Pimpri-Chinchwad, where row 1 ended.',
      ],
      [[row(1, 'Pune', 'Satara')], noApprovedJourney('Pune', 'Satara')],
      // Pimpri-Chinchwad to Lonavala is in asha's chart only as a draft.
      [
        [row(1, 'Pune', 'Pimpri-Chinchwad'), row(2, 'Pimpri-Chinchwad', 'Lonavala')],
        noApprovedJourney('Pimpri-Chinchwad', 'Lonavala'),
      ],
    ] as const) {
      expect(await refused(t.app, asha, expenseModifySubmit, 409, { body: modifyBody(day, [...rows]) })).toBe(
        message,
      );
    }
    expect(noApprovedJourney('Pune', 'Satara')).toBe('No approved fare chart entry for Pune to Satara');
    const details = await readDay(day);
    expect(details.getMyExpenseList).toEqual([day]);
    expect(details.tblRoute).toEqual([]);
  });

  it.each([
    ['no remarks', { remarks: '  ' }, 'Invalid body: remarks: Please select Remark'],
    ['a period of 4', { period: 4 }, 'Invalid body: period: Please select period'],
    ['no period', { period: undefined }, 'Invalid body: period: Please select period'],
    ['a stay of 2', { isStay: 2 }, 'Invalid body: isStay: Please select Stay or not'],
    ['no activity', { activity: undefined }, 'Invalid body: activity: Please select activity'],
    ['no route rows', { tblRoute: [] }, 'Invalid body: tblRoute: Please add at least one route row.'],
    [
      'a row without a to city',
      { tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: 1 }] },
      'Invalid body: tblRoute.0.ToCity: Please select to city',
    ],
    ['an unknown activity', { activity: 99 }, 'activity: there is no activity 99.'],
    [
      'a date in words',
      { activityDate: 'yesterday' },
      'Invalid body: activityDate: must be a date as YYYY-MM-DD; activityDate: is not a real date',
    ],
  ])('refuses a modify with %s with 400', async (_name, extra, message) => {
    // Raw: most of these bodies are ones the contract's type forbids (no period, a stay of 2, a row
    // without a to city), which the server must refuse with the form's reason all the same.
    const day = plain[8] as TMyExpenseItem;
    const response = await t.app.inject({
      method: expenseModifySubmit.method,
      url: `/api${expenseModifySubmit.path}`,
      payload: { ...modifyBody(day, [row(1, 'Pune', 'Pune')]), ...extra },
      headers: bearer(asha.token),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses unknown cities, a date outside the month and repeated row numbers with 400', async () => {
    const day = plain[8] as TMyExpenseItem;
    const unknownCity = { ...row(1, 'Pune', 'Pune'), ToCity: 999_999 };
    expect(
      await refused(t.app, asha, expenseModifySubmit, 400, { body: modifyBody(day, [unknownCity]) }),
    ).toBe('tblRoute.0.ToCity: there is no city 999999.');
    const inHindi = { body: modifyBody(day, [unknownCity]), headers: { 'accept-language': 'hi' } };
    expect(await refused(t.app, asha, expenseModifySubmit, 400, inHindi)).toBe(
      'tblRoute.0.ToCity: 999999 नाम का कोई शहर नहीं है।',
    );
    const outside = modifyBody(day, [row(1, 'Pune', 'Pune')], { activityDate: '2001-01-01' });
    expect(await refused(t.app, asha, expenseModifySubmit, 400, { body: outside })).toBe(
      `activityDate: 2001-01-01 is not a day of expense ${day.expenseId}.`,
    );
    const twice = modifyBody(day, [row(1, 'Pune', 'Pune'), row(1, 'Pune', 'Pune')]);
    expect(await refused(t.app, asha, expenseModifySubmit, 400, { body: twice })).toBe(
      'tblRoute: each row needs its own Slno.',
    );
  });

  it('refuses holidays and a submitted month with 409', async () => {
    const holiday = days.find((day) => day.isHoliday === 1) as TMyExpenseItem;
    expect(
      await refused(t.app, asha, expenseModifySubmit, 409, {
        body: modifyBody(holiday, [row(1, 'Pune', 'Pune')]),
      }),
    ).toBe(EXPENSE_TEXTS.holiday);
    const submitted = (await monthDays(asha, lastMonth)).find((day) => day.isHoliday === 0) as TMyExpenseItem;
    expect(
      await refused(t.app, asha, expenseModifySubmit, 409, {
        body: modifyBody(submitted, [row(1, 'Pune', 'Pune')]),
      }),
    ).toBe(monthClosed('Submitted'));
  });

  it('answers a replayed modify with its stored answer', async () => {
    const day = plain[9] as TMyExpenseItem;
    const key = randomUUID();
    const body = modifyBody(day, [row(1, 'Pune', 'Pimpri-Chinchwad'), row(2, 'Pimpri-Chinchwad', 'Pune')]);
    const first = await send(t.app, asha, expenseModifySubmit, { body, idempotencyKey: key });
    const replay = await send(t.app, asha, expenseModifySubmit, { body, idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
  });

  it('totals a day with its bills, sends sundries to the month, and returns a deleted attachment to the unreported list', async () => {
    const day = plain[10] as TMyExpenseItem;
    const food = await uploadBill(asha, {
      fare: '180.50',
      ExpenseType: 'Food',
      InvoiceDate: day.activityDate,
    });
    const courier = await uploadBill(asha, {
      fare: '90',
      ExpenseType: 'Courier',
      expenseOrSundry: 'S',
      InvoiceDate: day.activityDate,
    });
    const before = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, ...open },
    });
    expect((await attach(day, food)).status).toBe(200);
    expect((await attach(day, courier)).status).toBe(200);

    expect((await ok(t.app, asha, expenseDayWiseTotal, { query: dayQuery(asha, day) })).totalFare).toEqual({
      fare: 0,
      allowance: 250,
      bills: 180.5,
      sundry: 90,
      total: 430.5,
    });
    const after = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, ...open },
    });
    expect(after.sundryTotal).toBeCloseTo(before.sundryTotal + 90, 2);
    expect(after.monthTotal).toBeCloseTo(before.monthTotal + 270.5, 2);

    const { expenseAttachmentList: list } = await ok(t.app, asha, expenseGetAllAttachmentForDaywise, {
      query: { ...dayQuery(asha, day), expenseDetailId: day.expenseDetailId },
    });
    expect(list).toEqual([
      expect.objectContaining({
        unReportExpenseId: food,
        expenseType: 'Food',
        fare: 180.5,
        expenseOrSundry: 'E',
      }),
      expect.objectContaining({
        unReportExpenseId: courier,
        expenseType: 'Courier',
        fare: 90,
        expenseOrSundry: 'S',
      }),
    ]);
    expect(list[0]?.imageBase64).toMatch(/^data:image\/jpeg;base64,/);

    const foodAttachment = list[0]?.expenseAttachmentId as number;
    const deleteQuery = {
      ...dayQuery(asha, day),
      expenseDetailId: day.expenseDetailId,
      expenseAttachmentId: foodAttachment,
      expenseOrSundry: 'E' as const,
    };
    const other = plain[11] as TMyExpenseItem;
    expect(
      await refused(t.app, asha, expenseDeleteAttachment, 400, {
        query: { ...deleteQuery, ...dayQuery(asha, other), expenseDetailId: other.expenseDetailId },
      }),
    ).toBe(`expenseAttachmentId: attachment ${foodAttachment} is not on ${other.activityDate}.`);
    expect(await ok(t.app, asha, expenseDeleteAttachment, { query: deleteQuery })).toEqual({
      message: EXPENSE_TEXTS.attachmentDeleted,
      unReportExpenseId: food,
    });
    expect(await unreportedIds(asha)).toContain(food);
    expect((await ok(t.app, asha, expenseDayWiseTotal, { query: dayQuery(asha, day) })).totalFare.total).toBe(
      250,
    );
    expect(await refused(t.app, asha, expenseDeleteAttachment, 404, { query: deleteQuery })).toBe(
      'There is no such attachment.',
    );
  });

  it('saves a day whose total is the server’s and refuses a stale one with 409', async () => {
    const day = plain[11] as TMyExpenseItem;
    const body = { employeeId: asha.employeeId, expenseId: day.expenseId, activityDate: day.activityDate };
    expect(await ok(t.app, asha, expenseUpdateDateWiseSubmit, { body: { ...body, total: 250 } })).toEqual({
      message: 'Expense Updated Successfully',
      total: 250,
    });
    expect(
      await refused(t.app, asha, expenseUpdateDateWiseSubmit, 409, { body: { ...body, total: 300 } }),
    ).toBe(EXPENSE_TEXTS.stale);
    expect(
      await refused(t.app, asha, expenseUpdateDateWiseSubmit, 400, { body: { ...body, total: -1 } }),
    ).toBe('Invalid body: total: must be 0 or more');
  });

  it("refuses rahul's months, days and attachments to asha with 403, changing nothing", async () => {
    const rahulsDay = (await monthDays(rahul, open)).find(
      (day) => day.isHoliday === 0 && day.isModifyRoute === 0,
    ) as TMyExpenseItem;
    const ashasDay = plain[12] as TMyExpenseItem;
    const bill = await uploadBill(rahul, { fare: '1', InvoiceDate: rahulsDay.activityDate });
    const attached = await send(t.app, rahul, expenseAttachUnreported, {
      body: {
        activityDate: rahulsDay.activityDate,
        expenseDetailId: rahulsDay.expenseDetailId,
        expenseId: rahulsDay.expenseId,
        employeeId: rahul.employeeId,
        expenseType: 'Travel',
        fare: 1,
        unReportExpenseId: bill,
        travelMode: 0,
        expenseOrSundry: 'E',
      },
    });
    expect(attached.status, attached.text).toBe(200);
    const { expenseAttachmentId: attachmentId } = expenseAttachUnreported.response.parse(attached.json);

    const foreignDay = { ...dayQuery(asha, rahulsDay) };
    const mixedDay = { ...dayQuery(asha, ashasDay), expenseDetailId: rahulsDay.expenseDetailId };
    const attempts: Request[] = [
      request(expenseUpdateDayWise, { query: foreignDay }),
      request(expenseDayWiseTotal, { query: foreignDay }),
      request(expenseModifyFromCity, { query: foreignDay }),
      request(expenseGetAllAttachmentForDaywise, {
        query: { ...foreignDay, expenseDetailId: rahulsDay.expenseDetailId },
      }),
      request(expenseGetAllAttachmentForDaywise, { query: mixedDay }),
      request(expenseModifySubmit, { body: modifyBody(rahulsDay, [row(1, 'Nashik', 'Nashik')]) }),
      request(expenseUpdateDateWiseSubmit, { body: { ...foreignDay, total: rahulsDay.total } }),
      request(expenseDeleteAttachment, {
        query: {
          ...foreignDay,
          expenseDetailId: rahulsDay.expenseDetailId,
          expenseAttachmentId: attachmentId,
        },
      }),
      request(expenseDeleteAttachment, {
        query: {
          ...mixedDay,
          expenseDetailId: ashasDay.expenseDetailId,
          expenseAttachmentId: attachmentId,
        },
      }),
      request(expenseDetailsRefresh, {
        query: {
          empcode: rahul.employeeId,
          CompanyId: asha.companyId,
          Mth: monthOf(today).month,
          Yr: monthOf(today).year,
          Activityday: 1,
        },
      }),
      request(expenseFinalSubmit, { body: { employeeId: rahul.employeeId, companyId: rahul.companyId } }),
      request(getMyExpense, { query: { employeeId: rahul.employeeId, companyId: rahul.companyId, ...open } }),
    ];
    for (const { call, input } of attempts) {
      expect(await refused(t.app, asha, call, 403, input), call.path).toMatch(/^You may not see or change/);
    }
    expect(
      await refused(t.app, asha, expenseUpdateDayWise, 404, {
        query: { ...foreignDay, expenseId: 99_999_999 },
      }),
    ).toBe('There is no such expense month.');
    const after = (await monthDays(rahul, open)).find(
      (day) => day.expenseDetailId === rahulsDay.expenseDetailId,
    );
    expect(after?.total).toBeCloseTo(rahulsDay.total + 1, 2);
    expect(after?.isModifyRoute).toBe(rahulsDay.isModifyRoute);
    expect(await unreportedIds(rahul)).not.toContain(bill);
  });

  it('refreshes a day from the chart as it is now, and refuses one the chart no longer covers', async () => {
    const day = plain[13] as TMyExpenseItem;
    await modify(day, [row(1, 'Pune', 'Lonavala'), row(2, 'Lonavala', 'Pune')]);
    const [activityYear, activityMonth, activityDay] = day.activityDate.split('-').map(Number);
    const refresh = {
      query: {
        empcode: asha.employeeId,
        CompanyId: asha.companyId,
        Mth: activityMonth,
        Yr: activityYear,
        Activityday: activityDay,
      },
    };
    // Pune to Lonavala approved again by car (₹8/km): 65 km is ₹520 each way.
    await t.db.query(
      `insert into stpfc_detail (stpfc_id, company_id, from_territory_id, to_territory_id, from_city_id, to_city_id,
                                 category_id, transport_id, one_way_distance_km, two_way_distance_km,
                                 one_way_fare_paise, two_way_fare_paise, allowance_paise, total_paise, effective_date,
                                 sequence_no, status)
       select stpfc_id, company_id, from_territory_id, to_territory_id, from_city_id, to_city_id, category_id, 4,
              one_way_distance_km, two_way_distance_km, 52000, 104000, allowance_paise, allowance_paise + 104000,
              effective_date, 100, 'A'
         from stpfc_detail where from_city_id = $1 and to_city_id = $2 and status = 'A'`,
      [cities.get('Pune'), cities.get('Lonavala')],
    );
    const refreshed = await ok(t.app, asha, expenseDetailsRefresh, refresh);
    expect(refreshed.message).toBe(EXPENSE_TEXTS.refreshed);
    expect(refreshed.getMyExpenseList[0]).toMatchObject({ modeOfTransport: 'Car', fare: 1040, total: 1790 });

    // A plain day is its HQ journey: still ₹250.
    const [y, m, d] = (plain[14] as TMyExpenseItem).activityDate.split('-').map(Number);
    const plainRefresh = { query: { ...refresh.query, Yr: y, Mth: m, Activityday: d } };
    expect((await ok(t.app, asha, expenseDetailsRefresh, plainRefresh)).getMyExpenseList[0]).toMatchObject({
      fare: 0,
      total: 250,
    });

    await t.db.query(`update stpfc_detail set status = 'R', reason = 'Use the train' where to_city_id = $1`, [
      cities.get('Lonavala'),
    ]);
    expect(await refused(t.app, asha, expenseDetailsRefresh, 409, refresh)).toBe(
      noApprovedJourney('Pune', 'Lonavala'),
    );
    expect((await readDay(day)).getMyExpenseList[0]).toMatchObject({ fare: 1040, total: 1790 });
    expect(
      await refused(t.app, asha, expenseDetailsRefresh, 400, {
        query: { ...refresh.query, Mth: 2, Activityday: 30 },
      }),
    ).toMatch(/^Activityday: month 2 of \d+ has no day 30\.$/);
  });

  it('refuses a final submit while a working day has no activity, or of a month without lines', async () => {
    const day = plain[15] as TMyExpenseItem;
    await t.db.query('update expense_detail set activity_type_id = null where id = $1', [
      day.expenseDetailId,
    ]);
    const body = { employeeId: asha.employeeId, companyId: asha.companyId, ...open };
    expect(await refused(t.app, asha, expenseFinalSubmit, 409, { body })).toBe(
      missingActivity(day.activityDate),
    );
    // Issue 39: in Marathi when the request asks for it, the date's month in Marathi too.
    const [year, month, date] = day.activityDate.split('-').map(Number) as [number, number, number];
    const shortMonth = CALENDAR_MR[`short${month}` as keyof typeof CALENDAR_MR];
    expect(
      await refused(t.app, asha, expenseFinalSubmit, 409, { body, headers: { 'accept-language': 'mr' } }),
    ).toBe(EXPENSES_MR.missingActivity.replace('{day} {shortMonth} {year}', `${date} ${shortMonth} ${year}`));
    await t.db.query('update expense_detail set activity_type_id = 1 where id = $1', [day.expenseDetailId]);
    expect(
      await refused(t.app, asha, expenseFinalSubmit, 409, { body: { ...body, year: 2001, month: 1 } }),
    ).toBe(EXPENSE_TEXTS.noLines);
    expect(
      await refused(t.app, asha, expenseFinalSubmit, 400, { body: { ...body, month: undefined } }),
    ).toMatch(/month and year go together/);
  });

  it('submits the month: Submitted, every day locked, vikram notified', async () => {
    const body = { employeeId: asha.employeeId, companyId: asha.companyId, ...open };
    expect(await ok(t.app, asha, expenseFinalSubmit, { body })).toEqual({
      fileRecord: { message: EXPENSE_TEXTS.submitted, status: 'Submitted' },
    });
    const after = await monthDays(asha, open);
    expect(after.every((day) => day.status === 'Submitted' && day.expenseModifyEnable === 0)).toBe(true);

    const { notificationMessage: notes } = await ok(t.app, vikram, getNotification, {
      query: { employeeId: vikram.employeeId },
    });
    const monthName = new Date(Date.UTC(open.year, open.month - 1, 1)).toLocaleString('en', {
      month: 'long',
      timeZone: 'UTC',
    });
    expect(notes.map((note) => note.notificationMessage)).toContain(
      `Asha Kulkarni submitted the expense claim for ${monthName} ${open.year} for approval.`,
    );

    const day = plain[16] as TMyExpenseItem;
    const closed = monthClosed('Submitted');
    const withBill = plain[10] as TMyExpenseItem;
    const [billOnDay] = (
      await ok(t.app, asha, expenseGetAllAttachmentForDaywise, {
        query: { ...dayQuery(asha, withBill), expenseDetailId: withBill.expenseDetailId },
      })
    ).expenseAttachmentList;
    if (!billOnDay) throw new Error(`${withBill.activityDate} keeps the bill attached earlier`);
    const attachment = billOnDay.expenseAttachmentId;
    const [y, m, d] = day.activityDate.split('-').map(Number);
    for (const { call, input } of [
      request(expenseModifySubmit, { body: modifyBody(day, [row(1, 'Pune', 'Pune')]) }),
      request(expenseUpdateDateWiseSubmit, { body: { ...dayQuery(asha, day), total: 250 } }),
      request(expenseDeleteAttachment, {
        query: {
          ...dayQuery(asha, withBill),
          expenseDetailId: withBill.expenseDetailId,
          expenseAttachmentId: attachment,
        },
      }),
      request(expenseDetailsRefresh, {
        query: { empcode: asha.employeeId, CompanyId: asha.companyId, Yr: y, Mth: m, Activityday: d },
      }),
      request(expenseFinalSubmit, { body }),
    ]) {
      expect(await refused(t.app, asha, call, 409, input), call.path).toBe(closed);
    }
    const bill = await uploadBill(asha, { InvoiceDate: day.activityDate });
    expect((await attach(day, bill)).status).toBe(409);
  });

  it('submits the earliest open month when none is named, until none is left', async () => {
    const openMonths = () =>
      t.db.query<{ year: number; month: number }>(
        `select year, month from expense where employee_id = $1 and status = 'Unsubmitted' order by year, month`,
        [asha.employeeId],
      );
    const body = { employeeId: asha.employeeId, companyId: asha.companyId };
    // A month opens for final submit on its last day (DESIGN.md section 8): the current one waits.
    const today = businessDate();
    const waiting = (await openMonths()).filter((month) => finalSubmitFrom(month) <= today);
    expect(waiting.length).toBeGreaterThan(0);
    for (const month of waiting) {
      expect(await ok(t.app, asha, expenseFinalSubmit, { body })).toEqual({
        fileRecord: { message: EXPENSE_TEXTS.submitted, status: 'Submitted' },
      });
      expect((await openMonths())[0]).not.toEqual(month);
      expect((await monthDays(asha, month))[0]?.status).toBe('Submitted');
    }
    const [notYet] = await openMonths();
    expect(await refused(t.app, asha, expenseFinalSubmit, 409, { body })).toBe(
      notYet ? submitNotYetOpen(notYet) : EXPENSE_TEXTS.nothingToSubmit,
    );
  });
});
