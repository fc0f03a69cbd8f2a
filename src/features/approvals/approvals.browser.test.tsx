// The approver's screens in real Chromium against a fake API: each loads what it shows without a
// screen effect asking, a decision says so while in flight, and afterwards the screen shows what
// the decision changed (and never asks again for a month it may no longer see).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { eventually, screenTest } from '../../../tests/support/screen';
import {
  APPROVAL_TEXTS,
  getSTPFCApprovalDetail,
  getSTPFCApprovalEmployeeWiseDetails,
  type TStpfcApprovalItem,
} from '../../contract/approvals';
import { CALL_FLAGS } from '../../contract/calls';
import { CHART_CHANGED } from '../../contract/chart-decision';
import {
  GetExpenseApprovalPopup,
  GetExpenseApprovalSundry,
  GetExpenseViewAllDetails,
  type TExpenseDayDetail,
} from '../../contract/expense-approvals';
import { CLAIM_CHANGED } from '../../contract/expense-decision';
import { db, type OutboxItem } from '../../lib/db';
import { useNoticeStore } from '../../lib/notices';
import ExpenseDetailsPage from './expense-details-page';
import StpfcApprovalPage from './stpfc-approval-page';

const APPROVER_ID = 9;
const CHART: TStpfcApprovalItem = {
  employeeName: 'Rahul Patil',
  employeeCode: 'E-104',
  territory: 'Nashik',
  designation: 'MR',
  status: 'Submitted',
  employeeId: 4,
  stpfcId: 12,
  slNo: 0,
  levelId: 1,
};
const JOURNEY = {
  stpfcDetailId: 121,
  fromCity: 'Nashik',
  toCity: 'Niphad',
  category: 'EX-HQ',
  transportType: 'Bus',
  noOfChemists: 2,
  noOfDoctors: 3,
  allowance: 300,
  oneWayDistance: 30,
  twoWayDistance: 60,
  oneWayFare: 90,
  twoWayFare: 180,
  total: 480,
  territory: 'Nashik',
  effectiveDate: '2026-11-01',
  specification: 'Via Ozar',
  remarks: '',
  status: 'U' as const,
  reason: '',
  history: [],
};
const EXPENSE_ID = 31;
const CLAIM_VERSION = 'c1a1m';
const DAY: TExpenseDayDetail = {
  expenseDetailId: 311,
  expenseId: EXPENSE_ID,
  date: '2026-10-05',
  halfDay: 0,
  isHoliday: 0,
  fromTown: 'Pune',
  toTown: 'Talegaon',
  activity: 'Field Work',
  stationType: 'EX-HQ',
  fare: 245,
  distance: 70,
  allownace: 400,
  totalSubmitted: 645,
  claimedTotal: 645,
  approDedn: 0,
  approTotal: 645,
  sundry: 0,
  status: 'U',
  approveReason: '',
  rejectReason: '',
  history: [],
  calls: 3,
  planned: '',
  flags: [],
  billFlags: [],
  planFlags: [],
};

afterEach(async () => {
  vi.restoreAllMocks();
  await db.outbox.clear();
});

const screen = screenTest({
  employeeId: APPROVER_ID,
  employeeName: 'Vikram Rao',
  useName: 'vikram',
  designation: 'ASM',
});

/** The claim page at its address, in a router whose moves the test reads. */
function showClaim() {
  const location = memoryLocation({ path: `/expense-details/${EXPENSE_ID}`, record: true });
  screen.show(
    <Router hook={location.hook}>
      <Route path="/expense-details/:expenseId" component={ExpenseDetailsPage} />
    </Router>,
  );
  return location;
}

function serveClaim(
  days: TExpenseDayDetail[] = [DAY],
  level: { levelId: number; previousLevel?: { levelId: number; approverName: string } } = { levelId: 1 },
) {
  screen.api.on(GetExpenseViewAllDetails, () => ({
    expenseId: EXPENSE_ID,
    employeeId: 3,
    employeeName: 'Asha Kulkarni',
    monthYear: 'Oct 2026',
    status: 'Submitted',
    ...level,
    slNo: 2,
    isDraft: false,
    claimVersion: CLAIM_VERSION,
    expenseDetails: days,
    totals: { fare: 245, allowance: 400, totalSubmitted: 645, approDedn: 0, rejected: 0, approTotal: 645 },
  }));
  screen.api.on(GetExpenseApprovalSundry, () => ({
    expenseId: EXPENSE_ID,
    sundryTotal: 0,
    totalExpense: 645,
    previousApproved: 0,
    approverExpense: 645,
  }));
}

/** The decision the screen saved on the phone, once it is there. */
async function queuedDecision(): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await eventually(async () => {
    found = (await db.outbox.toArray()).at(-1);
    expect(found).toBeDefined();
  });
  return found as OutboxItem;
}

/** The outbox's sender, played by the test: what became of the request. */
const answer = (item: OutboxItem, changes: Partial<OutboxItem>) =>
  db.outbox.update(item.seq as number, { ...changes, updatedAt: Date.now() });

function typeInto(field: HTMLTextAreaElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setValue?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);
const savingOverlay = () => document.querySelector('[role="status"][aria-label="Saving"]');
const notices = () => useNoticeStore.getState();

describe('the fare chart approval, its decision through the outbox (issue 38)', () => {
  const CHART_VERSION = 'ch4rt';
  function serveChart() {
    screen.api.on(getSTPFCApprovalDetail, () => ({ stpfcApprovalList: [CHART] }));
    screen.api.on(getSTPFCApprovalEmployeeWiseDetails, () => ({
      stpfcApprovalDetails: [JOURNEY],
      slNo: 5,
      chartVersion: CHART_VERSION,
    }));
    screen.show(<StpfcApprovalPage />);
  }
  async function openRahul() {
    await eventually(() => expect(button('Rahul Patil')).toBeDefined());
    expect(screen.api.asked(getSTPFCApprovalEmployeeWiseDetails)).toHaveLength(0);
    button('Rahul Patil')?.click();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
  }
  const chartNote = () => document.querySelector('.chart-lines__note');

  it("loads an employee's journeys when opened, saves the decision on the phone, says 'Submitting...', and after a 409 shows who still waits", async () => {
    serveChart();
    await openRahul();
    expect(screen.api.asked(getSTPFCApprovalEmployeeWiseDetails)[0]?.url.search).toBe(
      '?employeeId=4&stpfcId=12',
    );
    button('Submit')?.click();
    await eventually(() => expect(button('Submitting...')?.disabled).toBe(true));
    const item = await queuedDecision();
    expect(item).toMatchObject({ path: '/stpfcDecisionSave', kind: 'chart-decision', state: 'queued' });
    expect(item.body).toMatchObject({
      employeeId: 4,
      stpfcId: 12,
      levelId: 1,
      approverId: APPROVER_ID,
      slNo: 5,
      chartVersion: CHART_VERSION,
    });
    expect(JSON.parse(String(item.body?.lines))).toEqual([{ stpfcDetailId: 121, status: 'A', reason: '' }]);

    await answer(item, {
      state: 'failed',
      lastStatus: 409,
      lastError: 'These journeys were decided elsewhere.',
    });
    await eventually(() => expect(notices().alerts).toEqual(['These journeys were decided elsewhere.']));
    await eventually(() => expect(screen.api.asked(getSTPFCApprovalDetail)).toHaveLength(2));
    await eventually(() => expect(button('Rahul Patil')?.getAttribute('aria-expanded')).toBe('false'));
    expect(button('Submit')).toBeUndefined();
    await eventually(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('says the chart changed under the decision, shows it as it is now and keeps the approver’s choices', async () => {
    serveChart();
    await openRahul();
    document.querySelector<HTMLInputElement>('input[name="line-121"][value="R"]')?.click();
    const reason = document.querySelector<HTMLTextAreaElement>('#reason-121');
    if (!reason) throw new Error('the journey’s reason');
    typeInto(reason, 'Fare above the bus fare');

    button('Submit')?.click();
    const item = await queuedDecision();
    expect(JSON.parse(String(item.body?.lines))).toEqual([
      { stpfcDetailId: 121, status: 'R', reason: 'Fare above the bus fare' },
    ]);
    await answer(item, { state: 'failed', lastStatus: 409, lastError: CHART_CHANGED });
    await eventually(() =>
      expect(chartNote()?.textContent).toContain('The employee changed this fare chart after you opened it.'),
    );
    expect(chartNote()?.getAttribute('role')).toBe('alert');
    await eventually(() => expect(screen.api.asked(getSTPFCApprovalEmployeeWiseDetails)).toHaveLength(2));
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    expect(document.querySelector<HTMLInputElement>('input[name="line-121"][value="R"]')?.checked).toBe(true);
    expect(document.querySelector<HTMLTextAreaElement>('#reason-121')?.value).toBe('Fare above the bus fare');
    expect(notices().alerts).toEqual([]);
  });

  it('offline, keeps the decision on the phone and says it goes once the phone is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serveChart();
    await openRahul();

    button('Submit')?.click();
    await eventually(() =>
      expect(chartNote()?.textContent).toBe(
        'Saved on this phone: it goes to the server once, when the phone is online.',
      ),
    );
    expect(button('Submit')?.disabled).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it('shows what the decision did and the list as it is now, once the server has it', async () => {
    serveChart();
    await openRahul();
    button('Submit')?.click();
    const item = await queuedDecision();
    await answer(item, {
      state: 'done',
      response: { status: '1 journey approved, 0 rejected', message: '' },
    });
    await eventually(() => expect(notices().result?.text).toBe('1 journey approved, 0 rejected'));
    await eventually(() => expect(screen.api.asked(getSTPFCApprovalDetail)).toHaveLength(2));
    await eventually(() => expect(button('Submit')).toBeUndefined());
  });
});

describe('a journey of the fare chart', () => {
  it('shows its mode, distance and fare in its row, and its date and notes in its details', async () => {
    screen.api.on(getSTPFCApprovalDetail, () => ({ stpfcApprovalList: [CHART] }));
    screen.api.on(getSTPFCApprovalEmployeeWiseDetails, () => ({ stpfcApprovalDetails: [JOURNEY], slNo: 5 }));
    screen.show(<StpfcApprovalPage />);
    await eventually(() => expect(button('Rahul Patil')).toBeDefined());
    button('Rahul Patil')?.click();
    await eventually(() => expect(document.querySelector('[data-testid="stpfc-line"]')).not.toBeNull());
    const row = document.querySelector('[data-testid="stpfc-line"]')?.textContent ?? '';
    expect(row).toContain('Bus');
    expect(row).toContain('60 KM');
    expect(row).toContain('₹180.00');

    button('Nashik')?.click();
    await eventually(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    const details = document.querySelector('[role="dialog"]')?.textContent ?? '';
    expect(details).toContain('1 Nov 2026');
    expect(details).toContain('Via Ozar');
  });
});

describe('an expense month to approve, its decisions through the outbox (issue 38)', () => {
  it('saves a draft on the phone first, covers the month until the answer, then shows it as the server keeps it', async () => {
    serveClaim();
    showClaim();
    await eventually(() => expect(button('Save Draft')?.disabled).toBe(false));
    await eventually(() => expect(document.body.textContent).toContain('Sundry Total'));

    button('Save Draft')?.click();
    await eventually(() => expect(savingOverlay()).not.toBeNull());
    expect(button('Submit')?.disabled).toBe(true);
    const item = await queuedDecision();
    expect(item).toMatchObject({ path: '/expenseDecisionSave', kind: 'expense-decision', state: 'queued' });
    expect(item.body).toMatchObject({
      expenseId: EXPENSE_ID,
      approverId: APPROVER_ID,
      slNo: 2,
      claimVersion: CLAIM_VERSION,
      isSubmit: 0,
    });
    expect(JSON.parse(String(item.body?.lines))).toEqual([
      { expenseDetailId: 311, approvalStatus: 'A', approvalEntered: '', reason: '' },
    ]);
    await answer(item, { state: 'done', response: { message: APPROVAL_TEXTS.draftSaved } });
    // Beside the buttons, not a toast over the totals.
    await eventually(() =>
      expect(document.querySelector('.claim__footer [role="status"]')?.textContent).toBe('Draft saved'),
    );
    expect(notices().toasts).toEqual([]);
    await eventually(() => expect(screen.api.asked(GetExpenseViewAllDetails)).toHaveLength(2));
    expect(screen.api.asked(GetExpenseApprovalSundry)).toHaveLength(2);
    await eventually(() => expect(savingOverlay()).toBeNull());
    expect(button('Save Draft')?.disabled).toBe(false);
  });

  it('leaves for the list on a 409 of a month decided elsewhere, without asking again for it', async () => {
    serveClaim();
    const location = showClaim();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));

    button('Submit')?.click();
    const item = await queuedDecision();
    expect(item.body?.isSubmit).toBe(1);
    const movedOn = 'This month is no longer waiting for your approval.';
    await answer(item, { state: 'failed', lastStatus: 409, lastError: movedOn });
    await eventually(() => expect(location.history).toContain('/expense-approval'));
    expect(notices().alerts).toEqual([movedOn]);
    expect(screen.api.asked(GetExpenseViewAllDetails)).toHaveLength(1);
    // The screen has said it: the refused request does not wait in the outbox for a retry.
    await eventually(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('says a claim changed under the decision, shows it as it is now and keeps the approver’s choices', async () => {
    serveClaim();
    showClaim();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    document.querySelector<HTMLInputElement>('input[name="day-311-status"][value="R"]')?.click();
    const remark = document.querySelector<HTMLTextAreaElement>('#remark-311');
    if (!remark) throw new Error('the day’s remark');
    typeInto(remark, 'No calls that day');

    button('Submit')?.click();
    const item = await queuedDecision();
    await answer(item, { state: 'failed', lastStatus: 409, lastError: CLAIM_CHANGED });
    await eventually(() =>
      expect(document.querySelector('.claim__footer [role="alert"]')?.textContent).toContain(
        'The employee changed this claim after you opened it.',
      ),
    );
    await eventually(() => expect(screen.api.asked(GetExpenseViewAllDetails)).toHaveLength(2));
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    expect(document.querySelector<HTMLInputElement>('input[name="day-311-status"][value="R"]')?.checked).toBe(
      true,
    );
    expect(document.querySelector<HTMLTextAreaElement>('#remark-311')?.value).toBe('No calls that day');
  });

  it('offline, keeps the decision on the phone and says it goes once the phone is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serveClaim();
    showClaim();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));

    button('Submit')?.click();
    await eventually(() =>
      expect(document.querySelector('.claim__footer [role="status"]')?.textContent).toBe(
        'Saved on this phone: it goes to the server once, when the phone is online.',
      ),
    );
    expect(button('Submit')?.disabled).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('the money of a month to approve', () => {
  const SECOND: TExpenseDayDetail = {
    ...DAY,
    expenseDetailId: 312,
    date: '2026-10-06',
    totalSubmitted: 526,
    claimedTotal: 526,
    approTotal: 526,
  };

  it("shows each day's total without opening it, a 'Rejected days' line, and a missing reason beside Submit with the focus on its day", async () => {
    serveClaim([DAY, SECOND]);
    showClaim();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    const rows = [...document.querySelectorAll('[data-testid="claim-day"]')];
    expect(rows.map((row) => row.textContent?.includes('₹526.00'))).toEqual([false, true]);
    expect(rows[0]?.textContent).toContain('₹645.00');
    expect(document.querySelector('[id^="day-"]')).toBeNull();

    const reject = document.querySelector<HTMLInputElement>('input[name="day-312-status"][value="R"]');
    reject?.click();
    const grandTotal = document.querySelector('[aria-labelledby="grand-total-title"]')?.textContent ?? '';
    await eventually(() =>
      expect(document.querySelector('[aria-labelledby="grand-total-title"]')?.textContent).toContain(
        'Rejected days₹526.00',
      ),
    );
    expect(grandTotal).toContain('Claimed₹1,171.00');

    button('Submit')?.click();
    await eventually(() =>
      expect(document.querySelector('.claim__footer [role="alert"]')?.textContent).toBe(
        `6 Oct 2026: ${APPROVAL_TEXTS.reasonRequired}`,
      ),
    );
    expect(document.activeElement?.id).toBe('remark-312');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("a field-work day's calls (issue 27) and bills (issue 37)", () => {
  it("shows the day's flags, a bill over its limit included, on its row without opening it, and its calls with time and location in Details", async () => {
    const overLimit = 'Over the Accommodation limit of ₹1,500 a night in a Z city by ₹350.';
    serveClaim([
      {
        ...DAY,
        calls: 2,
        flags: [CALL_FLAGS.awayFromCity, CALL_FLAGS.outsideRoute],
        billFlags: [{ kind: 'policy', text: overLimit, billId: 9, suggestedDeduction: 350 }],
      },
    ]);
    screen.api.on(GetExpenseApprovalPopup, () => ({
      fieldWorkList: [
        {
          callId: 1,
          customerName: 'Dr. Kedar Joshi',
          companyType: 'Doctor',
          cityName: 'Pune',
          noOfChem: 0,
          noOfDoc: 1,
          callTime: '10:00',
          hasLocation: true,
          isAwayFromCity: true,
        },
        {
          callId: 2,
          customerName: 'Lonavala Medicals',
          companyType: 'Chemist',
          cityName: 'Lonavala',
          noOfChem: 1,
          noOfDoc: 0,
          callTime: '11:30',
          hasLocation: false,
          isAwayFromCity: false,
        },
      ],
    }));
    showClaim();
    await eventually(() => expect(document.querySelector('.call-flags')).not.toBeNull());
    const flags = [...document.querySelectorAll('.call-flag')].map((flag) => flag.textContent);
    expect(flags).toEqual([
      'Call report: Call away from its city',
      'Call report: Calls outside the claimed route',
      `Policy: ${overLimit}`,
    ]);

    button('Show details of 5 Oct 2026')?.click();
    await eventually(() =>
      expect(document.querySelector('[aria-label="Field Work, customers of 5 Oct 2026"]')).not.toBeNull(),
    );
    (
      document.querySelector('[aria-label="Field Work, customers of 5 Oct 2026"]') as HTMLButtonElement
    ).click();
    await eventually(() =>
      expect(document.querySelector('[aria-label="Customers of 5 Oct 2026"]')).not.toBeNull(),
    );
    // A phone shows each call as a card: its time and customer, then the spec's facts and the location.
    const cards = [...document.querySelectorAll('[aria-label="Customers of 5 Oct 2026"] li')].map((card) => [
      card.querySelector('p')?.textContent,
      ...[...card.querySelectorAll('dd')].map((fact) => fact.textContent),
    ]);
    expect(cards).toEqual([
      ['10:00 Dr. Kedar Joshi', 'Doctor', 'Pune', '0', '1', 'Stamped, away from its city'],
      ['11:30 Lonavala Medicals', 'Chemist', 'Lonavala', '1', '0', 'Not stamped'],
    ]);
  });
});

describe('the flagged days first, and a policy excess deducted with one press (issue 38)', () => {
  const overLimit = 'Over the Lodging limit of ₹2,000 a night in a Y city by ₹450.';
  const FLAGGED: TExpenseDayDetail = {
    ...DAY,
    expenseDetailId: 313,
    date: '2026-10-07',
    route: 'Pune → Lonavala → Pune',
    bills: 2450,
    totalSubmitted: 3095,
    claimedTotal: 3095,
    approTotal: 3095,
    planFlags: [{ kind: 'plan', text: 'Not as planned: the plan said Pune - Talegaon.' }],
    billFlags: [{ kind: 'policy', text: overLimit, billId: 9, suggestedDeduction: 450 }],
  };
  const rowDates = () =>
    [...document.querySelectorAll('[data-testid="claim-day"] th a, [data-testid="claim-day"] strong a')].map(
      (link) => link.textContent,
    );

  it('lists a flagged day ahead of the earlier clean days, with each reason in words and where it went', async () => {
    serveClaim([DAY, { ...DAY, expenseDetailId: 312, date: '2026-10-06' }, FLAGGED]);
    showClaim();
    await eventually(() => expect(rowDates()).toEqual(['7 Oct 2026', '5 Oct 2026', '6 Oct 2026']));
    expect(document.body.textContent).toContain('1 flagged day is shown first.');
    const first = document.querySelector('[data-testid="claim-day"]');
    expect(first?.classList.contains('claim-days__flagged')).toBe(true);
    expect([...(first?.querySelectorAll('.call-flag') ?? [])].map((flag) => flag.textContent)).toEqual([
      'Plan: Not as planned: the plan said Pune - Talegaon.',
      `Policy: ${overLimit}`,
    ]);
    expect(first?.textContent).toContain('Pune → Lonavala → Pune');
    expect(first?.textContent).toContain('₹2,450.00');
  });

  it('fills the deduction with the excess, opens the day to show it, and saves it only when the approver saves', async () => {
    serveClaim([DAY, FLAGGED]);
    showClaim();
    await eventually(() => expect(button('Save Draft')?.disabled).toBe(false));
    const apply = button('Apply suggested deduction of ₹450.00 for 7 Oct 2026');
    expect(apply).toBeDefined();
    apply?.click();
    await eventually(() =>
      expect(document.querySelector<HTMLInputElement>('#deduction-313')?.value).toBe('450'),
    );
    expect(document.querySelector('#day-313')?.textContent).toContain('Your approval ₹2,645.00');
    expect(await db.outbox.count()).toBe(0);

    button('Save Draft')?.click();
    const item = await queuedDecision();
    expect(JSON.parse(String(item.body?.lines))).toContainEqual(
      expect.objectContaining({ expenseDetailId: 313, approvalStatus: 'A', approvalEntered: '450' }),
    );
  });

  it("names level 1's figure and level 2's own apart", async () => {
    serveClaim([{ ...DAY, totalSubmitted: 600, approTotal: 600 }], {
      levelId: 2,
      previousLevel: { levelId: 1, approverName: 'Vikram Joshi' },
    });
    showClaim();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    const footer = document.querySelector('.claim__footer-totals')?.textContent;
    expect(footer).toBe('Claimed ₹645.00Approved by Vikram Joshi (level 1) ₹600.00Your approval ₹600.00');
  });
});
