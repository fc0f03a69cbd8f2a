// An approver's decisions on the lines of a fare chart or the days of an expense month: what the
// screen starts from (spec section 4 'Approval line status') and what it may submit (section 5).

import { APPROVAL_ANSWER_TEXTS } from '../../contract/approval-answer-texts';
import { APPROVAL_TEXTS, type TStpfcDetailItem, ZStpfcApprovalLine } from '../../contract/approvals';
import { type TExpenseDayDetail, ZExpenseApprovalLine } from '../../contract/expense-approvals';
import { formErrors } from '../../lib/form';
import type { Text } from '../../pure/texts';

export type Decision = 'A' | 'R';

export interface LineDecision {
  status: Decision;
  reason: string;
}

export interface DayDecision extends LineDecision {
  /** As typed: '' counts as no deduction. */
  deduction: string;
}

export type LineErrors = Partial<Record<'reason' | 'deduction', string>>;

const RULE_TEXTS: Record<string, Text> = {
  [APPROVAL_TEXTS.reasonRequired]: APPROVAL_ANSWER_TEXTS.reasonRequired,
  [APPROVAL_TEXTS.deductionTooLarge]: APPROVAL_ANSWER_TEXTS.deductionTooLarge,
};

/** A line's error in the reader's language: the approval rules' own texts, any other as it came. */
export function errorIn(t: (text: Text) => string, error: string | undefined): string | undefined {
  const text = error === undefined ? undefined : RULE_TEXTS[error];
  return text ? t(text) : error;
}

/** U (unactioned) shows as A; an earlier A or R is preselected with its reason. */
export function initialLineDecision(line: Pick<TStpfcDetailItem, 'status' | 'reason'>): LineDecision {
  return { status: line.status === 'R' ? 'R' : 'A', reason: line.reason };
}

/**
 * As a line; but a day the employee resubmitted after its rejection (issue 38) starts as an
 * unactioned one: that rejection was answered, and the changed day is judged afresh.
 */
export function initialDayDecision(day: TExpenseDayDetail): DayDecision {
  if (day.returns?.some((round) => round.inThisRound)) return { status: 'A', reason: '', deduction: '' };
  const status = day.status === 'R' ? 'R' : 'A';
  return {
    status,
    reason: status === 'R' ? day.rejectReason : day.approveReason,
    deduction: day.approDedn > 0 ? String(day.approDedn) : '',
  };
}

const REASON_FIELD = { reason: { label: 'Reason', emptyMessage: APPROVAL_TEXTS.reasonRequired } };

export function lineErrors(stpfcDetailId: number, decision: LineDecision): LineErrors {
  return formErrors(ZStpfcApprovalLine, { stpfcDetailId, ...decision }, REASON_FIELD);
}

/** A deduction is numeric with an optional decimal: what the input lets through while typing. */
export function isDeductionTyping(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

export function deductionOf(decision: DayDecision): number {
  const value = Number(decision.deduction);
  return decision.deduction.trim() === '' || Number.isNaN(value) ? 0 : value;
}

export function dayErrors(day: TExpenseDayDetail, decision: DayDecision): LineErrors {
  const errors: LineErrors = {};
  if (deductionOf(decision) > day.totalSubmitted) errors.deduction = APPROVAL_TEXTS.deductionTooLarge;
  const checked = formErrors(ZExpenseApprovalLine, dayLine(day, decision), {
    ...REASON_FIELD,
    approvalEntered: { label: 'Deduction', emptyMessage: '' },
  });
  if (checked.reason) errors.reason = checked.reason;
  if (!errors.deduction && checked.approvalEntered) errors.deduction = checked.approvalEntered;
  return errors;
}

/** The deduction the totals count: one over the day's value counts as the whole value until fixed. */
export function countedDeduction(day: TExpenseDayDetail, decision: DayDecision): number {
  return Math.min(deductionOf(decision), day.totalSubmitted);
}

/** What the approver approves of a day: nothing of a rejected day, else submitted − deduction. */
export function approverTotal(day: TExpenseDayDetail, decision: DayDecision): number {
  return decision.status === 'R' ? 0 : day.totalSubmitted - countedDeduction(day, decision);
}

export function dayLine(day: TExpenseDayDetail, decision: DayDecision) {
  return {
    expenseDetailId: day.expenseDetailId,
    approvalStatus: decision.status,
    approvalEntered: decision.deduction.trim(),
    reason: decision.reason.trim(),
  };
}

export function hasErrors(errors: Record<number, LineErrors>): boolean {
  return Object.values(errors).some((line) => Object.keys(line).length > 0);
}
