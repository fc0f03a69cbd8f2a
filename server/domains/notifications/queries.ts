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
