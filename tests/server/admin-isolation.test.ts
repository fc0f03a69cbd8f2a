// Isolation between companies (issue 24, DESIGN.md section 8): each Apex account against every
// Sunrise id. Nothing of Sunrise is visible to or changeable by Apex, through any administration call.
import { describe, expect, it } from 'vitest';
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
} from '../../src/contract/admin/employees';
import { adminExpenseTypeSave, adminExpenseTypes } from '../../src/contract/admin/expense-types';
import {
  adminCitySave,
  adminDistanceSave,
  adminPlaces,
  adminTerritorySave,
} from '../../src/contract/admin/places';
import type { ApiCall } from '../../src/contract/call';
import { ok, refused } from '../support/send';
import { bearer, DATABASE_KINDS, useTestApp } from '../support/test-app';

describe.each(DATABASE_KINDS)('Apex against Sunrise on %s', (kind) => {
  const t = useTestApp(kind);
  const priya = t.signIn('priya');
  const arjun = t.signIn('arjun');
  const kiran = t.signIn('kiran');
  const deepa = t.signIn('deepa');

  const sunriseIds = async () => ({
    employees: (
      await t.db.query<{ id: number }>('select id from employee where company_id = $1', [priya.companyId])
    ).map((row) => row.id),
    territories: (
      await t.db.query<{ id: number }>('select id from territory where company_id = $1', [priya.companyId])
    ).map((row) => row.id),
    cities: (
      await t.db.query<{ id: number }>('select id from city where company_id = $1', [priya.companyId])
    ).map((row) => row.id),
    expenseTypes: (
      await t.db.query<{ id: number }>('select id from expense_type where company_id = $1', [priya.companyId])
    ).map((row) => row.id),
  });

  it('refuses every administration call naming Sunrise to every Apex account, and every one to Apex’s employees', async () => {
    expect(arjun.companyId).not.toBe(priya.companyId);
    const adminRoutes = t.app.contractRoutes.filter(
      ({ access }) => typeof access === 'object' && 'admin' in access,
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(19);
    const statuses: string[] = [];
    // Raw: one request that carries every field any administration call reads, for all of them.
    const call = async (who: { token: string }, route: ApiCall, companyId: number) => {
      const response = await t.app.inject({
        method: route.method,
        url: `/api${route.path}`,
        headers: bearer(who.token),
        ...(route.method === 'GET'
          ? { query: { companyId: String(companyId), kind: 'employees', year: '2026' } }
          : { payload: { companyId, employeeId: priya.employeeId, kind: 'employees', csv: '' } }),
      });
      return response.statusCode;
    };
    for (const { call: route } of adminRoutes) {
      for (const [name, who] of [
        ['arjun', arjun],
        ['kiran', kiran],
        ['deepa', deepa],
      ] as const) {
        statuses.push(`${route.path} ${name}→Sunrise ${await call(who, route, priya.companyId)}`);
        if (name !== 'arjun')
          statuses.push(`${route.path} ${name}→Apex ${await call(who, route, arjun.companyId)}`);
      }
    }
    expect(statuses.filter((line) => !line.endsWith(' 403'))).toEqual([]);
  });

  it('refuses Apex’s administrator every Sunrise employee, territory, city and expense type, and lists none of them', async () => {
    const ids = await sunriseIds();
    const apex = { companyId: arjun.companyId };
    const fields = {
      ...apex,
      empCode: 'APX0999',
      employeeName: 'Someone',
      designation: 'Medical Representative',
      gradeId: 1,
      areaRange: 'T' as const,
      territoryId: null,
      hqCityId: null,
      reportsToId: null,
      emailId: '',
      phoneNumber: '',
      isAdmin: false,
      isFinance: false,
    };
    const [apexCity] = (await ok(t.app, arjun, adminPlaces, { query: apex })).cities;
    const refusals: string[] = [];
    const expect403 = async (label: string, run: () => Promise<string>) => {
      try {
        await run();
      } catch (error) {
        refusals.push(`${label}: ${(error as Error).message}`);
      }
    };
    for (const employeeId of ids.employees) {
      await expect403(`save ${employeeId}`, () =>
        refused(t.app, arjun, adminEmployeeSave, 403, { body: { ...fields, employeeId } }),
      );
      await expect403(`deactivate ${employeeId}`, () =>
        refused(t.app, arjun, adminEmployeeDeactivate, 403, { body: { ...apex, employeeId } }),
      );
      await expect403(`activate ${employeeId}`, () =>
        refused(t.app, arjun, adminEmployeeActivate, 403, { body: { ...apex, employeeId } }),
      );
      await expect403(`reset ${employeeId}`, () =>
        refused(t.app, arjun, adminPasswordReset, 403, { body: { ...apex, employeeId } }),
      );
      await expect403(`manager ${employeeId}`, () =>
        refused(t.app, arjun, adminEmployeeSave, 403, {
          body: { ...fields, employeeId: null, reportsToId: employeeId },
        }),
      );
    }
    for (const territoryId of ids.territories) {
      await expect403(`territory ${territoryId}`, () =>
        refused(t.app, arjun, adminTerritorySave, 403, {
          body: { ...apex, territoryId, name: 'Taken over' },
        }),
      );
      await expect403(`city in territory ${territoryId}`, () =>
        refused(t.app, arjun, adminCitySave, 403, {
          body: { ...apex, cityId: null, territoryId, name: 'Somewhere' },
        }),
      );
      await expect403(`employee in territory ${territoryId}`, () =>
        refused(t.app, arjun, adminEmployeeSave, 403, { body: { ...fields, employeeId: null, territoryId } }),
      );
    }
    for (const cityId of ids.cities) {
      await expect403(`city ${cityId}`, () =>
        refused(t.app, arjun, adminCitySave, 403, {
          body: { ...apex, cityId, territoryId: apexCity?.territoryId as number, name: 'Renamed' },
        }),
      );
      await expect403(`distance to ${cityId}`, () =>
        refused(t.app, arjun, adminDistanceSave, 403, {
          body: {
            ...apex,
            fromCityId: apexCity?.cityId as number,
            toCityId: cityId,
            km: 10,
            effectiveFrom: '2099-01-01',
          },
        }),
      );
      await expect403(`HQ ${cityId}`, () =>
        refused(t.app, arjun, adminEmployeeSave, 403, {
          body: { ...fields, employeeId: null, hqCityId: cityId },
        }),
      );
    }
    for (const expenseTypeId of ids.expenseTypes) {
      await expect403(`expense type ${expenseTypeId}`, () =>
        refused(t.app, arjun, adminExpenseTypeSave, 403, {
          body: { ...apex, expenseTypeId, name: 'Taken', expenseOrSundry: 'E' },
        }),
      );
    }
    expect(refusals).toEqual([]);

    const seen = await ok(t.app, arjun, adminEmployees, { query: { ...apex, includeInactive: true } });
    expect(seen.employees.map((employee) => employee.userName).sort()).toEqual(['arjun', 'deepa', 'kiran']);
    const places = await ok(t.app, arjun, adminPlaces, { query: apex });
    expect(places.cities.some((city) => ids.cities.includes(city.cityId))).toBe(false);
    const types = await ok(t.app, arjun, adminExpenseTypes, { query: apex });
    expect(types.expenseTypes.some((type) => ids.expenseTypes.includes(type.expenseTypeId))).toBe(false);
    // Nothing of Sunrise changed.
    expect(await sunriseIds()).toEqual(ids);
  });
});
