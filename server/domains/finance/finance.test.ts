import { describe, expect, it } from 'vitest';
import { getExpenseMainDashboard } from '../../../src/contract/dashboard';
import { expenseDraftSubmit } from '../../../src/contract/expense-approvals';
import { getMyExpense } from '../../../src/contract/expenses';
import { getClaimsRegister, getFinanceRole, markClaimsPaid } from '../../../src/contract/finance';
import { getNotification } from '../../../src/contract/notifications';
import { addDays, businessDate, monthBounds, monthOf } from '../../../src/pure/calendar';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../http/idempotency';

describe.each(DATABASE_KINDS)('finance close on %s', (kind) => {
  const t = useTestApp(kind);
  const kavita = t.signIn('kavita');
  const asha = t.signIn('asha');
  const vikram = t.signIn('vikram');

  /** The demo's month before last: asha's and rahul's claims are approved. */
  const approvedMonth = () => monthOf(businessDate(), -2);
  /** Last month: their claims wait for vikram. */
  const submittedMonth = () => monthOf(businessDate(), -1);
  const register = (month = approvedMonth(), extra: Record<string, string | number> = {}) =>
    ok(t.app, kavita, getClaimsRegister, {
      query: { companyId: kavita.companyId, ...month, ...extra },
    });
  const claimOf = async (employeeId: number, month = approvedMonth()) => {
    const row = (await register(month)).rows.find((item) => item.employeeId === employeeId);
    if (!row) throw new Error(`no claim of ${employeeId}`);
    return row;
  };
  /** A date after the approved month has ended and not after today. */
  const payDay = () => addDays(monthBounds(approvedMonth().year, approvedMonth().month).last, 5);

  it('knows kavita as finance and asha as not', async () => {
    expect(await ok(t.app, kavita, getFinanceRole)).toEqual({ isFinance: true });
    expect(await ok(t.app, asha, getFinanceRole)).toEqual({ isFinance: false });
  });

  it("lists every claim of the company's month with totals of the rows the filters keep", async () => {
    const all = await register();
    expect(all.rows.map((row) => [row.employeeName, row.status])).toEqual([
      ['Asha Kulkarni', 'Approved'],
      ['Rahul Deshmukh', 'Approved'],
      // The demo's claim waiting for meera at level 2 (DESIGN.md section 6).
      ['Sanjay Patil', 'Submitted'],
    ]);
    const sum = (pick: (row: (typeof all.rows)[number]) => number | null) =>
      Math.round(all.rows.reduce((total, row) => total + (pick(row) ?? 0), 0) * 100) / 100;
    expect(all.totals).toEqual({
      claimed: sum((row) => row.claimed),
      deductions: sum((row) => row.deductions),
      approved: sum((row) => row.approved),
      paid: 0,
    });
    for (const row of all.rows.filter((claim) => claim.status === 'Approved'))
      expect(row.approved).toBe(Math.round((row.claimed - (row.deductions ?? 0)) * 100) / 100);
    expect(all.hqs).toEqual(['Nashik', 'Pune', 'Satara']);

    const pune = await register(approvedMonth(), { hq: 'Pune' });
    expect(pune.rows.map((row) => row.employeeName)).toEqual(['Asha Kulkarni']);
    expect(pune.totals.claimed).toBe(pune.rows[0]?.claimed);
    expect((await register(approvedMonth(), { name: 'desh' })).rows.map((row) => row.employeeName)).toEqual([
      'Rahul Deshmukh',
    ]);
    expect((await register(approvedMonth(), { status: 'Rejected' })).rowCount).toBe(0);

    const waiting = await register(submittedMonth());
    expect(waiting.rows.map((row) => [row.status, row.approved, row.deductions])).toEqual([
      ['Submitted', null, null],
      ['Submitted', null, null],
    ]);
  });

  it('refuses the register to anyone but finance of that company', async () => {
    const query = { companyId: asha.companyId, ...approvedMonth() };
    expect(await refused(t.app, asha, getClaimsRegister, 403, { query })).toBe(
      'Only the finance team of this company may do this.',
    );
    await refused(t.app, vikram, getClaimsRegister, 403, { query });
    await refused(t.app, kavita, getClaimsRegister, 403, { query: { ...query, companyId: 999_999 } });
    await refused(t.app, null, getClaimsRegister, 401, { query });
    expect(await refused(t.app, kavita, getClaimsRegister, 400, { query: { ...query, month: 13 } })).toMatch(
      /month/,
    );
  });

  it('refuses to pay a claim that is not approved, and pays nothing of the request', async () => {
    const approved = await claimOf(asha.employeeId);
    const waiting = await claimOf(asha.employeeId, submittedMonth());
    const reason = await refused(t.app, kavita, markClaimsPaid, 409, {
      body: {
        companyId: kavita.companyId,
        expenseIds: [approved.expenseId, waiting.expenseId],
        paymentDate: businessDate(),
        reference: 'UTR0001',
      },
    });
    expect(reason).toMatch(/Submitted: only an approved claim can be paid/);
    expect((await claimOf(asha.employeeId)).status).toBe('Approved');
    const payments = await t.db.query('select 1 from payment');
    expect(payments).toHaveLength(0);
  });

  it('refuses a payment dated after today or before the month ended, and other people', async () => {
    const approved = await claimOf(asha.employeeId);
    const body = (paymentDate: string) => ({
      body: { companyId: kavita.companyId, expenseIds: [approved.expenseId], paymentDate, reference: 'UTR1' },
    });
    expect(await refused(t.app, kavita, markClaimsPaid, 400, body(addDays(businessDate(), 1)))).toMatch(
      /after today/,
    );
    const { first } = monthBounds(approvedMonth().year, approvedMonth().month);
    expect(await refused(t.app, kavita, markClaimsPaid, 400, body(first))).toMatch(
      /once its month has ended/,
    );
    await refused(t.app, asha, markClaimsPaid, 403, body(payDay()));
    await refused(t.app, kavita, markClaimsPaid, 403, {
      body: { ...body(payDay()).body, expenseIds: [999_999] },
    });
  });

  it('pays the approved total once, however often the request is replayed, and tells the employee', async () => {
    const claim = await claimOf(asha.employeeId);
    expect(claim.approved).toBeGreaterThan(0);
    const input = {
      body: {
        companyId: kavita.companyId,
        expenseIds: [claim.expenseId],
        paymentDate: payDay(),
        reference: 'UTR 4471',
      },
      idempotencyKey: 'pay-asha-once',
    };
    const first = await send(t.app, kavita, markClaimsPaid, input);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      message: '1 claim marked paid.',
      paid: [{ expenseId: claim.expenseId, amount: claim.approved }],
    });
    const replay = await send(t.app, kavita, markClaimsPaid, input);
    expect(replay.json).toEqual(first.json);
    expect(replay.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await t.db.query('select 1 from payment where expense_id = $1', [claim.expenseId])).toHaveLength(
      1,
    );

    const paid = await claimOf(asha.employeeId);
    expect(paid).toMatchObject({
      status: 'Paid',
      paid: claim.approved,
      paymentDate: payDay(),
      reference: 'UTR 4471',
    });
    expect((await register()).totals.paid).toBe(claim.approved);

    const home = await ok(t.app, asha, getExpenseMainDashboard, {
      query: { EmployeeId: asha.employeeId, CompanyId: asha.companyId },
    });
    expect(home.expenseMain).toMatchObject({ secondLastStatus: 'Paid', secondLastPaid: claim.approved });
    // Both of asha's screens say what was paid, when and with which reference.
    const payment = { amount: claim.approved, paidOn: payDay(), reference: 'UTR 4471' };
    expect(home.expenseMain.secondLastStanding?.payment).toEqual(payment);
    const month = await ok(t.app, asha, getMyExpense, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, ...approvedMonth() },
    });
    expect(month.standing).toMatchObject({ status: 'Paid', payment });

    const again = await refused(t.app, kavita, markClaimsPaid, 409, {
      ...input,
      idempotencyKey: 'pay-asha-twice',
    });
    expect(again).toMatch(/was already paid/);

    const notices = await ok(t.app, asha, getNotification, {
      query: { employeeId: asha.employeeId },
    });
    const paidNotices = notices.notificationMessage.filter((notice) =>
      /was paid on/.test(notice.notificationMessage),
    );
    expect(paidNotices).toHaveLength(1);
    expect(paidNotices[0]?.notificationMessage).toMatch(
      /^Your [A-Z][a-z]+ \d{4} claim of ₹[\d,]+\.\d\d was paid on \d{1,2} [A-Z][a-z]{2} \d{4}, reference UTR 4471\.$/,
    );
  });

  it('lets no approver change a paid claim', async () => {
    const paid = await claimOf(asha.employeeId);
    expect(paid.status).toBe('Paid');
    await refused(t.app, vikram, expenseDraftSubmit, 409, {
      body: { expenseId: paid.expenseId, levelId: 1, approverId: vikram.employeeId, slNo: 0, tblDetails: [] },
    });
  });
});
