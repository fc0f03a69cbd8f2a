// Approvals end to end, on a phone and on a desktop: vikram decides rahul's fare chart line by
// line (a rejection needs its reason) and asha's expense month day by day (a deduction over the
// day's value is refused, a draft keeps its values, a day opens in approval view, Submit returns
// to the list and hands the month to meera).
//
// Approvals change state for good and the viewports run one after the other on one server, so
// each test makes the state it needs through the API: rahul's chart waits (the seeded submission
// for the first test, then a submission rahul makes), and each viewport approves an old month of
// asha's that asha submits here and no other file opens (the seed's waiting months stay as seeded
// for other files).
import { describe, expect, inject, it } from 'vitest';
import {
  APPROVAL_TEXTS,
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  type TStpfcDetailItem,
} from '../../src/contract/approvals';
import {
  expenseApprovalSubmit,
  GetExpenseApproval,
  GetExpenseViewAllDetails,
} from '../../src/contract/expense-approvals';
import { expenseFinalSubmit, getMyExpense } from '../../src/contract/expenses';
import { sfcBindGrid, sfcSubmit } from '../../src/contract/fare-chart';
import { formatRupees } from '../../src/pure/money';
import { loginThroughApi, usePage, VIEWPORTS } from '../support/browser';
import { type ApiSession, apiLogin } from '../support/browser-receipts';
import { demoSession } from '../support/demo-sessions';
import { ok } from '../support/send';
import { ExpenseApprovalPage, StpfcApprovalPage } from './pages/approvals';
import { FareChartPage, journeyName } from './pages/fare-chart';

const baseUrl = inject('e2eBaseUrl');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** rahul's chart waiting for vikram: the seeded submission, else rahul submits his drafts now. */
async function rahulsChartWaiting(vikram: ApiSession, rahul: ApiSession): Promise<TStpfcDetailItem[]> {
  const waiting = async () => {
    const { stpfcApprovalList } = await ok(baseUrl, vikram, getSTPFCApprovalDetail, {
      query: { employeeId: vikram.employeeId },
    });
    const chart = stpfcApprovalList.find((item) => item.employeeId === rahul.employeeId);
    if (!chart) return [];
    const { stpfcApprovalDetails } = await ok(baseUrl, vikram, getSTPFCApprovalEmployeeWiseDetails, {
      query: { employeeId: rahul.employeeId, stpfcId: chart.stpfcId },
    });
    return stpfcApprovalDetails;
  };
  const seeded = await waiting();
  if (seeded.length > 0) return seeded;

  const { rows } = await ok(baseUrl, rahul, sfcBindGrid, { query: { EmployeeId: rahul.employeeId } });
  const drafts = rows.filter((row) => row.status === 'D');
  if (drafts.length === 0) throw new Error('rahul has a draft journey in the demo company to submit');
  await ok(baseUrl, rahul, sfcSubmit, {
    body: {
      stpfcDetailIds: drafts.map((row) => row.stpfcDetailid),
      employeeId: rahul.employeeId,
      companyId: rahul.companyId,
      effectiveDate: '',
      stpfcId: drafts[0]?.stpfcId,
    },
  });
  return waiting();
}

/** An old month of asha's, created by its first read and submitted to vikram. */
async function ashaSubmitsOldMonth(asha: ApiSession & { month: number; year: number }, back: number) {
  const index = asha.year * 12 + (asha.month - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const { getMyExpenseList } = await ok(baseUrl, asha, getMyExpense, {
    query: { employeeId: asha.employeeId, companyId: asha.companyId, month, year },
  });
  await ok(baseUrl, asha, expenseFinalSubmit, {
    body: { employeeId: asha.employeeId, companyId: asha.companyId, month, year },
  });
  const working = getMyExpenseList.filter((day) => day.isHoliday === 0 && day.total > 0);
  return { monthYear: `${MONTHS[month - 1]} ${year}`, days: working, expenseId: working[0]?.expenseId ?? 0 };
}

async function ashaSession() {
  const { token, userInfo } = await demoSession(baseUrl, 'asha');
  return { token, ...userInfo, month: userInfo.expenseMonth, year: userInfo.expenseYear };
}

for (const viewport of VIEWPORTS) {
  describe(`approvals (${viewport})`, () => {
    const fixture = usePage(viewport, baseUrl);

    it("decides rahul's fare chart line by line: a journey's details, a rejection needs a reason, then the result", async () => {
      const vikram = await apiLogin(baseUrl, 'vikram');
      const rahul = await apiLogin(baseUrl, 'rahul');
      const lines = await rahulsChartWaiting(vikram, rahul);
      const [rejected] = lines;
      if (!rejected) throw new Error("rahul's chart has journeys waiting");
      const { page } = fixture;
      await loginThroughApi(page, baseUrl, 'vikram');

      const stpfc = await new StpfcApprovalPage(page, viewport).open();
      await stpfc.employee('Rahul Deshmukh').filter({ hasText: 'Submitted' }).waitFor();
      await stpfc.expand('Rahul Deshmukh');
      await expect.poll(() => stpfc.lines.count()).toBe(lines.length);

      const dialog = await stpfc.openJourney(rejected.fromCity, rejected.toCity);
      await dialog.getByText('Travel Mode').waitFor();
      await dialog.getByText('Two Way Distance').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await stpfc.decide(rejected.fromCity, rejected.toCity, 'Reject');
      await stpfc.submit();
      await page.getByText(APPROVAL_TEXTS.reasonRequired).waitFor();
      expect(await rahulsChartWaiting(vikram, rahul)).toHaveLength(lines.length);

      await stpfc.decide(rejected.fromCity, rejected.toCity, 'Reject', 'The fare is above the agreed rate');
      await stpfc.submit();
      await page.getByText(`approved, 1 rejected`).waitFor();
      await page.getByText('No Data Found').waitFor();

      const { rows } = await ok(baseUrl, rahul, sfcBindGrid, { query: { EmployeeId: rahul.employeeId } });
      const decided = lines.map((line) => rows.find((row) => row.stpfcDetailid === line.stpfcDetailId));
      expect(decided.map((row) => row?.status)).toEqual(lines.map((_, at) => (at === 0 ? 'R' : 'A')));
      expect(decided[0]?.reason).toBe('The fare is above the agreed rate');

      // rahul sees who rejected the journey, at which level, and why, in its details.
      const [journey] = decided;
      if (!journey) throw new Error("rahul's rejected journey is in his chart");
      await loginThroughApi(page, baseUrl, 'rahul');
      const chart = await new FareChartPage(page).open();
      const name = journeyName(
        journey.fromCityName,
        journey.toCityName,
        journey.categoryName,
        journey.transportName,
      );
      await chart.button('Details of', name).click();
      await page
        .getByRole('region', { name: `Approval history on ${name}` })
        .getByText(/^Level 1: Rejected by Vikram Joshi on .*\(The fare is above the agreed rate\)$/)
        .waitFor();
    });

    it("decides an expense month of asha's: deduction cap, draft, a day in approval view, then Submit", async () => {
      const asha = await ashaSession();
      const claim = await ashaSubmitsOldMonth(asha, viewport === 'mobile' ? 6 : 7);
      const [first, second] = claim.days;
      if (!first || !second) throw new Error('An old month has working days');
      const { page } = fixture;
      await loginThroughApi(page, baseUrl, 'vikram');

      const list = await new ExpenseApprovalPage(page).open();
      await list.claim('Asha Kulkarni', claim.monthYear).filter({ hasText: 'Submitted' }).waitFor();
      if (viewport === 'mobile') {
        await page.getByRole('button', { name: `Show details of Asha Kulkarni, ${claim.monthYear}` }).click();
        await list.claim('Asha Kulkarni', claim.monthYear).getByText('Pune West').waitFor();
      }
      // The money at a glance: the claim's total in the list, each day's on its row unopened. At
      // level 1 what the approver approves is that total too (the desktop shows both columns).
      const claimTotal = claim.days.reduce((sum, day) => sum + day.total, 0);
      await list
        .claim('Asha Kulkarni', claim.monthYear)
        .getByText(formatRupees(claimTotal))
        .first()
        .waitFor();
      const month = await list.openClaim('Asha Kulkarni', claim.monthYear);
      await month.total(first.activityDateFormat).getByText(formatRupees(first.total)).waitFor();
      await page.getByText('* all values include Sundry Expense.').waitFor();

      await month.expand(first.activityDateFormat);
      await month.deduction(first.activityDateFormat).fill(String(first.total + 1));
      await month.button('Submit').click();
      // Beside Submit, and under the day's deduction, which has the focus.
      await page
        .getByRole('alert')
        .getByText(`${first.activityDateFormat}: ${APPROVAL_TEXTS.deductionTooLarge}`)
        .waitFor();
      await expect
        .poll(() =>
          month.deduction(first.activityDateFormat).evaluate((field) => field === document.activeElement),
        )
        .toBe(true);
      expect(page.url()).toContain(`/expense-details/${claim.expenseId}`);

      await month.deduction(first.activityDateFormat).fill('50');
      await month.reject(second.activityDateFormat, 'No field report for this day');
      await page
        .getByRole('region', { name: 'Grand Total' })
        .getByText(formatRupees(second.total), { exact: true })
        .first()
        .waitFor();
      await page.getByText('Rejected days', { exact: true }).waitFor();
      await month.button('Save Draft').click();
      await page.getByText(APPROVAL_TEXTS.draftSaved, { exact: true }).waitFor();

      await page.reload();
      await month.expand(first.activityDateFormat);
      await expect.poll(() => month.deduction(first.activityDateFormat).inputValue()).toBe('50');
      await expect
        .poll(() => month.remark(second.activityDateFormat).inputValue())
        .toBe('No field report for this day');

      await page.getByRole('link', { name: first.activityDateFormat, exact: true }).click();
      await page.waitForURL(`**/my-expense-details/${first.expenseDetailId}`);
      await page.getByRole('heading', { name: 'Total Expense Details' }).waitFor();
      await page.getByText('Asha Kulkarni').waitFor();
      await expect(page.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Refresh' }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: 'Add attachment' }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL(`**/expense-details/${claim.expenseId}`);

      await month.day(first.activityDateFormat).waitFor();
      const submittedAt = Date.now();
      await month.button('Submit').click();
      await page.getByText('Submitted successfully').waitFor();
      await page.waitForURL('**/expense-approval');
      expect(Date.now() - submittedAt).toBeGreaterThanOrEqual(1900);
      await page.getByRole('heading', { name: 'Expense Approval', exact: true }).waitFor();
      await expect.poll(() => list.claim('Asha Kulkarni', claim.monthYear).count()).toBe(0);

      const meera = await apiLogin(baseUrl, 'meera');
      const { expenseApprovalList } = await ok(baseUrl, meera, GetExpenseApproval, {
        query: { employeeid: meera.employeeId },
      });
      expect(expenseApprovalList.find((item) => item.expenseId === claim.expenseId)?.level_id).toBe(2);
    });

    it('tells the approver when the month was decided elsewhere (409) and shows the list as it is now', async () => {
      const asha = await ashaSession();
      const claim = await ashaSubmitsOldMonth(asha, viewport === 'mobile' ? 8 : 9);
      const [first] = claim.days;
      if (!first) throw new Error('An old month has working days');
      const { page } = fixture;
      await loginThroughApi(page, baseUrl, 'vikram');
      const month = await (await new ExpenseApprovalPage(page).open()).openClaim(
        'Asha Kulkarni',
        claim.monthYear,
      );
      await month.day(first.activityDateFormat).waitFor();

      // The same approver decides the month in another tab.
      const vikram = await apiLogin(baseUrl, 'vikram');
      const { slNo, levelId } = await ok(baseUrl, vikram, GetExpenseViewAllDetails, {
        query: { Expense_ID: claim.expenseId },
      });
      await ok(baseUrl, vikram, expenseApprovalSubmit, {
        body: { expenseId: claim.expenseId, levelId, approverId: vikram.employeeId, slNo, tblDetails: [] },
      });

      await month.button('Submit').click();
      const alert = page.getByRole('alertdialog');
      await alert.getByText('no longer waiting for your approval').waitFor();
      await alert.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/expense-approval');
      await page.getByRole('heading', { name: 'Expense Approval', exact: true }).waitFor();
      await expect
        .poll(() => new ExpenseApprovalPage(page).claim('Asha Kulkarni', claim.monthYear).count())
        .toBe(0);
    });
  });
}
