import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getExpenseUploadTemp } from '../../src/contract/receipts';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../tests/support/test-app';
import { addDays, businessDate, monthOf } from '../lib/calendar';
import { readWholeImage } from '../lib/images';
import { DEMO_ATTACHED_BILLS, DEMO_BILLS, DEMO_JOURNEYS } from './demo-company';

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

  it('stores each road distance once, lower city id first, with the demo figures', async () => {
    const rows = await t.db.query<{ a: string; b: string; km: number }>(
      `select ca.name as a, cb.name as b, r.distance_km as km
         from road_distance r join city ca on ca.id = r.city_a_id join city cb on cb.id = r.city_b_id`,
    );
    const km = (x: string, y: string) =>
      rows.find((row) => [row.a, row.b].sort().join('|') === [x, y].sort().join('|'))?.km;
    expect(km('Pune', 'Satara')).toBe(112);
    expect(km('Pune', 'Lonavala')).toBe(65);
    expect(km('Nashik', 'Igatpuri')).toBe(45);
  });

  it('gives asha an approved chart with HQ, EX-HQ and Out Station journeys, two drafts and a rejection', async () => {
    const rows = await t.db.query<{ userName: string; status: string; categoryId: number; count: number }>(
      `select e.user_name as "userName", d.status, d.category_id as "categoryId", count(*)::int as count
         from stpfc s join employee e on e.id = s.employee_id join stpfc_detail d on d.stpfc_id = s.id
        group by 1, 2, 3 order by 1, 2, 3`,
    );
    const of = (userName: string, status: string) =>
      rows.filter((row) => row.userName === userName && row.status === status);
    expect(of('asha', 'A').map((row) => row.categoryId)).toEqual([1, 2, 3]);
    expect(of('asha', 'D').reduce((sum, row) => sum + row.count, 0)).toBe(2);
    expect(of('asha', 'R')).toHaveLength(1);
    expect(of('rahul', 'A').map((row) => row.categoryId)).toEqual([1, 2, 3]);
    expect(of('rahul', 'D').reduce((sum, row) => sum + row.count, 0)).toBe(1);
    expect(of('rahul', 'S')).toHaveLength(1);
  });

  it('prices the seeded Pune to Lonavala bus journey: 65 km at ₹2, Out Station ₹750', async () => {
    const rows = await t.db.query<Record<string, number>>(
      `select d.one_way_distance_km as km, d.two_way_fare_paise as fare, d.allowance_paise as allowance,
              d.total_paise as total
         from stpfc_detail d join city f on f.id = d.from_city_id join city c on c.id = d.to_city_id
        where f.name = 'Pune' and c.name = 'Lonavala'`,
    );
    expect(rows).toEqual([{ km: 65, fare: 26_000, allowance: 75_000, total: 101_000 }]);
  });

  it("prices asha's journey days as her approved chart does, and attaches bills in each of her three months", async () => {
    const days = await t.db.query<{
      from: string;
      to: string;
      fare: number;
      allowance: number;
      chartFare: number;
      chartAllowance: number;
    }>(
      `select fc.name as from, tc.name as to, d.fare_paise as fare, d.allowance_paise as allowance,
              j.two_way_fare_paise as "chartFare", j.allowance_paise as "chartAllowance"
         from expense_detail d
         join expense x on x.id = d.expense_id
         join employee e on e.id = x.employee_id and e.user_name = 'asha'
         join city fc on fc.id = d.from_city_id
         join city tc on tc.id = d.to_city_id
         join stpfc c on c.employee_id = e.id
         join stpfc_detail j on j.stpfc_id = c.id and j.status = 'A'
                            and j.from_city_id = d.from_city_id and j.to_city_id = d.to_city_id
        where d.from_city_id <> d.to_city_id`,
    );
    expect(days).toHaveLength(DEMO_JOURNEYS.length);
    for (const day of days) expect([day.fare, day.allowance]).toEqual([day.chartFare, day.chartAllowance]);

    const attached = await t.db.query<{ year: number; month: number; count: number }>(
      `select x.year, x.month, count(*)::int as count
         from expense_attachment a
         join bill b on b.id = a.bill_id and b.status = 'A'
         join expense_detail d on d.id = a.expense_detail_id
         join expense x on x.id = d.expense_id
        group by 1, 2 order by 1, 2`,
    );
    expect(attached.map(({ year, month }) => ({ year, month }))).toEqual(
      [-2, -1, 0].map((shift) => monthOf(businessDate(), shift)),
    );
    expect(attached.reduce((sum, row) => sum + row.count, 0)).toBe(DEMO_ATTACHED_BILLS.length);
  });
});
