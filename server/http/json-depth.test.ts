import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';
import { isNestedDeeperThan, MAX_JSON_DEPTH, TOO_DEEP } from './json-depth';

describe('isNestedDeeperThan', () => {
  it('counts arrays and objects inside each other, not brackets inside text', () => {
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(isNestedDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(isNestedDeeperThan('{"a":"[[[[[[[[[[{{{{{{{{"}', 1)).toBe(false);
    expect(isNestedDeeperThan('{"a":"\\"[[[[[[[[[[", "b": [[1]]}', 3)).toBe(false);
    expect(isNestedDeeperThan('[1],[2],[3],[4]', 1)).toBe(false);
    expect(isNestedDeeperThan(`${'['.repeat(10_000)}${']'.repeat(10_000)}`, MAX_JSON_DEPTH)).toBe(true);
  });
});

const DEEP = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;

describe('bodies nested deeper than any call needs', () => {
  const t = useTestApp('pglite');
  const vikram = t.signIn('vikram');

  /** The body as text, with the level field 10,000 arrays deep: JSON.stringify would recurse. */
  const post = (path: string, body: Record<string, unknown>, levelField: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { authorization: `Bearer ${vikram.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...body, [levelField]: '@DEEP@' }).replace('"@DEEP@"', DEEP),
    });

  const ids = async () => {
    const one = async (sql: string) => ((await t.db.query<{ id: number }>(sql))[0]?.id ?? 0) as number;
    return {
      asha: await one("select id from employee where user_name = 'asha'"),
      rahul: await one("select id from employee where user_name = 'rahul'"),
      ashaMonth: await one(
        "select x.id from expense x join employee e on e.id = x.employee_id where e.user_name = 'asha' order by (x.status = 'Submitted') desc, x.id limit 1",
      ),
      rahulChart: await one(
        "select s.id from stpfc s join employee e on e.id = s.employee_id where e.user_name = 'rahul' limit 1",
      ),
      rahulJourney: await one(
        "select d.id from stpfc_detail d join stpfc s on s.id = d.stpfc_id join employee e on e.id = s.employee_id where e.user_name = 'rahul' order by d.id limit 1",
      ),
    };
  };

  it('refuses a level 10,000 arrays deep with 400 on the three approval writes, before parsing', async () => {
    const id = await ids();
    const month = { expenseId: id.ashaMonth, approverId: vikram.employeeId, slNo: 0, tblDetails: [] };
    const chart = {
      companyId: vikram.companyId,
      employeeId: id.rahul,
      stpfcId: id.rahulChart,
      appr_Empid: vikram.employeeId,
      slNo: 0,
      tblDetails: [{ stpfcDetailId: id.rahulJourney, status: 'A' }],
    };
    for (const response of [
      await post('/expenseApprovalSubmit', month, 'levelId'),
      await post('/expenseDraftSubmit', month, 'levelId'),
      await post('/stpfcApprovalSubmit', chart, 'level_id'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(TOO_DEEP);
    }
  });

  it('refuses a whole body 10,000 levels deep with 400, and still takes a body of ordinary depth', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: DEEP,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toBe(TOO_DEEP);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: { userName: 'asha', password: 'not [[[[[[[[[[[[ it' },
    });
    expect(wrong.statusCode).toBe(200);
  });
});
