import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getMyExpense, type TMyExpenseItem } from '../../../src/contract/expenses';
import { IDEMPOTENCY_HEADER } from '../../../src/contract/outbox';
import {
  BILL_AFTER_DAY,
  DUPLICATE_BILL,
  expenseUpload,
  getExpenseUploadTemp,
  type TExpenseUploadRequest,
  unreportedDelete,
  unreportedUpdate,
} from '../../../src/contract/receipts';
import { RECEIPT_TEXTS } from '../../../src/contract/receipts-texts';
import { addDays, businessDate, monthOf } from '../../../src/pure/calendar';
import { renderText } from '../../../src/pure/texts';
import { type Employee, newInvoiceNumber, upload, uploadBody } from '../../../tests/support/receipts';
import { ok, refused, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { REPLAYED_HEADER } from '../../http/idempotency';

const BILL_ATTACHED_ALREADY = renderText(RECEIPT_TEXTS.attachedAlready, 'en');

import { HOLIDAY_LOCKED } from './attachments';

const isSunday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 0;

describe.each(DATABASE_KINDS)('expense months and attached bills on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  const rahul = t.signIn('rahul');
  /** August of last year: in the past, and with Independence Day (15 August) in it. */
  const august = { year: monthOf(businessDate()).year - 1, month: 8 };

  const monthQuery = (employee: Employee, { year, month }: { year: number; month: number }) => ({
    query: { employeeId: employee.employeeId, companyId: employee.companyId, month, year },
  });

  const monthDays = async (employee: Employee, month: { year: number; month: number }) =>
    (await ok(t.app, employee, getMyExpense, monthQuery(employee, month))).getMyExpenseList;

  const workDay = async (employee: Employee, month = august, from = 1) =>
    (await monthDays(employee, month)).filter((day) => day.isHoliday === 0)[from] as TMyExpenseItem;

  const uploadBill = async (employee: Employee, fields: Partial<TExpenseUploadRequest>) => {
    const response = await upload(t.app, employee, fields);
    expect(response.status, response.text).toBe(200);
    return expenseUpload.response.parse(response.json).unReportExpenseId;
  };

  // Raw: the tests below send extras the contract refuses (a day id in words, a travel mode of 9).
  const attach = (
    employee: Employee,
    day: TMyExpenseItem,
    billId: number,
    extra: object = {},
    key?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/expenseAttachUnreported',
      payload: {
        activityDate: day.activityDate,
        expenseDetailId: day.expenseDetailId,
        expenseId: day.expenseId,
        employeeId: employee.employeeId,
        expenseType: 'Food',
        fare: 1,
        description: 'Lunch with a stockist',
        unReportExpenseId: billId,
        travelMode: 0,
        expenseOrSundry: 'E',
        ...extra,
      },
      headers: { ...bearer(employee.token), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    });

  const unreportedIds = async (employee: Employee) =>
    (
      await ok(t.app, employee, getExpenseUploadTemp, {
        query: { employeeId: employee.employeeId, companyId: employee.companyId },
      })
    ).expenseUploadTempList.map((bill) => bill.unReportExpenseId);

  it('creates a month on first read: one line per day, Sundays and holidays off, HQ field work on the rest', async () => {
    const days = await monthDays(asha, august);
    expect(days).toHaveLength(31);
    expect(days.map((day) => day.activityDate)).toEqual(
      Array.from({ length: 31 }, (_, i) => `${august.year}-08-${String(i + 1).padStart(2, '0')}`),
    );
    for (const day of days) {
      const isOff = isSunday(day.activityDate) || day.activityDate.endsWith('-08-15');
      expect(day.isHoliday, day.activityDate).toBe(isOff ? 1 : 0);
      if (isOff) {
        expect(day).toMatchObject({ total: 0, fromCity: '', expenseModifyEnable: 0 });
      } else {
        expect(day).toMatchObject({
          activity: 'Field Work',
          fromCity: 'Pune',
          toCity: 'Pune',
          category: 'HQ',
          distance: 0,
          fare: 0,
          total: 250,
          status: 'Unsubmitted',
          isModifyRoute: 0,
          expenseModifyEnable: 1,
        });
      }
    }
    expect(days[14]).toMatchObject({
      activity: 'Independence Day',
      activityDateFormat: `15 Aug ${august.year}`,
    });
    expect(days[2]?.activityDateFormat).toBe(`3 Aug ${august.year}`);
    expect((await monthDays(rahul, august)).find((day) => day.isHoliday === 0)?.fromCity).toBe('Nashik');
  });

  it('lets only days up to today be modified in the current month', async () => {
    const today = businessDate();
    const days = await monthDays(asha, monthOf(today));
    for (const day of days) {
      const canModify = day.isHoliday === 0 && day.activityDate <= today;
      expect(day.expenseModifyEnable, day.activityDate).toBe(canModify ? 1 : 0);
    }
  });

  it('creates a month once, even when several first reads race', async () => {
    const march = { year: august.year, month: 3 };
    const reads = await Promise.all(
      [1, 2, 3].map(() => ok(t.app, asha, getMyExpense, monthQuery(asha, march))),
    );
    const ids = reads.map((read) => read.getMyExpenseList[0]?.expenseId);
    expect(new Set(ids).size).toBe(1);
    const [row] = await t.db.query<{ months: number; days: number }>(
      `select count(distinct x.id)::int as months, count(d.id)::int as days
         from expense x join expense_detail d on d.expense_id = x.id
        where x.employee_id = $1 and x.year = $2 and x.month = 3`,
      [asha.employeeId, march.year],
    );
    expect(row).toEqual({ months: 1, days: 31 });
  });

  it('answers an empty list for a month that has not begun, and creates nothing', async () => {
    const next = monthOf(businessDate(), 1);
    expect(await monthDays(asha, next)).toEqual([]);
    const rows = await t.db.query(
      'select 1 from expense where employee_id = $1 and year = $2 and month = $3',
      [asha.employeeId, next.year, next.month],
    );
    expect(rows).toHaveLength(0);
  });

  it("refuses another employee's month with 403 and a month that does not exist with 400", async () => {
    await refused(t.app, asha, getMyExpense, 403, monthQuery(rahul, august));
    // Raw: months the contract cannot express (13, 0, a year in words, none).
    for (const query of ['month=13&year=2026', 'month=0&year=2026', 'month=5&year=abc', 'month=5']) {
      const response = await t.app.inject({
        url: `/api/getMyExpense?employeeId=${asha.employeeId}&companyId=${asha.companyId}&${query}`,
        headers: bearer(asha.token),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("attaches a bill to a day: it leaves the unreported list and adds to the day's total", async () => {
    const day = await workDay(asha, august, 0);
    const food = await uploadBill(asha, {
      fare: '180.75',
      ExpenseType: 'Food',
      InvoiceDate: day.activityDate,
    });
    const response = await attach(asha, day, food);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Bill attached successfully',
      expenseAttachmentId: expect.any(Number),
    });
    expect(await unreportedIds(asha)).not.toContain(food);

    const after = (await monthDays(asha, august)).find(
      (item) => item.expenseDetailId === day.expenseDetailId,
    );
    expect(after?.total).toBe(430.75);

    // A sundry bill belongs to the month's sundry total, not to the day.
    const courier = await uploadBill(asha, {
      fare: '90',
      ExpenseType: 'Courier',
      expenseOrSundry: 'S',
      InvoiceDate: day.activityDate,
    });
    expect((await attach(asha, day, courier, { expenseOrSundry: 'S' })).statusCode).toBe(200);
    const withSundry = (await monthDays(asha, august)).find(
      (item) => item.expenseDetailId === day.expenseDetailId,
    );
    expect(withSundry?.total).toBe(430.75);
  });

  it('counts the bill as it was saved, whatever type and amount the request claims', async () => {
    const day = await workDay(asha, august, 1);
    const bill = await uploadBill(asha, { fare: '40', ExpenseType: 'Travel', InvoiceDate: day.activityDate });
    const response = await attach(asha, day, bill, { fare: 99_999, expenseType: 'Accommodation' });
    expect(response.statusCode).toBe(200);
    const after = (await monthDays(asha, august)).find(
      (item) => item.expenseDetailId === day.expenseDetailId,
    );
    expect(after?.total).toBe(290);
  });

  it('keeps an attached bill: not attached twice, not changed, not deleted, still a duplicate', async () => {
    const day = await workDay(asha, august, 2);
    const invoiceNumber = newInvoiceNumber();
    const fields = { fare: '55', InvoiceDate: day.activityDate, InvoiceNumber: invoiceNumber };
    const bill = await uploadBill(asha, fields);
    expect((await attach(asha, day, bill)).statusCode).toBe(200);

    const again = await attach(asha, await workDay(asha, august, 3), bill);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILL_ATTACHED_ALREADY);

    const update = await send(t.app, asha, unreportedUpdate, {
      query: { unReportAttachmentId: bill },
      body: {
        EmployeeId: asha.employeeId,
        CompanyId: asha.companyId,
        Amount: '1',
        InvoiceNumber: newInvoiceNumber(),
        ExpenseType: 'Travel',
        InvoiceDate: day.activityDate,
        expenseOrSundry: 'E',
      },
    });
    expect(update.status).toBe(409);
    const remove = await send(t.app, asha, unreportedDelete, {
      query: { employeeId: asha.employeeId, companyId: asha.companyId, unReportExpenseId: bill },
    });
    expect(remove.status).toBe(409);

    const duplicate = await refused(t.app, asha, expenseUpload, 409, { body: uploadBody(asha, fields) });
    expect(duplicate).toBe(DUPLICATE_BILL);
  });

  it('refuses holidays, closed months and bills dated after the day with 409, attaching nothing', async () => {
    const days = await monthDays(asha, august);
    const holiday = days.find((day) => day.isHoliday === 1) as TMyExpenseItem;
    const firstOfMonth = `${august.year}-08-01`;
    const bill = await uploadBill(asha, { InvoiceDate: firstOfMonth });

    const onHoliday = await attach(asha, holiday, bill);
    expect(onHoliday.statusCode).toBe(409);
    expect(onHoliday.json().message).toBe(HOLIDAY_LOCKED);

    // Last month was submitted in the demo; its days are locked.
    const lastMonth = monthOf(businessDate(), -1);
    const submittedDay = (await monthDays(asha, lastMonth)).find(
      (day) => day.isHoliday === 0,
    ) as TMyExpenseItem;
    expect(submittedDay.status).toBe('Submitted');
    expect(submittedDay.expenseModifyEnable).toBe(0);
    const locked = await attach(asha, submittedDay, bill);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(
      'This month is Submitted: bills can no longer be attached to its days.',
    );

    const lateBill = await uploadBill(asha, { InvoiceDate: days[20]?.activityDate as string });
    const early = await attach(
      asha,
      days.filter((day) => day.isHoliday === 0)[0] as TMyExpenseItem,
      lateBill,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BILL_AFTER_DAY);

    expect(await unreportedIds(asha)).toEqual(expect.arrayContaining([bill, lateBill]));
  });

  it('refuses a day that is not part of the month, or not on the date given, with 400', async () => {
    const day = await workDay(asha, august, 4);
    const bill = await uploadBill(asha, { InvoiceDate: day.activityDate });
    const march = (await monthDays(asha, { year: august.year, month: 3 }))[0] as TMyExpenseItem;
    const wrongMonth = await attach(asha, day, bill, { expenseId: march.expenseId });
    expect(wrongMonth.statusCode).toBe(400);
    expect(wrongMonth.json().message).toMatch(/^expenseDetailId: this day is not part of expense/);

    const wrongDate = await attach(asha, day, bill, { activityDate: addDays(day.activityDate, 1) });
    expect(wrongDate.statusCode).toBe(400);
    expect(wrongDate.json().message).toMatch(/^activityDate: the day is /);
    expect(await unreportedIds(asha)).toContain(bill);
  });

  it("refuses another employee's day, month or bill with 403, and unknown ones with 404", async () => {
    const ashasDay = await workDay(asha, august, 5);
    const rahulsDay = await workDay(rahul, august, 5);
    const ashasBill = await uploadBill(asha, { InvoiceDate: ashasDay.activityDate });
    const rahulsBill = await uploadBill(rahul, { InvoiceDate: ashasDay.activityDate });

    for (const response of [
      await attach(asha, rahulsDay, ashasBill),
      await attach(asha, { ...ashasDay, expenseDetailId: rahulsDay.expenseDetailId }, ashasBill),
      await attach(asha, ashasDay, rahulsBill),
      await attach(asha, ashasDay, ashasBill, { employeeId: rahul.employeeId }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You may not see or change this employee’s data.');
    }
    expect((await attach(asha, ashasDay, 99_999_999)).statusCode).toBe(404);
    expect((await attach(asha, { ...ashasDay, expenseDetailId: 99_999_999 }, ashasBill)).statusCode).toBe(
      404,
    );
    expect((await attach(asha, { ...ashasDay, expenseId: 99_999_999 }, ashasBill)).statusCode).toBe(404);
    expect(await unreportedIds(rahul)).toContain(rahulsBill);
  });

  it.each([
    ['no day', { expenseDetailId: undefined }, /expenseDetailId/],
    ['a day id in words', { expenseDetailId: 'monday' }, /expenseDetailId: must be a number/],
    ['30 February', { activityDate: '2026-02-30' }, /activityDate: is not a real date/],
    ['a travel mode of 9', { travelMode: 9 }, /travelMode/],
    ['a negative amount', { fare: -3 }, /fare: must be more than 0/],
  ])('refuses an attach with %s with 400', async (_name, extra, reason) => {
    const day = await workDay(asha, august, 6);
    const bill = await uploadBill(asha, { InvoiceDate: day.activityDate });
    const response = await attach(asha, day, bill, extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(reason);
    expect(await unreportedIds(asha)).toContain(bill);
  });

  it('answers a replayed attach with its stored answer', async () => {
    const day = await workDay(asha, august, 7);
    const bill = await uploadBill(asha, { InvoiceDate: day.activityDate });
    const key = randomUUID();
    const first = await attach(asha, day, bill, {}, key);
    const replay = await attach(asha, day, bill, {}, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    const rows = await t.db.query('select 1 from expense_attachment where bill_id = $1', [bill]);
    expect(rows).toHaveLength(1);
  });
});
