// My Expense end to end, on a phone and on a desktop: the month with its priced days and totals, a
// day's details, Modify route (a valid leg, and the 409 for a leg outside the chart), a bill
// attached and removed (back in the unreported list), Save, and the final submit, after which the
// month refuses changes.
//
// Other e2e files use rahul's current month and his seeded bills, so the month that is attached
// to and submitted here is an old one of rahul's nobody else opens (created on its first read),
// one per viewport, and the bill is one this file uploads. Modify route needs the approved chart,
// in effect from two months back, so it changes a day of the current month that the attach test
// of bills.test.ts does not pick (it never reads the route).
import { describe, expect, inject, it } from 'vitest';
import { expenseUpdateDayWise } from '../../src/contract/expense-days';
import { expenseFinalSubmit, getMyExpense, type TMyExpenseItem } from '../../src/contract/expenses';
import { formatRupees } from '../../src/pure/money';
import { loginThroughApi, usePage, VIEWPORTS, type Viewport } from '../support/browser';
import { uploadThroughApi, waitForServerBills } from '../support/browser-receipts';
import { demoSession } from '../support/demo-sessions';
import { ok, send } from '../support/send';
import { MyExpensePage } from './pages/expenses';
import { UnreportedBillsPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');

interface Session {
  token: string;
  employeeId: number;
  companyId: number;
  expenseMonth: number;
  expenseYear: number;
}

async function login(userName: string): Promise<Session> {
  const { token, userInfo } = await demoSession(baseUrl, userName);
  return { token, ...userInfo };
}

const readMonth = (session: Session, year: number, month: number) =>
  ok(baseUrl, session, getMyExpense, {
    query: { employeeId: session.employeeId, companyId: session.companyId, month, year },
  });

async function readDay(session: Session, day: TMyExpenseItem): Promise<TMyExpenseItem> {
  const { getMyExpenseList } = await ok(baseUrl, session, expenseUpdateDayWise, {
    query: { employeeId: session.employeeId, expenseId: day.expenseId, activityDate: day.activityDate },
  });
  const [line] = getMyExpenseList;
  if (!line) throw new Error(`The day ${day.activityDate} is not listed`);
  return line;
}

/** The month `back` months before the session's, as 'YYYY-MM' and numbers. */
function monthBefore(session: Session, back: number) {
  const index = session.expenseYear * 12 + session.expenseMonth - 1 - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
}

async function uploadBill(session: Session, invoiceNumber: string, invoiceDate: string, rupees: string) {
  const bill = await uploadThroughApi(baseUrl, session, invoiceNumber, {
    InvoiceDate: invoiceDate,
    fare: rupees,
  });
  if (!bill) throw new Error(`The uploaded bill ${invoiceNumber} is not listed`);
  return bill;
}

describe.each(VIEWPORTS)('My Expense (%s)', (viewport: Viewport) => {
  const fixture = usePage(viewport, baseUrl);

  it('modifies a day to an out-station journey, refusing a leg outside the approved chart', async () => {
    const { page } = fixture;
    // sanjay's last month has ended and waits for his submit, so it has days to route whatever day
    // the test runs (this month has one on its 1st, or none when that is a Sunday).
    const session = await login('sanjay');
    const target = monthBefore(session, 1);
    const current = await readMonth(session, target.year, target.month);
    // Days that start at the HQ city (the working day before them was not a night away), not modified
    // yet: Modify route opens a modified day with its route, and this one starts from nothing.
    const working = current.getMyExpenseList.filter((line) => line.isHoliday === 0);
    const open = working.filter(
      (line, at) =>
        line.expenseModifyEnable === 1 &&
        line.isModifyRoute === 0 &&
        (at === 0 || working[at - 1]?.isStay === 0),
    );
    const day = open[viewport === 'mobile' ? 0 : 1];
    if (!day) throw new Error("sanjay's last month has two working days not routed yet");

    await loginThroughApi(page, baseUrl, 'sanjay');
    const month = await new MyExpensePage(page, viewport).open(target.key);
    const holiday = current.getMyExpenseList.find((line) => line.isHoliday === 1);
    if (holiday) {
      await month.day(holiday.activityDateFormat).waitFor();
      await expect(month.opener(holiday.activityDateFormat).count()).resolves.toBe(0);
    }
    const details = await month.openDay(day.activityDateFormat);
    await details
      .fact('Allowance', 'Total Expense Details')
      .filter({ hasText: formatRupees(day.allowance) })
      .waitFor();

    const modify = await details.openModify();
    await modify.submit();
    await modify.message('Please add at least one route row.').waitFor();
    await modify.message('Please select Stay or not').waitFor();
    await modify.message('Please select Remark').waitFor();
    await modify.addRow('Karad');
    await modify.addRow('Wai');
    await modify.fill({ stay: 'No', remarks: 'Karad hospitals' });
    await modify.submit();
    await modify.message('No approved fare chart entry for Karad to Wai').waitFor();

    await modify.removeRow(2);
    await modify.submit();
    await modify.message('Route modified successfully').waitFor();
    // The popup closes by itself (2 seconds) and the day shows its new price.
    await modify.root.waitFor({ state: 'detached' });
    const changed = await readDay(session, day);
    expect(changed.category).toBe('Out Station');
    expect(changed.fare).toBeGreaterThan(0);
    await details.fact('Category').filter({ hasText: 'Out Station' }).waitFor();
    await details.fact('Route').filter({ hasText: 'Satara - Karad' }).waitFor();
    await details
      .fact('Fare', 'Total Expense Details')
      .filter({ hasText: formatRupees(changed.fare) })
      .waitFor();
    await details
      .fact('Total', 'Total Expense Details')
      .filter({ hasText: formatRupees(changed.total) })
      .waitFor();

    // Refresh prices the day again from the chart as it is now: the same route, the same fare.
    await details.button('Refresh').click();
    await page.getByRole('status').filter({ hasText: 'Expense details refreshed' }).waitFor();
    await details
      .fact('Fare', 'Total Expense Details')
      .filter({ hasText: formatRupees(changed.fare) })
      .waitFor();

    await details.button('Back').click();
    await page.waitForURL('**/my-expense?month=*');
    await month
      .day(day.activityDateFormat)
      .filter({ hasText: formatRupees(changed.total) })
      .waitFor();
    await month.day(day.activityDateFormat).filter({ hasText: 'Out Station' }).waitFor();
  });

  it('attaches a bill, removes it again, saves, and submits the month, which then refuses changes', async () => {
    const { page, context } = fixture;
    const session = await login('rahul');
    const target = monthBefore(session, viewport === 'mobile' ? 4 : 5);
    const before = await readMonth(session, target.year, target.month);
    const day = before.getMyExpenseList.find((line) => line.isHoliday === 0);
    if (!day) throw new Error('An old month has working days');
    const invoiceNumber = `MX-${viewport}-${Date.now().toString(36).toUpperCase()}`;
    const bill = await uploadBill(session, invoiceNumber, day.activityDate, '345.50');

    await loginThroughApi(page, baseUrl, 'rahul');
    const month = await new MyExpensePage(page, viewport).open(target.key);
    await page.getByRole('heading', { name: new RegExp(`${target.year}$`) }).waitFor();
    await month
      .totalOf('Month total')
      .filter({ hasText: formatRupees(before.monthTotal) })
      .waitFor();
    await expect.poll(() => month.days.count()).toBe(before.getMyExpenseList.length);
    await month.chip('Submitted').click();
    await page.getByText('No Data Found').waitFor();
    await month.chip('Submitted').click();
    await month.day(day.activityDateFormat).waitFor();

    const details = await month.openDay(day.activityDateFormat);
    await details.openUnreportedBills();
    await new UnreportedBillsPage(page).billButton('Attach', bill).click();
    await page.waitForURL('**/my-expense-details');
    await details.attachment(bill).waitFor();
    await details
      .fact('Bills', 'Total Expense Details')
      .filter({ hasText: formatRupees(345.5) })
      .waitFor();
    await details
      .fact('Total', 'Total Expense Details')
      .filter({ hasText: formatRupees(day.total + 345.5) })
      .waitFor();

    await details.deleteAttachment(bill);
    await month.toast('Attachment deleted successfully').waitFor();
    await details.attachment(bill).waitFor({ state: 'detached' });
    await details
      .fact('Total', 'Total Expense Details')
      .filter({ hasText: formatRupees(day.total) })
      .waitFor();
    await waitForServerBills(baseUrl, session, (bills) =>
      bills.some((item) => item.unReportExpenseId === bill.unReportExpenseId),
    );

    // A second tab keeps the day open from before the submit.
    const staleTab = await context.newPage();
    await staleTab.goto('/my-expense-details');
    const staleMonth = new MyExpensePage(staleTab, viewport);
    await staleTab.getByRole('heading', { name: 'Total Expense Details' }).waitFor();

    await details.button('Save').click();
    await month.toast('Expense Updated Successfully').waitFor();
    await page.waitForURL(`**/my-expense?month=${target.key}`);

    await month.submitButton.click();
    await month.submitDialog.getByText(`${bill.expenseType} ${invoiceNumber}`, { exact: false }).waitFor();
    await month.submitDialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await month.toast('Expense submitted successfully').waitFor();
    await month.totalOf('Status').filter({ hasText: 'Submitted' }).waitFor();
    await month.submitButton.waitFor({ state: 'detached' });
    // A submitted claim can be printed with its bills.
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();
    await month.day(day.activityDateFormat).filter({ hasText: 'Submitted' }).waitFor();

    const locked = await month.openDay(day.activityDateFormat);
    await expect(locked.button('Save').count()).resolves.toBe(0);
    await expect(locked.button('Modify').count()).resolves.toBe(0);

    // The tab opened before the submit is refused, with the server's reason.
    await staleTab.getByRole('button', { name: 'Save', exact: true }).click();
    await staleMonth.toast('This month is Submitted: its days can no longer be changed.').waitFor();
    await staleTab.close();
  });

  it('refuses a final submit of a month that was submitted elsewhere, with its reason', async () => {
    const { page } = fixture;
    const session = await login('rahul');
    const target = monthBefore(session, viewport === 'mobile' ? 6 : 7);
    await readMonth(session, target.year, target.month);
    await loginThroughApi(page, baseUrl, 'rahul');
    const month = await new MyExpensePage(page, viewport).open(target.key);
    await month.submitButton.waitFor();

    const submitted = await send(baseUrl, session, expenseFinalSubmit, {
      body: {
        employeeId: session.employeeId,
        companyId: session.companyId,
        month: target.month,
        year: target.year,
      },
    });
    expect(submitted.status).toBe(200);

    await month.finalSubmit();
    await month.toast('This month is Submitted: its days can no longer be changed.').waitFor();
    await month.totalOf('Status').filter({ hasText: 'Submitted' }).waitFor();
    await month.submitButton.waitFor({ state: 'detached' });
  });
});
