// A delegate's decision (issue 38): who acted, and for whom. The reporting line (line.ts) says who
// acts at a level today; this names the approver a granted decision is made for, and how a decision
// names its deciders ('Meera Iyer for Vikram Joshi') in every language.
import { AWAY_TEXTS } from '../../../src/contract/away-texts';
import type { NestedText } from '../../../src/pure/messages';
import type { Queryable } from '../../db/database';
import type { ApprovalGrant } from '../../http/access';

/** The approver the caller decides for at the granted level: null when it is their own level. */
export function actingForOf(grant: ApprovalGrant): number | null {
  return grant.subject.actingFor?.[grant.level - 1] ?? null;
}

/** SQL: the name of the approver a decision was made for (`forId` an id column), or null. */
export function forNameSql(forId: string): string {
  return `(select fe.employee_name from employee fe where fe.id = ${forId})`;
}

/** Who decided, as a notification names them: the approver, or 'the delegate for the approver'. */
export async function deciderOf(
  db: Queryable,
  actorId: number,
  forId: number | null,
): Promise<string | NestedText> {
  const rows = await db.query<{ name: string; forName: string | null }>(
    `select e.employee_name as name, ${forNameSql('$2::int')} as "forName" from employee e where e.id = $1`,
    [actorId, forId],
  );
  const row = rows[0];
  if (!row) return '';
  return row.forName ? AWAY_TEXTS.byFor({ name: row.name, forName: row.forName }) : row.name;
}
