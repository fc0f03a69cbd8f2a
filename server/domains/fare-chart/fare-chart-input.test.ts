import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { sfcAdd, sfcSubmit } from '../../../src/contract/fare-chart';
import { sfcFareAndAllowance } from '../../../src/contract/fare-chart-lookups';
import { bearer, DATABASE_KINDS, useTestApp } from '../../../tests/support/test-app';

/** Values a careless or hostile client might send in a field. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', '2026-02-30', '9999-99-99', '__proto__', '99999999999'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, [1, 2], 2_147_483_648, -5, 1.5),
);

const JOURNEY_FIELDS = [
  'fromTerritoryId',
  'toTerritoryId',
  'fromCityId',
  'toCityId',
  'categoryId',
  'transportId',
  'effectiveDate',
  'oneWayDistance',
  'numberOfChemist',
  'numberOfDoctors',
  'stpfcId',
  'specification',
];

describe.each(DATABASE_KINDS)('fare chart calls never answer 500 for bad input on %s', (kind) => {
  const t = useTestApp(kind);
  const asha = t.signIn('asha');
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    const [pune, lonavala] = await t.db.query<{ id: number; territoryId: number }>(
      `select id, territory_id as "territoryId" from city where name in ('Pune', 'Lonavala') order by name desc`,
    );
    valid = {
      employeeId: asha.employeeId,
      companyId: asha.companyId,
      fromTerritoryId: pune?.territoryId,
      toTerritoryId: lonavala?.territoryId,
      fromCityId: pune?.id,
      toCityId: lonavala?.id,
      categoryId: 3,
      transportId: 4,
      effectiveDate: '2099-01-01',
      numberOfChemist: 1,
      numberOfDoctors: 1,
    };
  });

  it('for an added journey with any field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JOURNEY_FIELDS), fieldValue, async (field, value) => {
        const response = await t.app.inject({
          method: sfcAdd.method,
          url: `/api${sfcAdd.path}`,
          headers: bearer(asha.token),
          payload: { ...valid, [field]: value },
        });
        expect(response.statusCode, `${field} = ${JSON.stringify(value)}: ${response.body}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('for a fare lookup with any query field replaced by anything', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JOURNEY_FIELDS.slice(0, 8)), fieldValue, async (field, value) => {
        const query = new URLSearchParams(
          Object.entries({ ...valid, [field]: value }).map(([key, v]) => [key, String(v)]),
        );
        const response = await t.app.inject({
          method: sfcFareAndAllowance.method,
          url: `/api${sfcFareAndAllowance.path}?${query}`,
          headers: bearer(asha.token),
        });
        expect(response.statusCode, `${field} = ${String(value)}: ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('for a submit with any list of ids', async () => {
    await fc.assert(
      fc.asyncProperty(fieldValue, fieldValue, async (ids, stpfcId) => {
        const response = await t.app.inject({
          method: sfcSubmit.method,
          url: `/api${sfcSubmit.path}`,
          headers: bearer(asha.token),
          payload: { employeeId: asha.employeeId, companyId: asha.companyId, stpfcDetailIds: ids, stpfcId },
        });
        expect(
          response.statusCode,
          `${JSON.stringify(ids)}, ${JSON.stringify(stpfcId)}: ${response.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});
