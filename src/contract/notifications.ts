// Notifications (spec section 7 'Notifications'); the item id is named notificationId here.
import { z } from 'zod';
import { defineCall } from './call';
import { ZEmployeeQuery } from './profile';

export const ZNotification = z.object({
  notificationId: z.number().int(),
  notificationMessage: z.string(),
  isViewed: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** The caller's notifications that are not deleted, newest first. */
export const getNotification = defineCall({
  method: 'GET',
  path: '/getNotification',
  query: ZEmployeeQuery,
  response: z.object({ notificationMessage: z.array(ZNotification) }),
});
