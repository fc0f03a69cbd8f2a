// Virtual users against a running server: field staff doing a day's work and approvers doing
// theirs, each call timed. Used at full size by `npm run bench:load` and small in a server test.
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';
import { form, uploadFields } from '../support/receipts';

export interface LoadOptions {
  baseUrl: string;
  users: number;
  seconds: number;
  /** The server's process id, to sample its resident memory; none to skip. */
  serverPid?: number | undefined;
}

export interface CallFigures {
  call: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  requests: number;
  errors: string[];
  /** Conflicts the mix expects between users of one employee, each answered by one retry. */
  conflicts: string[];
  calls: CallFigures[];
  /** Resident memory of the server process, in MB, the most seen during the run. */
  peakRssMb: number | undefined;
  seconds: number;
}

interface Session {
  token: string;
  employeeId: number;
  companyId: number;
  expenseMonth: number;
  expenseYear: number;
}

const FIELD_STAFF = ['asha', 'rahul'];
const APPROVERS = ['vikram', 'meera'];

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const timings = new Map<string, number[]>();
  const errors: string[] = [];
  const conflicts: string[] = [];
  let requests = 0;
  // Set once every user has logged in: argon2 makes a crowd of logins slow on purpose.
  let stopAt = Number.POSITIVE_INFINITY;

  /** One timed call; anything but the expected status is an error of the run. */
  const call = async (
    name: string,
    path: string,
    init: RequestInit = {},
    token?: string,
    /** A status the mix expects now and then (a conflict it answers by trying again). */
    expected?: number,
  ) => {
    const startedAt = performance.now();
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}/api${path}`, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
    } catch (error) {
      errors.push(`${name}: ${(error as Error).message}`);
      return undefined;
    }
    const body = await response.text();
    requests += 1;
    const list = timings.get(name) ?? [];
    list.push(performance.now() - startedAt);
    timings.set(name, list);
    if (response.status === expected) {
      conflicts.push(`${name}: ${response.status} ${body.slice(0, 160)}`);
      return undefined;
    }
    if (response.status !== 200) {
      errors.push(`${name}: ${response.status} ${body.slice(0, 160)}`);
      return undefined;
    }
    return JSON.parse(body) as unknown;
  };

  const login = async (userName: string): Promise<Session | undefined> => {
    const answer = (await call('Login', '/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
    })) as { token: string; userInfo: Omit<Session, 'token'> } | undefined;
    return answer ? { token: answer.token, ...answer.userInfo } : undefined;
  };

  const fieldDay = async (me: Session, user: number) => {
    const id = `employeeId=${me.employeeId}`;
    let round = 0;
    do {
      round += 1;
      await call(
        'ExpenseMainDashboard',
        `/ExpenseMainDashboard?EmployeeId=${me.employeeId}&CompanyId=${me.companyId}`,
        {},
        me.token,
      );
      const month = (await call(
        'getMyExpense',
        `/getMyExpense?${id}&companyId=${me.companyId}&month=${me.expenseMonth}&year=${me.expenseYear}`,
        {},
        me.token,
      )) as
        | {
            getMyExpenseList: Array<{
              expenseId: number;
              activityDate: string;
              isHoliday: number;
              isModifyRoute: number;
            }>;
          }
        | undefined;
      const today = new Date().toISOString().slice(0, 10);
      const days = (month?.getMyExpenseList ?? []).filter(
        (day) => day.isHoliday === 0 && day.activityDate <= today,
      );
      const day = days[(user + round) % Math.max(1, days.length)];
      if (day) {
        const dayQuery = `${id}&expenseId=${day.expenseId}&activityDate=${day.activityDate}`;
        await call('expenseUpdateDayWise', `/expenseUpdateDayWise?${dayQuery}`, {}, me.token);
        const start = (await call(
          'expenseModifyFromCity',
          `/expenseModifyFromCity?${dayQuery}`,
          {},
          me.token,
        )) as { fromCityId: number } | undefined;
        if (start) await modifyRoute(me, day, start.fromCityId, dayQuery);
      }
      const fields = uploadFields(me);
      await call(
        'expenseUpload',
        '/expenseUpload',
        {
          method: 'POST',
          headers: { [IDEMPOTENCY_HEADER]: `load-${fields.InvoiceNumber}-${user}` },
          body: form(fields),
        },
        me.token,
      );
      await call(
        'GetExpenseUploadTemp',
        `/GetExpenseUploadTemp?${id}&companyId=${me.companyId}`,
        {},
        me.token,
      );
    } while (Date.now() < stopAt);
  };

  /** Routes a day on a journey of the employee's approved chart from the city the day starts at. */
  const journeys = new Map<number, Array<{ from: number; to: number }>>();
  const modifyRoute = async (
    me: Session,
    day: { expenseId: number; activityDate: string },
    from: number,
    dayQuery: string,
    isRetry = false,
  ): Promise<void> => {
    let approved = journeys.get(me.employeeId);
    if (!approved) {
      const grid = (await call('SFCBindGrid', `/SFCBindGrid?EmployeeId=${me.employeeId}`, {}, me.token)) as
        | { rows: Array<{ status: string; fromCityId: number; toCityId: number }> }
        | undefined;
      approved = (grid?.rows ?? [])
        .filter((row) => row.status === 'A')
        .map((row) => ({ from: row.fromCityId, to: row.toCityId }));
      journeys.set(me.employeeId, approved);
    }
    // A journey may be travelled either way; the leg must start where the day starts.
    const leg = approved.find((row) => row.from === from || row.to === from);
    if (!leg) {
      errors.push(`no approved journey from city ${from} for employee ${me.employeeId}`);
      return;
    }
    const journey = { from, to: leg.from === from ? leg.to : leg.from };
    const done = await call(
      'expenseModifySubmit',
      '/expenseModifySubmit',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          employeeId: me.employeeId,
          companyId: me.companyId,
          expenseId: day.expenseId,
          activityDate: day.activityDate,
          period: 1,
          activity: 1,
          isStay: 0,
          remarks: 'Load test round',
          tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: journey.from, ToCity: journey.to }],
        }),
      },
      me.token,
      // Another user of the same employee changed the day before (its stay), so this day starts
      // elsewhere now: the server says where, and the user routes it again from there. Once.
      isRetry ? undefined : 409,
    );
    if (done || isRetry) return;
    const start = (await call('expenseModifyFromCity', `/expenseModifyFromCity?${dayQuery}`, {}, me.token)) as
      | { fromCityId: number }
      | undefined;
    if (start) await modifyRoute(me, day, start.fromCityId, dayQuery, true);
  };

  const approverDay = async (me: Session) => {
    do {
      await call(
        'getSTPFCApprovalDetail',
        `/getSTPFCApprovalDetail?employeeId=${me.employeeId}`,
        {},
        me.token,
      );
      const list = (await call(
        'GetExpenseApproval',
        `/GetExpenseApproval?employeeid=${me.employeeId}`,
        {},
        me.token,
      )) as { expenseApprovalList: Array<{ expenseId: number; level_id: number; slno: number }> } | undefined;
      const claim = list?.expenseApprovalList[0];
      if (!claim) {
        errors.push(`nothing waits for employee ${me.employeeId}`);
        return;
      }
      const details = (await call(
        'GetExpenseViewAllDetails',
        `/GetExpenseViewAllDetails?Expense_ID=${claim.expenseId}`,
        {},
        me.token,
      )) as { expenseDetails: Array<{ expenseDetailId: number; isHoliday: number }> } | undefined;
      const firstDay = details?.expenseDetails.find((day) => day.isHoliday === 0);
      // Save Draft: the approver's write that can be repeated; Submit would end the claim's turn.
      await call(
        'expenseDraftSubmit',
        '/expenseDraftSubmit',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            expenseId: claim.expenseId,
            levelId: claim.level_id,
            approverId: me.employeeId,
            slNo: claim.slno,
            tblDetails: firstDay
              ? [{ expenseDetailId: firstDay.expenseDetailId, approvalStatus: 'A', approvalEntered: 0 }]
              : [],
          }),
        },
        me.token,
      );
    } while (Date.now() < stopAt);
  };

  let peakRss: number | undefined;
  const sampleRss = async () => {
    if (!options.serverPid) return;
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${options.serverPid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    if (kb > 0) peakRss = Math.max(peakRss ?? 0, kb / 1024);
  };
  const sampler = setInterval(() => void sampleRss(), 500);
  const startedAt = performance.now();
  // Four field users for every approver, as in a sales team.
  const isApprover = (user: number) => user % 5 === 4;
  const sessions = await Promise.all(
    Array.from({ length: options.users }, (_, user) =>
      login(isApprover(user) ? (APPROVERS[user % 2] as string) : (FIELD_STAFF[user % 2] as string)),
    ),
  );
  stopAt = Date.now() + options.seconds * 1000;
  await Promise.all(
    sessions.map((me, user) => (!me ? undefined : isApprover(user) ? approverDay(me) : fieldDay(me, user))),
  );
  clearInterval(sampler);
  await sampleRss();

  const calls = [...timings].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    return { call: name, count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  });
  return {
    requests,
    errors,
    conflicts,
    calls,
    peakRssMb: peakRss,
    seconds: (performance.now() - startedAt) / 1000,
  };
}
