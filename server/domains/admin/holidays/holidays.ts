// Company holidays as an administrator changes them (issue 24): added or removed from tomorrow on,
// since days up to today are already in the months of the staff; a name may change at any time.

import { ADMIN_SAYS } from '../../../../src/contract/admin-answer-texts';
import { businessDate } from '../../../../src/pure/calendar';
import type { Text } from '../../../../src/pure/texts';
import type { Database } from '../../../db/database';
import type { Caller } from '../../../http/caller';
import { conflict } from '../../../http/errors';
import { recordChange } from '../audit/audit';
import { holidayRecord } from '../audit/records';
import { deleteHoliday, findHoliday, upsertHolidays } from './queries';

export async function saveHoliday(
  db: Database,
  caller: Caller,
  body: { date: string; name: string; remove?: boolean | undefined },
): Promise<Text> {
  return db.transaction(async (tx) => {
    const before = await findHoliday(tx, caller.companyId, body.date);
    if (!body.remove && before?.name === body.name)
      return ADMIN_SAYS.holidayAlready({ date: body.date, name: body.name });
    if (body.remove && !before) return ADMIN_SAYS.notAHoliday({ date: body.date });
    if (body.date <= businessDate() && (body.remove || !before)) {
      throw conflict(ADMIN_SAYS.holidayPast);
    }
    if (body.remove) await deleteHoliday(tx, caller.companyId, body.date);
    else await upsertHolidays(tx, caller.companyId, [{ date: body.date, name: body.name }]);
    await recordChange(tx, {
      companyId: caller.companyId,
      actorId: caller.employeeId,
      ...holidayRecord({ date: body.date, name: body.remove ? (before?.name ?? '') : body.name }),
      action: body.remove ? 'removed' : before ? 'changed' : 'created',
      oldValue: before ? { name: before.name } : null,
      newValue: body.remove ? null : { name: body.name },
    });
    return body.remove
      ? ADMIN_SAYS.holidayRemoved({ date: body.date })
      : ADMIN_SAYS.holidaySaved({ date: body.date, name: body.name });
  });
}
