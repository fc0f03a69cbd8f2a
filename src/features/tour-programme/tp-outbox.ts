// The tour programme's drafting goes through the outbox, so it reaches the server exactly once,
// online or offline (issue 42), and the month shows each waiting change at once.
import type { TTourProgramme, TTpDay, TWorkType } from '../../contract/tour-programme';
import { tpCopyLastMonth, tpDaySave } from '../../contract/tour-programme';
import type { OutboxItem, OutboxState } from '../../lib/db';
import { enqueue } from '../../lib/outbox';
import type { StoredUserData } from '../../lib/session';
import type { YearMonth } from '../../pure/calendar';

export interface DayInput {
  date: string;
  /** null clears the day. */
  workType: TWorkType | null;
  journeyId?: number | undefined;
  customerIds?: readonly number[];
  isJointWork?: boolean;
}

export function queueDaySave(user: StoredUserData, input: DayInput): Promise<OutboxItem> {
  const isFieldWork = input.workType === 'Field Work';
  return enqueue(tpDaySave, {
    employeeId: user.employeeId,
    kind: 'tp-day-save',
    body: {
      employeeId: user.employeeId,
      companyId: user.companyId,
      date: input.date,
      ...(input.workType ? { workType: input.workType } : {}),
      ...(isFieldWork && input.journeyId ? { journeyId: input.journeyId } : {}),
      ...(isFieldWork
        ? { customerIds: (input.customerIds ?? []).join(','), isJointWork: input.isJointWork ? 1 : 0 }
        : {}),
    },
    label: `Tour programme, ${input.date}`,
  });
}

export function queueCopyLastMonth(user: StoredUserData, month: YearMonth): Promise<OutboxItem> {
  return enqueue(tpCopyLastMonth, {
    employeeId: user.employeeId,
    kind: 'tp-copy',
    body: { employeeId: user.employeeId, companyId: user.companyId, ...month },
    label: `Tour programme copied from last month into ${month.year}-${String(month.month).padStart(2, '0')}`,
  });
}

export interface DayRow extends TTpDay {
  pending?: { seq: number; state: Exclude<OutboxState, 'done'>; error?: string };
}

const monthPrefix = (month: YearMonth) => `${month.year}-${String(month.month).padStart(2, '0')}-`;

/**
 * The month's days with the outbox's day changes laid over them, in the order they were made. A
 * change that reached the server after the month was asked for (`requestedAt`) still shows until
 * the next answer has it, so a day just synced never flips back.
 */
export function planRows(plan: TTourProgramme, items: readonly OutboxItem[], requestedAt = 0): DayRow[] {
  const prefix = monthPrefix(plan);
  const journeyOf = new Map(plan.journeys.map((journey) => [journey.journeyId, journey]));
  const customerOf = new Map(plan.customers.map((customer) => [customer.customerId, customer]));
  const changes = new Map<string, OutboxItem>();
  for (const item of [...items].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) {
    const date = item.body?.date;
    if (item.kind !== 'tp-day-save' || typeof date !== 'string' || !date.startsWith(prefix)) continue;
    if (item.state === 'done' && item.updatedAt <= requestedAt) continue;
    changes.set(date, item);
  }
  return plan.days.map((day) => {
    const item = changes.get(day.date);
    if (!item?.body) return day;
    const { workType, journeyId, customerIds } = item.body;
    const ids =
      typeof customerIds === 'string' && customerIds !== '' ? customerIds.split(',').map(Number) : [];
    return {
      ...day,
      workType: typeof workType === 'string' ? (workType as TWorkType) : null,
      journey: typeof journeyId === 'number' ? (journeyOf.get(journeyId) ?? null) : null,
      customers: ids.flatMap((id) => {
        const customer = customerOf.get(id);
        return customer ? [customer] : [];
      }),
      isJointWork: item.body.isJointWork === 1,
      ...(item.state === 'done'
        ? {}
        : {
            pending: {
              seq: item.seq ?? 0,
              state: item.state,
              ...(item.lastError ? { error: item.lastError } : {}),
            },
          }),
    };
  });
}

/** A copy of last month into this month still waits to reach the server. */
export function isCopyWaiting(items: readonly OutboxItem[], month: YearMonth): boolean {
  return items.some(
    (item) =>
      item.kind === 'tp-copy' &&
      item.state !== 'done' &&
      item.body?.year === month.year &&
      item.body?.month === month.month,
  );
}
