// The tour programme's server data (issue 42): the employee's month, kept on the device so it can be
// drafted offline, and the manager's team list and plan view (online only, as every approval).
import {
  getTourProgramme,
  getTpApprovalList,
  getTpApprovalView,
  type TTpChangeRequest,
  tpChangeDecide,
  tpChangeRequest,
  tpSubmit,
} from '../../contract/tour-programme';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import type { YearMonth } from '../../pure/calendar';

/** A month loads again each time one of these reaches the server. */
export const PLAN_CHANGES = ['tp-day-save', 'tp-copy'] as const;

export const tpMonthQuery = defineQuery({
  call: getTourProgramme,
  request: (user, month: YearMonth) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, year: month.year, month: month.month },
  }),
  select: (response) => response,
  errorText: 'The plan could not be loaded.',
  cache: 'tp-month',
  refreshOn: PLAN_CHANGES,
  // The screen says it itself, in the reader's language.
  silent: true,
});

export const tpTeamQuery = defineQuery({
  call: getTpApprovalList,
  request: (user, month: YearMonth) => ({ query: { employeeId: user.employeeId, ...month } }),
  select: (response) => response.plans,
  errorText: SOMETHING_WENT_WRONG,
});

export const tpPlanQuery = defineQuery({
  call: getTpApprovalView,
  request: (_user, planId: number) => ({ query: { planId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

/** Submitting needs the server's answer (the empty days it names), so it is not queued offline. */
export const submitPlanMutation = defineMutation({
  call: tpSubmit,
  request: (user, month: YearMonth) => ({
    body: { employeeId: user.employeeId, companyId: user.companyId, ...month },
  }),
  select: (response) => response,
  failureText: SOMETHING_WENT_WRONG,
  successText: (data) => data.message,
  // The refusal names the empty days: it stays beside the plan until the next try.
  shows: { success: 'toast', refusal: 'inline', failure: 'alert' },
  invalidates: [tpMonthQuery],
});

export interface DayDecision {
  date: string;
  status: 'A' | 'R';
  reason?: string;
}

/** A change of an approved day waits for the manager's decision: online, the answer says if it was taken. */
export const requestChangeMutation = defineMutation({
  call: tpChangeRequest,
  request: (user, input: Omit<TTpChangeRequest, 'employeeId' | 'companyId'>) => ({
    body: { employeeId: user.employeeId, companyId: user.companyId, ...input },
  }),
  select: (response) => response,
  failureText: SOMETHING_WENT_WRONG,
  successText: (data) => data.message,
  shows: { success: 'toast', refusal: 'inline', failure: 'alert' },
  invalidates: [tpMonthQuery],
});

export const decideChangeMutation = defineMutation({
  call: tpChangeDecide,
  request: (user, input: { changeId: number; status: 'A' | 'R'; reason?: string }) => ({
    body: { companyId: user.companyId, ...input },
  }),
  select: (response) => response,
  failureText: SOMETHING_WENT_WRONG,
  successText: (data) => data.message,
  shows: { success: 'toast', refusal: 'inline', failure: 'alert' },
  invalidates: [tpTeamQuery, tpPlanQuery],
});
