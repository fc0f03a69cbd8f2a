// Chromium for end-to-end tests, in the two viewports every screen is checked in.

import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { sessionEntries } from '../../src/lib/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { demoSession } from './demo-sessions';

export type Viewport = 'mobile' | 'desktop';
export const VIEWPORTS: Viewport[] = ['mobile', 'desktop'];

const CONTEXT_OPTIONS = {
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1366, height: 768 } },
} as const;

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

const sharedBrowsers = new Map<string, Promise<Browser>>();

/**
 * The worker's browser with these flags, launched on first use and kept for every later describe
 * block and file of the worker (the e2e project shares modules across its files). Tests get
 * contexts of their own, which share nothing (storage, cache, permissions, service workers), so a
 * browser need not be new: launching one per describe block cost a second or two each, about 40
 * times a run. It ends with the worker; one that crashed is launched again.
 */
export function sharedBrowser(extraArgs: string[] = []): Promise<Browser> {
  const key = [...extraArgs].sort().join(' ');
  const known = sharedBrowsers.get(key);
  if (known) return known;
  const launched = launchBrowser(extraArgs);
  sharedBrowsers.set(key, launched);
  launched.then(
    (browser) => browser.on('disconnected', () => sharedBrowsers.delete(key)),
    () => sharedBrowsers.delete(key),
  );
  return launched;
}

const contextOptions = (viewport: Viewport, baseURL: string) => ({
  ...CONTEXT_OPTIONS[viewport],
  baseURL,
  locale: 'en-IN',
  timezoneId: 'Asia/Kolkata',
});

/**
 * A fresh context (empty storage). The app's service worker is blocked unless asked for: installing
 * it precaches every chunk of the app (about 120 files), a fifth of what a short test costs the
 * browser, and only tests of offline behaviour and of the worker itself need it.
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport,
  baseURL: string,
  { serviceWorker = false }: { serviceWorker?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...contextOptions(viewport, baseURL),
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  await context.addInitScript(installTestIdb);
  return context;
}

/**
 * A browser with a profile on disk, as an installed app has: closing it and launching again on
 * the same folder is a browser restart (and Chromium only calls such a profile installable).
 */
export async function launchWithProfile(
  userDataDir: string,
  viewport: Viewport,
  baseURL: string,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...contextOptions(viewport, baseURL),
  });
  await context.addInitScript(installTestIdb);
  return context;
}

/** What the page offers tests: raw reads and writes of the app's IndexedDB, once the app opened it. */
export interface TestIdb {
  put(store: string, value: object): Promise<void>;
  count(store: string): Promise<number>;
  all<T = unknown>(store: string): Promise<T[]>;
}

declare global {
  interface Window {
    testIdb: TestIdb;
  }
}

function installTestIdb() {
  const open = () =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tourbook');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  const run = async <T>(
    store: string,
    mode: IDBTransactionMode,
    act: (s: IDBObjectStore) => IDBRequest<T>,
  ) => {
    const db = await open();
    try {
      const request = act(db.transaction(store, mode).objectStore(store));
      return await new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  };
  window.testIdb = {
    put: async (store, value) => {
      await run(store, 'readwrite', (s) => s.put(value));
    },
    count: (store) => run(store, 'readonly', (s) => s.count()),
    all: (store) => run(store, 'readonly', (s) => s.getAll()) as never,
  };
}

/** Signs in through the login form and waits for the dashboard. */
export async function loginThroughForm(
  page: Page,
  userName: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/home');
}

/**
 * Stores a demo user's session in the page as the app's login would: quicker for tests about other
 * screens. The session is shared with the file's other tests (tests/support/demo-sessions.ts), and
 * the page is left on a same-origin answer that does not start the app: the test goes on to the
 * screen it is about.
 */
export async function loginThroughApi(page: Page, baseUrl: string, userName: string): Promise<void> {
  const { token, userInfo } = await demoSession(baseUrl, userName, 'page');
  // A page just reset (usePage) is on /health already: a second load of it would change nothing.
  const health = `${baseUrl}/health`;
  if (page.url() !== health) await page.goto(health);
  // The app's own session module says what a signed-in session stores.
  await page.evaluate(
    (entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    sessionEntries(token, userInfo),
  );
}

/**
 * Checks a screen's deliberate delay (spec section 9: 2000 ms redirects) on the page's fake clock,
 * which page.clock.install() must have set up before the page loaded: from the moment the test
 * calls this, the page stays for `atLeast` ms and has gone to `nextPath` by `atMost` ms.
 */
export async function expectDelay(
  page: Page,
  { atLeast, atMost }: { atLeast: number; atMost: number },
  nextPath: string,
): Promise<void> {
  const isThere = () => page.evaluate((path) => window.location.pathname === path, nextPath);
  await pauseClock(page);
  await page.clock.runFor(atLeast);
  if (await isThere()) throw new Error(`The page went to ${nextPath} before ${atLeast} ms.`);
  await page.clock.runFor(atMost - atLeast);
  if (!(await isThere())) throw new Error(`The page had not gone to ${nextPath} after ${atMost} ms.`);
  await page.clock.resume();
}

export interface PageFixture {
  readonly page: Page;
  readonly context: BrowserContext;
}

export interface PageOptions {
  /** Chromium flags, such as FAKE_CAMERA_ARGS. */
  browserArgs?: string[];
  /** Let the app install its service worker (a new context for every test): for tests that go offline or test the worker. */
  serviceWorker?: boolean;
}

/**
 * The worker's browser (sharedBrowser) and, for every test, a page with empty storage. Call it in
 * a describe block; read `fixture.page` inside the tests.
 *
 * The page is reused across the block's tests and reset between them (storage, cookies, routes,
 * listeners, network, permissions, viewport): a new context starts a new renderer process with
 * a cold cache, which cost about three times the CPU of the rest of a short test. A test that
 * changes what a reset cannot undo (a fake clock, an init script, an exposed function), and
 * every test with the service worker, gets a new context instead.
 */
export function usePage(
  viewport: Viewport,
  baseUrl: string | (() => string),
  { browserArgs = [], serviceWorker = false }: PageOptions = {},
): PageFixture {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let isReusable = false;
  const origin = () => (typeof baseUrl === 'string' ? baseUrl : baseUrl());
  beforeAll(async () => {
    browser = await sharedBrowser(browserArgs);
  });
  afterAll(async () => {
    await context?.close();
    context = undefined;
    page = undefined;
  });
  screenshotOnFailure(viewport, () => page);
  beforeEach(async () => {
    if (isReusable && context && page && !page.isClosed()) {
      await resetPage(context, page, viewport, origin());
      return;
    }
    await context?.close();
    context = await newContext(browser, viewport, origin(), { serviceWorker });
    page = await context.newPage();
    isReusable = !serviceWorker;
    onLastingChange(context, page, () => {
      isReusable = false;
    });
  });
  return {
    get page() {
      if (!page) throw new Error('usePage: no page yet (read it inside a test)');
      return page;
    },
    get context() {
      if (!context) throw new Error('usePage: no context yet (read it inside a test)');
      return context;
    },
  };
}

/** Calls `changed` when a test installs what stays for the context's life: a fake clock, init scripts, exposed functions. */
function onLastingChange(context: BrowserContext, page: Page, changed: () => void): void {
  const watch = <T extends object, K extends keyof T>(owner: T, method: K) => {
    const original = owner[method] as (...args: unknown[]) => unknown;
    owner[method] = ((...args: unknown[]) => {
      changed();
      return original.apply(owner, args);
    }) as T[K];
  };
  watch(page.clock, 'install');
  for (const owner of [page, context] as const) {
    watch(owner, 'addInitScript');
    watch(owner, 'exposeFunction');
    watch(owner, 'exposeBinding');
  }
}

/** The page events tests listen to; the next test starts with none of the last one's handlers. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'filechooser',
  'popup',
  'request',
  'requestfinished',
  'response',
] as const;

/** Gives the next test the page as a new context would: nothing stored, nothing routed, online. */
async function resetPage(
  context: BrowserContext,
  page: Page,
  viewport: Viewport,
  origin: string,
): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  await page.setViewportSize(CONTEXT_OPTIONS[viewport].viewport);
  // Leaving the app closes its database connections, so its IndexedDB can be deleted.
  await page.goto(`${origin}/health`);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const deletions = (await indexedDB.databases()).map(
      ({ name }) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name ?? '');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );
    await Promise.all(deletions);
    await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  });
}

/** Pauses the page's flowing fake clock at about now (pauseAt refuses a time that has just passed). */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/** A failed test leaves a screenshot of its page in tests/.artifacts and its text in the report. */
export function screenshotOnFailure(label: string, currentPage: () => Page | undefined): void {
  afterEach(async (test) => {
    const page = currentPage();
    if (test.task.result?.state !== 'fail' || !page || page.isClosed()) return;
    const directory = path.resolve(import.meta.dirname, '../.artifacts');
    await mkdir(directory, { recursive: true });
    const name = `${label}-${test.task.name}`.replace(/[^\w-]+/g, '_').slice(0, 120);
    await page
      .screenshot({ path: path.join(directory, `${name}.png`), fullPage: true })
      .catch(() => undefined);
    // CI keeps only its log: what the page showed is reported beside the failure, as the hook's own.
    const shown = await page
      .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').trim().slice(0, 300) ?? '')
      .catch((error: unknown) => `(not readable: ${String(error)})`);
    throw new Error(`When the test failed, the page at ${page.url()} showed: ${shown || '(nothing)'}`);
  });
}

/** Waits until the app's service worker is active (it then serves the shell and precached chunks). */
export async function waitForActiveWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active as ServiceWorker;
    if (worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
  });
}

/** Reloads until the service worker controls the page, so the app opens and navigates offline. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForActiveWorker(page);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
