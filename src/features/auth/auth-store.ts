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
    if (readToken())
      await loadCalls().then(
        ({ logoutMutation }) => logoutMutation.run(undefined),
        () => undefined,
      );
    // On a shared phone the next person must not read this employee's copies of server data.
    // Drafts, captures and the outbox stay: they are keyed by employee and wait for their login.
    const employeeId = readUserData()?.employeeId;
    if (employeeId !== undefined) {
      await import('../../lib/db')
        .then(({ clearCachedData }) => clearCachedData(employeeId))
        .catch(() => undefined);
    }
    clearSession();
    set({ apiError: false, errorMessage: '' });
  },

  clearError: () => set({ apiError: false, errorMessage: '' }),
}));

// A 401 anywhere, or a logout in another tab, ends the session here too.
onSessionEnded(() => useAuthStore.setState({ isAuthenticated: false }));
