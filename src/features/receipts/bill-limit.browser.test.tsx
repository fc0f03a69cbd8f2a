// The limit under a bill's amount at capture, in real Chromium (issue 37): the limit of the chosen
// type, and over it a warning that does not stop the save.
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { db } from '../../lib/db';
import { clearSession, saveSession } from '../../lib/session';
import InvoiceDetailsPage from './invoice-details-page';
import { replaceReaderForTests } from './prefill/photo-reading';

const EMPLOYEE_ID = 42;
const TYPES = [
  { expenseTypeId: 1, expense_Type: 'Travel', expenseOrSundry: 'E' },
  { expenseTypeId: 3, expense_Type: 'Lodging', expenseOrSundry: 'E' },
];
const LIMITS = {
  cityName: 'Nashik',
  cityClass: 'Y',
  limits: [{ expenseTypeId: 3, expenseType: 'Lodging', per: 'night', rupees: 2000, cityClass: 'Y' }],
};

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });
const field = (label: string) =>
  [...document.querySelectorAll('label')].find((element) => element.textContent === label)?.control as
    | HTMLInputElement
    | HTMLSelectElement
    | null;

describe('the limit at capture', () => {
  let root: Root;
  let container: HTMLElement;
  const asked: string[] = [];

  beforeEach(async () => {
    await Promise.all([db.captures.clear(), db.drafts.clear(), db.settings.clear()]);
    clearSession();
    saveSession('token-42', {
      employeeId: EMPLOYEE_ID,
      companyId: 1,
      companyName: 'Sunrise',
      designation: 'MR',
      employeeName: 'Test Employee',
      useName: 'test',
      expenseMonth: 11,
      expenseYear: 2026,
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      asked.push(url.pathname + url.search);
      const body = url.pathname.endsWith('/billLimits') ? LIMITS : { getAllExpense: TYPES };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    // The photo is not read: the test types every field.
    replaceReaderForTests({ readReceipt: () => new Promise(() => undefined) });
    const canvas = new OffscreenCanvas(40, 60);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 40, 60);
    await db.captures.add({
      id: crypto.randomUUID(),
      employeeId: EMPLOYEE_ID,
      name: '12345678',
      image: await canvas.convertToBlob({ type: 'image/jpeg' }),
      isCompressed: false,
      createdAt: 1,
    });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    replaceReaderForTests(undefined);
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the Lodging limit, and over it warns by how much without blocking the save', async () => {
    root.render(<InvoiceDetailsPage />);
    await eventually(() => expect(field('Expense Type')?.querySelectorAll('option').length).toBe(3));
    await userEvent.selectOptions(field('Expense Type') as HTMLSelectElement, 'Lodging');
    await userEvent.fill(field('Amount') as HTMLInputElement, '1800');
    await eventually(() =>
      expect(container.querySelector('.limit-note')?.textContent).toBe(
        'Your Lodging limit: ₹2,000 a night in a Y city.',
      ),
    );
    await userEvent.fill(field('Amount') as HTMLInputElement, '2450');
    await eventually(() =>
      expect(container.querySelector('.limit-note--over')?.textContent).toBe(
        'Over your Lodging limit of ₹2,000 a night in a Y city by ₹450.',
      ),
    );
    const save = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Save');
    expect(save?.disabled).toBe(false);
    expect(
      asked.some((path) => path.includes('/billLimits?') && path.includes(`employeeId=${EMPLOYEE_ID}`)),
    ).toBe(true);

    await userEvent.selectOptions(field('Expense Type') as HTMLSelectElement, 'Travel');
    await eventually(() => expect(container.querySelector('.limit-note')).toBeNull());
  });
});
