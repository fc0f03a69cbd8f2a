// Notifications (spec section 7 'Notifications'); the item id is named notificationId here.
//
// Decisions the spec leaves open: PATCH /notificationView marks one notification viewed; with
// isDeleted=1 it deletes it (DESIGN.md section 2), and isDeleted=0 resets the deleted flag (spec
// section 4: "deletion sets a deleted flag that can be reset"). Another employee's notification
// answers 403 and nothing changes; an id that does not exist answers 404.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from './call';
import { ZEmployeeQuery } from './profile';

export const ZNotification = z.object({
  notificationId: z.number().int(),
  notificationMessage: z.string(),
  isViewed: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** Issue 40: the app's path of what the notification is about; absent on older rows. */
  link: z.string().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The caller's notifications that are not deleted, newest first. */
export const getNotification = defineCall({
  method: 'GET',
  path: '/getNotification',
  query: ZEmployeeQuery,
  response: z.object({ notificationMessage: z.array(ZNotification) }),
});

export const notificationView = defineCall({
  method: 'PATCH',
  path: '/notificationView',
  query: z.object({
    notificationId: ZId,
    isDeleted: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  }),
  response: ZMessage,
});

/**
 * Where a notification opens (issue 40): the app's paths of what it is about, kept here because the
 * server writes them (src/lib/paths.ts holds the same routes; a unit test keeps them equal).
 */
export const NOTIFICATION_LINKS = {
  /** The employee's month on My Expense. */
  myExpenseMonth: (year: number, month: number) =>
    `/my-expense?month=${year}-${String(month).padStart(2, '0')}`,
  /** The approver's claims waiting. */
  expenseApproval: '/expense-approval',
  /** The approver's view of one claim. */
  claim: (expenseId: number) => `/expense-details/${expenseId}`,
  /** The employee's fare chart. */
  sfc: '/sfc',
  /** The approver's fare-chart approvals. */
  stpfcApproval: '/stpfc-approval',
  /** The employee's tour programme. */
  tourProgramme: '/tour-programme',
  /** The approver's view of one plan. */
  tpPlan: (planId: number) => `/tp-approval/${planId}`,
} as const;
