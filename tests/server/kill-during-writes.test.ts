// The real server SIGKILLed while each kind of write is in flight, then started again (issue 12,
// faults): every write is all or nothing (its transaction), and the outbox's replay of a bill
// upload with the same Idempotency-Key makes one bill. Runs on a PGlite folder of its own (the
// default database, read by the test only while the server is down: PGlite is single-process) and,
// when DATABASE_URL is set, on a PostgreSQL database of its own, read directly between the kills.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../server/db/database';
import { openDatabase } from '../../server/db/open';
import { stpfcApprovalSubmit } from '../../src/contract/approvals';
import { expenseModifySubmit } from '../../src/contract/expense-days';
import { expenseFinalSubmit } from '../../src/contract/expenses';
import { sfcAdd, sfcSubmit } from '../../src/contract/fare-chart';
import { expenseUpload } from '../../src/contract/receipts';
import { businessDate, monthOf } from '../../src/pure/calendar';
import { signInThroughApi } from '../support/demo-sessions';
import { dataDirFromImage } from '../support/pglite-template';
import { createDatabase, databaseUrlFor, dropDatabase, newDatabaseName } from '../support/postgres';
import { uploadBody } from '../support/receipts';
import { type Request, request, send as sendCall } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/**
 * When each kill lands, as a share of the time the same write takes unhurried: early in the
 * request, in its transaction, and about when it commits.
 */
const KILL_AT = [0.3, 0.6, 0.9];
/**
 * On PGlite every read between kills costs the server a stop and a start (a few seconds each), so
 * one kill per write, about when the transaction commits, keeps the file near a minute.
 */
const PGLITE_KILL_AT = [0.7];

type State = 'none' | 'all' | 'half';

interface Session {
  token: string;
  employeeId: number;
  companyId: number;
}

/** One kind of write: a contract call with its input (new for each try), and what the database shows of it. */
interface Write {
  name: string;
  next: () => Promise<Request>;
  state: () => Promise<State>;
  /** Puts the target back to 'none' after a try that was done, for the next one. */
  undo: () => Promise<void>;
  as: () => Session;
}

const ADMIN_URL = process.env.DATABASE_URL;

const DATABASES = ADMIN_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(DATABASES)('writes cut short by a SIGKILL, on %s', (kind) => {
  let server: ServerProcess;
  let database: string;
  let postgres: Database | undefined;
  let pglite: Database | undefined;
  const killAt = kind === 'pglite' ? PGLITE_KILL_AT : KILL_AT;
  const sessions = {} as Record<'asha' | 'vikram' | 'rahul' | 'sanjay', Session>;
  /**
   * The test's view of the server's database. On PGlite a query first stops the server (if it
   * runs) and opens the folder itself; `online` closes it and starts the server again.
   */
  const db: Pick<Database, 'query'> = {
    async query<T>(text: string, params: readonly unknown[] = []) {
      if (postgres) return postgres.query<T>(text, params);
      if (!pglite) {
        await server.stop();
        pglite = await openDatabase({ databaseUrl: undefined, dataDir: server.dataDir });
      }
      return pglite.query<T>(text, params);
    },
  };
  const online = async () => {
    await pglite?.close();
    pglite = undefined;
    if (!server.pid()) await server.restart();
  };
  beforeAll(async () => {
    if (kind === 'pglite') {
      // A folder made of the run's seeded image: a first start on an empty one would seed it again.
      server = await startServerProcess({ dataDir: await dataDirFromImage(inject('pgliteTemplateFile')) });
    } else {
      database = newDatabaseName('tourbook_kill');
      await createDatabase(ADMIN_URL as string, database, inject('postgresTemplate') as string);
      const url = databaseUrlFor(ADMIN_URL as string, database);
      postgres = await openPostgres(url);
      server = await startServerProcess({ databaseUrl: url });
    }
    for (const user of ['asha', 'vikram', 'rahul', 'sanjay'] as const) sessions[user] = await login(user);
    // A server process starts and four real sign-ins follow: slow on two busy cores.
  }, 180_000);
  afterAll(async () => {
    await pglite?.close();
    await server?.dispose();
    await postgres?.close();
    if (ADMIN_URL && database) await dropDatabase(ADMIN_URL, database);
  });

  async function login(userName: string): Promise<Session> {
    const { token, userInfo } = await signInThroughApi(server.baseUrl, userName);
    return { token, employeeId: userInfo.employeeId, companyId: userInfo.companyId };
  }

  const send = (who: Session, { call, input }: Request) => sendCall(server.baseUrl, who, call, input);
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0] as T;
  const notificationsSince = async (employeeId: number, since: string) =>
    (
      await one<{ count: number }>(
        'select count(*)::int as count from notification where employee_id = $1 and created_at > $2',
        [employeeId, since],
      )
    ).count;

  it('leaves every write whole or not done at all, and a replayed upload makes one bill', {
    timeout: 240_000,
  }, async () => {
    const asha = () => sessions.asha;
    const since = (await one<{ now: string }>('select now()::text as now')).now;
    const today = businessDate();
    // A month opens for final submit on its last day (DESIGN.md section 8): sanjay's last month
    // has ended and waits for its submit, whatever day the test runs, so all its days have
    // happened and its plain ones can be routed (this month has none on its first days).
    const sanjayMonth = await one<{ id: number; month: number; year: number }>(
      `select id, month, year from expense where employee_id = $1 and status = 'Unsubmitted'
          and make_date(year, month, 1) + interval '1 month' <= $2::date
        order by year desc, month desc limit 1`,
      [sessions.sanjay.employeeId, today],
    );
    const plainDays = await db.query<{ id: number; day: string; distance: number }>(
      `select d.id, d.activity_date as day, d.distance_km as distance from expense_detail d
        where d.expense_id = $1 and not d.is_holiday
          and not exists (select 1 from expense_route r where r.expense_detail_id = d.id)
        order by d.activity_date`,
      [sanjayMonth.id],
    );
    const journey = await one<{ from: number; to: number }>(
      `select d.from_city_id as "from", d.to_city_id as "to" from stpfc_detail d join stpfc s on s.id = d.stpfc_id
        where s.employee_id = $1 and d.status = 'A' and d.from_city_id <> d.to_city_id order by d.id limit 1`,
      [sessions.sanjay.employeeId],
    );
    const ashaChart = await one<{ id: number; draftIds: number[] }>(
      `select s.id, array_agg(d.id order by d.id) as "draftIds" from stpfc s join stpfc_detail d on d.stpfc_id = s.id
        where s.employee_id = $1 and d.status = 'D' group by s.id`,
      [asha().employeeId],
    );
    const rahulChart = await one<{ id: number }>('select id from stpfc where employee_id = $1', [
      sessions.rahul.employeeId,
    ]);
    const waiting = await db.query<{ id: number }>(
      "select id from stpfc_detail where stpfc_id = $1 and status = 'S' order by id",
      [rahulChart.id],
    );
    expect(plainDays.length).toBeGreaterThanOrEqual(killAt.length + 1);
    expect(ashaChart?.draftIds.length).toBeGreaterThan(0);
    expect(waiting.length).toBeGreaterThan(0);

    const cityOf = async (name: string) =>
      one<{ id: number; territoryId: number }>(
        'select id, territory_id as "territoryId" from city where name = $1',
        [name],
      );
    const [talegaon, lonavala] = [await cityOf('Talegaon'), await cityOf('Lonavala')];
    const nextMonth = monthOf(today, 1);
    let upload = { invoice: '', key: '' };
    let dayIndex = -1;
    let journeyMark = '';
    let journeyCount = 0;
    const writes: Write[] = [
      {
        name: 'bill upload',
        as: asha,
        next: async () => {
          const body = uploadBody(asha());
          upload = { invoice: body.InvoiceNumber, key: `kill-${body.InvoiceNumber}` };
          return request(expenseUpload, { body, idempotencyKey: upload.key });
        },
        state: async () => {
          const { bills, keys } = await one<{ bills: number; keys: number }>(
            `select (select count(*)::int from bill where invoice_number = $1) as bills,
                    (select count(*)::int from idempotency_key where key = $2 and status_code is not null) as keys`,
            [upload.invoice, upload.key],
          );
          return bills === 0 && keys === 0 ? 'none' : bills === 1 && keys === 1 ? 'all' : 'half';
        },
        undo: async () => undefined,
      },
      {
        name: 'modify route of a day',
        as: () => sessions.sanjay,
        next: async () => {
          dayIndex += 1;
          const day = plainDays[dayIndex] as (typeof plainDays)[number];
          return request(expenseModifySubmit, {
            body: {
              employeeId: sessions.sanjay.employeeId,
              companyId: sessions.sanjay.companyId,
              expenseId: sanjayMonth.id,
              activityDate: day.day,
              period: 1,
              activity: 1,
              isStay: 0,
              remarks: 'Killed mid-write',
              tblRoute: [{ Slno: 1, ActTypeId: 1, Period: 1, FromCity: journey.from, ToCity: journey.to }],
            },
          });
        },
        state: async () => {
          const day = plainDays[dayIndex] as (typeof plainDays)[number];
          const row = await one<{
            legs: number;
            distance: number;
            legDistance: number;
            fare: number;
            legFare: number;
          }>(
            `select (select count(*)::int from expense_route where expense_detail_id = d.id) as legs,
                    d.distance_km as distance, d.fare_paise as fare,
                    (select coalesce(sum(distance_km), 0)::int from expense_route where expense_detail_id = d.id) as "legDistance",
                    (select coalesce(sum(fare_paise), 0)::int from expense_route where expense_detail_id = d.id) as "legFare"
               from expense_detail d where d.id = $1`,
            [day.id],
          );
          if (row.legs === 0) return row.distance === day.distance ? 'none' : 'half';
          return row.distance === row.legDistance && row.fare === row.legFare && row.distance > 0
            ? 'all'
            : 'half';
        },
        undo: async () => undefined,
      },
      {
        name: 'fare chart add',
        as: asha,
        next: async () => {
          journeyMark = `Killed mid-add ${++journeyCount}`;
          return request(sfcAdd, {
            body: {
              employeeId: asha().employeeId,
              companyId: asha().companyId,
              stpfcId: ashaChart.id,
              fromTerritoryId: talegaon.territoryId,
              toTerritoryId: lonavala.territoryId,
              fromCityId: talegaon.id,
              toCityId: lonavala.id,
              categoryId: 3,
              transportId: 3,
              effectiveDate: `${nextMonth.year}-${String(nextMonth.month).padStart(2, '0')}-01`,
              numberOfChemist: 2,
              numberOfDoctors: 3,
              remarks: journeyMark,
            },
          });
        },
        state: async () => {
          const rows = await db.query<{ oneWay: number; twoWay: number; total: number }>(
            `select one_way_distance_km as "oneWay", two_way_distance_km as "twoWay", total_paise as total
               from stpfc_detail where remarks = $1`,
            [journeyMark],
          );
          if (rows.length === 0) return 'none';
          const [row] = rows as [(typeof rows)[number]];
          return rows.length === 1 && row.twoWay === row.oneWay * 2 && row.total > 0 ? 'all' : 'half';
        },
        undo: async () => {
          await db.query('delete from stpfc_detail where remarks = $1', [journeyMark]);
        },
      },
      {
        name: 'fare chart submit',
        as: asha,
        next: async () =>
          request(sfcSubmit, {
            body: {
              stpfcDetailIds: ashaChart.draftIds,
              employeeId: asha().employeeId,
              companyId: asha().companyId,
              stpfcId: ashaChart.id,
            },
          }),
        state: async () => {
          const { drafts, submitted } = await one<{ drafts: number; submitted: number }>(
            `select count(*) filter (where status = 'D')::int as drafts, count(*) filter (where status = 'S')::int as submitted
               from stpfc_detail where id = any($1::int[])`,
            [ashaChart.draftIds],
          );
          const told = await notificationsSince(sessions.vikram.employeeId, since);
          const all = ashaChart.draftIds.length;
          return drafts === all && told === 0 ? 'none' : submitted === all && told === 1 ? 'all' : 'half';
        },
        undo: async () => {
          await db.query(
            "update stpfc_detail set status = 'D', submitted_at = null where id = any($1::int[])",
            [ashaChart.draftIds],
          );
          await db.query('delete from notification where employee_id = $1 and created_at > $2', [
            sessions.vikram.employeeId,
            since,
          ]);
        },
      },
      {
        name: 'fare chart approval',
        as: () => sessions.vikram,
        next: async () => {
          const { slNo } = await one<{ slNo: number }>(
            'select count(*)::int as "slNo" from stpfc_approval where stpfc_id = $1',
            [rahulChart.id],
          );
          return request(stpfcApprovalSubmit, {
            body: {
              companyId: sessions.vikram.companyId,
              employeeId: sessions.rahul.employeeId,
              stpfcId: rahulChart.id,
              level_id: 1,
              appr_Empid: sessions.vikram.employeeId,
              slNo,
              tblDetails: waiting.map(({ id }) => ({
                stpfcId: rahulChart.id,
                stpfcDetailId: id,
                status: 'A' as const,
                reason: '',
              })),
            },
          });
        },
        state: async () => {
          const ids = waiting.map(({ id }) => id);
          const { decided, decisions } = await one<{ decided: number; decisions: number }>(
            `select (select count(*)::int from stpfc_detail where id = any($1::int[]) and status = 'A') as decided,
                    (select count(*)::int from stpfc_approval where stpfc_detail_id = any($1::int[])) as decisions`,
            [ids],
          );
          const told = await notificationsSince(sessions.rahul.employeeId, since);
          if (decided === 0 && told === 0) return 'none';
          return decided === ids.length && decisions >= ids.length && told === 1 ? 'all' : 'half';
        },
        undo: async () => {
          const ids = waiting.map(({ id }) => id);
          await db.query('delete from stpfc_approval where stpfc_detail_id = any($1::int[])', [ids]);
          await db.query("update stpfc_detail set status = 'S' where id = any($1::int[])", [ids]);
          await db.query('delete from notification where employee_id = $1 and created_at > $2', [
            sessions.rahul.employeeId,
            since,
          ]);
        },
      },
      {
        name: 'month final submit',
        as: () => sessions.sanjay,
        next: async () =>
          request(expenseFinalSubmit, {
            body: {
              employeeId: sessions.sanjay.employeeId,
              companyId: sessions.sanjay.companyId,
              month: sanjayMonth.month,
              year: sanjayMonth.year,
            },
          }),
        state: async () => {
          const { status } = await one<{ status: string }>('select status from expense where id = $1', [
            sanjayMonth.id,
          ]);
          const told = await notificationsSince(sessions.vikram.employeeId, since);
          return status === 'Unsubmitted' && told === 0
            ? 'none'
            : status === 'Submitted' && told === 1
              ? 'all'
              : 'half';
        },
        undo: async () => {
          await db.query("update expense set status = 'Unsubmitted', submitted_at = null where id = $1", [
            sanjayMonth.id,
          ]);
          await db.query('delete from notification where employee_id = $1 and created_at > $2', [
            sessions.vikram.employeeId,
            since,
          ]);
        },
      },
    ];

    const outcomes: string[] = [];
    for (const write of writes) {
      // Unhurried, the write is done whole (so the state can tell 'all' from 'none'), and timed.
      const first = await write.next();
      await online();
      const startedAt = performance.now();
      const response = await send(write.as(), first);
      const unhurriedMs = performance.now() - startedAt;
      const refusal = response.status === 200 ? '' : response.text;
      expect(`${write.name}: ${response.status} ${await write.state()} ${refusal}`).toBe(
        `${write.name}: 200 all `,
      );
      await write.undo();
      for (const share of killAt) {
        const request = await write.next();
        expect(`${write.name}: ${await write.state()}`).toBe(`${write.name}: none`);
        await online();
        const answer = send(write.as(), request).then(
          (sent) => sent.status,
          () => 'cut' as const,
        );
        await new Promise((resolve) => setTimeout(resolve, share * unhurriedMs));
        await server.kill();
        const status = await answer;
        // PostgreSQL's server starts again before the read; on PGlite the test's own opening of the
        // folder recovers it as a start would, and the next request starts the server on it.
        if (postgres) await server.restart();
        const state = await write.state();
        outcomes.push(
          `${write.name}, killed ${Math.round(share * unhurriedMs)} ms in: answer ${status}, ${state}`,
        );
        expect(`${write.name} killed at ${share}: ${state}`).not.toMatch(/half$/);
        if (write.name === 'bill upload') {
          // The outbox sends the same request again: whatever the kill left, one bill and one answer.
          await online();
          expect((await send(write.as(), request)).status).toBe(200);
          expect(await write.state()).toBe('all');
          await online();
          expect((await send(write.as(), request)).headers['idempotency-replayed']).toBe('true');
          expect(await write.state()).toBe('all');
        } else if (state === 'all') await write.undo();
      }
    }
    console.info(`${kind}:\n${outcomes.join('\n')}`);
  });
});
