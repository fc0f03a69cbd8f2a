// A screen's browser test: signed in as the test's employee, the API faked, the screen drawn into
// the page, and each of these put back after every test, so no test leaves anything to the next.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import type { TUserInfo } from '../../src/contract/auth';
import { useNoticeStore } from '../../src/lib/notices';
import { clearSession, saveSession } from '../../src/lib/session';
import { type FakeApi, fakeApi } from './fake-api';

export interface ScreenTest {
  /** The current test's API. */
  readonly api: FakeApi;
  /** Draws the screen into the page; it is taken away after the test. */
  show(screen: ReactNode): void;
}

/** Called at the top of a test file: `user` signs in, at Sunrise in Nov 2026, before each test. */
export function screenTest(
  user: Pick<TUserInfo, 'employeeId' | 'employeeName' | 'useName' | 'designation'>,
): ScreenTest {
  let api: FakeApi | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    api = fakeApi();
    saveSession('token', {
      companyId: 1,
      companyName: 'Sunrise',
      expenseMonth: 11,
      expenseYear: 2026,
      ...user,
    });
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    document.body.replaceChildren();
    // Ends the session: every query forgets its entries.
    clearSession();
    vi.unstubAllGlobals();
    localStorage.clear();
    useNoticeStore.setState({ alerts: [], toasts: [], result: null });
  });
  return {
    get api() {
      if (!api) throw new Error('The API is faked inside a test only');
      return api;
    },
    show(screen) {
      const container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
      root.render(screen);
    },
  };
}

/** Waits until the screen shows what the check expects (it updates as the fake API answers). */
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 20 });
