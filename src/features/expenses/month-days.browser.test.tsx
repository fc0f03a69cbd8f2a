// The desktop table of a month's days in real Chromium: a date opens its day once, whichever part of
// the row is clicked, and a holiday shows neither a status nor an approver's decision.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { TMyExpenseItem } from '../../contract/expenses';
import { MonthDays } from './month-days';

const day = {
  expenseId: 7,
  expenseDetailId: 70,
  activityDate: '2026-11-03',
  activityDateFormat: '3 Nov 2026',
  fromCity: 'Pune',
  toCity: 'Pune',
  category: 'HQ',
  transportId: 1,
  modeOfTransport: 'Bike',
  distance: 0,
  fare: 0,
  total: 250,
  status: 'Unsubmitted',
  isHoliday: 0,
} as unknown as TMyExpenseItem;

describe('the days table (desktop)', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(async () => {
    await page.viewport(1440, 900);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('opens a day once when its date is clicked, and once when the rest of its row is', async () => {
    const onOpen = vi.fn();
    await act(async () => root.render(<MonthDays days={[day]} onOpen={onOpen} standings={new Map()} />));
    await page.getByRole('button', { name: '3 Nov 2026' }).click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    await page.getByRole('cell', { name: 'HQ' }).click();
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('shows where the representative went on a day with legs, not only where it started and ended', async () => {
    const round = { ...day, fromCity: 'Satara', toCity: 'Satara', route: 'Satara → Karad → Satara' };
    await act(async () => root.render(<MonthDays days={[round]} onOpen={vi.fn()} standings={new Map()} />));
    await expect.element(page.getByRole('cell', { name: 'Satara → Karad → Satara' })).toBeInTheDocument();
  });

  it('shows neither a status nor a decision on a holiday, which nobody submits or approves', async () => {
    const holiday = {
      ...day,
      expenseDetailId: 71,
      activityDate: '2026-11-01',
      activityDateFormat: '1 Nov 2026',
      total: 0,
      status: 'Submitted',
      isHoliday: 1,
    } as TMyExpenseItem;
    const standings = new Map([
      [
        70,
        {
          expenseDetailId: 70,
          status: 'A' as const,
          approved: 250,
          levelId: 1,
          approverName: 'Vikram Joshi',
        },
      ],
      [
        71,
        { expenseDetailId: 71, status: 'A' as const, approved: 0, levelId: 1, approverName: 'Vikram Joshi' },
      ],
    ]);
    await act(async () =>
      root.render(<MonthDays days={[holiday, day]} onOpen={vi.fn()} standings={standings} />),
    );
    const rows = container.querySelectorAll('tbody tr');
    expect(rows[0]?.querySelector('.expense-status')).toBeNull();
    expect(rows[0]?.textContent).not.toMatch(/Submitted|Unsubmitted|Approved/);
    expect(rows[1]?.querySelector('.expense-status')?.textContent).toBe('Approved ₹250.00');
  });
});
