// Signed-in devices that do not grow without end (issue 40): signing in again on the same device
// replaces its session, and one device can be signed out from another.
import { describe, expect, it } from 'vitest';
import { login, signedInDevices, signOutDevice } from '../../../src/contract/auth';
import { getNotification } from '../../../src/contract/notifications';
import { ok, refused, send } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';
import { DEMO_PASSWORD } from '../../seed/demo-company';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** What each browser keeps for itself (the app's device id). */
const PHONE_ID = 'phone-0123456789abcdef';
const LAPTOP_ID = 'laptop-0123456789abcdef';

describe.each(DATABASE_KINDS)('one device at a time on %s', (kind) => {
  const t = useTestApp(kind);

  const signInFrom = async (userName: string, userAgent: string, deviceId?: string) => {
    const answer = await ok(t.app, null, login, {
      body: { userName, password: DEMO_PASSWORD, ...(deviceId ? { deviceId } : {}) },
      headers: { 'user-agent': userAgent },
    });
    if (!answer) throw new Error(`${userName} could not sign in`);
    return { token: answer.token, employeeId: answer.userInfo.employeeId };
  };
  const isSignedIn = async (who: { token: string; employeeId: number }) =>
    (await send(t.app, who, getNotification, { query: { employeeId: who.employeeId } })).status === 200;

  it('keeps one entry for a device signed in again and again, and ends its earlier session', async () => {
    const first = await signInFrom('meera', PHONE, PHONE_ID);
    await signInFrom('meera', PHONE, PHONE_ID);
    const third = await signInFrom('meera', PHONE, PHONE_ID);
    const laptop = await signInFrom('meera', LAPTOP, LAPTOP_ID);
    const { devices } = await ok(t.app, laptop, signedInDevices);
    expect(devices.map((device) => device.device)).toEqual(['Firefox on Windows', 'Chrome on Android']);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(third)).toBe(true);
    // The same browser id of another person is their own device entry.
    const vikram = await signInFrom('vikram', PHONE, PHONE_ID);
    expect(await isSignedIn(third)).toBe(true);
    expect(await isSignedIn(vikram)).toBe(true);
  });

  it('signs out one other device, and only one of the caller’s own', async () => {
    const phone = await signInFrom('asha', PHONE, PHONE_ID);
    const laptop = await signInFrom('asha', LAPTOP, LAPTOP_ID);
    const rahul = await signInFrom('rahul', LAPTOP, LAPTOP_ID);
    const listed = (await ok(t.app, laptop, signedInDevices)).devices;
    const other = listed.find((device) => device.device === 'Chrome on Android');
    const own = listed.find((device) => device.isThisDevice);
    if (!other || !own) throw new Error('both devices are listed');

    // Someone else's session is not found; this device signs out with Sign out.
    expect(await refused(t.app, rahul, signOutDevice, 404, { body: { sessionId: other.sessionId } })).toMatch(
      /not signed in/,
    );
    await refused(t.app, laptop, signOutDevice, 409, { body: { sessionId: own.sessionId } });
    expect(await isSignedIn(phone)).toBe(true);

    const answer = await ok(t.app, laptop, signOutDevice, { body: { sessionId: other.sessionId } });
    expect(answer.message).toBe('Chrome on Android is signed out.');
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(rahul)).toBe(true);
    expect((await ok(t.app, laptop, signedInDevices)).devices.map((device) => device.device)).toEqual([
      'Firefox on Windows',
    ]);
    await refused(t.app, laptop, signOutDevice, 404, { body: { sessionId: other.sessionId } });
  });
});
