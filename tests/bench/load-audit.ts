// After a load run: every write a user was told succeeded is found in the database once, and what
// each row holds is a write that succeeded (the latest, where the writes to it did not overlap).
import pg from 'pg';
import type { AcknowledgedWrite } from './load-run';

export interface KindAudit {
  /** Writes the users were told succeeded. */
  acknowledged: number;
  /** Rows (bills, days, decisions) those writes landed in. */
  rows: number;
  /** Rows holding the latest write to them, where no earlier write overlapped it in time. */
  latestChecked: number;
}

export interface WriteAudit {
  bills: KindAudit;
  days: KindAudit;
  decisions: KindAudit;
  /** Acknowledged writes whose answer came from the stored reply: the work had been done before. */
  replayed: number;
  /** Writes lost, done twice, or rows holding something no user was told was saved. Empty is good. */
  problems: string[];
}

export async function auditWrites(
  databaseUrl: string,
  runTag: string,
  writes: AcknowledgedWrite[],
): Promise<WriteAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const problems: string[] = [];
    const rows = async <T>(text: string, values: unknown[]) => (await client.query(text, values)).rows as T[];
    const ofKind = (kind: AcknowledgedWrite['kind']) => writes.filter((write) => write.kind === kind);

    // Bills: each acknowledged upload is one bill, and the run left no bill that no user was told of.
    const bills = await rows<{ target: string; count: number }>(
      `select employee_id || ' ' || invoice_number as target, count(*)::int as count
         from bill where invoice_number like $1 group by 1`,
      [`L${runTag}-%`],
    );
    const billCounts = new Map(bills.map((bill) => [bill.target, bill.count]));
    for (const write of ofKind('bill')) {
      const count = billCounts.get(write.target) ?? 0;
      if (count !== 1) problems.push(`bill ${write.target}: ${count} rows for one acknowledged upload`);
    }
    const acknowledgedBills = new Set(ofKind('bill').map((write) => write.target));
    for (const bill of bills) {
      if (!acknowledgedBills.has(bill.target))
        problems.push(`bill ${bill.target}: saved, but no user was told`);
    }

    // Every acknowledged write's key is stored with its answer, once (the key's primary key).
    const keys = await rows<{ key: string; status: number | null }>(
      'select key, status_code as status from idempotency_key where key like $1',
      [`load-${runTag}-%`],
    );
    const keyStatus = new Map(keys.map((row) => [row.key, row.status]));
    for (const write of writes) {
      if (keyStatus.get(write.key) !== 200) {
        problems.push(
          `${write.kind} ${write.target}: key ${write.key} stored as ${keyStatus.get(write.key)}`,
        );
      }
    }
    const acknowledgedKeys = new Set(writes.map((write) => write.key));
    for (const row of keys) {
      if (!acknowledgedKeys.has(row.key))
        problems.push(`key ${row.key}: its write was done, but no user was told`);
    }

    // Days: one leg each (a route written twice would have two), holding an acknowledged write.
    const days = await rows<{ target: string; remarks: string; legs: number }>(
      `select d.expense_id || ' ' || d.activity_date::text as target, d.remarks,
              (select count(*)::int from expense_route r where r.expense_detail_id = d.id) as legs
         from expense_detail d where d.remarks like $1`,
      [`Load ${runTag} %`],
    );
    const dayAudit = checkHolders(
      'day',
      ofKind('day'),
      days.map((day) => ({ target: day.target, tag: day.remarks })),
      problems,
    );
    for (const day of days) {
      if (day.legs !== 1) problems.push(`day ${day.target}: ${day.legs} legs after one-leg routes`);
    }

    // Decisions: the open draft of each level holds one line per day, with an acknowledged reason.
    const decisions = await rows<{ target: string; reason: string; lines: number }>(
      `select a.expense_id || ' ' || a.level_id || ' ' || l.expense_detail_id as target, l.reason,
              count(*) over (partition by a.expense_id, a.level_id, l.expense_detail_id)::int as lines
         from expense_approval a join expense_approval_line l on l.approval_id = a.id
        where not a.is_closed and l.reason like $1`,
      [`Load ${runTag} %`],
    );
    const decisionAudit = checkHolders(
      'decision',
      ofKind('decision'),
      decisions.map((decision) => ({ target: decision.target, tag: decision.reason })),
      problems,
    );
    for (const decision of decisions) {
      if (decision.lines !== 1)
        problems.push(`decision ${decision.target}: ${decision.lines} lines for one day`);
    }

    return {
      bills: { acknowledged: ofKind('bill').length, rows: bills.length, latestChecked: bills.length },
      days: dayAudit,
      decisions: decisionAudit,
      replayed: writes.filter((write) => write.isReplayed).length,
      problems,
    };
  } finally {
    await client.end();
  }
}

/**
 * Rows that writes replace (a day's route, a day's draft decision): each written row holds the tag
 * of a write some user was told succeeded, and every acknowledged target has its row. Where the
 * last acknowledged write to a row began after every other write to it had ended, the row holds
 * exactly that one: a write applied again later (a retry done twice) would have replaced it.
 */
function checkHolders(
  kind: 'day' | 'decision',
  writes: AcknowledgedWrite[],
  holders: Array<{ target: string; tag: string }>,
  problems: string[],
): KindAudit {
  const byTarget = new Map<string, AcknowledgedWrite[]>();
  for (const write of writes) byTarget.set(write.target, [...(byTarget.get(write.target) ?? []), write]);
  const held = new Map(holders.map((holder) => [holder.target, holder.tag]));
  let latestChecked = 0;
  for (const [target, list] of byTarget) {
    const tag = held.get(target);
    if (tag === undefined) {
      problems.push(`${kind} ${target}: ${list.length} acknowledged writes, none in the database`);
      continue;
    }
    if (!list.some((write) => write.tag === tag)) {
      problems.push(`${kind} ${target}: holds '${tag}', which no user was told was saved`);
      continue;
    }
    const sorted = [...list].sort((a, b) => a.endedAt - b.endedAt);
    const last = sorted.at(-1) as AcknowledgedWrite;
    if (sorted.slice(0, -1).every((write) => write.endedAt < last.startedAt)) {
      latestChecked += 1;
      if (tag !== last.tag)
        problems.push(`${kind} ${target}: holds '${tag}', not the latest write '${last.tag}'`);
    }
  }
  for (const target of held.keys()) {
    if (!byTarget.has(target)) problems.push(`${kind} ${target}: written, but no user was told`);
  }
  return { acknowledged: writes.length, rows: held.size, latestChecked };
}
