import { describe, expect, it } from 'vitest';
import { getNotification, notificationView } from '../../../src/contract/notifications';
import { ok, send } from '../../../tests/support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('GET /getNotification on %s', (kind) => {
  const t = useTestApp(kind);

  it("lists the caller's notifications newest first, without deleted ones", async () => {
    const { token, userInfo } = await t.login('asha');
    const read = () => ok(t.app, { token }, getNotification, { query: { employeeId: userInfo.employeeId } });
    const before = await read();
    expect(before.notificationMessage).toHaveLength(3);

    await t.db.query(`insert into notification (employee_id, message) values ($1, 'Newest one')`, [
      userInfo.employeeId,
    ]);
    const oldest = before.notificationMessage.at(-1)?.notificationId;
    await t.db.query('update notification set is_deleted = true where id = $1', [oldest]);

    const after = await read();
    expect(after.notificationMessage.map((item) => item.notificationMessage)[0]).toBe('Newest one');
    expect(after.notificationMessage.map((item) => item.notificationId)).not.toContain(oldest);
    expect(after.notificationMessage).toHaveLength(3);
  });
});

describe.each(DATABASE_KINDS)('PATCH /notificationView on %s', (kind) => {
  const t = useTestApp(kind);

  const list = async (employee: { token: string; employeeId: number }) =>
    (await ok(t.app, employee, getNotification, { query: { employeeId: employee.employeeId } }))
      .notificationMessage;
  const view = async (token: string, notificationId: number, isDeleted?: '0' | '1') =>
    (await send(t.app, { token }, notificationView, { query: { notificationId, isDeleted } })).status;
  // Raw: queries the contract cannot express (an id in words, none, isDeleted=yes).
  const viewRaw = (token: string, query: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/notificationView?${query}`, headers: bearer(token) });

  it('marks one notification viewed by its id, deletes it, and restores it', async () => {
    const asha = await t.employee('asha');
    const [first, second] = await list(asha);
    if (!first || !second) throw new Error('asha has seeded notifications');
    expect(first.isViewed).toBe(false);

    const viewed = await send(t.app, asha, notificationView, {
      query: { notificationId: first.notificationId },
    });
    expect(viewed.status, viewed.text).toBe(200);
    expect(viewed.json).toEqual({ message: 'Notification marked as read' });
    const afterView = await list(asha);
    expect(afterView.find((item) => item.notificationId === first.notificationId)?.isViewed).toBe(true);
    expect(afterView.find((item) => item.notificationId === second.notificationId)?.isViewed).toBe(false);

    expect(await view(asha.token, first.notificationId, '1')).toBe(200);
    expect((await list(asha)).map((item) => item.notificationId)).not.toContain(first.notificationId);
    expect(await view(asha.token, first.notificationId, '0')).toBe(200);
    expect((await list(asha)).map((item) => item.notificationId)).toContain(first.notificationId);
  });

  it("refuses rahul's notification with asha's token (403), an unknown id (404) and a bad one (400), changing nothing", async () => {
    const asha = await t.employee('asha');
    const rahul = await t.employee('rahul');
    const before = await list(rahul);
    const target = before[0]?.notificationId as number;
    expect(await view(asha.token, target)).toBe(403);
    expect(await view(asha.token, target, '1')).toBe(403);
    expect(await list(rahul)).toEqual(before);

    expect(await view(asha.token, 99999999)).toBe(404);
    for (const query of ['notificationId=abc', '', `notificationId=${target}&isDeleted=yes`]) {
      const response = await viewRaw(asha.token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toMatch(/notificationId|isDeleted/);
    }
  });
});
