import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sfcEmployeeDetails } from '../../src/contract/employee-details';
import { getNotification } from '../../src/contract/notifications';
import { getEmployeeProfileImage } from '../../src/contract/profile';
import { refused, send } from '../../tests/support/send';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../../tests/support/test-app';

describe.each(DATABASE_KINDS)('every call checks the employee it names on %s', (kind) => {
  let t: TestApp;
  let asha: { token: string; employeeId: number };
  let rahulId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await t.login('asha');
    asha = { token: login.token, employeeId: login.userInfo.employeeId };
    rahulId = (await t.login('rahul')).userInfo.employeeId;
  });
  afterAll(() => t.close());

  const calls = [getNotification, getEmployeeProfileImage, sfcEmployeeDetails].map(
    (call) => [`/api${call.path}`, call] as const,
  );

  it.each(calls)('%s answers the caller about themselves', async (_path, call) => {
    const response = await send(t.app, asha, call, { query: { employeeId: asha.employeeId } });
    expect(response.status).toBe(200);
  });

  it.each(calls)("%s refuses another employee's data with 403", async (_path, call) => {
    expect(await refused(t.app, asha, call, 403, { query: { employeeId: rahulId } })).toMatch(/may not/);
  });

  // Raw: employee ids the contract cannot express (none, words, negative, fractions, too large).
  it.each(calls)('%s refuses a missing or malformed employeeId with 400', async (path) => {
    for (const query of [
      '',
      '?employeeId=abc',
      '?employeeId=-4',
      '?employeeId=1.5',
      '?employeeId=99999999999',
    ]) {
      const response = await t.app.inject({ url: `${path}${query}`, headers: bearer(asha.token) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query: employeeId/);
    }
  });
});
