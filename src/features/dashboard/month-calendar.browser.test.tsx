// /home's calendar marks each day's state (issue 40): claimed, holiday, planned, seen by colour
// and shape, heard by a screen reader in the day's cell, named in a key under the month.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { MonthCalendar } from './month-calendar';

let root: Root;
let host: HTMLElement;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  saveSession('token-7', {
    employeeId: 7,
    companyId: 1,
    companyName: 'Sunrise',
    designation: 'MR',
    employeeName: 'Employee 7',
    useName: 'user7',
    expenseMonth: 11,
    expenseYear: 2026,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const days = [
      { date: '2026-11-01', state: 'holiday' },
      { date: '2026-11-02', state: 'claimed' },
      { date: '2026-11-30', state: 'planned' },
    ];
    return new Response(JSON.stringify({ days }), { headers: { 'content-type': 'application/json' } });
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  clearSession();
  vi.unstubAllGlobals();
});

const cellText = (day: number) =>
  [...host.querySelectorAll('td')].find((cell) => cell.textContent?.match(new RegExp(`^${day}(,|$)`)))
    ?.textContent;

describe('MonthCalendar', () => {
  it("marks the month's days with their state, in words for a screen reader, and names the marks in a key", async () => {
    await act(async () => root.render(<MonthCalendar today={new Date(2026, 10, 29)} />));
    await vi.waitFor(() => expect(cellText(2)).toBe('2, Claimed'));
    expect(asked[0]).toMatch(/\/dashboardCalendar\?.*year=2026.*month=11|month=11.*year=2026/);
    expect(cellText(1)).toBe('1, Holiday');
    expect(cellText(30)).toBe('30, Planned');
    expect(cellText(3)).toBe('3');
    expect(host.querySelector('[data-state="claimed"]')?.className).toContain('calendar__mark--claimed');
    const key = host.querySelector('ul[aria-label="Key"]');
    expect([...(key?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'Claimed',
      'Planned',
      'Holiday',
    ]);
  });
});
