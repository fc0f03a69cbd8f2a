// The tour programme's cut-off in administration (issue 42): the section shows the company's day,
// and saving another sends it and says the server's words beside the form.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session';
import { TpCutoffSection } from './tp-cutoff-section';

let root: Root;
let host: HTMLElement;
const saved: unknown[] = [];
let day = 25;

beforeEach(() => {
  saved.length = 0;
  day = 25;
  saveSession('token-3', {
    employeeId: 3,
    companyId: 1,
    companyName: 'Sunrise',
    designation: 'Administrator',
    employeeName: 'Priya Nair',
    useName: 'priya',
    expenseMonth: 11,
    expenseYear: 2026,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (String(input).includes('/adminTpCutoffSave')) {
      const body = JSON.parse(String(init?.body)) as { cutoffDay: number };
      saved.push(body);
      day = body.cutoffDay;
      return json({ message: `Tour programmes are due by day ${day} of the month before.`, cutoffDay: day });
    }
    return json({ cutoffDay: day });
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

describe('TpCutoffSection', () => {
  it("shows the company's cut-off day and saves another", async () => {
    await act(async () => root.render(<TpCutoffSection />));
    const select = await vi.waitFor(() => {
      const found = host.querySelector<HTMLSelectElement>('select');
      if (!found) throw new Error('no field yet');
      return found;
    });
    expect(host.querySelector(`label[for="${select.id}"]`)?.textContent).toBe(
      'Cut-off day of the month before (1 to 28)',
    );
    expect(select.value).toBe('25');
    expect(select.options).toHaveLength(28);
    await act(async () => {
      select.value = '20';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const button = [...host.querySelectorAll('button')].find(
      (found) => found.textContent === 'Save cut-off day',
    );
    await act(async () => button?.click());
    await vi.waitFor(() =>
      expect(host.textContent).toContain('Tour programmes are due by day 20 of the month before.'),
    );
    expect(saved).toEqual([{ companyId: 1, cutoffDay: 20 }]);
  });
});
