// SQL for employee profiles.
import type { Queryable } from '../../db/database';

export async function findProfileImage(db: Queryable, employeeId: number): Promise<Uint8Array | null> {
  const rows = await db.query<{ image: Uint8Array | null }>(
    'select profile_image as image from employee where id = $1',
    [employeeId],
  );
  return rows[0]?.image ?? null;
}
