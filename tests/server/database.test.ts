// The PostgreSQL pool outlives its connections: one ended by the database is replaced, not fatal.
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/test-app';

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('answers again after the database ends its idle connections', async () => {
    const { db, drop } = await openTestDatabase('postgres');
    try {
      await Promise.all([db.query('select 1'), db.query('select 2'), db.query('select 3')]);
      const [ended] = await db.query<{ count: number }>(
        `select count(pg_terminate_backend(pid))::int as count from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      expect(ended?.count).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(db.query<{ one: number }>('select 1 as one')).resolves.toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
