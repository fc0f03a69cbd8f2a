// Cover while away (issue 38): the approver's window, read when /setting shows it, set and cleared.
import { awayClear, awaySet, getAwayView } from '../../contract/away';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';

export const awayQuery = defineQuery({
  call: getAwayView,
  request: (user) => ({ query: { employeeId: user.employeeId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
  // The section says it itself, in the reader's language.
  silent: true,
});

export interface AwayInput {
  fromDate: string;
  toDate: string;
  delegateId: number;
}

export const setAwayMutation = defineMutation({
  call: awaySet,
  request: (user, away: AwayInput) => ({
    body: { employeeId: user.employeeId, companyId: user.companyId, ...away },
  }),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: SOMETHING_WENT_WRONG,
  shows: 'inline',
  invalidates: [awayQuery],
});

export const clearAwayMutation = defineMutation({
  call: awayClear,
  request: (user) => ({ body: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: SOMETHING_WENT_WRONG,
  shows: 'inline',
  invalidates: [awayQuery],
});
