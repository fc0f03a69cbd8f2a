import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification } from '../../../src/contract/notifications';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('GET /getNotification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists the caller's notifications newest first, without deleted ones", async () => {
    const { token, userInfo } = await t.login('asha');
    const url = `/api/getNotification?employeeId=${userInfo.employeeId}`;
    const before = getNotification.response.parse(
      (await t.app.inject({ url, headers: bearer(token) })).json(),
    );
    expect(before.notificationMessage).toHaveLength(3);

    await t.db.query(`insert into notification (employee_id, message) values ($1, 'Newest one')`, [
      userInfo.employeeId,
    ]);
    const oldest = before.notificationMessage.at(-1)?.notificationId;
    await t.db.query('update notification set is_deleted = true where id = $1', [oldest]);

    const after = getNotification.response.parse(
      (await t.app.inject({ url, headers: bearer(token) })).json(),
    );
    expect(after.notificationMessage.map((item) => item.notificationMessage)[0]).toBe('Newest one');
    expect(after.notificationMessage.map((item) => item.notificationId)).not.toContain(oldest);
    expect(after.notificationMessage).toHaveLength(3);
  });
});
