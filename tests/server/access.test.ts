// Generated from the contract: every call is served, declares who may make it, and refuses
// another employee's or company's ids with 403 whatever else the request holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ID_FIELD_NAME, namedIdFields } from '../../server/http/access';
import type { RegisteredCall } from '../../server/http/route';
import type { ApiCall } from '../../src/contract/call';
import { form } from '../support/receipts';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../support/test-app';

const contractModules = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', { eager: true });

function isCall(value: unknown): value is ApiCall {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

const CONTRACT_CALLS = Object.values(contractModules).flatMap((module) =>
  Object.values(module).filter(isCall),
);
const keyOf = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

/** The top-level field names of a query or body schema (through refinements and pipes). */
function fieldNames(schema: z.ZodType): string[] {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; innerType?: z.ZodType } }).def;
  if ('shape' in schema) return Object.keys((schema as unknown as { shape: object }).shape);
  if (def.type === 'pipe' && def.in) return fieldNames(def.in);
  if (def.innerType) return fieldNames(def.innerType);
  return [];
}

describe.each(DATABASE_KINDS)('who may call what, from the contract, on %s', (kind) => {
  let t: TestApp;
  let routes: RegisteredCall[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    routes = t.app.contractRoutes;
  });
  afterAll(() => t.close());

  it('serves every call of the contract and nothing outside it', () => {
    expect(CONTRACT_CALLS.length).toBeGreaterThan(10);
    expect(routes.map(({ call }) => keyOf(call)).sort()).toEqual(CONTRACT_CALLS.map(keyOf).sort());
  });

  it('names every employee or company id field of a call in its access rule', () => {
    for (const { call, access } of routes) {
      if (access === 'public') continue;
      const named = namedIdFields(access);
      const idFields = [
        ...fieldNames(call.query).map((name) => `query.${name}`),
        ...fieldNames(call.body).map((name) => `body.${name}`),
      ].filter((field) => ID_FIELD_NAME.test(field.split('.')[1] as string));
      expect({ call: keyOf(call), unchecked: idFields.filter((field) => !named.includes(field)) }).toEqual({
        call: keyOf(call),
        unchecked: [],
      });
    }
  });

  it("refuses another employee's and another company's ids with 403 on every non-public call", async () => {
    const asha = await t.employee('asha');
    const rahul = await t.employee('rahul');
    const ownRoutes = routes.filter(({ access }) => typeof access === 'object' && 'own' in access);
    expect(ownRoutes.length).toBeGreaterThan(5);
    for (const { call, access } of ownRoutes) {
      if (typeof access !== 'object' || !('own' in access)) continue;
      for (const [idName, foreignId] of [
        ['employeeId', rahul.employeeId],
        ['companyId', 999_999],
      ] as const) {
        const field = access.own[idName] as string | undefined;
        if (!field) continue;
        const [where, name] = field.split('.') as ['query' | 'body', string];
        const query = where === 'query' ? { [name]: String(foreignId) } : {};
        const fields = where === 'body' ? { [name]: foreignId } : {};
        const response = await t.app.inject({
          method: call.method,
          url: call.path.startsWith('/') ? `/api${call.path}` : `/api/${call.path}`,
          query,
          headers: bearer(asha.token),
          ...(where === 'body' ? { body: call.multipart ? form(fields) : fields } : {}),
        });
        expect({ call: keyOf(call), field, status: response.statusCode }).toEqual({
          call: keyOf(call),
          field,
          status: 403,
        });
      }
    }
  });

  it("refuses every approver-rule call to someone outside the subordinate's reporting line with 403", async () => {
    const asha = await t.employee('asha');
    const rahul = await t.employee('rahul');
    const [chart] = await t.db.query<{ id: number }>('select id from stpfc where employee_id = $1', [
      rahul.employeeId,
    ]);
    const [month] = await t.db.query<{ id: number; day: string }>(
      `select x.id, min(d.activity_date) as day from expense x join expense_detail d on d.expense_id = x.id
        where x.employee_id = $1 and x.status = 'Submitted' group by x.id`,
      [rahul.employeeId],
    );
    /** A request naming rahul's chart, month and day, with asha as the approver she claims to be. */
    const valueFor = (name: string): string | number => {
      if (/expense_?id/i.test(name)) return month?.id as number;
      if (/stpfc_?id/i.test(name)) return chart?.id as number;
      if (/company_?id/i.test(name)) return asha.companyId;
      if (ID_FIELD_NAME.test(name)) return rahul.employeeId;
      if (/appr|approver/i.test(name)) return asha.employeeId;
      if (/level/i.test(name)) return 1;
      if (/date/i.test(name)) return month?.day as string;
      return 0;
    };
    const approverRoutes = routes.filter(({ access }) => typeof access === 'object' && 'approver' in access);
    expect(approverRoutes.length).toBeGreaterThanOrEqual(7);
    for (const { call } of approverRoutes) {
      const query = Object.fromEntries(fieldNames(call.query).map((name) => [name, String(valueFor(name))]));
      const body = Object.fromEntries(fieldNames(call.body).map((name) => [name, valueFor(name)]));
      const response = await t.app.inject({
        method: call.method,
        url: `/api${call.path}`,
        query,
        headers: bearer(asha.token),
        ...(call.method === 'GET' ? {} : { body }),
      });
      expect({ call: keyOf(call), status: response.statusCode }).toEqual({ call: keyOf(call), status: 403 });
    }
  });
});
