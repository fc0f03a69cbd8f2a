// The claims register and mark paid: rupees at the edge, the rules of finance close in one place.
import { claimStatusText } from '../../../src/contract/claim-texts';
import { dayParts, monthParts } from '../../../src/contract/expense-texts';
import { REGISTER_PAGE_SIZE, type TMarkPaidRequest, type TRegisterRow } from '../../../src/contract/finance';
import { FINANCE_SAYS } from '../../../src/contract/finance-texts';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { addDays, businessDate, formatListDate, monthBounds, monthLabel } from '../../../src/pure/calendar';
import { formatRupees, toRupees } from '../../../src/pure/money';
import { plural } from '../../../src/pure/plural';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { addNotification } from '../notifications/queries';
import {
  type ClaimRow,
  insertPayment,
  listClaims,
  lockClaims,
  monthHqs,
  type RegisterFilter,
  registerPage,
} from './queries';

function toRegisterRow(row: ClaimRow): TRegisterRow {
  const approved = row.approvedPaise;
  return {
    expenseId: row.expenseId,
    employeeId: row.employeeId,
    empCode: row.empCode,
    employeeName: row.employeeName,
    hq: row.hq,
    year: row.year,
    month: row.month,
    status: row.status,
    claimed: toRupees(row.claimedPaise),
    deductions: approved === null ? null : toRupees(row.claimedPaise - approved),
    approved: approved === null ? null : toRupees(approved),
    paid: row.paidPaise === null ? null : toRupees(row.paidPaise),
    paymentDate: row.paymentDate,
    reference: row.reference,
  };
}

export async function claimsRegister(
  db: Queryable,
  month: { companyId: number; year: number; month: number },
  filter: RegisterFilter,
  page: number,
) {
  const [found, hqs] = await Promise.all([
    registerPage(db, month, filter, { limit: REGISTER_PAGE_SIZE, offset: (page - 1) * REGISTER_PAGE_SIZE }),
    monthHqs(db, month),
  ]);
  return {
    rows: found.rows.map(toRegisterRow),
    totals: {
      claimed: toRupees(found.totals.claimedPaise),
      deductions: toRupees(found.totals.deductionsPaise),
      approved: toRupees(found.totals.approvedPaise),
      paid: toRupees(found.totals.paidPaise),
    },
    rowCount: found.rowCount,
    page,
    pageSize: REGISTER_PAGE_SIZE,
    hqs,
  };
}

/** The statuses a claim may be paid from. */
const PAYABLE = ['Approved', 'Partially Approved'] as const;

/** 'Your October 2026 claim of ₹9,274.50 was paid on 5 Nov 2026, reference UTR123.' */
function paidNotice(
  claim: { year: number; month: number },
  amountPaise: number,
  paymentDate: string,
  reference: string,
) {
  return NOTIFICATION_TEXTS.claimPaid({
    month: monthLabel(claim),
    amount: formatRupees(toRupees(amountPaise)),
    date: formatListDate(paymentDate),
    reference,
  });
}

/**
 * Pays every named claim its approved total, or none: a claim of another company is 403, one
 * that is not approved 409. The claims are held while they are paid, so an approver's or a second
 * payment's write waits and then finds them paid.
 */
export async function markPaid(
  tx: Queryable,
  paidBy: number,
  request: TMarkPaidRequest,
  today = businessDate(),
) {
  if (request.paymentDate > today) throw badRequest(FINANCE_SAYS.paidInFuture);
  const locked = await lockClaims(tx, request.companyId, request.expenseIds);
  if (locked.length !== request.expenseIds.length) {
    throw forbidden(FINANCE_SAYS.notPayable);
  }
  for (const claim of locked) {
    const label = { name: claim.employeeName, ...monthParts(claim) };
    if (claim.status === 'Paid') throw conflict(FINANCE_SAYS.alreadyPaid(label));
    if (!(PAYABLE as readonly string[]).includes(claim.status)) {
      throw conflict(FINANCE_SAYS.notApproved({ ...label, status: claimStatusText(claim.status) }));
    }
    const monthEnd = monthBounds(claim.year, claim.month).last;
    if (request.paymentDate <= monthEnd) {
      const { year: dayYear, ...day } = dayParts(addDays(monthEnd, 1));
      throw badRequest(FINANCE_SAYS.monthNotEnded({ ...label, ...day, dayYear }));
    }
  }
  const claims = await listClaims(
    tx,
    { companyId: request.companyId, expenseIds: request.expenseIds },
    PAYABLE,
  );
  const paid = [];
  for (const claim of claims) {
    const amountPaise = claim.approvedPaise ?? 0;
    await insertPayment(tx, {
      companyId: request.companyId,
      expenseId: claim.expenseId,
      paymentDate: request.paymentDate,
      reference: request.reference,
      amountPaise,
      paidBy,
    });
    await addNotification(
      tx,
      claim.employeeId,
      paidNotice(claim, amountPaise, request.paymentDate, request.reference),
      NOTIFICATION_LINKS.myExpenseMonth(claim.year, claim.month),
    );
    paid.push({ expenseId: claim.expenseId, amount: toRupees(amountPaise) });
  }
  const message = `${plural(paid.length, 'claim', 'claims')} marked paid.`;
  return { message, paid };
}
