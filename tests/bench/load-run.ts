// Virtual users against running servers: field staff doing a day's work and approvers doing theirs,
// each call timed. A user whose request gets no answer, or a 502, 503 or 504, sends it again as the
// app does (a write with the same Idempotency-Key), and every write a user was told succeeded is
// recorded for load-audit.ts to find in the database. `npm run bench:load` runs it at full size
// through the large-company set-up, a server test small.
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';
import { businessDate } from '../../src/pure/calendar';
import { fetchRequester, type Requester } from '../support/http-requester';
import { form, uploadFields } from '../support/receipts';

export interface LoadOptions {
  baseUrl: string;
  users: number;
  seconds: number;
  /** The API servers' process ids now (a restart changes one), to sample their resident memory. */
  serverPids?: () => Array<number | undefined>;
  /** How requests travel; fetch by default. */
  request?: Requester;
  /** Done while the users work (e.g. a server killed and started again), this far into the window. */
  during?: { afterSeconds: number; action: () => Promise<void> };
  /** Marks this run's invoice numbers, keys, remarks and reasons, for the audit to find. */
  runTag?: string;
}

export interface CallFigures {
  call: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** A write a user was told succeeded: what it changed, the tag it left there, and when it ran. */
export interface AcknowledgedWrite {
  kind: 'bill' | 'day' | 'decision';
  /** The bill's invoice number, the day ('expenseId date'), or the decision ('expenseId level dayId'). */
  target: string;
  /** What the write left in its row: the invoice number, the day's remarks, the decision's reason. */
  tag: string;
  key: string;
  /** performance.now() of its first attempt and of the answer that settled it. */
  startedAt: number;
  endedAt: number;
  /** The answer came from the stored reply: an earlier attempt had done the work. */
  isReplayed: boolean;
}

/** A request that failed where the app would try again, and how it ended. */
export interface Retried {
  call: string;
  /** What the user saw first: a status or the network error. */
  failure: string;
  attempts: number;
  /** Answered at last (a write perhaps from its stored reply); false leaves an error. */
  isSettled: boolean;
}

export interface LoadResult {
  requests: number;
  /** Anything a user could not get done: an unexpected answer, or retries that never succeeded. */
  errors: string[];
  /** Conflicts the mix expects between users of one employee, each answered by one retry. */
  conflicts: string[];
  retried: Retried[];
  writes: AcknowledgedWrite[];
  calls: CallFigures[];
  /** Resident memory of the largest API server process, in MB, the most seen during the run. */
  peakRssMb: number | undefined;
  seconds: number;
  signInSeconds: number;
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
/** Answers the app meets when a server is down or restarting, and tries again after. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const MAX_ATTEMPTS = 12;
/**
 * Sign-ins of one name at once: the login limit lets 10 attempts per name and address be checked
 * at a time, and here every user comes from one address (in the field each phone has its own).
 */
const SIGN_INS_AT_ONCE_PER_NAME = 5;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const send = options.request ?? fetchRequester;
  const runTag = options.runTag ?? Date.now().toString(36);
  const timings = new Map<string, number[]>();
  const errors: string[] = [];
  const conflicts: string[] = [];
  const retried: Retried[] = [];
  const writes: AcknowledgedWrite[] = [];
  let requests = 0;
  let writeCount = 0;
  // Set once every user has signed in: argon2 makes a crowd of sign-ins slow on purpose.
  let stopAt = Number.POSITIVE_INFINITY;

  interface Answer {
    body: unknown;
    startedAt: number;
    isReplayed: boolean;
  }

  /**
   * One call as the app makes it, timed per attempt. No answer, 502, 503 or 504: tried again after
   * a pause, the same request (a write keeps its key). Anything but 200 (or the expected conflict)
   * is an error of the run.
   */
  const call = async (
    name: string,
    path: string,
    init: RequestInit = {},
    token?: string,
    /** A status the mix expects now and then (a conflict it answers by trying again). */
    expected?: number,
  ): Promise<Answer | undefined> => {
    const firstStartedAt = performance.now();
    let failure: string | undefined;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const startedAt = performance.now();
      let status: number;
      let text: string;
      let headers: Record<string, string | string[] | undefined>;
      try {
        ({ status, text, headers } = await send(`${options.baseUrl}/api${path}`, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        }));
      } catch (error) {
        failure ??= (error as Error).message;
        await sleep(200 * attempt);
        continue;
      }
      requests += 1;
      const list = timings.get(name) ?? [];
      list.push(performance.now() - startedAt);
      timings.set(name, list);
      if (RETRYABLE_STATUSES.has(status)) {
        failure ??= String(status);
        await sleep(200 * attempt);
        continue;
      }
      if (failure) retried.push({ call: name, failure, attempts: attempt, isSettled: true });
      if (status === expected) {
        conflicts.push(`${name}: ${status} ${text.slice(0, 160)}`);
        return undefined;
      }
      if (status !== 200) {
        errors.push(`${name}: ${status} ${text.slice(0, 160)}`);
        return undefined;
      }
      return {
        body: JSON.parse(text) as unknown,
        startedAt: firstStartedAt,
        isReplayed: headers['idempotency-replayed'] === 'true',
      };
    }
    retried.push({ call: name, failure: failure ?? '?', attempts: MAX_ATTEMPTS, isSettled: false });
    errors.push(`${name}: no answer after ${MAX_ATTEMPTS} attempts (first: ${failure})`);
    return undefined;
  };

  /** A write the app would send from its outbox or a mutation: JSON or a form, with a key of its own. */
  const write = (body: unknown) => {
    writeCount += 1;
    const key = `load-${runTag}-${writeCount}`;
    const isForm = body instanceof FormData;
    return {
      key,
      init: {
        method: 'POST',
        headers: { [IDEMPOTENCY_HEADER]: key, ...(isForm ? {} : { 'content-type': 'application/json' }) },
        body: isForm ? body : JSON.stringify(body),
      } satisfies RequestInit,
    };
  };
  const acknowledge = (
    kind: AcknowledgedWrite['kind'],
    target: string,
    tag: string,
    key: string,
    answer: Answer,
  ) =>
    writes.push({
      kind,
      target,
      tag,
      key,
      startedAt: answer.startedAt,
      endedAt: performance.now(),
      isReplayed: answer.isReplayed,
    });

  const signInQueues = new Map<string, Promise<unknown>[]>();
  const login = async (userName: string): Promise<Session | undefined> => {
    // At most a few sign-ins of one name in flight: each waits for the one a few places ahead.
    const queue = signInQueues.get(userName) ?? [];
    signInQueues.set(userName, queue);
    const ahead = queue[queue.length - SIGN_INS_AT_ONCE_PER_NAME];
    const signIn = (async () => {
      await ahead;
      return call('Login', '/Login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
      });
    })();
    queue.push(signIn.catch(() => undefined));
    const answer = (await signIn)?.body as { token: string; userInfo: Omit<Session, 'token'> } | undefined;
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
      const month = (
        await call(
          'getMyExpense',
          `/getMyExpense?${id}&companyId=${me.companyId}&month=${me.expenseMonth}&year=${me.expenseYear}`,
          {},
          me.token,
        )
      )?.body as
        | { getMyExpenseList: Array<{ expenseId: number; activityDate: string; isHoliday: number }> }
        | undefined;
      const today = businessDate();
      const days = (month?.getMyExpenseList ?? []).filter(
        (day) => day.isHoliday === 0 && day.activityDate <= today,
      );
      const day = days[(user + round) % Math.max(1, days.length)];
      if (day) {
        const dayQuery = `${id}&expenseId=${day.expenseId}&activityDate=${day.activityDate}`;
        await call('expenseUpdateDayWise', `/expenseUpdateDayWise?${dayQuery}`, {}, me.token);
        const start = (
          await call('expenseModifyFromCity', `/expenseModifyFromCity?${dayQuery}`, {}, me.token)
        )?.body as { fromCityId: number } | undefined;
        if (start)
          await modifyRoute(me, day, start.fromCityId, dayQuery, `Load ${runTag} u${user} r${round}`);
      }
      const invoiceNumber = `L${runTag}-${user}-${round}`;
      const upload = write(form(uploadFields(me, { InvoiceNumber: invoiceNumber })));
      const uploaded = await call('expenseUpload', '/expenseUpload', upload.init, me.token);
      if (uploaded)
        acknowledge('bill', `${me.employeeId} ${invoiceNumber}`, invoiceNumber, upload.key, uploaded);
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
    remarks: string,
    isRetry = false,
  ): Promise<void> => {
    let approved = journeys.get(me.employeeId);
    if (!approved) {
      const grid = (await call('SFCBindGrid', `/SFCBindGrid?EmployeeId=${me.employeeId}`, {}, me.token))
        ?.body as { rows: Array<{ status: string; fromCityId: number; toCityId: number }> } | undefined;
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
    const routing = write({
      employeeId: me.employeeId,
      companyId: me.companyId,
      expenseId: day.expenseId,
      activityDate: day.activityDate,
      period: 1,
      activity: 1,
      isStay: 0,
      remarks,
      tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: journey.from, ToCity: journey.to }],
    });
    const done = await call(
      'expenseModifySubmit',
      '/expenseModifySubmit',
      routing.init,
      me.token,
      // Another user of the same employee changed the day before (its stay), so this day starts
      // elsewhere now: the server says where, and the user routes it again from there. Once.
      isRetry ? undefined : 409,
    );
    if (done) acknowledge('day', `${day.expenseId} ${day.activityDate}`, remarks, routing.key, done);
    if (done || isRetry) return;
    const start = (await call('expenseModifyFromCity', `/expenseModifyFromCity?${dayQuery}`, {}, me.token))
      ?.body as { fromCityId: number } | undefined;
    if (start) await modifyRoute(me, day, start.fromCityId, dayQuery, `${remarks} again`, true);
  };

  const approverDay = async (me: Session, user: number) => {
    let round = 0;
    do {
      round += 1;
      await call(
        'getSTPFCApprovalDetail',
        `/getSTPFCApprovalDetail?employeeId=${me.employeeId}`,
        {},
        me.token,
      );
      const list = (
        await call('GetExpenseApproval', `/GetExpenseApproval?employeeid=${me.employeeId}`, {}, me.token)
      )?.body as
        | { expenseApprovalList: Array<{ expenseId: number; level_id: number; slno: number }> }
        | undefined;
      const claim = list?.expenseApprovalList[0];
      if (!claim) {
        errors.push(`nothing waits for employee ${me.employeeId}`);
        return;
      }
      const details = (
        await call(
          'GetExpenseViewAllDetails',
          `/GetExpenseViewAllDetails?Expense_ID=${claim.expenseId}`,
          {},
          me.token,
        )
      )?.body as { expenseDetails: Array<{ expenseDetailId: number; isHoliday: number }> } | undefined;
      const workingDays = (details?.expenseDetails ?? []).filter((day) => day.isHoliday === 0);
      const day = workingDays[(user + round) % Math.max(1, workingDays.length)];
      // Save Draft: the approver's write that can be repeated; Submit would end the claim's turn.
      const reason = `Load ${runTag} u${user} r${round}`;
      const draft = write({
        expenseId: claim.expenseId,
        levelId: claim.level_id,
        approverId: me.employeeId,
        slNo: claim.slno,
        tblDetails: day
          ? [{ expenseDetailId: day.expenseDetailId, approvalStatus: 'A', approvalEntered: 0, reason }]
          : [],
      });
      const saved = await call('expenseDraftSubmit', '/expenseDraftSubmit', draft.init, me.token);
      if (saved && day) {
        acknowledge(
          'decision',
          `${claim.expenseId} ${claim.level_id} ${day.expenseDetailId}`,
          reason,
          draft.key,
          saved,
        );
      }
    } while (Date.now() < stopAt);
  };

  let peakRss: number | undefined;
  const sampleRss = async () => {
    const { readFile } = await import('node:fs/promises');
    for (const pid of options.serverPids?.() ?? []) {
      if (!pid) continue;
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      if (kb > 0) peakRss = Math.max(peakRss ?? 0, kb / 1024);
    }
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
  const signInSeconds = (performance.now() - startedAt) / 1000;
  stopAt = Date.now() + options.seconds * 1000;
  const during = options.during
    ? sleep(options.during.afterSeconds * 1000).then(options.during.action)
    : Promise.resolve();
  await Promise.all([
    during,
    ...sessions.map((me, user) =>
      !me ? undefined : isApprover(user) ? approverDay(me, user) : fieldDay(me, user),
    ),
  ]);
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
    retried,
    writes,
    calls,
    peakRssMb: peakRss,
    seconds: (performance.now() - startedAt) / 1000,
    signInSeconds,
  };
}
