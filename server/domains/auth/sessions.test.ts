// Signed-in devices (issue 29): the employee's live sessions with where and when, 'Sign out
// everywhere', and a password change or reset ending the other sessions.
import { describe, expect, it } from 'vitest';
import { adminPasswordReset, changePassword } from '../../../src/contract/admin/employees';
import { login, signedInDevices, signOutEverywhere } from '../../../src/contract/auth';
import { getNotification } from '../../../src/contract/notifications';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { DEMO_PASSWORD } from '../../seed/demo-company';
import { LAST_USE_PRECISION_MINUTES } from './queries';
import { hashToken } from './tokens';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(DATABASE_KINDS)('signed-in devices on %s', (kind) => {
  const t = useTestApp(kind);

  /** Signs a demo user in through POST /Login from a device with this User-Agent. */
  const signInFrom = async (userName: string, userAgent: string, password = DEMO_PASSWORD) => {
    const answer = await ok(t.app, null, login, {
      body: { userName, password },
      headers: { 'user-agent': userAgent },
    });
    if (!answer) throw new Error(`${userName} could not sign in`);
    return {
      token: answer.token,
      employeeId: answer.userInfo.employeeId,
      companyId: answer.userInfo.companyId,
    };
  };
  const isSignedIn = async (who: { token: string; employeeId: number }) =>
    (await send(t.app, who, getNotification, { query: { employeeId: who.employeeId } })).status === 200;

  it("lists the caller's own live sessions, this device first and marked, named from the User-Agent", async () => {
    const phone = await signInFrom('meera', PHONE);
    const laptop = await signInFrom('meera', LAPTOP);
    const ended = await signInFrom('meera', IPHONE);
    await t.db.query('update session set revoked_at = now() where token_hash = $1', [hashToken(ended.token)]);
    const expired = await signInFrom('meera', IPHONE);
    await t.db.query(`update session set expires_at = now() - interval '1 minute' where token_hash = $1`, [
      hashToken(expired.token),
    ]);
    // Someone else's session is not meera's business.
    await signInFrom('vikram', IPHONE);

    const { devices } = await ok(t.app, laptop, signedInDevices);
    expect(devices.map(({ device, isThisDevice }) => ({ device, isThisDevice }))).toEqual([
      { device: 'Firefox on Windows', isThisDevice: true },
      { device: 'Chrome on Android', isThisDevice: false },
    ]);
    for (const device of devices) {
      expect(Date.parse(device.signedInAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
      expect(Date.parse(device.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(device.signedInAt));
    }
    expect((await ok(t.app, phone, signedInDevices)).devices[0]).toMatchObject({
      device: 'Chrome on Android',
      isThisDevice: true,
    });
  });

  it('records when a session was last used, at most every few minutes rather than on every request', async () => {
    const phone = await signInFrom('rahul', PHONE);
    const lastUsed = async () =>
      (
        await t.db.query<{ minutes: number }>(
          'select extract(epoch from now() - last_used_at)::int / 60 as minutes from session where token_hash = $1',
          [hashToken(phone.token)],
        )
      )[0]?.minutes;
    const setLastUsed = (minutesAgo: number) =>
      t.db.query(
        `update session set last_used_at = now() - make_interval(mins => $2) where token_hash = $1`,
        [hashToken(phone.token), minutesAgo],
      );

    await setLastUsed(LAST_USE_PRECISION_MINUTES - 2);
    expect(await isSignedIn(phone)).toBe(true);
    expect(await lastUsed()).toBe(LAST_USE_PRECISION_MINUTES - 2);

    await setLastUsed(3 * 60);
    expect(await isSignedIn(phone)).toBe(true);
    expect(await lastUsed()).toBe(0);
    const [device] = (await ok(t.app, phone, signedInDevices)).devices;
    expect(Date.now() - Date.parse(device?.lastUsedAt ?? '')).toBeLessThan(60_000);
  });

  it("'Sign out everywhere' ends every other session of the caller and keeps this one", async () => {
    const phone = await signInFrom('sanjay', PHONE);
    const laptop = await signInFrom('sanjay', LAPTOP);
    const iphone = await signInFrom('sanjay', IPHONE);
    const colleague = await signInFrom('asha', PHONE);

    expect(await ok(t.app, phone, signOutEverywhere)).toEqual({
      message: 'Signed out on 2 other devices. This device stays signed in.',
      signedOut: 2,
    });
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(iphone)).toBe(false);
    expect(await isSignedIn(colleague)).toBe(true);
    expect((await ok(t.app, phone, signedInDevices)).devices).toHaveLength(1);
    expect(await ok(t.app, phone, signOutEverywhere)).toEqual({
      message: 'No other device was signed in.',
      signedOut: 0,
    });
    await refused(t.app, laptop, signOutEverywhere, 401);
  });

  it('changing the password ends every other session and keeps the one that changed it', async () => {
    const phone = await signInFrom('asha', PHONE);
    const laptop = await signInFrom('asha', LAPTOP);
    await ok(t.app, laptop, changePassword, {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Konkan2026' },
    });
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await ok(t.app, laptop, signedInDevices)).devices.map(({ device }) => device)).toEqual([
      'Firefox on Windows',
    ]);
    const again = await signInFrom('asha', IPHONE, 'Konkan2026');
    expect(await isSignedIn(again)).toBe(true);
  });

  it("an administrator's password reset ends every session of the employee", async () => {
    const phone = await signInFrom('vikram', PHONE);
    const laptop = await signInFrom('vikram', LAPTOP);
    const priya = await t.employee('priya');
    await ok(t.app, priya, adminPasswordReset, {
      body: { companyId: priya.companyId, employeeId: phone.employeeId },
    });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(false);
  });
});
