// The reporting line's one home: who approves whom by level, and what waits for an approver, on the
// demo company (meera R → vikram A → asha, rahul, sanjay T).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../tests/support/test-app';
import type { Database } from '../../db/database';
import { APPROVER_LINES, approverAt, levelsDone, monthsWaitingFor } from './line';

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

  it('finds for every approver exactly the months that wait at their level, at both levels', async () => {
    // The rule read the slow way: every submitted month of the company against its line.
    const waiting = await db.query<{ expenseId: number; approverId: number | null }>(
      `select x.id as "expenseId", ${approverAt('l', `${levelsDone('x')} + 1`)} as "approverId"
         from expense x join ${APPROVER_LINES} l on l.employee_id = x.employee_id
        where x.status = 'Submitted'`,
    );
    const levelsWaiting = await db.query<{ level: number }>(
      `select distinct ${levelsDone('x')} + 1 as level from expense x where x.status = 'Submitted' order by 1`,
    );
    // The demo has months at both levels, so both halves of the index path are tried.
    expect(levelsWaiting.map((row) => row.level)).toEqual([1, 2]);
    const counts: number[] = [];
    for (const userName of ['meera', 'vikram', 'asha']) {
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
    // meera waits at level 2, vikram at level 1, asha approves nothing.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect(counts[2]).toBe(0);
  });
});
