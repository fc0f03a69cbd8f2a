// Generated from the contract: every call is served, declares who may make it, and refuses
// another employee's or company's ids with 403 whatever else the request holds; and the access
// matrix (./access-matrix.ts) walked for every call, demo user and kind of id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ID_FIELD_NAME, namedIdFields } from '../../server/http/access';
import type { RegisteredCall } from '../../server/http/route';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { type ApiCall, INT4_MAX } from '../../src/contract/call';
import { form } from '../support/receipts';
import { bearer, DATABASE_KINDS, openCurrentMonth, startTestApp, type TestApp } from '../support/test-app';
import { ACCESS_MATRIX, type Kind, type Verdict } from './access-matrix';

const contractModules = import.meta.glob<Record<string, unknown>>('../../src/contract/**/*.ts', {
  eager: true,
});

function isCall(value: unknown): value is ApiCall {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
  );
}

const CONTRACT_CALLS = Object.values(contractModules).flatMap((module) =>
  Object.values(module).filter(isCall),
);
const keyOf = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`;

const ruleOf = ({ access }: RegisteredCall) =>
  typeof access === 'string'
    ? access
    : 'own' in access
      ? 'own'
      : 'admin' in access
        ? 'admin'
        : 'finance' in access
          ? 'finance'
          : 'approver';

type DemoUser = 'asha' | 'rahul' | 'vikram' | 'meera' | 'sanjay' | 'priya' | 'arjun' | 'kavita';

/** Who calls, whose ids the request names, and what kind of request that makes it. */
interface Scenario {
  kind: Kind;
  caller: DemoUser | null;
  subject: DemoUser;
  foreignCompany?: true;
  /** The call acts on a claim for approval: its month is the one submitted, not the current one. */
  isApproval?: boolean;
}

const SCENARIOS: Scenario[] = [
  { kind: 'signedOut', caller: null, subject: 'asha' },
  ...(['asha', 'rahul', 'vikram', 'meera'] as const).map((user) => ({
    kind: 'own' as const,
    caller: user,
    subject: user,
  })),
  { kind: 'colleague', caller: 'asha', subject: 'rahul' },
  { kind: 'colleague', caller: 'rahul', subject: 'asha' },
  // For the approver rule these three are placed where the demo data has them (approversOf).
  { kind: 'subordinateWaiting', caller: 'vikram', subject: 'rahul' },
  { kind: 'subordinateEarlierLevel', caller: 'vikram', subject: 'rahul' },
  { kind: 'subordinateLaterLevel', caller: 'meera', subject: 'rahul' },
  { kind: 'manager', caller: 'asha', subject: 'vikram' },
  { kind: 'manager', caller: 'vikram', subject: 'meera' },
  { kind: 'otherCompany', caller: 'asha', subject: 'asha', foreignCompany: true },
  { kind: 'administrator', caller: 'priya', subject: 'asha' },
  { kind: 'otherAdministrator', caller: 'arjun', subject: 'asha' },
  { kind: 'finance', caller: 'kavita', subject: 'asha' },
];

const APPROVER_LEVEL_KINDS: Kind[] = [
  'subordinateWaiting',
  'subordinateEarlierLevel',
  'subordinateLaterLevel',
];

/** An approver's level in rahul's and asha's reporting line. */
const LEVEL: Record<DemoUser, number> = {
  asha: 1,
  rahul: 1,
  vikram: 1,
  meera: 2,
  sanjay: 1,
  priya: 1,
  arjun: 1,
  kavita: 1,
};

interface MonthRows {
  id: number | undefined;
  month: number | undefined;
  year: number | undefined;
  dayId: number | undefined;
  day: string | undefined;
}

/** The rows a request can name, for one employee: found in the seeded database. */
interface SubjectRows {
  employeeId: number;
  companyId: number;
  /** The employee's current month, what their own calls name. */
  current: MonthRows;
  /** A month waiting for approval if there is one, else the current month: what approvals name. */
  claim: MonthRows;
  chartId: number | undefined;
  /** The employee's tour programme waiting for approval if there is one, else their latest (issue 42). */
  planId: number | undefined;
  /** A change of their approved tour programme waiting for approval (issue 42). */
  changeId: number | undefined;
  billId: number | undefined;
  cityId: number | undefined;
  territoryId: number | undefined;
}

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
        // Raw: one request for any call of the contract, with a foreign id in the field its rule names.
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
    const [plan] = await t.db.query<{ id: number }>(
      'select id from tour_plan where employee_id = $1 limit 1',
      [rahul.employeeId],
    );
    const [change] = await t.db.query<{ id: number }>('select id from tour_plan_change limit 1');
    /** A request naming rahul's chart, month, day and plan, with asha as the approver she claims to be. */
    const valueFor = (name: string): string | number => {
      if (/expense_?id/i.test(name)) return month?.id as number;
      if (/plan_?id/i.test(name)) return plan?.id as number;
      if (/change_?id/i.test(name)) return change?.id as number;
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
      // Raw: the request is built from the call's field names, for every approver call at once.
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
  it('has one row of the access matrix for every call, with the rule the server declares', () => {
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(CONTRACT_CALLS.map(keyOf).sort());
    for (const route of routes) {
      const key = keyOf(route.call);
      expect({ key, rule: ruleOf(route) }).toEqual({ key, rule: ACCESS_MATRIX[key]?.rule });
    }
  });

  it("answers every call, for every demo user and kind of id, with the access matrix's 401, 403 or 2xx", async () => {
    const sessions = new Map<DemoUser, NonNullable<Awaited<ReturnType<TestApp['login']>>>>();
    for (const user of ['asha', 'rahul', 'vikram', 'meera', 'sanjay', 'priya', 'arjun', 'kavita'] as const) {
      sessions.set(user, await t.login(user));
    }
    const rows = new Map<DemoUser, SubjectRows>();
    for (const [user, { userInfo }] of sessions) {
      // A month exists from its first read: the managers have one too, so their ids can be named.
      await openCurrentMonth(t.app, { userInfo, token: sessions.get(user)?.token as string });
      const [employee] = await t.db.query<{ territory_id: number; hq_city_id: number }>(
        'select territory_id, hq_city_id from employee where id = $1',
        [userInfo.employeeId],
      );
      /** A month's id, its first working day and the month itself. */
      const monthRows = async (order: string): Promise<MonthRows> => {
        const [month] = await t.db.query<{ id: number; month: number; year: number }>(
          `select id, month, year from expense where employee_id = $1 order by ${order}, id desc limit 1`,
          [userInfo.employeeId, userInfo.expenseYear, userInfo.expenseMonth],
        );
        const [day] = await t.db.query<{ id: number; activity_date: string }>(
          `select id, activity_date from expense_detail where expense_id = $1 and not is_holiday
            order by activity_date limit 1`,
          [month?.id ?? 0],
        );
        return {
          id: month?.id,
          month: month?.month,
          year: month?.year,
          dayId: day?.id,
          day: day?.activity_date,
        };
      };
      const [chart] = await t.db.query<{ id: number }>('select id from stpfc where employee_id = $1', [
        userInfo.employeeId,
      ]);
      const [bill] = await t.db.query<{ id: number }>(
        "select id from bill where employee_id = $1 and status = 'U' order by id limit 1",
        [userInfo.employeeId],
      );
      const [plan] = await t.db.query<{ id: number }>(
        "select id from tour_plan where employee_id = $1 order by (status = 'S') desc, id desc limit 1",
        [userInfo.employeeId],
      );
      const [change] = await t.db.query<{ id: number }>(
        `select c.id from tour_plan_change c join tour_plan p on p.id = c.plan_id
          where p.employee_id = $1 and c.status = 'P' limit 1`,
        [userInfo.employeeId],
      );
      rows.set(user, {
        employeeId: userInfo.employeeId,
        companyId: userInfo.companyId,
        current: await monthRows('(year = $2 and month = $3) desc'),
        claim: await monthRows("(status = 'Submitted') desc, (year = $2 and month = $3) desc"),
        chartId: chart?.id,
        planId: plan?.id,
        changeId: change?.id,
        billId: bill?.id,
        cityId: employee?.hq_city_id,
        territoryId: employee?.territory_id,
      });
    }

    /** The value a request field gets, by its name, for this scenario; undefined leaves it out. */
    const valueFor = (name: string, scenario: Scenario): string | number | undefined => {
      const subject = rows.get(scenario.subject) as SubjectRows;
      const month = scenario.isApproval ? subject.claim : subject.current;
      const caller = scenario.caller ?? scenario.subject;
      if (/^company_?id$/i.test(name)) return scenario.foreignCompany ? 999_999 : subject.companyId;
      if (/^(employee_?id|emp_?id|empcode)$/i.test(name)) return subject.employeeId;
      if (/^(appr_?empid|approver_?id)$/i.test(name)) return rows.get(caller)?.employeeId;
      if (/level/i.test(name)) return LEVEL[caller];
      if (/^expense_?id$/i.test(name)) return month.id;
      if (/^expense_?detail_?id$/i.test(name)) return month.dayId;
      if (/^stpfc_?id$/i.test(name)) return subject.chartId;
      // The managers plan nothing: an id that names no plan, which must answer as a foreign one does.
      if (/^plan_?id$/i.test(name)) return subject.planId ?? INT4_MAX;
      if (/^change_?id$/i.test(name)) return subject.changeId ?? INT4_MAX;
      if (/^unreport(expense|attachment)id$/i.test(name)) return subject.billId;
      if (/city_?id$/i.test(name)) return subject.cityId;
      if (/territory_?id$/i.test(name)) return subject.territoryId;
      if (/^(transport|category)_?id$/i.test(name)) return 1;
      if (/distance/i.test(name)) return 10;
      if (/^activityday$/i.test(name)) return month.day ? Number(month.day.slice(8)) : undefined;
      if (/^(month|mth)$/i.test(name)) return month.month;
      if (/^(year|yr)$/i.test(name)) return month.year;
      if (/date/i.test(name)) return month.day;
      if (name === 'kind') return 'employees';
      return undefined;
    };

    const requestFor = (call: ApiCall, scenario: Scenario) => {
      const fields = (schema: z.ZodType) =>
        Object.fromEntries(
          fieldNames(schema).flatMap((name) => {
            const value = valueFor(name, scenario);
            return value === undefined ? [] : [[name, value]];
          }),
        );
      return { query: fields(call.query), body: fields(call.body) };
    };
    const userWithId = (employeeId: number | null | undefined) =>
      [...rows].find(([, row]) => row.employeeId === employeeId)?.[0];

    /**
     * For an approver-rule call, who stands where as the data stands, on rahul's, asha's and
     * sanjay's charts and claims (sanjay's waits at level 2, DESIGN.md section 6): the approver whose level waits now, one whose level has already acted, and a
     * manager above the subordinate whose turn has not come (for a chart, which has one level, the
     * manager above the approver).
     */
    const approversOf = async (route: RegisteredCall) => {
      if (typeof route.access !== 'object' || !('approver' in route.access)) return undefined;
      const found: Partial<Record<Kind, { caller: DemoUser; subject: DemoUser }>> = {};
      for (const subject of ['rahul', 'asha', 'sanjay'] as const) {
        const line = await route.access.approver.subject(
          requestFor(route.call, { kind: 'own', caller: 'vikram', subject, isApproval: true }),
        );
        const waitingLevel = line?.waitingLevel;
        if (!line || !waitingLevel) continue;
        const at = (level: number) => userWithId(line.approvers[level - 1]);
        const waiting = at(waitingLevel);
        if (!waiting) continue;
        found.subordinateWaiting ??= { caller: waiting, subject };
        const earlier = waitingLevel > 1 ? at(waitingLevel - 1) : undefined;
        if (earlier) found.subordinateEarlierLevel ??= { caller: earlier, subject };
        const later = at(waitingLevel + 1) ?? (waiting === 'vikram' ? 'meera' : undefined);
        if (later) found.subordinateLaterLevel ??= { caller: later, subject };
      }
      return found;
    };

    const cases: Array<{ route: RegisteredCall; scenario: Scenario; verdict: Verdict }> = [];
    /** Kinds of a row that the demo data offers no request for: none, so every cell is walked. */
    const unplaced: string[] = [];
    for (const route of routes) {
      const row = ACCESS_MATRIX[keyOf(route.call)];
      const line = await approversOf(route);
      const namesCompany = namedIdFields(route.access).some((field) => /company/i.test(field));
      for (const scenario of SCENARIOS) {
        const verdict = row?.verdicts[scenario.kind];
        if (verdict === undefined || (scenario.kind === 'otherCompany' && !namesCompany)) continue;
        const placed = line?.[scenario.kind];
        if (line && APPROVER_LEVEL_KINDS.includes(scenario.kind) && !placed) {
          unplaced.push(`${keyOf(route.call)} ${scenario.kind}`);
          continue;
        }
        const resolved: Scenario = { ...scenario, ...placed, isApproval: line !== undefined };
        cases.push({ route, scenario: resolved, verdict });
      }
    }
    // Refusals first, then reads, then writes: an allowed write cannot move a refusal's ground.
    const order = ({ route, verdict }: { route: RegisteredCall; verdict: Verdict }) =>
      verdict !== 'allowed'
        ? 0
        : route.call.method === 'GET'
          ? 1
          : ACCESS_MATRIX[keyOf(route.call)]?.endsSessions
            ? 3
            : 2;
    cases.sort((a, b) => order(a) - order(b));

    const mismatches: string[] = [];
    const tally = { 401: 0, 403: 0, 409: 0, allowed2xx: 0, allowedOther: 0 };
    for (const { route, scenario, verdict } of cases) {
      const { call } = route;
      const { query, body } = requestFor(call, scenario);
      // Logout ends the session it is sent with: a session of its own, so the walk keeps its tokens.
      const token =
        scenario.caller === null
          ? undefined
          : call.path === '/Logout'
            ? (await t.login(scenario.caller)).token
            : sessions.get(scenario.caller)?.token;
      // Raw: the access matrix walks every call with every kind of caller and id.
      const response = await t.app.inject({
        method: call.method,
        url: `/api${call.path}`,
        query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
        headers: token ? bearer(token) : {},
        ...(call.isPublic
          ? { payload: { userName: scenario.subject, password: DEMO_PASSWORD } }
          : call.method === 'GET'
            ? {}
            : { payload: call.multipart ? form(body) : body }),
      });
      const status = response.statusCode;
      const isRead = call.method === 'GET';
      const holds =
        verdict === 'allowed'
          ? status < 500 &&
            status !== 401 &&
            status !== 403 &&
            (!isRead || status < 300 || status === ACCESS_MATRIX[keyOf(call)]?.dataRefusal?.status)
          : status === verdict;
      if (verdict === 'allowed') tally[status < 300 ? 'allowed2xx' : 'allowedOther'] += 1;
      else tally[verdict] += 1;
      if (!holds) {
        mismatches.push(
          `${keyOf(call)} ${scenario.kind} ${scenario.caller ?? '-'}→${scenario.subject}: ${status} (expected ${verdict}) ${response.body.slice(0, 120)}`,
        );
      }
    }
    console.info(`access matrix on ${kind}: ${cases.length} requests`, tally);
    expect(unplaced).toEqual([]);
    expect(mismatches).toEqual([]);
    // Every request of every call for seven users: more than the default 30 s on two busy cores.
  }, 180_000);
});
