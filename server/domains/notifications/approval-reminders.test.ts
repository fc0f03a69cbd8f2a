// Reminders of what waits for approval (issue 38): claims, fare charts and tour programmes waiting
// more than the company's days (default 5) remind the approver acting at the waiting level, twice
// that the approver's manager; each once.
// The demo: asha's and rahul's claims wait for vikram at level 1, sanjay's for meera at level 2.
import { describe, expect, it } from 'vitest';
import { adminApprovalReminder, adminApprovalReminderSave } from '../../../src/contract/admin/company';
import { getNotification } from '../../../src/contract/notifications';
import { ok, refused } from '../../../tests/support/send';
import { DATABASE_KINDS, type SignedIn, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('approval reminders on %s', (kind) => {
  const t = useTestApp(kind);
  const vikram = t.signIn('vikram');
  const meera = t.signIn('meera');
  const priya = t.signIn('priya');
  const arjun = t.signIn('arjun');

  const reminders = async (who: SignedIn) =>
    (await ok(t.app, who, getNotification, { query: { employeeId: who.employeeId } })).notificationMessage
      .map((item) => item.notificationMessage)
      .filter((message) => message.startsWith('Reminder:') && message.includes('waited'));
  const setDays = (days: number) =>
    t.db.query('update company set approval_reminder_days = $1 where id = $2', [days, vikram.companyId]);
  const submittedDaysAgo = (userName: string, days: number) =>
    t.db.query(
      `update expense set submitted_at = now() - make_interval(days => $2)
        where status = 'Submitted' and employee_id = (select id from employee where user_name = $1)`,
      [userName, days],
    );

  it('has the company wait 5 days unless it sets another number', async () => {
    const [company] = await t.db.query<{ days: number }>(
      'select approval_reminder_days as days from company where id = $1',
      [vikram.companyId],
    );
    expect(company?.days).toBe(5);
    // The demo's plan waiting for vikram was submitted days ago: for now, only the claims wait long.
    await t.db.query(`update tour_plan set submitted_at = now() where status = 'S'`);
    await submittedDaysAgo('asha', 4);
    expect(await reminders(vikram)).toEqual([]);
  });

  it("is set by the company's administrator, 1 to 60 days, and by no other company's", async () => {
    const days = (reminderDays: number) => ({ body: { companyId: priya.companyId, reminderDays } });
    await refused(t.app, priya, adminApprovalReminderSave, 400, days(0));
    await refused(t.app, priya, adminApprovalReminderSave, 400, days(61));
    await refused(t.app, arjun, adminApprovalReminderSave, 403, days(3));
    await refused(t.app, vikram, adminApprovalReminderSave, 403, days(3));
    expect((await ok(t.app, priya, adminApprovalReminderSave, days(3))).message).toBe(
      'Reminders after 3 days saved',
    );
    expect(await ok(t.app, priya, adminApprovalReminder, { query: { companyId: priya.companyId } })).toEqual({
      reminderDays: 3,
    });
  });

  it('reminds the approver past N days, once however often the list is read', async () => {
    expect(await reminders(vikram)).toEqual([
      `Reminder: the expense claim from Asha Kulkarni for ${await monthOf('asha')} has waited 4 days for your approval.`,
    ]);
    expect(await reminders(vikram)).toHaveLength(1);
    // Issue 39: the same reminder, read in Marathi and in Hindi, with no possessive built from a name.
    const read = async (language: string) =>
      (
        await ok(t.app, vikram, getNotification, {
          query: { employeeId: vikram.employeeId },
          headers: { 'accept-language': language },
        })
      ).notificationMessage.map((item) => item.notificationMessage);
    expect(await read('mr')).toContainEqual(
      expect.stringMatching(
        /^आठवण: Asha Kulkarni यांचा \S+ \d{4} चा खर्च क्लेम 4 दिवसांपासून तुमच्या मंजुरीची वाट पाहत आहे\.$/,
      ),
    );
    expect(await read('hi')).toContainEqual(
      expect.stringMatching(
        /^रिमाइंडर: Asha Kulkarni का \S+ \d{4} का खर्च क्लेम 4 दिन से आपकी मंज़ूरी का इंतज़ार कर रहा है।$/,
      ),
    );
    // 4 days is not past 2N: the manager hears nothing yet.
    expect(await reminders(meera)).toEqual([]);
  });

  it("reminds the approver's manager past 2N, once, and not the approver again", async () => {
    await setDays(1);
    const month = await monthOf('asha');
    expect(await reminders(meera)).toEqual([
      `Reminder: the expense claim from Asha Kulkarni for ${month} has waited 4 days for approval by Vikram Joshi.`,
    ]);
    expect(await reminders(meera)).toHaveLength(1);
    expect(await reminders(vikram)).toHaveLength(1);
  });

  it('reminds whoever acts at the waiting level: level 2, or the delegate while the approver is away', async () => {
    await setDays(5);
    await t.db.query(
      `update expense_approval set submitted_at = now() - interval '6 days'
        where not is_closed and expense_id in (select id from expense where status = 'Submitted'
          and employee_id = (select id from employee where user_name = 'sanjay'))`,
    );
    await submittedDaysAgo('rahul', 6);
    await t.db.query(
      `insert into approver_away (employee_id, company_id, delegate_id, from_date, to_date)
       values ($1, $2, $3, current_date - 1, current_date + 1)`,
      [vikram.employeeId, vikram.companyId, meera.employeeId],
    );
    const said = await reminders(meera);
    // Both have waited the same six days: which of the two is listed first is not a rule.
    expect(
      said
        .filter((message) => message.includes('for your approval'))
        .map((message) => /from (.+?) for /.exec(message)?.[1])
        .sort(),
    ).toEqual(['Rahul Deshmukh', 'Sanjay Patil']);
    expect(await reminders(vikram)).toHaveLength(1);
  });

  it('reminds of a fare chart and a tour programme the same way, N to the approver and 2N to the manager', async () => {
    await t.db.query('delete from approver_away');
    await setDays(3);
    await t.db.query(
      `update stpfc_detail set submitted_at = now() - interval '4 days' where status = 'S'
          and stpfc_id in (select id from stpfc where employee_id = (select id from employee where user_name = 'rahul'))`,
    );
    await t.db.query(
      `update tour_plan set submitted_at = now() - interval '4 days' where status = 'S'
          and employee_id = (select id from employee where user_name = 'rahul')`,
    );
    const others = (all: string[]) => all.filter((message) => !message.includes('expense claim')).sort();
    const plan = await t.db.query<{ label: string }>(
      `select to_char(make_date(year, month, 1), 'FMMonth YYYY') as label from tour_plan where status = 'S'`,
    );
    expect(others(await reminders(vikram))).toEqual([
      'Reminder: the fare chart from Rahul Deshmukh has waited 4 days for your approval.',
      `Reminder: the tour programme from Rahul Deshmukh for ${plan[0]?.label} has waited 4 days for your approval.`,
    ]);
    expect(others(await reminders(meera))).toEqual([]);
    await setDays(1);
    expect(others(await reminders(meera))).toEqual([
      'Reminder: the fare chart from Rahul Deshmukh has waited 4 days for approval by Vikram Joshi.',
      `Reminder: the tour programme from Rahul Deshmukh for ${plan[0]?.label} has waited 4 days for approval by Vikram Joshi.`,
    ]);
    expect(others(await reminders(vikram))).toHaveLength(2);
    expect(others(await reminders(meera))).toHaveLength(2);
  });

  async function monthOf(userName: string): Promise<string> {
    const [row] = await t.db.query<{ label: string }>(
      `select to_char(make_date(x.year, x.month, 1), 'FMMonth YYYY') as label from expense x
        join employee e on e.id = x.employee_id where e.user_name = $1 and x.status = 'Submitted'`,
      [userName],
    );
    return row?.label ?? '';
  }
});
