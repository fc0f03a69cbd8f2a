// The register's sums are the sums of the approved days, for any month: generated claims with
// bills, sundries, deductions at one or two levels and rejected days, written straight to the
// database, read back through the register's SQL and compared with a model of the rules.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-app';
import type { Queryable } from '../../db/database';
import { registerPage } from './queries';

interface GenDay {
  farePaise: number;
  allowancePaise: number;
  bills: { paise: number; sundry: boolean }[];
  /** Per level: approved or rejected, and the share of what the level judged that it deducts. */
  levels: { status: 'A' | 'R'; cut: number }[];
}
interface GenClaim {
  days: GenDay[];
  levelCount: number;
}

const dayArb = (levelCount: number) =>
  fc.record({
    farePaise: fc.integer({ min: 0, max: 500_000 }),
    allowancePaise: fc.integer({ min: 0, max: 80_000 }),
    bills: fc.array(fc.record({ paise: fc.integer({ min: 1, max: 300_000 }), sundry: fc.boolean() }), {
      maxLength: 2,
    }),
    levels: fc.array(
      fc.record({
        status: fc.constantFrom<'A' | 'R'>('A', 'A', 'R'),
        cut: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      { minLength: levelCount, maxLength: levelCount },
    ),
  });
const claimArb: fc.Arbitrary<GenClaim> = fc.integer({ min: 0, max: 2 }).chain((levelCount) =>
  fc.record({
    levelCount: fc.constant(levelCount),
    days: fc.array(dayArb(levelCount), { minLength: 1, maxLength: 6 }),
  }),
);

/** The rules as the approval screens state them: each level judges what the one before approved. */
function model(claim: GenClaim) {
  let claimed = 0;
  let approved = 0;
  const judgedByDay = claim.days.map((day) => {
    const dayClaimed =
      day.farePaise + day.allowancePaise + day.bills.reduce((sum, bill) => sum + bill.paise, 0);
    claimed += dayClaimed;
    let judged = dayClaimed;
    const lines = day.levels.map((level, index) => {
      const previous = index > 0 ? day.levels[index - 1] : undefined;
      if (previous)
        judged = previous.status === 'A' ? judged - Math.floor(previous.cut * judged) : dayClaimed;
      return { status: level.status, judged, deduction: Math.floor(level.cut * judged) };
    });
    const last = lines.at(-1);
    if (last?.status === 'A') approved += last.judged - last.deduction;
    return lines;
  });
  const lastStatuses = claim.days.map((day) => day.levels.at(-1)?.status);
  const status =
    claim.levelCount === 0
      ? 'Submitted'
      : lastStatuses.every((status) => status === 'A')
        ? 'Approved'
        : lastStatuses.every((status) => status === 'R')
          ? 'Rejected'
          : 'Partially Approved';
  return { claimed, approved: claim.levelCount === 0 ? null : approved, status, judgedByDay };
}

const MONTH = { year: 2026, month: 3 };

async function writeCompany(db: Queryable, claims: GenClaim[], run: number) {
  const one = async (sql: string, params: unknown[]) =>
    ((await db.query<{ id: number }>(sql, params))[0] as { id: number }).id;
  const companyId = await one('insert into company (name) values ($1) returning id', [`Generated ${run}`]);
  const expenseType = await one(
    `insert into expense_type (company_id, name, expense_or_sundry) values ($1, 'Travel', 'E') returning id`,
    [companyId],
  );
  const sundryType = await one(
    `insert into expense_type (company_id, name, expense_or_sundry) values ($1, 'Courier', 'S') returning id`,
    [companyId],
  );
  for (const [index, claim] of claims.entries()) {
    const { status, judgedByDay } = model(claim);
    const employeeId = await one(
      `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation, area_range)
       values ($1, $2, 'x', $3, $4, 'Medical Representative', 'T') returning id`,
      [companyId, `gen-${run}-${index}`, `Employee ${String(index).padStart(3, '0')}`, `G${index}`],
    );
    const expenseId = await one(
      'insert into expense (company_id, employee_id, year, month, status) values ($1, $2, $3, $4, $5) returning id',
      [companyId, employeeId, MONTH.year, MONTH.month, status],
    );
    const dayIds: number[] = [];
    for (const [dayIndex, day] of claim.days.entries()) {
      const date = `2026-03-${String(dayIndex + 2).padStart(2, '0')}`;
      const dayId = await one(
        `insert into expense_detail (expense_id, activity_date, activity, fare_paise, allowance_paise)
         values ($1, $2, 'Field Work', $3, $4) returning id`,
        [expenseId, date, day.farePaise, day.allowancePaise],
      );
      dayIds.push(dayId);
      for (const [billIndex, bill] of day.bills.entries()) {
        const billId = await one(
          `insert into bill (company_id, employee_id, expense_type_id, invoice_number, invoice_date, amount_paise,
                             image, image_type, status)
           values ($1, $2, $3, $4, $5, $6, '\\x00', 'image/jpeg', 'A') returning id`,
          [
            companyId,
            employeeId,
            bill.sundry ? sundryType : expenseType,
            `INV-${dayIndex}-${billIndex}`,
            date,
            bill.paise,
          ],
        );
        await db.query('insert into expense_attachment (expense_detail_id, bill_id) values ($1, $2)', [
          dayId,
          billId,
        ]);
      }
    }
    for (let level = 1; level <= claim.levelCount; level += 1) {
      const approvalId = await one(
        `insert into expense_approval (expense_id, level_id, approver_id, submitted_at, is_closed)
         values ($1, $2, $3, timestamptz '2026-04-02 10:00+05:30' + make_interval(hours => $4), true) returning id`,
        [expenseId, level, employeeId, level],
      );
      for (const [dayIndex, lines] of judgedByDay.entries()) {
        const line = lines[level - 1];
        if (!line) continue;
        await db.query(
          `insert into expense_approval_line (approval_id, expense_detail_id, status, judged_paise, deduction_paise, reason)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            approvalId,
            dayIds[dayIndex],
            line.status,
            line.judged,
            line.deduction,
            line.status === 'R' ? 'Not on tour' : null,
          ],
        );
      }
    }
  }
  return companyId;
}

describe.each(DATABASE_KINDS)('the claims register on %s', (kind) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db.db.close();
    await db.drop();
  });

  it("sums each claim's approved days, and the totals sum the claims", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(claimArb, { minLength: 1, maxLength: 4 }), async (claims) => {
        run += 1;
        const companyId = await writeCompany(db.db, claims, run);
        const page = await registerPage(db.db, { companyId, ...MONTH }, {}, { limit: 100, offset: 0 });
        const expected = claims.map(model);
        expect(
          page.rows.map((row) => ({
            status: row.status,
            claimed: row.claimedPaise,
            approved: row.approvedPaise,
          })),
        ).toEqual(expected.map(({ status, claimed, approved }) => ({ status, claimed, approved })));
        const sum = (values: (number | null)[]) =>
          values.reduce<number>((total, value) => total + (value ?? 0), 0);
        expect(page.totals).toEqual({
          claimedPaise: sum(expected.map((claim) => claim.claimed)),
          approvedPaise: sum(expected.map((claim) => claim.approved)),
          deductionsPaise: sum(
            expected.map((claim) => (claim.approved === null ? null : claim.claimed - claim.approved)),
          ),
          paidPaise: 0,
        });
        expect(page.rowCount).toBe(claims.length);
      }),
      { numRuns: 25, seed: 25_2026 },
    );
  }, 120_000);
});
