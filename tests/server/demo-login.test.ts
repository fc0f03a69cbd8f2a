// Server tests sign demo users in without the password check (openDemoSession): it must answer what
// POST /Login answers, with a token the server takes.
import { describe, expect, it } from 'vitest';
import { EMPLOYEES } from '../../server/seed/demo-company';
import { getNotification } from '../../src/contract/notifications';
import { ok } from '../support/send';
import { DATABASE_KINDS, useTestApp } from '../support/test-app';

describe.each(DATABASE_KINDS)('the quick demo sign-in of server tests on %s', (kind) => {
  const t = useTestApp(kind);

  it.each(
    EMPLOYEES.map((person) => person.userName),
  )("gives %s the login route's answer and a token that works", async (userName) => {
    const quick = await t.login(userName);
    const real = await t.loginWithPassword(userName);
    expect(quick.userInfo).toEqual(real.userInfo);
    expect(quick.token).not.toBe(real.token);
    const { notificationMessage } = await ok(t.app, quick, getNotification, {
      query: { employeeId: quick.userInfo.employeeId },
    });
    expect(notificationMessage).toEqual(
      (await ok(t.app, real, getNotification, { query: { employeeId: real.userInfo.employeeId } }))
        .notificationMessage,
    );
  });
});
