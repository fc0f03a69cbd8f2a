// Login state of spec section 4 ('Login request'): loading, error, authenticated. The user and token
// themselves are the session's (lib/session.ts useUser), which every screen reads.
import { create } from 'zustand';
import { clearSession, onSessionEnded, readToken, readUserData, saveSession } from '../../lib/session';
import type { Text } from '../../pure/texts';
import { loginErrorText } from './login-error';
import { LOGIN_TEXTS } from './login-texts';

/**
 * The API client and the contract's schemas (zod, about 29 KB gzip) load when a call is made, not
 * with the login screen: the screen shows without them, and `prepareLogin` starts fetching them as
 * soon as the user touches the form, so they are there by the time Login is pressed.
 */
function loadCalls() {
  return Promise.all([
    import('../../contract/auth'),
    import('../../lib/api-client'),
    import('../../lib/device-settings'),
  ]);
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
    try {
      const [{ login: loginCall }, { callApi }, { readDeviceId }] = await loadCalls();
      const deviceId = await readDeviceId();
      // Silent: the login form shows the reason itself, in its message area.
      const result = await callApi(
        loginCall,
        { body: { userName, password, ...(deviceId ? { deviceId } : {}) } },
        { silent: true },
      );
      if (!result) {
        set({ isLoading: false, apiError: true, errorMessage: LOGIN_TEXTS.invalidCredentials });
        return;
      }
      saveSession(result.token, result.userInfo);
      set({ isLoading: false, isAuthenticated: true });
    } catch (error) {
      set({ isLoading: false, apiError: true, errorMessage: loginErrorText(error) });
    }
  },

  async logout() {
    // The token is revoked on the server when it can be reached; the local session ends regardless.
    if (readToken())
      await loadCalls()
        .then(([{ logout: logoutCall }, { callApi }]) =>
          callApi(logoutCall, {}, { silent: true, keepSessionOn401: true }),
        )
        .catch(() => undefined);
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
