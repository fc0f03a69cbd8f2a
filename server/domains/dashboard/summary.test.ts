import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('the dashboard arithmetic', () => {
  it('adds fare, allowance and bills per month, and reads the two months before across a year end', () => {
    // January 2027: December and November 2026 are the two months before.
    const summary = summarize(
      '2027-01-15',
      [
        // 20 HQ days at ₹250 = ₹5,000, one ₹455 fare, ₹1,234.50 of bills.
        {
          year: 2027,
          month: 1,
          status: 'Unsubmitted',
          farePaise: 45_500,
          allowancePaise: 500_000,
          billsPaise: 123_450,
        },
        { year: 2026, month: 12, status: 'Submitted', farePaise: 0, allowancePaise: 550_000, billsPaise: 0 },
        {
          year: 2026,
          month: 11,
          status: 'Approved',
          farePaise: 24_500,
          allowancePaise: 515_000,
          billsPaise: 160_000,
        },
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
      secondLastTotal: 6995,
      secondLastMonth: 'November',
      secondLastYear: 2026,
      secondLastStatus: 'Approved',
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
      secondLastMonth: 'January',
      secondLastStatus: null,
      travelExpense: 0,
      foodExpense: 0,
      misExpense: 0,
      accomodationExpense: 0,
    });
  });

  it('keeps paise exact where floating rupees would drift', () => {
    const summary = summarize(
      '2026-11-23',
      [{ year: 2026, month: 11, status: 'Unsubmitted', farePaise: 10, allowancePaise: 20, billsPaise: 0 }],
      [],
    );
    expect(summary.total).toBe(0.3);
  });
});
