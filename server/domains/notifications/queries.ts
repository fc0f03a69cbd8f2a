// SQL for notifications.
import type { TNotification } from '../../../src/contract/notifications';
import type { TextLanguage } from '../../../src/pure/messages';
import { renderText, type Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';

/** The employee's notifications, each in `language` when it was kept as a text of a catalogue. */
export async function listNotifications(
  db: Queryable,
  employeeId: number,
  language: TextLanguage,
): Promise<TNotification[]> {
  const rows = await db.query<
    Omit<TNotification, 'createdAt' | 'link'> & {
      createdAt: Date;
      messageText: Text | null;
      link: string | null;
    }
  >(
    `select id as "notificationId", message as "notificationMessage", is_viewed as "isViewed",
            created_at as "createdAt", message_text as "messageText", link
       from notification
      where employee_id = $1 and not is_deleted
      order by created_at desc, id desc
      limit 200`,
    [employeeId],
  );
  return rows.map(({ messageText, link, ...row }) => ({
    ...row,
    ...(link ? { link } : {}),
    // Rows written before issue 39, and plain texts, keep their words.
    notificationMessage: messageText ? renderText(messageText, language) : row.notificationMessage,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A text of a catalogue is kept as such, with its English words beside it for any older reader. */
export async function addNotification(
  db: Queryable,
  employeeId: number,
  message: Text | string,
  link?: string,
): Promise<void> {
  await db.query(
    'insert into notification (employee_id, message, message_text, link) values ($1, $2, $3, $4)',
    [
      employeeId,
      renderText(message, 'en'),
      typeof message === 'string' ? null : JSON.stringify(message),
      link,
    ],
  );
}

/**
 * A reminder the server sends by itself, once per employee and `key` (migration 041): true when it
 * was sent now, false when it had been sent before (even if since deleted).
 */
export async function addReminder(
  db: Queryable,
  employeeId: number,
  key: string,
  message: Text,
  link?: string,
): Promise<boolean> {
  const rows = await db.query(
    `insert into notification (employee_id, message, message_text, link, reminder_key) values ($1, $2, $3, $4, $5)
     on conflict (employee_id, reminder_key) where reminder_key is not null do nothing returning id`,
    [employeeId, renderText(message, 'en'), JSON.stringify(message), link ?? null, key],
  );
  return rows.length > 0;
}

/** Takes away the employee's reminder of this key: it has done its work. */
export async function removeReminder(db: Queryable, employeeId: number, key: string): Promise<void> {
  await db.query(
    'update notification set is_deleted = true where employee_id = $1 and reminder_key = $2 and not is_deleted',
    [employeeId, key],
  );
}

/**
 * Takes away the employee's notifications that say exactly this text (a reminder that no longer
 * holds, issue 40): deleted as the employee would delete them.
 */
export async function removeNotifications(db: Queryable, employeeId: number, message: Text): Promise<void> {
  await db.query(
    'update notification set is_deleted = true where employee_id = $1 and not is_deleted and message_text @> $2::jsonb',
    [employeeId, JSON.stringify(message)],
  );
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
