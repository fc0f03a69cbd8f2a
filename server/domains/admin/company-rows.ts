// What every administration change checks first (issue 24): the rows it names are the company's
// own, and an effective-dated figure already in use is not repriced.

import { ADMIN_SAYS } from '../../../src/contract/admin-answer-texts';
import { businessDate } from '../../../src/pure/calendar';
import type { Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { conflict, forbidden } from '../../http/errors';

export const FOREIGN_RECORD = ADMIN_SAYS.foreignRecord;

/** A row id of one of the company's tables, or 403: another company's id tells nothing more. */
export async function assertCompanyRow(
  db: Queryable,
  table: 'territory' | 'city' | 'expense_type',
  companyId: number,
  id: number,
): Promise<{ name: string }> {
  const [row] = await db.query<{ companyId: number; name: string }>(
    `select company_id as "companyId", name from ${table} where id = $1`,
    [id],
  );
  if (row?.companyId !== companyId) throw forbidden(FOREIGN_RECORD);
  return row;
}

/**
 * A figure with an effective date on or before today is taken only when the thing has no figure
 * yet (a company moving in); otherwise a change starts tomorrow at the earliest, so nothing
 * already priced changes.
 */
export function assertNotRepricing(effectiveFrom: string, hasEarlier: boolean, what: Text): void {
  const today = businessDate();
  if (hasEarlier && effectiveFrom <= today) {
    throw conflict(ADMIN_SAYS.repricing({ what }));
  }
}
