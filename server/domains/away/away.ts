// The rules of cover while away (issue 38): only an approver sets a window, their own (the route's
// rule: 403 for anyone else's); a representative is told why (400); the delegate is
// their manager or a same-level approver of their company; the window runs from today on. Who then
// acts is the reporting line's to say (server/domains/reporting-line/line.ts).
import type { z } from 'zod';
import type { awaySet, getAwayView } from '../../../src/contract/away';
import { AWAY_TEXTS } from '../../../src/contract/away-texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { findAway, isApprover, listDelegates, saveAway } from './queries';

export async function awayView(
  db: Queryable,
  employeeId: number,
): Promise<z.output<typeof getAwayView.response>> {
  const [approves, away, delegates] = await Promise.all([
    isApprover(db, employeeId),
    findAway(db, employeeId),
    listDelegates(db, employeeId),
  ]);
  return { isApprover: approves, away, delegates: approves ? delegates : [] };
}

/** Sets (or replaces) the caller's window; `today` is the business date. */
export async function setAway(
  tx: Queryable,
  caller: Caller,
  body: z.output<typeof awaySet.body>,
  today: string,
): Promise<void> {
  if (!(await isApprover(tx, caller.employeeId))) throw badRequest(AWAY_TEXTS.notApprover);
  if (body.toDate < body.fromDate) throw badRequest(AWAY_TEXTS.badDates);
  if (body.fromDate < today) throw badRequest(AWAY_TEXTS.pastDates);
  const delegates = await listDelegates(tx, caller.employeeId);
  if (!delegates.some((delegate) => delegate.employeeId === body.delegateId)) {
    throw badRequest(AWAY_TEXTS.badDelegate);
  }
  await saveAway(tx, { ...body, employeeId: caller.employeeId, companyId: caller.companyId });
}
