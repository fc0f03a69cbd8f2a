// The reporting line's one home: who approves whom by level, and what waits for an approver, on the
// demo company (meera R → vikram A → asha, rahul, sanjay T), and who acts while an approver is away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-app';
import type { Database } from '../../db/database';
import { APPROVER_LINES, approverAt, levelsDone, monthsWaitingFor, TODAY_SQL } from './line';

describe.each(DATABASE_KINDS)('the reporting line on %s', (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(kind));
    const rows = await db.query<{ id: number; userName: string }>(
      `select id, user_name as "userName" from employee where user_name in ('meera', 'vikram', 'asha')`,
    );
    for (const row of rows) ids.set(row.userName, row.id);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const id = (userName: string) => ids.get(userName) as number;
  const levels = async (userName: string) => {
    const [line] = await db.query<{ level1: number | null; level2: number | null }>(
      `select l.level1, l.level2 from ${APPROVER_LINES} l where l.employee_id = $1`,
      [id(userName)],
    );
    return line;
  };
  /** Runs a change of the demo data for one check, and puts it back whatever happens. */
  const withChange = async (change: string, undo: string, check: () => Promise<void>) => {
    await db.query(change);
    try {
      await check();
    } finally {
      await db.query(undo);
    }
  };

  it("names the manager at level 1 and the manager's manager at level 2", async () => {
    expect(await levels('asha')).toEqual({ level1: id('vikram'), level2: id('meera') });
    expect(await levels('vikram')).toEqual({ level1: id('meera'), level2: null });
    expect(await levels('meera')).toEqual({ level1: null, level2: null });
  });

  it("leaves level 2 to nobody when the manager's manager works a territory (T)", async () => {
    await withChange(
      `update employee set area_range = 'T' where user_name = 'meera'`,
      `update employee set area_range = 'R' where user_name = 'meera'`,
      async () => expect(await levels('asha')).toEqual({ level1: id('vikram'), level2: null }),
    );
  });

  it('leaves a level to nobody while its approver is deactivated', async () => {
    await withChange(
      `update employee set is_active = false where user_name = 'vikram'`,
      `update employee set is_active = true where user_name = 'vikram'`,
      async () => expect(await levels('asha')).toEqual({ level1: null, level2: null }),
    );
    await withChange(
      `update employee set is_active = false where user_name = 'meera'`,
      `update employee set is_active = true where user_name = 'meera'`,
      async () => expect(await levels('asha')).toEqual({ level1: id('vikram'), level2: null }),
    );
  });

  /** monthsWaitingFor for each of these users, checked against the rule read the slow way. */
  const checkWaiting = async (userNames: string[]) => {
    // The rule read the slow way: every submitted month of the company against its line.
    const waiting = await db.query<{ expenseId: number; approverId: number | null }>(
      `select x.id as "expenseId", ${approverAt('l', `${levelsDone('x')} + 1`)} as "approverId"
         from expense x join ${APPROVER_LINES} l on l.employee_id = x.employee_id
        where x.status = 'Submitted'`,
    );
    const counts: number[] = [];
    for (const userName of userNames) {
      const found = await db.query<{ expenseId: number }>(
        `select expense_id as "expenseId" from (${monthsWaitingFor('$1')}) months order by 1`,
        [id(userName)],
      );
      const expected = waiting
        .filter((month) => month.approverId === id(userName))
        .map((month) => month.expenseId)
        .sort((a, b) => a - b);
      expect(found.map((row) => row.expenseId)).toEqual(expected);
      counts.push(found.length);
    }
    return counts;
  };

  it('finds for every approver exactly the months that wait at their level, at both levels', async () => {
    const levelsWaiting = await db.query<{ level: number }>(
      `select distinct ${levelsDone('x')} + 1 as level from expense x where x.status = 'Submitted' order by 1`,
    );
    // The demo has months at both levels, so both halves of the index path are tried.
    expect(levelsWaiting.map((row) => row.level)).toEqual([1, 2]);
    const counts = await checkWaiting(['meera', 'vikram', 'asha']);
    // meera waits at level 2, vikram at level 1, asha approves nothing.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect(counts[2]).toBe(0);
  });

  // Issue 38: vikram away with meera as delegate.
  const away = (from: string, to: string) =>
    `insert into approver_away (employee_id, company_id, delegate_id, from_date, to_date)
     select v.id, v.company_id, m.id, ${TODAY_SQL} + ${from}, ${TODAY_SQL} + ${to}
       from employee v, employee m where v.user_name = 'vikram' and m.user_name = 'meera'`;
  const back = 'delete from approver_away';
  const acting = async (userName: string) => {
    const [line] = await db.query<{ level1: number | null; level1For: number | null }>(
      `select l.level1, l.level1_for as "level1For" from ${APPROVER_LINES} l where l.employee_id = $1`,
      [id(userName)],
    );
    return line;
  };

  it('names the delegate at a level while the window holds today, with the approver stood in for', async () => {
    await withChange(away('0', '0'), back, async () =>
      expect(await acting('asha')).toEqual({ level1: id('meera'), level1For: id('vikram') }),
    );
    for (const [from, to] of [
      ['1', '5'],
      ['-5', '-1'],
    ]) {
      await withChange(away(from as string, to as string), back, async () =>
        expect(await acting('asha')).toEqual({ level1: id('vikram'), level1For: null }),
      );
    }
    // A delegate who has left stands in for no one: the approver acts again.
    await withChange(away('0', '0'), back, async () =>
      withChange(
        `update employee set is_active = false where user_name = 'meera'`,
        `update employee set is_active = true where user_name = 'meera'`,
        async () => expect(await acting('asha')).toEqual({ level1: id('vikram'), level1For: null }),
      ),
    );
  });

  it("finds the delegate's months through the index path, a level 1 a delegate decided too", async () => {
    // sanjay's month waits at level 2: its level 1 as if meera had decided it for vikram.
    await withChange(
      `update expense_approval set approver_id = (select id from employee where user_name = 'meera'),
              for_approver_id = approver_id
        where level_id = 1 and not is_closed and submitted_at is not null`,
      `update expense_approval set approver_id = for_approver_id, for_approver_id = null
        where for_approver_id is not null`,
      async () => {
        await checkWaiting(['meera', 'vikram']);
        await withChange(away('0', '3'), back, async () => {
          const [meera, vikram] = await checkWaiting(['meera', 'vikram']);
          expect(meera).toBeGreaterThan(1);
          expect(vikram).toBe(0);
        });
      },
    );
  });
});
