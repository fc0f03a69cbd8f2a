// SQL of rejected days coming back (issue 38): each round of a day's return, as the approvers
// rejected it and as the employee resubmitted it, and the rejection that returned it.
import type { Queryable } from '../../db/database';

/** A day as it stood, money in paise. */
export interface DayStateRow {
  route: string;
  totalPaise: number;
  bills: string;
  billsPaise: number;
}

export interface ReturnRow {
  expenseDetailId: number;
  returnedAt: Date;
  before: DayStateRow;
  reply: string | null;
  after: DayStateRow | null;
  resubmittedAt: Date | null;
  /** Resubmitted into the claim's current round: what the approvers judge now. */
  inThisRound: boolean;
}

/**
 * Opens a round for a rejected day, as it stands now. A round still open is kept as it is, unless
 * `isNewRejection`: then the day was sent again without a reply (a final submit of the whole month)
 * and rejected again, and the round starts over from this rejection.
 */
export async function openReturn(
  tx: Queryable,
  expenseDetailId: number,
  before: DayStateRow,
  isNewRejection: boolean,
): Promise<void> {
  await tx.query(
    `insert into expense_day_return (expense_detail_id, before_route, before_total_paise, before_bills,
                                     before_bills_paise)
     values ($1, $2, $3, $4, $5)
     on conflict (expense_detail_id) where resubmitted_at is null do ${
       isNewRejection
         ? `update set before_route = excluded.before_route, before_total_paise = excluded.before_total_paise,
                       before_bills = excluded.before_bills, before_bills_paise = excluded.before_bills_paise,
                       returned_at = now()`
         : 'nothing'
}`,
    [expenseDetailId, before.route, before.totalPaise, before.bills, before.billsPaise],
  );
}

/** Closes the day's open round with the reply and the day as it is now. */
export async function closeReturn(
  tx: Queryable,
  expenseDetailId: number,
  reply: string,
  after: DayStateRow,
): Promise<void> {
  await tx.query(
    `update expense_day_return
        set reply = $2, after_route = $3, after_total_paise = $4, after_bills = $5, after_bills_paise = $6,
            resubmitted_at = now()
      where expense_detail_id = $1 and resubmitted_at is null`,
    [expenseDetailId, reply, after.route, after.totalPaise, after.bills, after.billsPaise],
  );
}

/** Every round of the days named, oldest first. */
export async function listReturns(db: Queryable, expenseDetailIds: number[]): Promise<ReturnRow[]> {
  if (expenseDetailIds.length === 0) return [];
  const rows = await db.query<{
    expenseDetailId: number;
    returnedAt: Date;
    beforeRoute: string;
    beforeTotalPaise: number;
    beforeBills: string;
    beforeBillsPaise: number;
    reply: string | null;
    afterRoute: string | null;
    afterTotalPaise: number | null;
    afterBills: string | null;
    afterBillsPaise: number | null;
    resubmittedAt: Date | null;
    inThisRound: boolean;
  }>(
    `select r.expense_detail_id as "expenseDetailId", r.returned_at as "returnedAt",
            r.before_route as "beforeRoute", r.before_total_paise as "beforeTotalPaise",
            r.before_bills as "beforeBills", r.before_bills_paise as "beforeBillsPaise", r.reply,
            r.after_route as "afterRoute", r.after_total_paise as "afterTotalPaise",
            r.after_bills as "afterBills", r.after_bills_paise as "afterBillsPaise",
            r.resubmitted_at as "resubmittedAt",
            coalesce(r.resubmitted_at >= x.submitted_at and x.status = 'Submitted', false) as "inThisRound"
       from expense_day_return r
       join expense_detail d on d.id = r.expense_detail_id
       join expense x on x.id = d.expense_id
      where r.expense_detail_id = any($1::int[])
      order by r.expense_detail_id, r.returned_at, r.id`,
    [expenseDetailIds],
  );
  return rows.map((row) => ({
    expenseDetailId: row.expenseDetailId,
    returnedAt: new Date(row.returnedAt),
    before: {
      route: row.beforeRoute,
      totalPaise: row.beforeTotalPaise,
      bills: row.beforeBills,
      billsPaise: row.beforeBillsPaise,
    },
    reply: row.reply,
    after:
      row.afterRoute === null
        ? null
        : {
            route: row.afterRoute,
            totalPaise: row.afterTotalPaise ?? 0,
            bills: row.afterBills ?? '',
            billsPaise: row.afterBillsPaise ?? 0,
          },
    resubmittedAt: row.resubmittedAt === null ? null : new Date(row.resubmittedAt),
    inThisRound: row.inThisRound,
  }));
}

/**
 * The rejection that returned the day: in the round the month's last submit started, the first
 * level to reject it (a level 2 keeping level 1's rejection did not reject it again).
 */
export async function findRejection(db: Queryable, expenseDetailId: number) {
  const rows = await db.query<{ reason: string; approverName: string; levelId: number; rejectedAt: Date }>(
    `select coalesce(l.reason, '') as reason, e.employee_name as "approverName", a.level_id as "levelId",
            a.submitted_at as "rejectedAt"
       from expense_approval_line l
       join expense_approval a on a.id = l.approval_id
       join expense x on x.id = a.expense_id
       join employee e on e.id = a.approver_id
      where l.expense_detail_id = $1 and l.status = 'R' and a.submitted_at is not null
        and a.submitted_at >= x.submitted_at
      order by a.level_id, a.submitted_at
      limit 1`,
    [expenseDetailId],
  );
  return rows[0];
}
