// Cover while away (issue 38): an approver away for some dates names a delegate, who decides for
// them in that window (server/domains/reporting-line/line.ts applies it to every approval).
//
// - GET /awayView: the caller's own window (or null), whether they approve anyone, and whom they may
//   name: their own manager, or a peer of the same level (area range) in the same company.
// - POST /awaySet: sets the window, replacing an earlier one (so a repeat changes nothing). 400 when
//   the delegate is not one of those, the dates are not a window from today on, or the caller
//   approves no one; 403 when the caller names another employee or company.
// - POST /awayClear: the caller is back; nothing waits for the delegate any more.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from './call';
import { ZIsoDate } from './fields';

export const ZAwayDelegate = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  designation: z.string(),
  /** 'manager': the approver's own manager; 'peer': an approver of the same level. */
  relation: z.enum(['manager', 'peer']),
});
export type TAwayDelegate = z.infer<typeof ZAwayDelegate>;

export const ZAwayWindow = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  delegateId: z.number().int(),
  delegateName: z.string(),
});
export type TAwayWindow = z.infer<typeof ZAwayWindow>;

export const getAwayView = defineCall({
  method: 'GET',
  path: '/awayView',
  query: z.object({ employeeId: ZId }),
  response: z.object({
    isApprover: z.boolean(),
    away: ZAwayWindow.nullable(),
    delegates: z.array(ZAwayDelegate),
  }),
});

export const awaySet = defineCall({
  method: 'POST',
  path: '/awaySet',
  body: z.object({
    employeeId: ZId,
    companyId: ZId,
    fromDate: ZIsoDate,
    toDate: ZIsoDate,
    delegateId: ZId,
  }),
  response: ZMessage,
});

export const awayClear = defineCall({
  method: 'POST',
  path: '/awayClear',
  body: z.object({ employeeId: ZId, companyId: ZId }),
  response: ZMessage,
});
