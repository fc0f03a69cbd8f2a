import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getMyExpense } from '../../src/contract/expenses';
import { getExpenseUploadTemp } from '../../src/contract/receipts';
import { addDays, businessDate, monthOf } from '../../src/pure/calendar';
import { ok } from '../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../tests/support/test-app';
import { readWholeImage } from '../lib/images';
import { DEMO_ATTACHED_BILLS, DEMO_BILLS, DEMO_CURRENT_MONTH_BILLS } from './demo-bills';
import { DEMO_COMPANY } from './demo-company';
import { DEMO_LOGINS } from './demo-logins';
import { DEMO_ROUTES } from './demo-routes';

describe.each(DATABASE_KINDS)('the demo company’s receipts and months on %s', (kind) => {
  const t = useTestApp(kind);

  it('has four expense types and four sundry types', async () => {
    const rows = await t.db.query<{ kind: string; count: number }>(
      `select expense_or_sundry as kind, count(*)::int as count from expense_type
        where company_id = (select id from company where name = $1) group by 1 order by 1`,
      [DEMO_COMPANY],
    );
    expect(rows).toEqual([
      { kind: 'E', count: 4 },
      { kind: 'S', count: 4 },
    ]);
  });

  it('gives asha and rahul two unreported bills each, with real photos and thumbnails', async () => {
    for (const userName of ['asha', 'rahul']) {
      const { token, userInfo } = await t.login(userName);
      const { expenseUploadTempList } = await ok(t.app, { token }, getExpenseUploadTemp, {
        query: { employeeId: userInfo.employeeId, companyId: userInfo.companyId },
      });
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
      'select image, thumbnail from bill',
    );
    expect(images).toHaveLength(
      DEMO_BILLS.length + DEMO_ATTACHED_BILLS.length + DEMO_CURRENT_MONTH_BILLS.length,
    );
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
      `select amount_paise / 100 as rupees from daily_allowance where category_id = 1 and grade_id = 1
          and company_id = (select id from company where name = $1)`,
      [DEMO_COMPANY],
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

  /** Each demo route's day total, worked out by hand from the seeded chart (grade 1). */
  const ROUTE_TOTALS: Record<string, Record<number, { category: string; total: number }>> = {
    // Pune–Pimpri-Chinchwad 18 km by bike at ₹3.5 each way + EX-HQ ₹400; Pune–Lonavala 65 km by
    // bus at ₹2 + Out Station ₹750; a first half day at HQ: half of ₹250.
    asha: {
      1: { category: 'EX-HQ', total: 526 },
      3: { category: 'Out Station', total: 880 },
      4: { category: 'Out Station', total: 880 },
      6: { category: 'HQ', total: 125 },
    },
    // Nashik–Sinnar 30 km by bike each way + EX-HQ ₹400; Nashik–Igatpuri 45 km by bus + ₹750.
    rahul: {
      1: { category: 'EX-HQ', total: 610 },
      3: { category: 'Out Station', total: 840 },
      4: { category: 'Out Station', total: 840 },
    },
  };

  it('prices the demo routes of each month from the approved chart, up to today', async () => {
    const today = businessDate();
    for (const userName of ['asha', 'rahul']) {
      const { token, userInfo } = await t.login(userName);
      for (const shift of [-2, -1, 0]) {
        const month = await ok(t.app, { token }, getMyExpense, {
          query: { employeeId: userInfo.employeeId, companyId: userInfo.companyId, ...monthOf(today, shift) },
        });
        const working = month.getMyExpenseList.filter((day) => day.isHoliday === 0);
        for (const route of DEMO_ROUTES.filter((candidate) => candidate.userName === userName)) {
          const day = working[route.workingDay];
          if (!day) continue;
          const expected = ROUTE_TOTALS[userName]?.[route.workingDay];
          const isPriced = day.activityDate <= today;
          expect(day.isModifyRoute, `${userName} ${day.activityDate}`).toBe(isPriced ? 1 : 0);
          if (!isPriced) continue;
          const bills =
            shift === -1
              ? DEMO_ATTACHED_BILLS.filter(
                  (bill) =>
                    bill.userName === userName &&
                    bill.workingDay === route.workingDay &&
                    bill.expenseType !== 'Courier',
                ).reduce((sum, bill) => sum + bill.rupees, 0)
              : 0;
          expect(day, `${userName} ${day.activityDate}`).toMatchObject({
            category: expected?.category,
            total: (expected?.total ?? 0) + bills,
            remarks: route.remarks,
          });
        }
      }
    }
  });

  it('puts bills on days of last month’s submitted claim and asha’s current month, sundries toward the sundry total', async () => {
    const rows = await t.db.query<{ userName: string; status: string; bills: number; sundry: number }>(
      `select e.user_name as "userName", x.status, count(a.id)::int as bills,
              coalesce(sum(b.amount_paise) filter (where et.expense_or_sundry = 'S'), 0)::int / 100 as sundry
         from expense x
         join employee e on e.id = x.employee_id
         join expense_detail d on d.expense_id = x.id
         join expense_attachment a on a.expense_detail_id = d.id
         join bill b on b.id = a.bill_id and b.status = 'A'
         join expense_type et on et.id = b.expense_type_id
        group by 1, 2 order by 1, 2`,
    );
    // asha's current month carries the bills of her dashboard's summary, a courier sundry among them.
    expect(rows).toEqual([
      { userName: 'asha', status: 'Submitted', bills: 2, sundry: 0 },
      { userName: 'asha', status: 'Unsubmitted', bills: DEMO_CURRENT_MONTH_BILLS.length, sundry: 75 },
      { userName: 'rahul', status: 'Submitted', bills: 1, sundry: 120 },
    ]);
  });
});

describe('the demo logins the start banner prints', () => {
  const t = useTestApp('pglite');

  it('each signs in with the demo password, and the README names each', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const { userName } of DEMO_LOGINS) {
      const { userInfo } = await t.login(userName);
      expect(userInfo.employeeId).toBeGreaterThan(0);
      expect(readme).toContain(`\`${userName}\``);
    }
  });
});
