// The daily call report (issue 27): whose calls they are, when they may change, that they price
// nothing, exactly-once saving, and the approver's flags on hand-made days.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import CALLS_HI from '../../../src/contract/call-texts.hi';
import {
  CALL_FLAGS,
  CALL_TEXTS,
  dcrCallDelete,
  dcrCallSave,
  getDcrCalls,
  getDcrCustomers,
  type TDcrCallSaveRequest,
} from '../../../src/contract/calls';
import { GetExpenseApprovalPopup, GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import { getMyExpense } from '../../../src/contract/expenses';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

/** Degrees of latitude for a distance north, in metres. */
const north = (metres: number) => metres / 111_320;

describe.each(DATABASE_KINDS)('daily call report on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const vikram = t.signIn('vikram');
  const today = businessDate();

  const customers = async (who = asha, search?: string) =>
    (
      await ok(t.app, who, getDcrCustomers, {
        query: { employeeId: who.employeeId, companyId: who.companyId, ...(search ? { search } : {}) },
      })
    ).customers;
  const dayCalls = async (date = today, who = asha) =>
    ok(t.app, who, getDcrCalls, { query: { employeeId: who.employeeId, companyId: who.companyId, date } });
  const callBody = async (fields: Partial<TDcrCallSaveRequest> = {}): Promise<TDcrCallSaveRequest> => {
    const [first] = await customers();
    return {
      employeeId: asha.employeeId,
      companyId: asha.companyId,
      date: today,
      time: '10:15',
      customerId: first?.customerId,
      ...fields,
    };
  };

  it("lists the territory's doctors and chemists by name, each with its city, and searches them", async () => {
    const all = await customers();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((customer) => customer.customerType))).toEqual(new Set(['Doctor', 'Chemist']));
    expect(
      all.every((customer) =>
        ['Pune', 'Pimpri-Chinchwad', 'Talegaon', 'Lonavala'].includes(customer.cityName),
      ),
    ).toBe(true);
    expect((await customers(asha, 'meena')).map((customer) => customer.name)).toEqual([
      'Dr. Meena Patil Clinic',
    ]);
    // The city too (issue 40): 'lonavala' lists Lonavala's doctors and chemists.
    const lonavala = await customers(asha, 'lonavala');
    expect(lonavala.map((customer) => customer.name)).toContain('Dr. Prakash Shinde');
    expect(lonavala.every((customer) => customer.cityName === 'Lonavala')).toBe(true);
    expect((await customers(rahul)).some((customer) => customer.cityName === 'Pune')).toBe(false);
  });

  it('saves a call with its location once, whatever the number of replays, and shows it on its day', async () => {
    const before = (await dayCalls()).calls.length;
    const key = randomUUID();
    const body = await callBody({ time: '09:05', latitude: 18.53, longitude: 73.86, accuracy: 35 });
    const first = await send(t.app, asha, dcrCallSave, { body, idempotencyKey: key });
    const again = await send(t.app, asha, dcrCallSave, { body, idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const day = await dayCalls();
    expect(day.isOpen).toBe(true);
    expect(day.calls.length).toBe(before + 1);
    const saved = day.calls.find((call) => call.callId === (first.json as { callId: number }).callId);
    expect(saved).toMatchObject({ time: '09:05', hasLocation: true, date: today });
  });

  it('adds a new customer met in the field to the list, unconfirmed, and refuses a city outside the territory', async () => {
    const cities = (
      await ok(t.app, asha, getDcrCustomers, {
        query: { employeeId: asha.employeeId, companyId: asha.companyId },
      })
    ).cities;
    const lonavala = cities.find((city) => city.cityName === 'Lonavala');
    const body = await callBody({
      customerId: undefined,
      newCustomerName: 'Dr. Farida Shaikh',
      newCustomerType: 'Doctor',
      newCustomerCityId: lonavala?.cityId,
    });
    await ok(t.app, asha, dcrCallSave, { body });
    const added = (await customers(asha, 'farida'))[0];
    expect(added).toMatchObject({ name: 'Dr. Farida Shaikh', cityName: 'Lonavala', isConfirmed: false });
    // The same name again (another phone, offline) lands on the same customer, not a second one.
    await ok(t.app, asha, dcrCallSave, { body: { ...body, newCustomerName: 'dr. farida shaikh' } });
    expect(await customers(asha, 'farida')).toHaveLength(1);

    const [nashik] = await t.db.query<{ id: number }>("select id from city where name = 'Nashik'");
    const reason = await refused(t.app, asha, dcrCallSave, 400, {
      body: { ...body, newCustomerCityId: nashik?.id },
    });
    expect(reason).toContain('not in your territory');
  });

  it("is the caller's own: another employee's ids, calls or another company's customer are 403", async () => {
    const body = await callBody();
    await refused(t.app, asha, dcrCallSave, 403, { body: { ...body, employeeId: rahul.employeeId } });
    await refused(t.app, asha, dcrCallSave, 403, { body: { ...body, companyId: 999_999 } });
    await refused(t.app, asha, getDcrCalls, 403, {
      query: { employeeId: rahul.employeeId, companyId: asha.companyId, date: today },
    });
    const { callId } = await ok(t.app, asha, dcrCallSave, { body });
    await refused(t.app, rahul, dcrCallSave, 403, {
      body: { ...body, employeeId: rahul.employeeId, companyId: rahul.companyId, callId },
    });
    await refused(t.app, rahul, dcrCallDelete, 403, {
      query: { employeeId: rahul.employeeId, companyId: rahul.companyId, callId },
    });
    expect((await dayCalls()).calls.some((call) => call.callId === callId)).toBe(true);

    const [apex] = await t.db.query<{ id: number }>(
      `insert into customer (company_id, territory_id, city_id, name, customer_type)
       select company_id, territory_id, id, 'Dr. Apex', 'Doctor' from city where name = 'Mysuru' returning id`,
    );
    await refused(t.app, asha, dcrCallSave, 403, { body: { ...body, customerId: apex?.id } });
    const [nashikDoctor] = await customers(rahul);
    expect(
      await refused(t.app, asha, dcrCallSave, 400, {
        body: { ...body, customerId: nashikDoctor?.customerId },
      }),
    ).toBe(CALL_TEXTS.noSuchCustomer);
  });

  it('changes and deletes a call while its month is open, and refuses every change once it is submitted', async () => {
    const { callId } = await ok(t.app, asha, dcrCallSave, { body: await callBody({ time: '11:00' }) });
    await ok(t.app, asha, dcrCallSave, { body: await callBody({ callId, time: '11:45' }) });
    expect((await dayCalls()).calls.find((call) => call.callId === callId)?.time).toBe('11:45');
    await ok(t.app, asha, dcrCallDelete, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, callId },
    });
    expect((await dayCalls()).calls.some((call) => call.callId === callId)).toBe(false);

    // Asha's last month was submitted (DESIGN.md section 6): its days are closed to calls.
    const lastMonth = monthOf(today, -1);
    const submittedDay = `${lastMonth.year}-${String(lastMonth.month).padStart(2, '0')}-10`;
    expect((await dayCalls(submittedDay)).isOpen).toBe(false);
    expect(
      await refused(t.app, asha, dcrCallSave, 409, { body: await callBody({ date: submittedDay }) }),
    ).toBe(CALL_TEXTS.locked);
    const [old] = await t.db.query<{ id: number }>(
      'select id from call_report where employee_id = $1 and call_date = $2 limit 1',
      [asha.employeeId, submittedDay],
    );
    expect(old).toBeDefined();
    await refused(t.app, asha, dcrCallDelete, 409, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, callId: old?.id as number },
    });
    expect(
      await refused(t.app, asha, dcrCallSave, 400, { body: await callBody({ date: addDays(today, 1) }) }),
    ).toBe(CALL_TEXTS.futureDay);
    // Issue 39: in the language the request names.
    const inHindi = {
      body: await callBody({ date: addDays(today, 1) }),
      headers: { 'accept-language': 'hi' },
    };
    expect(await refused(t.app, asha, dcrCallSave, 400, inHindi)).toBe(CALLS_HI.futureDay);
  });

  it('answers bad input with 400 and a reason, never 500', async () => {
    const body = await callBody();
    for (const bad of [
      { ...body, time: '25:00' },
      { ...body, customerId: undefined },
      { ...body, latitude: 18.5 },
      { ...body, latitude: 91, longitude: 73, accuracy: 10 },
      { ...body, newCustomerName: 'Dr. Both', newCustomerType: 'Doctor', newCustomerCityId: 1 },
      { ...body, date: '2026-02-30' },
    ]) {
      const answer = await send(t.app, asha, dcrCallSave, { body: bad as TDcrCallSaveRequest });
      expect({ status: answer.status, hasReason: /\w/.test(answer.text) }).toEqual({
        status: 400,
        hasReason: true,
      });
    }
  });

  it('prices nothing: the month totals are the same with calls as without', async () => {
    const { year, month } = monthOf(today);
    const query = { employeeId: asha.employeeId, companyId: asha.companyId, year, month };
    const before = await ok(t.app, asha, getMyExpense, { query });
    for (const time of ['14:00', '15:00', '16:00'])
      await ok(t.app, asha, dcrCallSave, { body: await callBody({ time }) });
    const after = await ok(t.app, asha, getMyExpense, { query });
    expect(after.monthTotal).toBe(before.monthTotal);
    expect(after.getMyExpenseList).toEqual(before.getMyExpenseList);
  });

  it("flags the approver's day rows: no calls, a call 12 km out (100 m accuracy) but not 3 km out, and a city off the route", async () => {
    const [claim] = await t.db.query<{ id: number }>(
      "select id from expense where employee_id = $1 and status = 'Submitted'",
      [asha.employeeId],
    );
    const expenseId = claim?.id as number;
    const days = await t.db.query<{ date: string; cityId: number }>(
      `select d.activity_date as date, d.from_city_id as "cityId" from expense_detail d
        where d.expense_id = $1 and not d.is_holiday and d.activity = 'Field Work' and d.from_city_id = d.to_city_id
        order by d.activity_date limit 4`,
      [expenseId],
    );
    expect(days).toHaveLength(4);
    const [quiet, far, near, offRoute] = days as [
      (typeof days)[0],
      (typeof days)[0],
      (typeof days)[0],
      (typeof days)[0],
    ];
    await t.db.query('delete from call_report where employee_id = $1 and call_date = any($2::date[])', [
      asha.employeeId,
      days.map((day) => day.date),
    ]);
    const place = async (date: string, cityId: number, metresNorth: number | null, accuracy = 100) => {
      const [customer] = await t.db.query<{ id: number; latitude: number; longitude: number }>(
        `insert into customer (company_id, territory_id, city_id, name, customer_type)
         select company_id, territory_id, id, $2, 'Doctor' from city where id = $1
         returning id, (select latitude from city where id = $1) as latitude, (select longitude from city where id = $1) as longitude`,
        [cityId, `Dr. Test ${date} ${metresNorth}`],
      );
      await t.db.query(
        `insert into call_report (employee_id, customer_id, city_id, call_date, call_time, latitude, longitude, accuracy_m)
         values ($1, $2, $3, $4, '10:30', $5, $6, $7)`,
        [
          asha.employeeId,
          customer?.id,
          cityId,
          date,
          metresNorth === null ? null : (customer?.latitude as number) + north(metresNorth),
          metresNorth === null ? null : customer?.longitude,
          metresNorth === null ? null : accuracy,
        ],
      );
    };
    await place(far.date, far.cityId, 12_000);
    await place(near.date, near.cityId, 3_000);
    const [lonavala] = await t.db.query<{ id: number }>("select id from city where name = 'Lonavala'");
    const offCity =
      far.cityId === lonavala?.id
        ? (await t.db.query<{ id: number }>("select id from city where name = 'Talegaon'"))[0]?.id
        : lonavala?.id;
    await place(offRoute.date, offCity as number, null);

    const view = await ok(t.app, vikram, GetExpenseViewAllDetails, { query: { Expense_ID: expenseId } });
    const flagsOn = (date: string) => view.expenseDetails.find((day) => day.date === date);
    expect(flagsOn(quiet.date)).toMatchObject({ calls: 0, flags: [CALL_FLAGS.noCalls] });
    expect(flagsOn(far.date)).toMatchObject({ calls: 1, flags: [CALL_FLAGS.awayFromCity] });
    expect(flagsOn(near.date)).toMatchObject({ calls: 1, flags: [] });
    expect(flagsOn(offRoute.date)).toMatchObject({ calls: 1, flags: [CALL_FLAGS.outsideRoute] });

    const popup = async (date: string) =>
      (
        await ok(t.app, vikram, GetExpenseApprovalPopup, {
          query: { Emp_id: asha.employeeId, ActivityDate: date },
        })
      ).fieldWorkList;
    expect(await popup(far.date)).toEqual([
      expect.objectContaining({
        companyType: 'Doctor',
        noOfDoc: 1,
        noOfChem: 0,
        callTime: '10:30',
        hasLocation: true,
        isAwayFromCity: true,
      }),
    ]);
    expect(await popup(near.date)).toEqual([
      expect.objectContaining({ hasLocation: true, isAwayFromCity: false }),
    ]);
    expect(await popup(offRoute.date)).toEqual([
      expect.objectContaining({ hasLocation: false, isAwayFromCity: false }),
    ]);
    expect(await popup(quiet.date)).toEqual([]);
  });
});
