import { describe, expect, it } from 'vitest';
import { sfcEmployeeDetails } from '../../../src/contract/fare-chart';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

describe.each(DATABASE_KINDS)('GET /SFCEmployeeDetails on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([
    ['asha', 'T', 'Pune'],
    ['rahul', 'T', 'Nashik'],
    ['vikram', 'A', 'Pune'],
    ['meera', 'R', 'Mumbai'],
  ])('gives %s the area range %s and HQ %s', async (userName, areaRange, hqCityName) => {
    const { token, userInfo } = await t.login(userName);
    const response = await t.app.inject({
      url: `/api/SFCEmployeeDetails?employeeId=${userInfo.employeeId}`,
      headers: bearer(token),
    });
    expect(sfcEmployeeDetails.response.parse(response.json())).toMatchObject({ areaRange, hqCityName });
  });
});
