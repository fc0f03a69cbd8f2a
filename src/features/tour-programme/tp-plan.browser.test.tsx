// The manager's decision on a plan goes through the outbox (issue 38 'Decisions offline'): saved on
// the phone first; a plan the employee changed meanwhile reloads with the manager's choices kept;
// offline it waits on the phone and the screen says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { eventually, screenTest } from '../../../tests/support/screen';
import { getTpApprovalView, type TTpDay } from '../../contract/tour-programme';
import { PLAN_CHANGED } from '../../contract/tp-decision';
import { db, type OutboxItem } from '../../lib/db';
import TpPlanPage from './tp-plan-page';

const PLAN_ID = 77;
const DAY: TTpDay = {
  date: '2026-12-01',
  isHoliday: false,
  holidayName: '',
  workType: 'Office',
  journey: null,
  customers: [],
  isJointWork: false,
  status: 'S',
  reason: '',
  canEdit: false,
  change: null,
  canRequestChange: false,
};

const screen = screenTest({
  employeeId: 2,
  employeeName: 'Vikram Rao',
  useName: 'vikram',
  designation: 'ASM',
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.outbox.clear();
});

function showPlan() {
  screen.api.on(getTpApprovalView, () => ({
    planId: PLAN_ID,
    employeeId: 4,
    employeeName: 'Rahul Patil',
    year: 2026,
    month: 12,
    status: 'S' as const,
    isLate: false,
    hasChangeRequest: false,
    cutoffDate: '2026-11-25',
    days: [DAY],
    planVersion: 'p1an',
  }));
  const location = memoryLocation({ path: `/tp-approval/${PLAN_ID}`, record: true });
  screen.show(
    <Router hook={location.hook}>
      <Route path="/tp-approval/:planId" component={TpPlanPage} />
    </Router>,
  );
  return location;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);
const note = () => document.querySelector('.tp-plan__note');

async function queuedDecision(): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await eventually(async () => {
    found = (await db.outbox.toArray()).at(-1);
    expect(found).toBeDefined();
  });
  return found as OutboxItem;
}

function typeInto(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a plan to decide, its decision through the outbox (issue 38)', () => {
  it('says the plan changed under the decision, shows it as it is now and keeps the manager’s choices', async () => {
    showPlan();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    document.querySelector<HTMLInputElement>(`input[name="decision-${DAY.date}"]:not(:checked)`)?.click();
    await eventually(() => expect(document.querySelector('.tp-day__reason input')).not.toBeNull());
    typeInto(document.querySelector('.tp-day__reason input') as HTMLInputElement, 'Visit Karad first');

    button('Submit')?.click();
    const item = await queuedDecision();
    expect(item).toMatchObject({ path: '/tpDecisionSave', kind: 'tp-decision', state: 'queued' });
    expect(item.body).toMatchObject({ planId: PLAN_ID, planVersion: 'p1an' });
    expect(JSON.parse(String(item.body?.days))).toEqual([
      { date: DAY.date, status: 'R', reason: 'Visit Karad first' },
    ]);
    await db.outbox.update(item.seq as number, {
      state: 'failed',
      lastStatus: 409,
      lastError: PLAN_CHANGED,
      updatedAt: Date.now(),
    });
    await eventually(() =>
      expect(note()?.textContent).toContain('The employee changed this tour programme after you opened it.'),
    );
    await eventually(() => expect(screen.api.asked(getTpApprovalView)).toHaveLength(2));
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));
    expect(document.querySelector<HTMLInputElement>('.tp-day__reason input')?.value).toBe(
      'Visit Karad first',
    );
    await eventually(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('offline, keeps the decision on the phone and says it goes once the phone is online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const location = showPlan();
    await eventually(() => expect(button('Submit')?.disabled).toBe(false));

    button('Submit')?.click();
    await eventually(() =>
      expect(note()?.textContent).toBe(
        'Saved on this phone: it goes to the server once, when the phone is online.',
      ),
    );
    expect(button('Submit')?.disabled).toBe(true);
    expect(await db.outbox.count()).toBe(1);
    expect(location.history).toEqual([`/tp-approval/${PLAN_ID}`]);
  });
});
