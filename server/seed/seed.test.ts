import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExpenseUploadTemp } from '../../src/contract/receipts';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../tests/support/test-app';
import { addDays, businessDate, monthOf } from '../lib/calendar';
import { readWholeImage } from '../lib/images';
import { DEMO_BILLS } from './demo-company';

describe.each(DATABASE_KINDS)('the demo company’s receipts and months on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('has four expense types and four sundry types', async () => {
    const rows = await t.db.query<{ kind: string; count: number }>(
      'select expense_or_sundry as kind, count(*)::int as count from expense_type group by 1 order by 1',
    );
    expect(rows).toEqual([
      { kind: 'E', count: 4 },
      { kind: 'S', count: 4 },
    ]);
  });

  it('gives asha and rahul two unreported bills each, with real photos and thumbnails', async () => {
    for (const userName of ['asha', 'rahul']) {
      const { token, userInfo } = await t.login(userName);
      const response = await t.app.inject({
        url: `/api/GetExpenseUploadTemp?employeeId=${userInfo.employeeId}&companyId=${userInfo.companyId}`,
        headers: bearer(token),
      });
      const { expenseUploadTempList } = getExpenseUploadTemp.response.parse(response.json());
      const expected = DEMO_BILLS.filter((bill) => bill.userName === userName);
      expect(expenseUploadTempList.map((bill) => bill.invoiceNumber).sort()).toEqual(
        expected.map((bill) => bill.invoiceNumber).sort(),
      );
      for (const bill of expected) {
        const listed = expenseUploadTempList.find((item) => item.invoiceNumber === bill.invoiceNumber);
        expect(listed).toMatchObject({
          amount: bill.rupees,
          expenseType: bill.expenseType,
          invoiceDate: addDays(businessDate(), -bill.daysAgo),
        });
        expect(listed?.imageBase64).toMatch(/^data:image\/jpeg;base64,/);
      }
    }
    const images = await t.db.query<{ image: Uint8Array; thumbnail: Uint8Array }>(
      `select image, thumbnail from bill where status = 'U'`,
    );
    expect(images).toHaveLength(DEMO_BILLS.length);
    for (const { image, thumbnail } of images) {
      expect(readWholeImage(image)).toMatchObject({ type: 'image/jpeg', width: 450 });
      expect(image.length).toBeLessThan(40 * 1024);
      expect(readWholeImage(thumbnail)).toMatchObject({ type: 'image/jpeg', width: 120 });
      expect(thumbnail.length).toBeLessThan(8 * 1024);
    }
  });

  it('has the month before last approved, last month submitted and this month open for asha and rahul', async () => {
    const today = businessDate();
    const rows = await t.db.query<{
      userName: string;
      year: number;
      month: number;
      status: string;
      days: number;
    }>(
      `select e.user_name as "userName", x.year, x.month, x.status, count(d.id)::int as days
         from expense x join employee e on e.id = x.employee_id join expense_detail d on d.expense_id = x.id
        group by 1, 2, 3, 4 order by 1, 2, 3`,
    );
    const expected = ['Approved', 'Submitted', 'Unsubmitted'].map((status, index) => ({
      ...monthOf(today, index - 2),
      status,
    }));
    for (const userName of ['asha', 'rahul']) {
      expect(
        rows
          .filter((row) => row.userName === userName)
          .map(({ year, month, status }) => ({ year, month, status })),
      ).toEqual(expected);
    }
    expect(rows.every((row) => row.days >= 28)).toBe(true);
  });

  it('prices an HQ day at the HQ allowance of ₹250 for grade 1', async () => {
    const rows = await t.db.query<{ rupees: number }>(
      `select amount_paise / 100 as rupees from daily_allowance where category_id = 1 and grade_id = 1`,
    );
    expect(rows).toEqual([{ rupees: 250 }]);
  });
});
