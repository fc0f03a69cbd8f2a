// Finance close reads and writes: the register of a month, page by page, and mark paid. Online
// only: nothing is cached on the device.
import { getClaimsRegister, markClaimsPaid, type TClaimStatus } from '../../contract/finance';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';

export const REGISTER_FAILED = 'The claims register could not be loaded. Please try again.';
export const PAY_FAILED = 'The claims could not be marked paid. Please try again.';

export interface RegisterArgs {
  year: number;
  month: number;
  page: number;
  status?: TClaimStatus | undefined;
  hq?: string | undefined;
  name?: string | undefined;
}

export const registerQuery = defineQuery({
  call: getClaimsRegister,
  request: (user, args: RegisterArgs) => ({
    query: {
      companyId: user.companyId,
      year: args.year,
      month: args.month,
      page: args.page,
      ...(args.status ? { status: args.status } : {}),
      ...(args.hq ? { hq: args.hq } : {}),
      ...(args.name ? { name: args.name } : {}),
    },
  }),
  select: (response) => response,
  errorText: REGISTER_FAILED,
});

export const markPaidMutation = defineMutation({
  call: markClaimsPaid,
  request: (user, payment: { expenseIds: number[]; paymentDate: string; reference: string }) => ({
    body: { companyId: user.companyId, ...payment },
  }),
  select: (response) => response.message,
  successText: (message) => message,
  failureText: PAY_FAILED,
  // A refusal says what to change in the reference field: the panel places it there.
  shows: { success: 'toast', refusal: 'inline', failure: 'alert' },
  invalidates: [registerQuery],
});
