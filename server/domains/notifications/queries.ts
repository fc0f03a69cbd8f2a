// SQL for notifications.
import type { TNotification } from '../../../src/contract/notifications';
import type { Queryable } from '../../db/database';

export async function listNotifications(db: Queryable, employeeId: number): Promise<TNotification[]> {
  const rows = await db.query<Omit<TNotification, 'createdAt'> & { createdAt: Date }>(
    `select id as "notificationId", message as "notificationMessage", is_viewed as "isViewed",
            created_at as "createdAt"
       from notification
      where employee_id = $1 and not is_deleted
      order by created_at desc, id desc
      limit 200`,
    [employeeId],
  );
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function addNotification(db: Queryable, employeeId: number, message: string): Promise<void> {
  await db.query('insert into notification (employee_id, message) values ($1, $2)', [employeeId, message]);
}

export async function findNotificationOwner(
  db: Queryable,
  notificationId: number,
): Promise<number | undefined> {
  const rows = await db.query<{ employeeId: number }>(
    'select employee_id as "employeeId" from notification where id = $1',
    [notificationId],
  );
  return rows[0]?.employeeId;
}

/** Changes the flags of one of the employee's notifications; false when it is not theirs or not there. */
export async function setNotificationFlags(
  db: Queryable,
  employeeId: number,
  notificationId: number,
  flags: { isDeleted?: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `update notification set is_viewed = true, is_deleted = coalesce($3, is_deleted)
      where id = $1 and employee_id = $2 returning id`,
    [notificationId, employeeId, flags.isDeleted ?? null],
  );
  return rows.length > 0;
}
