// The rules of notifications: an employee reads, marks and deletes only their own. The server writes
// them with addNotification (queries.ts) when something happens to the employee, as the fare
// chart's submit does.
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { forbidden, notFound } from '../../http/errors';
import { findNotificationOwner, setNotificationFlags } from './queries';

const NOTIFICATION_VIEWED = 'Notification marked as read';
const NOTIFICATION_DELETED = 'Notification deleted';
const NOTIFICATION_RESTORED = 'Notification restored';
const NO_SUCH_NOTIFICATION = 'There is no such notification.';

/**
 * Marks the notification viewed; isDeleted '1' deletes it and '0' restores it. The update names
 * the caller, so another employee's notification is never touched; the owner is read only to
 * tell 403 from 404.
 */
export async function viewNotification(
  db: Queryable,
  caller: Caller,
  notificationId: number,
  isDeleted: '0' | '1' | undefined,
): Promise<string> {
  const flags = isDeleted === undefined ? {} : { isDeleted: isDeleted === '1' };
  if (!(await setNotificationFlags(db, caller.employeeId, notificationId, flags))) {
    const owner = await findNotificationOwner(db, notificationId);
    throw owner === undefined ? notFound(NO_SUCH_NOTIFICATION) : forbidden();
  }
  if (isDeleted === '1') return NOTIFICATION_DELETED;
  return isDeleted === '0' ? NOTIFICATION_RESTORED : NOTIFICATION_VIEWED;
}
