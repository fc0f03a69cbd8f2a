// Warm in-app navigation (issue 26): on the desktop profile with the server on loopback, the time
// from a click on a link of the app to the first row of the next screen drawn (the row in the DOM
// and a frame after it). Each walk is gone through once to load the screens' code and data, then
// measured over WARM_ROUNDS more rounds; the figure is each step's median and the slowest of all.
import type { ElementHandle, Page } from 'playwright-core';
import { launchBrowser, loginThroughApi, newContext } from '../support/browser';
import { startServerProcess } from '../support/server-process';
import type { BenchResult } from './bench-result';

const BUDGET_MS = 300;
const WARM_ROUNDS = 5;

/** The first row of data each screen draws. */
const FIRST_ROW = {
  home: '[data-testid="month-total"]',
  myExpense: '[data-testid="expense-day"]',
  dayDetails: '.day-details__grid',
  sfc: '.sfc-table__row',
  approvals: '[data-testid="expense-claim"]',
  claim: '[data-testid="claim-day"]',
} as const;

interface Step {
  name: string;
  /** What is clicked: a link or button found by its accessible name (a menu entry, a day, a claim). */
  click: (page: Page) => Promise<ElementHandle>;
  shows: string;
}

const menu = (name: string) => (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true })
    .elementHandle();

const WALKS: Array<{ userName: string; steps: Step[] }> = [
  {
    userName: 'asha',
    steps: [
      { name: '/home → /my-expense', click: menu('My Expense'), shows: FIRST_ROW.myExpense },
      {
        name: '/my-expense → /my-expense-details',
        click: (page) => page.getByTestId('expense-day').getByRole('button').first().elementHandle(),
        shows: FIRST_ROW.dayDetails,
      },
      { name: '/my-expense-details → /my-expense', click: menu('My Expense'), shows: FIRST_ROW.myExpense },
      { name: '/my-expense → /sfc', click: menu('Standard Fare Chart'), shows: FIRST_ROW.sfc },
      { name: '/sfc → /home', click: menu('Home'), shows: FIRST_ROW.home },
    ],
  },
  {
    userName: 'vikram',
    steps: [
      { name: '/home → /expense-approval', click: menu('Expense Approval'), shows: FIRST_ROW.approvals },
      {
        name: '/expense-approval → /expense-details/{id}',
        click: (page) => page.getByTestId('expense-claim').getByRole('link').first().elementHandle(),
        shows: FIRST_ROW.claim,
      },
      { name: '/expense-details/{id} → /home', click: menu('Home'), shows: FIRST_ROW.home },
    ],
  },
];

/** Clicks inside the page and waits there, so the figure holds no round trip to Playwright. */
async function timeStep(page: Page, step: Step): Promise<number> {
  const target = await step.click(page);
  return page.evaluate(
    async ({ element, selector }) => {
      const before = new Set(document.querySelectorAll(selector));
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      const shown = new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          if (![...document.querySelectorAll(selector)].some((node) => !before.has(node))) return;
          observer.disconnect();
          resolve();
        }).observe(document.body, { childList: true, subtree: true });
      });
      const started = performance.now();
      (element as HTMLElement).click();
      await Promise.race([
        shown,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no new ${selector} within 10 s of the click`)), 10_000),
        ),
      ]);
      // Drawn: the frame after the row reached the DOM.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - started;
    },
    { element: target, selector: step.shows },
  );
}

export async function navigationBench(): Promise<BenchResult[]> {
  const server = await startServerProcess();
  const browser = await launchBrowser();
  const results: BenchResult[] = [];
  try {
    for (const { userName, steps } of WALKS) {
      const context = await newContext(browser, 'desktop', server.baseUrl);
      const page = await context.newPage();
      await loginThroughApi(page, server.baseUrl, userName);
      await page.goto('/home');
      await page.locator(FIRST_ROW.home).waitFor();
      const times = new Map<string, number[]>(steps.map((step) => [step.name, []]));
      for (let round = 0; round <= WARM_ROUNDS; round += 1) {
        for (const step of steps) {
          const ms = await timeStep(page, step);
          // Round 0 loads each screen's code and first answers: not warm.
          if (round > 0) times.get(step.name)?.push(ms);
          await page.waitForLoadState('networkidle');
        }
      }
      for (const [name, values] of times) {
        const sorted = [...values].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
        const slowest = sorted.at(-1) ?? Number.NaN;
        results.push({
          name: `Warm navigation ${name} (${userName}), click to first row drawn`,
          value: `median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${values.length}`,
          budget: `≤ ${BUDGET_MS} ms`,
          isWithinBudget: slowest <= BUDGET_MS,
        });
      }
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.dispose();
  }
}
