// Company holidays as an administrator changes them (issue 24): added or removed from tomorrow on,
// since days up to today are already in the months of the staff; a name may change at any time.
import { businessDate } from '../../../../src/pure/calendar';
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
): Promise<string> {
  return db.transaction(async (tx) => {
    const before = await findHoliday(tx, caller.companyId, body.date);
    if (!body.remove && before?.name === body.name) return `${body.date} is already ${body.name}.`;
    if (body.remove && !before) return `${body.date} is not a holiday.`;
    if (body.date <= businessDate() && (body.remove || !before)) {
      throw conflict(
        'Days up to today are already in the months of the staff: a holiday can be added or removed from tomorrow on.',
      );
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
    return body.remove ? `${body.date} is no longer a holiday.` : `${body.date} is ${body.name}.`;
  });
}
