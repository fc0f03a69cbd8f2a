// The company's tour programme cut-off in administration, and the reminder three days before it
// (issue 42): the administrator sets the day (1 to 28), the month's plan is due by it, and a field
// employee with no submitted plan for next month is reminded once, until the plan is submitted.
import { describe, expect, it } from 'vitest';
import { adminTpCutoff, adminTpCutoffSave } from '../../../src/contract/admin/company';
import { getNotification } from '../../../src/contract/notifications';
import { getTourProgramme, tpCopyLastMonth, tpSubmit } from '../../../src/contract/tour-programme';
import { TP_TEXTS } from '../../../src/contract/tour-programme-texts';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';
import { sendPlanReminders } from './reminder';

describe.each(DATABASE_KINDS)('tour programme cut-off and reminder on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const arjun = t.signIn('arjun');
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  const sanjay = t.signIn('sanjay');
  const vikram = t.signIn('vikram');
  const today = businessDate();
  const thisMonth = today.slice(0, 7);
  const next = monthOf(today, 1);
  const own = (who: SignedIn) => ({ employeeId: who.employeeId, companyId: who.companyId });

  const cutoffOf = async (who: SignedIn) =>
    (await ok(t.app, who, adminTpCutoff, { query: { companyId: who.companyId } })).cutoffDay;
  const notifications = async (who: SignedIn) =>
    (await ok(t.app, who, getNotification, { query: { employeeId: who.employeeId } })).notificationMessage;
  const reminders = async (who: SignedIn) =>
    (await notifications(who))
      .map((item) => item.notificationMessage)
      .filter((message) => message.includes('submit your tour programme'));

  it('lets the administrator set the cut-off day, and the plan is due by it', async () => {
    expect(await cutoffOf(priya)).toBe(25);
    const saved = await ok(t.app, priya, adminTpCutoffSave, {
      body: { companyId: priya.companyId, cutoffDay: 20 },
    });
    expect(saved).toEqual({
      cutoffDay: 20,
      message: renderText(TP_TEXTS.cutoffSaved({ day: 20 }), 'en'),
    });
    expect(saved.message).toBe('Tour programmes are due by day 20 of the month before.');
    const plan = await ok(t.app, sanjay, getTourProgramme, { query: { ...own(sanjay), ...next } });
    expect(plan.cutoffDate).toBe(`${thisMonth}-20`);

    for (const cutoffDay of [0, 29, 'x']) {
      const reason = await refused(t.app, priya, adminTpCutoffSave, 400, {
        body: { companyId: priya.companyId, cutoffDay },
      });
      expect(reason).toMatch(/cutoffDay/);
    }
    await refused(t.app, arjun, adminTpCutoffSave, 403, {
      body: { companyId: priya.companyId, cutoffDay: 10 },
    });
    await refused(t.app, asha, adminTpCutoffSave, 403, {
      body: { companyId: asha.companyId, cutoffDay: 10 },
    });
    await refused(t.app, arjun, adminTpCutoff, 403, { query: { companyId: priya.companyId } });
    expect(await cutoffOf(priya)).toBe(20);
    expect(await cutoffOf(arjun)).toBe(25);
    await ok(t.app, priya, adminTpCutoffSave, { body: { companyId: priya.companyId, cutoffDay: 25 } });
  });

  it('reminds a field employee with no submitted plan three days before the cut-off, once, until submitted', async () => {
    const expected = `Reminder: submit your tour programme for ${monthName(next.month)} ${next.year} by 25 ${monthName(Number(thisMonth.slice(5)))}.`;
    // Four days before: too early.
    await sendPlanReminders(t.db, `${thisMonth}-21`);
    expect(await reminders(sanjay)).toEqual([]);

    await sendPlanReminders(t.db, `${thisMonth}-22`);
    // sanjay's next month is an empty draft; rahul's waits for vikram, asha's is approved, vikram plans none.
    expect(await reminders(sanjay)).toEqual([expected]);
    // It opens the plan to submit (issue 40).
    expect((await notifications(sanjay)).find((item) => item.notificationMessage === expected)?.link).toBe(
      '/tour-programme',
    );
    expect(await reminders(rahul)).toEqual([]);
    expect(await reminders(asha)).toEqual([]);
    expect(await reminders(vikram)).toEqual([]);
    // Sent once, however often the sweep runs.
    expect(await sendPlanReminders(t.db, `${thisMonth}-23`)).toBe(0);
    expect(await sendPlanReminders(t.db, `${thisMonth}-25`)).toBe(0);
    expect(await reminders(sanjay)).toEqual([expected]);

    await ok(t.app, sanjay, tpCopyLastMonth, { body: { ...own(sanjay), ...next } });
    await ok(t.app, sanjay, tpSubmit, { body: { ...own(sanjay), ...next } });
    expect(await reminders(sanjay)).toEqual([]);
    // vikram's notification of the submit opens the plan (issue 40).
    const { planId } = await ok(t.app, sanjay, getTourProgramme, { query: { ...own(sanjay), ...next } });
    expect((await notifications(vikram))[0]).toMatchObject({
      notificationMessage: expect.stringMatching(/^Sanjay Patil submitted the tour programme/),
      link: `/tp-approval/${planId}`,
    });
  });
});

const monthName = (month: number) =>
  new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
