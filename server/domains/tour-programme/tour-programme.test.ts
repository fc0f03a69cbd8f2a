// The tour programme (issue 42): whose plan it is, which days may change and when, the submit and the
// manager's decision, exactly-once drafting, and the approver's 'Not as planned' flag on a claim.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDcrCalls } from '../../../src/contract/calls';
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import { GetExpenseViewAllDetails } from '../../../src/contract/expense-approvals';
import {
  getTourProgramme,
  getTpApprovalList,
  getTpApprovalView,
  type TTpDaySaveRequest,
  tpApprovalSubmit,
  tpChangeDecide,
  tpChangeRequest,
  tpCopyLastMonth,
  tpDaySave,
  tpSubmit,
} from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { addDays, businessDate, formatListDate, monthOf, shiftMonth } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';
import { createMonth } from '../expenses/months';
import { startFromPlan } from '../expenses/planned-days';
import { listMonthDays } from '../expenses/queries';
import { submitMonth } from './plan';

const en = renderText;

describe.each(DATABASE_KINDS)('tour programme on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const sanjay = t.signIn('sanjay');
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const arjun = t.signIn('arjun');
  const today = businessDate();
  const next = monthOf(today, 1);

  const monthOfPlan = (who: SignedIn, month = next) =>
    ok(t.app, who, getTourProgramme, {
      query: { employeeId: who.employeeId, companyId: who.companyId, ...month },
    });
  const own = (who: SignedIn) => ({ employeeId: who.employeeId, companyId: who.companyId });
  const saveDay = (who: SignedIn, body: Omit<TTpDaySaveRequest, 'employeeId' | 'companyId'>, key?: string) =>
    send(t.app, who, tpDaySave, { body: { ...own(who), ...body }, ...(key ? { idempotencyKey: key } : {}) });
  const refusedDay = async (who: SignedIn, body: Omit<TTpDaySaveRequest, 'employeeId' | 'companyId'>) => {
    const answer = await saveDay(who, body);
    return { status: answer.status, message: (answer.json as { message: string }).message };
  };

  it("shows next month's days with Sundays and company holidays marked and not plannable", async () => {
    const plan = await monthOfPlan(sanjay);
    expect(plan.status).toBe('D');
    expect(plan.cutoffDate).toBe(`${today.slice(0, 7)}-25`);
    const sunday = plan.days.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 0);
    expect(sunday).toMatchObject({ isHoliday: true, holidayName: 'Sunday', canEdit: false });
    const working = plan.days.filter((day) => !day.isHoliday);
    expect(working.every((day) => day.workType === null && day.canEdit)).toBe(true);
    expect(plan.journeys.length).toBeGreaterThan(1);
    expect(plan.customers.length).toBeGreaterThan(0);
  });

  it('saves a day once whatever the number of replays, with its route, customers and joint work', async () => {
    const plan = await monthOfPlan(sanjay);
    const date = plan.days.find((day) => !day.isHoliday)?.date as string;
    const journey = plan.journeys.at(-1);
    const customerIds = plan.customers
      .slice(0, 2)
      .map((customer) => customer.customerId)
      .join(',');
    const key = randomUUID();
    const body = {
      date,
      workType: 'Field Work' as const,
      journeyId: journey?.journeyId,
      customerIds,
      isJointWork: 1,
    };
    const first = await saveDay(sanjay, body, key);
    const again = await saveDay(sanjay, body, key);
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const saved = (await monthOfPlan(sanjay)).days.find((day) => day.date === date);
    expect(saved).toMatchObject({ workType: 'Field Work', journey, isJointWork: true, status: 'D' });
    expect(saved?.customers.map((customer) => customer.customerId).join(',')).toBe(customerIds);

    await saveDay(sanjay, { date });
    expect((await monthOfPlan(sanjay)).days.find((day) => day.date === date)?.workType).toBeNull();
  });

  it('refuses bad days with 400 and a reason: past, too far ahead, a holiday, a route or customer not theirs', async () => {
    const plan = await monthOfPlan(sanjay);
    const date = plan.days.find((day) => !day.isHoliday)?.date as string;
    const sunday = plan.days.find((day) => day.holidayName === 'Sunday')?.date as string;
    const rahulsJourney = (await monthOfPlan(rahul)).journeys[0]?.journeyId;
    const ashasCustomer = (await monthOfPlan(asha)).customers[0]?.customerId;
    const journeyId = plan.journeys[0]?.journeyId;
    const yesterday = addDays(today, -1);
    const pastText =
      monthOf(yesterday).month === monthOf(today).month ? TP_TEXTS.pastDay : TP_TEXTS.pastMonth;

    expect(await refusedDay(sanjay, { date: yesterday, workType: 'Meeting' })).toEqual({
      status: 400,
      message: en(pastText, 'en'),
    });
    const farAhead = `${shiftMonth(next, 1).year}-${String(shiftMonth(next, 1).month).padStart(2, '0')}-10`;
    expect(await refusedDay(sanjay, { date: farAhead, workType: 'Meeting' })).toEqual({
      status: 400,
      message: en(TP_TEXTS.tooFarAhead, 'en'),
    });
    expect(await refusedDay(sanjay, { date: sunday, workType: 'Meeting' })).toEqual({
      status: 400,
      message: en(TP_TEXTS.holiday({ date: formatListDate(sunday) }), 'en'),
    });
    expect(await refusedDay(sanjay, { date, workType: 'Field Work', journeyId: rahulsJourney })).toEqual({
      status: 400,
      message: en(TP_TEXTS.journeyNotApproved, 'en'),
    });
    expect(await refusedDay(sanjay, { date, workType: 'Field Work' })).toEqual({
      status: 400,
      message: en(TP_TEXTS.fieldWorkRoute, 'en'),
    });
    expect(await refusedDay(sanjay, { date, workType: 'Meeting', journeyId })).toEqual({
      status: 400,
      message: en(TP_TEXTS.onlyFieldWork, 'en'),
    });
    expect(
      await refusedDay(sanjay, {
        date,
        workType: 'Field Work',
        journeyId,
        customerIds: String(ashasCustomer),
      }),
    ).toEqual({
      status: 400,
      message: en(TP_TEXTS.customerNotInTerritory({ customerId: ashasCustomer as number }), 'en'),
    });
    expect((await refusedDay(sanjay, { date, workType: 'Holiday' as 'Meeting' })).status).toBe(400);
    expect((await monthOfPlan(sanjay)).days.find((day) => day.date === date)?.workType).toBeNull();
  });

  it('lets nobody but the employee read or write their plan, and nobody but their manager approve it', async () => {
    const query = { ...own(sanjay), ...next };
    await refused(t.app, asha, getTourProgramme, 403, { query });
    await refused(t.app, vikram, getTourProgramme, 403, { query });
    await refused(t.app, arjun, getTourProgramme, 403, { query: { ...query, employeeId: arjun.employeeId } });
    const date = (await monthOfPlan(sanjay)).days.find((day) => !day.isHoliday)?.date as string;
    await refused(t.app, asha, tpDaySave, 403, { body: { ...own(sanjay), date, workType: 'Meeting' } });

    const [plan] = await t.db.query<{ id: number }>(
      'select id from tour_plan where employee_id = $1 and year = $2 and month = $3',
      [rahul.employeeId, next.year, next.month],
    );
    const planId = plan?.id as number;
    expect((await ok(t.app, vikram, getTpApprovalView, { query: { planId } })).status).toBe('S');
    for (const who of [asha, rahul, meera, arjun])
      await refused(t.app, who, getTpApprovalView, 403, { query: { planId } });
    const decision = { planId, companyId: arjun.companyId, days: [{ date, status: 'A' as const }] };
    await refused(t.app, arjun, tpApprovalSubmit, 403, { body: decision });
    await refused(t.app, vikram, tpApprovalSubmit, 403, { body: decision });
  });

  it("lists the manager's team with each plan's status for the month", async () => {
    const { plans } = await ok(t.app, vikram, getTpApprovalList, {
      query: { employeeId: vikram.employeeId, ...next },
    });
    const statusOf = (who: SignedIn) => plans.find((plan) => plan.employeeId === who.employeeId)?.status;
    expect([statusOf(asha), statusOf(rahul), statusOf(sanjay)]).toEqual(['A', 'S', 'D']);
    const { plans: none } = await ok(t.app, asha, getTpApprovalList, {
      query: { employeeId: asha.employeeId, ...next },
    });
    expect(none).toEqual([]);
  });

  it('copies last month by weekday, submits, returns one rejected day, takes its change, approves and locks', async () => {
    const body = { ...own(sanjay), ...next };
    const empty = await refused(t.app, sanjay, tpSubmit, 409, { body });
    expect(empty).toContain('The plan cannot be submitted while working days are empty');

    const { copied } = await ok(t.app, sanjay, tpCopyLastMonth, { body, idempotencyKey: randomUUID() });
    const plan = await monthOfPlan(sanjay);
    const working = plan.days.filter((day) => !day.isHoliday);
    expect(copied).toBe(working.length);
    expect(working.every((day) => day.workType !== null)).toBe(true);
    // The n-th weekday of the month copies last month's n-th same weekday.
    const source = await monthOfPlan(sanjay, monthOf(today));
    const firstMonday = working.find((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() === 1);
    const sourceMonday = source.days.find(
      (day) => !day.isHoliday && new Date(`${day.date}T00:00:00Z`).getUTCDay() === 1,
    );
    expect(firstMonday?.workType).toBe(sourceMonday?.workType);

    const submitted = await ok(t.app, sanjay, tpSubmit, { body, idempotencyKey: randomUUID() });
    expect(submitted.status).toBe('S');
    expect(submitted.isLate).toBe(today > plan.cutoffDate);
    await refused(t.app, sanjay, tpSubmit, 409, { body });
    const [first, second] = working;
    expect(
      await refused(t.app, sanjay, tpDaySave, 409, {
        body: { ...own(sanjay), date: first?.date as string, workType: 'Office' },
      }),
    ).toBe(en(TP_TEXTS.waiting, 'en'));
    const [notice] = await t.db.query<{ message: string }>(
      'select message from notification where employee_id = $1 order by id desc limit 1',
      [vikram.employeeId],
    );
    expect(notice?.message).toContain('Sanjay Patil submitted the tour programme');

    const planId = plan.planId as number;
    const reject = {
      planId,
      companyId: vikram.companyId,
      days: [{ date: first?.date as string, status: 'R' as const }],
    };
    expect(await refused(t.app, vikram, tpApprovalSubmit, 400, { body: reject })).toBe(
      en(TP_TEXTS.reasonRequired, 'en'),
    );
    const returned = await ok(t.app, vikram, tpApprovalSubmit, {
      body: {
        ...reject,
        days: [{ date: first?.date as string, status: 'R', reason: 'Visit Karad on the first day' }],
      },
      idempotencyKey: randomUUID(),
    });
    expect(returned.status).toBe('R');
    const back = await monthOfPlan(sanjay);
    expect(back.days.find((day) => day.date === first?.date)).toMatchObject({
      status: 'R',
      reason: 'Visit Karad on the first day',
      canEdit: true,
    });
    expect(back.days.find((day) => day.date === second?.date)).toMatchObject({ status: 'A', canEdit: false });
    expect(
      await refused(t.app, sanjay, tpDaySave, 409, {
        body: { ...own(sanjay), date: second?.date as string, workType: 'Office' },
      }),
    ).toBe(en(TP_TEXTS.onlyRejectedDays, 'en'));
    expect((await saveDay(sanjay, { date: first?.date as string, workType: 'Training' })).status).toBe(200);
    await ok(t.app, sanjay, tpSubmit, { body });

    const approved = await ok(t.app, vikram, tpApprovalSubmit, {
      body: { planId, companyId: vikram.companyId, days: [{ date: first?.date as string, status: 'A' }] },
    });
    expect(approved.status).toBe('A');
    const locked = await monthOfPlan(sanjay);
    expect(locked.days.every((day) => day.status === 'A' || day.isHoliday)).toBe(true);
    expect(locked.days.find((day) => day.date === first?.date)?.workType).toBe('Training');
    expect(
      await refused(t.app, sanjay, tpDaySave, 409, {
        body: { ...own(sanjay), date: first?.date as string, workType: 'Office' },
      }),
    ).toBe(en(TP_TEXTS.locked, 'en'));
    // A decided plan waits for nobody: deciding it again is refused.
    await refused(t.app, vikram, tpApprovalSubmit, 409, {
      body: { planId, companyId: vikram.companyId, days: [{ date: first?.date as string, status: 'A' }] },
    });
  });

  it("starts a new month's claim from the approved plan: its activities, and its routes out and back", async () => {
    const plan = await monthOfPlan(sanjay);
    expect(plan.status).toBe('A');
    const away = plan.days.find(
      (day) => day.workType === 'Field Work' && day.journey && day.journey.fromCity !== day.journey.toCity,
    );
    const training = plan.days.find((day) => day.workType === 'Training');
    let days: Awaited<ReturnType<typeof listMonthDays>> = [];
    // The month has not begun, so nothing creates it yet: made here, in a transaction rolled back.
    await t.db
      .transaction(async (tx) => {
        // My Expense's read creates a month this way (expenses/routes.ts).
        const subject = { employeeId: sanjay.employeeId, companyId: sanjay.companyId, ...next };
        const month = await createMonth(tx, subject, startFromPlan);
        days = await listMonthDays(tx, month.id, today);
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    const dayOf = (date: string | undefined) => days.find((day) => day.activityDate === date);
    expect(dayOf(training?.date)).toMatchObject({ activity: 'Training', activityTypeId: 3 });
    expect(dayOf(away?.date)).toMatchObject({
      activity: 'Field Work',
      fromCity: away?.journey?.fromCity,
      toCity: away?.journey?.fromCity,
      isModified: true,
      category: away?.journey?.category,
    });
    expect(dayOf(away?.date)?.distance).toBeGreaterThan(0);
  });

  it("lists a day's planned customers on the call report, each met once a call on them is saved", async () => {
    const month = await monthOfPlan(rahul, monthOf(today, -1));
    const day = month.days.find((candidate) => candidate.customers.length > 0 && candidate.status === 'A');
    const date = day?.date as string;
    const report = await ok(t.app, rahul, getDcrCalls, { query: { ...own(rahul), date } });
    expect(report.planned.map((customer) => customer.customerId)).toEqual(
      day?.customers.map((customer) => customer.customerId),
    );
    const called = new Set(report.calls.map((call) => call.customerId));
    expect(report.planned.map((customer) => customer.isMet)).toEqual(
      report.planned.map((customer) => called.has(customer.customerId)),
    );
    // A day without an approved plan plans nobody.
    const unplanned = await ok(t.app, vikram, getDcrCalls, { query: { ...own(vikram), date } });
    expect(unplanned.planned).toEqual([]);
  });

  it("counts this month's planned calls met so far for My Activities, as the call report marks them", async () => {
    const plan = await monthOfPlan(rahul, monthOf(today));
    const days = plan.days.filter(
      (day) => day.status === 'A' && day.date <= today && day.customers.length > 0,
    );
    let met = 0;
    for (const day of days) {
      const report = await ok(t.app, rahul, getDcrCalls, { query: { ...own(rahul), date: day.date } });
      met += report.planned.filter((customer) => customer.isMet).length;
    }
    const home = await ok(t.app, rahul, getExpenseMainDashboard, {
      query: { EmployeeId: rahul.employeeId, CompanyId: rahul.companyId },
    });
    const planned = days.reduce((sum, day) => sum + day.customers.length, 0);
    expect(planned).toBeGreaterThan(0);
    expect(home.plannedCalls).toEqual({ planned, met });
    const managers = await ok(t.app, vikram, getExpenseMainDashboard, {
      query: { EmployeeId: vikram.employeeId, CompanyId: vikram.companyId },
    });
    expect(managers.plannedCalls).toEqual({ planned: 0, met: 0 });
  });

  it('refuses a plan for a month that has passed', async () => {
    const last = monthOf(today, -1);
    expect(await refused(t.app, asha, tpSubmit, 400, { body: { ...own(asha), ...last } })).toBe(
      en(TP_TEXTS.pastMonth, 'en'),
    );
    expect(await refused(t.app, asha, tpCopyLastMonth, 400, { body: { ...own(asha), ...last } })).toBe(
      en(TP_TEXTS.pastMonth, 'en'),
    );
  });

  it("marks a plan submitted after the company's cut-off late, and one before it on time", async () => {
    const caller = { employeeId: rahul.employeeId, companyId: rahul.companyId } as Parameters<
      typeof submitMonth
    >[1];
    const month = monthOf(today, 1);
    // rahul's next month waits already; back in draft, inside a transaction that is rolled back.
    const outcome = async (submitDay: string) => {
      let isLate: boolean | undefined;
      await t.db
        .transaction(async (tx) => {
          await tx.query(
            `update tour_plan set status = 'D', submitted_at = null where employee_id = $1 and year = $2 and month = $3`,
            [rahul.employeeId, month.year, month.month],
          );
          ({ isLate } = await submitMonth(tx, caller, { ...caller, ...month }, submitDay));
          throw new Error('roll back');
        })
        .catch((error: Error) => {
          if (error.message !== 'roll back') throw error;
        });
      return isLate;
    };
    const thisMonth = today.slice(0, 7);
    expect(await outcome(`${thisMonth}-25`)).toBe(false);
    expect(await outcome(`${thisMonth}-26`)).toBe(true);
  });

  it('changes a future day of an approved plan only by a request the manager decides', async () => {
    const before = await monthOfPlan(asha);
    expect(before.status).toBe('A');
    expect(before.hasChangeRequest).toBe(true);
    const [, , seeded, day] = before.days.filter((candidate) => !candidate.isHoliday);
    expect(seeded?.change).toMatchObject({ status: 'P', workType: 'Meeting' });
    const date = day?.date as string;
    const body = { ...own(asha), date, workType: 'Training' as const, reason: 'Product training at Pune' };

    expect(
      await refused(t.app, asha, tpDaySave, 409, { body: { ...own(asha), date, workType: 'Training' } }),
    ).toBe(en(TP_TEXTS.locked, 'en'));
    const key = randomUUID();
    const asked = await ok(t.app, asha, tpChangeRequest, { body, idempotencyKey: key });
    expect(await ok(t.app, asha, tpChangeRequest, { body, idempotencyKey: key })).toEqual(asked);
    expect(asked.day).toMatchObject({
      workType: day?.workType,
      change: { status: 'P', workType: 'Training' },
    });
    expect(asked.day.canRequestChange).toBe(false);
    expect(await refused(t.app, asha, tpChangeRequest, 409, { body })).toBe(en(TP_TEXTS.changeWaiting, 'en'));
    const rahulsDay = (await monthOfPlan(rahul)).days.find((candidate) => !candidate.isHoliday)
      ?.date as string;
    expect(
      await refused(t.app, rahul, tpChangeRequest, 409, {
        body: { ...own(rahul), date: rahulsDay, workType: 'Office', reason: 'x' },
      }),
    ).toBe(en(TP_TEXTS.changeNeedsApproval, 'en'));
    expect((await send(t.app, asha, tpChangeRequest, { body: { ...body, reason: ' ' } })).status).toBe(400);

    const changeId = asked.day.change?.changeId as number;
    const decision = { changeId, companyId: vikram.companyId };
    await refused(t.app, asha, tpChangeDecide, 403, { body: { ...decision, status: 'A' } });
    await refused(t.app, meera, tpChangeDecide, 403, { body: { ...decision, status: 'A' } });
    expect(await refused(t.app, vikram, tpChangeDecide, 400, { body: { ...decision, status: 'R' } })).toBe(
      en(TP_TEXTS.reasonRequired, 'en'),
    );
    await ok(t.app, vikram, tpChangeDecide, { body: { ...decision, status: 'A' } });
    const after = (await monthOfPlan(asha)).days.find((candidate) => candidate.date === date);
    expect(after).toMatchObject({
      workType: 'Training',
      status: 'A',
      change: { status: 'A' },
      canRequestChange: true,
    });
    await refused(t.app, vikram, tpChangeDecide, 409, {
      body: { ...decision, status: 'R', reason: 'Too late' },
    });

    const seededId = seeded?.change?.changeId as number;
    await ok(t.app, vikram, tpChangeDecide, {
      body: { changeId: seededId, companyId: vikram.companyId, status: 'R', reason: 'Keep the field day' },
    });
    const kept = (await monthOfPlan(asha)).days.find((candidate) => candidate.date === seeded?.date);
    expect(kept).toMatchObject({
      workType: seeded?.workType,
      change: { status: 'R', decisionReason: 'Keep the field day' },
    });
    expect((await monthOfPlan(asha)).hasChangeRequest).toBe(false);
  });

  it("flags the claimed day that differs from the approved plan as 'Not as planned', and only that one", async () => {
    const [claim] = await t.db.query<{ id: number }>(
      `select id from expense where employee_id = $1 and status = 'Submitted'`,
      [rahul.employeeId],
    );
    const view = await ok(t.app, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: claim?.id as number },
    });
    const flagged = view.expenseDetails.filter((day) => day.planFlags.length > 0);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.planFlags).toEqual([{ kind: 'plan', text: expect.any(String) }]);
    expect(flagged[0]?.planFlags[0]?.text).toMatch(/^Not as planned: the plan was Field Work, /);
    expect(view.expenseDetails.filter((day) => !day.isHoliday).every((day) => day.planned !== '')).toBe(true);

    const hindi = await send(t.app, vikram, GetExpenseViewAllDetails, {
      query: { Expense_ID: claim?.id as number },
      headers: { 'accept-language': 'hi' },
    });
    const days = (hindi.json as typeof view).expenseDetails;
    expect(days.flatMap((day) => day.planFlags)[0]?.text).toMatch(/^प्लान के अनुसार नहीं/);
  });
});
