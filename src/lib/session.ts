// The session keys the specification names (section 3): the only things kept in localStorage, and
// the signed-in user as React state for every screen.
import { create } from 'zustand';
import type { TUserInfo } from '../contract/auth';

export const USER_DATA_KEY = 'userData';
export const TOKEN_KEY = 'token';
export const SELECTED_EXPENSE_KEY = 'SelectedExpenseData';

export type StoredUserData = TUserInfo & { token: string };

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readUserData(): StoredUserData | null {
  const raw = localStorage.getItem(USER_DATA_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUserData>;
    // A damaged or older entry counts as no session; zod stays out of the first chunk on purpose.
    const isComplete =
      typeof parsed.token === 'string' &&
      typeof parsed.employeeId === 'number' &&
      typeof parsed.companyId === 'number' &&
      typeof parsed.employeeName === 'string' &&
      typeof parsed.companyName === 'string';
    return isComplete ? (parsed as StoredUserData) : null;
  } catch {
    return null;
  }
}

/** What a session writes to localStorage, key by key: saveSession's, and the e2e tests' sign-in. */
export function sessionEntries(token: string, userInfo: TUserInfo): Array<[string, string]> {
  return [
    [TOKEN_KEY, token],
    [USER_DATA_KEY, JSON.stringify({ ...userInfo, token })],
  ];
}

export function saveSession(token: string, userInfo: TUserInfo): StoredUserData {
  for (const [key, value] of sessionEntries(token, userInfo)) localStorage.setItem(key, value);
  const user = { ...userInfo, token };
  useSessionStore.setState({ user });
  return user;
}

export const SESSION_ENDED_EVENT = 'tourbook:session-ended';

/** The 401 rule of spec section 8: the session keys go, whatever else the app keeps stays. */
export function clearSession(): void {
  localStorage.removeItem(USER_DATA_KEY);
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SELECTED_EXPENSE_KEY);
  useSessionStore.setState({ user: null });
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** Calls back when the session ends in this tab (401, logout) or in another one. */
export function onSessionEnded(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null)) callback();
  };
  window.addEventListener(SESSION_ENDED_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_ENDED_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user as React state: set by saveSession and clearSession, and by another tab's. */
export const useSessionStore = create<{ user: StoredUserData | null }>()(() => ({
  user: typeof localStorage === 'undefined' ? null : readUserData(),
}));

if (typeof window !== 'undefined') {
  // A login or logout in another tab changes this tab's session too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_DATA_KEY || event.key === TOKEN_KEY) {
      useSessionStore.setState({ user: readToken() ? readUserData() : null });
    }
  });
}

/** The signed-in user, for screens that only render after the token guard let them through. */
export function useUser(): StoredUserData | null {
  return useSessionStore((state) => state.user);
}

/** The expense day a screen works on (spec section 3 'SelectedExpenseData'): the day details, attach mode. */
export interface SelectedExpenseDay {
  expenseId: number;
  expenseDetailId: number;
  activityDate: string;
}

export function selectExpenseDay(day: SelectedExpenseDay): void {
  const { expenseId, expenseDetailId, activityDate } = day;
  localStorage.setItem(SELECTED_EXPENSE_KEY, JSON.stringify({ expenseId, expenseDetailId, activityDate }));
}

/** The selected day, or null when none is kept or what is kept is not a day. */
export function readSelectedExpenseDay(): SelectedExpenseDay | null {
  try {
    const day = JSON.parse(
      localStorage.getItem(SELECTED_EXPENSE_KEY) ?? 'null',
    ) as Partial<SelectedExpenseDay> | null;
    return day &&
      typeof day.expenseId === 'number' &&
      typeof day.expenseDetailId === 'number' &&
      typeof day.activityDate === 'string'
      ? { expenseId: day.expenseId, expenseDetailId: day.expenseDetailId, activityDate: day.activityDate }
      : null;
  } catch {
    return null;
  }
}
