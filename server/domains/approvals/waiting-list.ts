// The approver's list (spec section 5, issue 38): the months waiting for them, with each claim's
// amount at their level and its flags counted by kind.
import type { TExpenseApprovalItem } from '../../../src/contract/expense-approvals';
import { businessDate, formatListDate } from '../../../src/pure/calendar';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import { monthYear } from './expense-approval';
import { listMonthsWaiting } from './expense-queries';
import { claimFlagCounts, noFlags } from './flag-counts';

const HIERARCHY_TYPES: Record<string, string> = { T: 'Territory', A: 'Area', R: 'Region', Z: 'Zone' };

export async function monthsWaitingFor(db: Queryable, approverId: number): Promise<TExpenseApprovalItem[]> {
  const months = await listMonthsWaiting(db, approverId, businessDate());
  const flags = await claimFlagCounts(
    db,
    months.map((month) => month.expenseId),
  );
  return months.map((month) => ({
    expenseId: month.expenseId,
    employeeId: month.employeeId,
    employeeName: month.employeeName,
    employeeCode: month.employeeCode,
    hirarchyType: HIERARCHY_TYPES[month.areaRange] ?? month.areaRange,
    hirarchyName: month.territory,
    desigGrade: `${month.designation} / Grade ${month.gradeId}`,
    monthYear: monthYear(month),
    submittedDate: month.submittedAt ? formatListDate(businessDate(month.submittedAt)) : '',
    status: month.levelId === 1 ? month.status : `${month.status} (level 1 approved)`,
    level_id: month.levelId,
    slno: month.slNo,
    submittedTotal: toRupees(month.claimPaise),
    amount: toRupees(month.amountPaise),
    flagCounts: flags.get(month.expenseId) ?? noFlags(),
    waitingSince: month.waitingSince.toISOString(),
    forName: month.forName,
  }));
}
