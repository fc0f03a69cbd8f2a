import { describe, expect, it } from 'vitest';
import { sfcEmployeeDetails } from '../../../src/contract/employee-details';
import { ok } from '../../../tests/support/send';
import { DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('GET /SFCEmployeeDetails on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([
    ['asha', 'T', 'Pune'],
    ['rahul', 'T', 'Nashik'],
    ['vikram', 'A', 'Pune'],
    ['meera', 'R', 'Mumbai'],
  ])('gives %s the area range %s and HQ %s', async (userName, areaRange, hqCityName) => {
    const { token, userInfo } = await t.login(userName);
    const details = await ok(t.app, { token }, sfcEmployeeDetails, {
      query: { employeeId: userInfo.employeeId },
    });
    expect(details).toMatchObject({ areaRange, hqCityName });
  });
});
