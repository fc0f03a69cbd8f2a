// The home screen's arithmetic: the current month and the two before it, and the month's bills by type.
import type { TExpenseMainAnswer } from '../../../src/contract/dashboard';
import { businessDate, MONTH_NAMES, monthBounds, monthOf } from '../../../src/pure/calendar';
import { toRupees } from '../../../src/pure/money';
import type { Database } from '../../db/database';
import { claimPayment, claimStanding } from '../decisions/standing';
import { countPlannedCalls } from '../tour-programme/queries';
import {
  type BillTypeTotalRow,
  billTotalsByType,
  draftJourneys,
  type MonthTotalRow,
  monthTotals,
} from './queries';

/** The expense types the bill summary names, as the demo company and the legacy API call them. */
const SUMMARY_TYPES = {
  travelExpense: 'travel',
  foodExpense: 'food',
  misExpense: 'miscellaneous',
  accomodationExpense: 'accommodation',
} as const;

/** Enough for any honest draft chart; the home screen is no place for a longer list. */
const MAX_TASKS = 50;

/** Three queries, whatever the number of days, bills or journeys. */
export async function homeSummary(db: Database, employeeId: number, today = businessDate()) {
  const current = monthOf(today);
  const index = current.year * 12 + current.month - 1;
  const { first, last } = monthBounds(current.year, current.month);
  const [months, bills, myTasks, plannedCalls] = await Promise.all([
    monthTotals(db, employeeId, index - 2, index, today),
    billTotalsByType(db, employeeId, first, last, today),
    draftJourneys(db, employeeId, MAX_TASKS),
    countPlannedCalls(db, employeeId, today),
  ]);
  return { expenseMain: summarize(today, months, bills), myTasks, plannedCalls };
}

const paidOf = (row: MonthTotalRow | undefined) =>
  row?.paidPaise === null || row?.paidPaise === undefined ? null : toRupees(row.paidPaise);

export function summarize(
  today: string,
  months: MonthTotalRow[],
  bills: BillTypeTotalRow[],
): TExpenseMainAnswer {
  const monthAt = (shift: number) => {
    const { year, month } = monthOf(today, shift);
    const row = months.find((item) => item.year === year && item.month === month);
    const paise = row ? row.farePaise + row.allowancePaise + row.billsPaise : 0;
    return { label: MONTH_NAMES[month - 1] as string, year, row, total: toRupees(paise) };
  };
  const current = monthAt(0);
  const previous = monthAt(-1);
  const secondLast = monthAt(-2);
  const billsOf = (typeName: string) =>
    toRupees(
      bills
        .filter((bill) => bill.expenseType.toLowerCase() === typeName)
        .reduce((sum, bill) => sum + bill.paise, 0),
    );
  return {
    total: current.total,
    allowances: toRupees(current.row?.allowancePaise ?? 0),
    currentMonth: current.label,
    currentYear: current.year,
    previousMonthTotal: previous.total,
    previousMonth: previous.label,
    previousYear: previous.year,
    previousMonthStatus: previous.row?.status ?? null,
    previousMonthPaid: paidOf(previous.row),
    secondLastTotal: secondLast.total,
    secondLastMonth: secondLast.label,
    secondLastYear: secondLast.year,
    secondLastStatus: secondLast.row?.status ?? null,
    secondLastPaid: paidOf(secondLast.row),
    previousMonthStanding: standingOf(previous.row),
    secondLastStanding: standingOf(secondLast.row),
    travelExpense: billsOf(SUMMARY_TYPES.travelExpense),
    foodExpense: billsOf(SUMMARY_TYPES.foodExpense),
    misExpense: billsOf(SUMMARY_TYPES.misExpense),
    accomodationExpense: billsOf(SUMMARY_TYPES.accomodationExpense),
  };
}

function standingOf(row: MonthTotalRow | undefined) {
  if (!row) return null;
  const claimedPaise = row.farePaise + row.allowancePaise + row.billsPaise;
  const decision =
    row.decisionLevelId === null
      ? undefined
      : {
          levelId: row.decisionLevelId,
          approverName: row.decisionApproverName ?? '',
          forName: row.decisionForName ?? null,
          isClosed: row.decisionIsClosed === true,
          approvedPaise: row.decisionApprovedPaise ?? 0,
        };
  const payment =
    row.paidPaise == null || row.paidOn == null
      ? undefined
      : { amountPaise: row.paidPaise, paidOn: row.paidOn, reference: row.paymentReference ?? '' };
  return claimStanding(row.status, claimedPaise, decision, claimPayment(payment));
}
