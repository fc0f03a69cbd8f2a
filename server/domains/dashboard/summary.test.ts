import { describe, expect, it } from 'vitest';
import type { MonthTotalRow } from './queries';
import { summarize } from './summary';

const NO_DECISION = {
  decisionLevelId: null,
  decisionApproverName: null,
  decisionIsClosed: null,
  decisionApprovedPaise: null,
};
const month = (
  row: Omit<MonthTotalRow, keyof typeof NO_DECISION> & Partial<MonthTotalRow>,
): MonthTotalRow => ({
  ...NO_DECISION,
  ...row,
});

describe('the dashboard arithmetic', () => {
  it('adds fare, allowance and bills per month, and reads the two months before across a year end', () => {
    // January 2027: December and November 2026 are the two months before.
    const summary = summarize(
      '2027-01-15',
      [
        // 20 HQ days at ₹250 = ₹5,000, one ₹455 fare, ₹1,234.50 of bills.
        month({
          year: 2027,
          month: 1,
          status: 'Unsubmitted',
          farePaise: 45_500,
          allowancePaise: 500_000,
          billsPaise: 123_450,
        }),
        // December waits for level 2: vikram approved ₹5,400.00 of ₹5,500.00 at level 1.
        month({
          year: 2026,
          month: 12,
          status: 'Submitted',
          farePaise: 0,
          allowancePaise: 550_000,
          billsPaise: 0,
          decisionLevelId: 1,
          decisionApproverName: 'Vikram Joshi',
          decisionIsClosed: false,
          decisionApprovedPaise: 540_000,
        }),
        // November was decided by meera at level 2.
        month({
          year: 2026,
          month: 11,
          status: 'Approved',
          farePaise: 24_500,
          allowancePaise: 515_000,
          billsPaise: 160_000,
          decisionLevelId: 2,
          decisionApproverName: 'Meera Iyer',
          decisionIsClosed: true,
          decisionApprovedPaise: 690_000,
        }),
      ],
      [
        { expenseType: 'Travel', paise: 60_600 },
        { expenseType: 'Food', paise: 84_950 },
        { expenseType: 'Accommodation', paise: 185_000 },
        { expenseType: 'Miscellaneous', paise: 13_500 },
        { expenseType: 'Courier', paise: 7_500 },
      ],
    );
    expect(summary).toEqual({
      total: 6689.5,
      allowances: 5000,
      currentMonth: 'January',
      currentYear: 2027,
      previousMonthTotal: 5500,
      previousMonth: 'December',
      previousYear: 2026,
      previousMonthStatus: 'Submitted',
      previousMonthPaid: null,
      previousMonthStanding: {
        status: 'Submitted',
        claimed: 5500,
        approved: 5400,
        levelId: 1,
        approverName: 'Vikram Joshi',
        isDecided: false,
        payment: null,
      },
      secondLastTotal: 6995,
      secondLastMonth: 'November',
      secondLastYear: 2026,
      secondLastStatus: 'Approved',
      secondLastPaid: null,
      secondLastStanding: {
        status: 'Approved',
        claimed: 6995,
        approved: 6900,
        levelId: 2,
        approverName: 'Meera Iyer',
        isDecided: true,
        payment: null,
      },
      travelExpense: 606,
      foodExpense: 849.5,
      misExpense: 135,
      accomodationExpense: 1850,
    });
  });

  it('gives zero and no status for months without a row, and zero for types without bills', () => {
    const summary = summarize('2028-03-01', [], []);
    expect(summary).toMatchObject({
      total: 0,
      allowances: 0,
      currentMonth: 'March',
      previousMonth: 'February',
      previousYear: 2028,
      previousMonthStatus: null,
      previousMonthStanding: null,
      secondLastMonth: 'January',
      secondLastStatus: null,
      travelExpense: 0,
      foodExpense: 0,
      misExpense: 0,
      accomodationExpense: 0,
    });
  });

  it('gives the amount paid for a paid month, and null for one not paid', () => {
    const summary = summarize(
      '2026-12-10',
      [
        {
          year: 2026,
          month: 10,
          status: 'Paid',
          farePaise: 500_000,
          allowancePaise: 0,
          billsPaise: 0,
          paidPaise: 927_450,
          decisionLevelId: null,
          decisionApproverName: null,
          decisionIsClosed: null,
          decisionApprovedPaise: null,
        },
        {
          year: 2026,
          month: 11,
          status: 'Approved',
          farePaise: 0,
          allowancePaise: 100,
          billsPaise: 0,
          paidPaise: null,
          decisionLevelId: null,
          decisionApproverName: null,
          decisionIsClosed: null,
          decisionApprovedPaise: null,
        },
      ],
      [],
    );
    expect(summary).toMatchObject({
      secondLastStatus: 'Paid',
      secondLastPaid: 9274.5,
      previousMonthStatus: 'Approved',
      previousMonthPaid: null,
    });
  });

  it('keeps paise exact where floating rupees would drift', () => {
    const summary = summarize(
      '2026-11-23',
      [
        month({
          year: 2026,
          month: 11,
          status: 'Unsubmitted',
          farePaise: 10,
          allowancePaise: 20,
          billsPaise: 0,
        }),
      ],
      [],
    );
    expect(summary.total).toBe(0.3);
  });

  it("does not show an earlier round's decision on a month submitted again", () => {
    const summary = summarize(
      '2026-11-23',
      [
        month({
          year: 2026,
          month: 10,
          status: 'Submitted',
          farePaise: 0,
          allowancePaise: 500_000,
          billsPaise: 0,
          decisionLevelId: 2,
          decisionApproverName: 'Meera Iyer',
          decisionIsClosed: true,
          decisionApprovedPaise: 250_000,
        }),
      ],
      [],
    );
    expect(summary.previousMonthStanding).toEqual({
      status: 'Submitted',
      claimed: 5000,
      approved: null,
      levelId: null,
      approverName: null,
      isDecided: false,
      payment: null,
    });
  });
});
