// Login state of spec section 4 ('Login request'): loading, error, authenticated. The user and token
// themselves are the session's (lib/session.ts useUser), which every screen reads.
import { create } from 'zustand';
import { clearSession, onSessionEnded, readToken, readUserData, saveSession } from '../../lib/session';
import type { Text } from '../../pure/texts';
import { loginFailureText } from './login-error';
import { LOGIN_TEXTS } from './login-texts';

/**
 * The API client and the contract's schemas (zod, about 29 KB gzip) load when a call is made, not
 * with the login screen: the screen shows without them, and `prepareLogin` starts fetching them as
 * soon as the user touches the form, so they are there by the time Login is pressed.
 */
function loadCalls() {
  return import('./auth-mutations');
}

export function prepareLogin(): void {
  void loadCalls().catch(() => undefined);
}

/** How long logout waits for the server's revoke and the cache's clearing before it ends the session. */
export const LOGOUT_WAIT_MS = 5000;

function settledOrLate(work: Promise<unknown>, waitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([work.then(() => undefined), late]).finally(() => clearTimeout(timer));
}

interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  apiError: boolean;
  errorMessage: Text | string;
  login: (userName: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  clearError: () => void;
}

export const useAuthStore = create<AuthState>()((set) => ({
  isLoading: false,
  isAuthenticated: false,
  apiError: false,
  errorMessage: '',

  async login(userName, password) {
    set({ isLoading: true, apiError: false, errorMessage: '' });
    const calls = await loadCalls().catch(() => undefined);
    // The calls' chunk could not be fetched: as a request with no answer.
    const result = calls
      ? await calls.signIn({ userName, password })
      : ({ ok: false, notice: { text: loginFailureText(undefined, undefined), isError: true } } as const);
    if (result.ok && result.data) {
      saveSession(result.data.token, result.data.userInfo);
      set({ isLoading: false, isAuthenticated: true });
    } else {
      const errorMessage = result.ok ? LOGIN_TEXTS.invalidCredentials : (result.notice?.text ?? '');
      set({ isLoading: false, apiError: true, errorMessage });
    }
  },

  async logout() {
    // The token is revoked on the server when it can be reached; the local session ends regardless.
    const revoke = readToken()
      ? loadCalls().then(
          ({ logoutMutation }) => logoutMutation.run(undefined),
          () => undefined,
        )
      : undefined;
    // On a shared phone the next person must not read this employee's copies of server data.
    // Drafts, captures and the outbox stay: they are keyed by employee and wait for their login.
    const employeeId = readUserData()?.employeeId;
    const forget =
      employeeId === undefined
        ? undefined
        : import('../../lib/db')
            .then(({ clearCachedData }) => clearCachedData(employeeId))
            .catch(() => undefined);
    // A network that holds the request (a train's Wi-Fi) must not hold the user on 'Logging out...':
    // past the wait, the session ends here and the two go on by themselves.
    await settledOrLate(Promise.all([revoke, forget]), LOGOUT_WAIT_MS);
    clearSession();
    set({ apiError: false, errorMessage: '' });
  },

  clearError: () => set({ apiError: false, errorMessage: '' }),
}));

// A 401 anywhere, or a logout in another tab, ends the session here too.
onSessionEnded(() => useAuthStore.setState({ isAuthenticated: false }));
