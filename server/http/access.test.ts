import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  const calls = ['/api/getNotification', '/api/getEmployeeProfileImage', '/api/SFCEmployeeDetails'];

  it.each(calls)('%s answers the caller about themselves', async (path) => {
    const response = await t.app.inject({
      url: `${path}?employeeId=${asha.employeeId}`,
      headers: bearer(asha.token),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(calls)("%s refuses another employee's data with 403", async (path) => {
    const response = await t.app.inject({
      url: `${path}?employeeId=${rahulId}`,
      headers: bearer(asha.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/may not/);
  });

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
