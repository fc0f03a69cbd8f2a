// The tour programme's drafting goes through the outbox, so it reaches the server exactly once,
// online or offline (issue 42), and the month shows each waiting change at once; so does the
// approver's decision on a plan (issue 38 'Decisions offline').
import type { TTourProgramme, TTpDay, TWorkType } from '../../contract/tour-programme';
import { tpCopyLastMonth, tpDaySave } from '../../contract/tour-programme';
import { PLAN_CHANGED, tpDecisionSave } from '../../contract/tp-decision';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import type { OutboxItem, OutboxState } from '../../lib/db';
import { type Notice, showToast } from '../../lib/notices';
import { enqueue } from '../../lib/outbox';
import { answerText, type SentOutcome } from '../../lib/send-once';
import type { StoredUserData } from '../../lib/session';
import type { YearMonth } from '../../pure/calendar';
import { type DayDecision, tpPlanQuery, tpTeamQuery } from './tp-queries';
import { TP_SCREEN_TEXTS as TP } from './tp-texts';

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

/** The approver's decision on a submitted plan (issue 38 'Decisions offline'): saved on the phone, sent once. */
export function queuePlanDecision(
  user: StoredUserData,
  decision: { planId: number; planVersion: string; days: readonly DayDecision[]; label: string },
): Promise<OutboxItem> {
  return enqueue(tpDecisionSave, {
    employeeId: user.employeeId,
    kind: 'tp-decision',
    body: {
      planId: decision.planId,
      companyId: user.companyId,
      planVersion: decision.planVersion,
      days: JSON.stringify(decision.days),
    },
    label: decision.label,
  });
}

export interface PlanScreen {
  /** Above the days: what the decision's answer said. */
  note: (notice: Notice) => void;
  /** The plan takes nothing more: a decision waits on the phone. */
  lock: () => void;
  /** Back to the team's plans, which load again. */
  leave: () => void;
  /** The plan as the server has it now; the approver's choices stay on screen. */
  reload: () => void;
}

/** What the plan screen does with the answer to its decision sent through the outbox. */
export function onPlanAnswer(outcome: SentOutcome, screen: PlanScreen) {
  if (outcome.kind === 'done') {
    showToast(answerText(outcome.response, 'message'));
    void tpTeamQuery.invalidate();
    void tpPlanQuery.invalidate();
    screen.leave();
  } else if (outcome.kind === 'waiting') {
    screen.lock();
    screen.note({ text: TP.waitsOnPhone, isError: false });
  } else if (outcome.status === 409 && outcome.message === PLAN_CHANGED) {
    screen.note({ text: TP.planChanged, isError: true });
    screen.reload();
  } else {
    // Decided elsewhere, or refused: said above the days, as before.
    screen.note({ text: outcome.message || SOMETHING_WENT_WRONG, isError: true });
  }
}
