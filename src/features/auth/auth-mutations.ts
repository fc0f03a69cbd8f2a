// Login and logout as writes (spec sections 4 and 5). Loaded with the contract when the user first
// touches the login form (auth-store.ts), so the form shows without them.
import { login, logout } from '../../contract/auth';
import { readDeviceId } from '../../lib/device-settings';
import { defineMutation, definePublicMutation } from '../../lib/server-mutation';
import { loginFailureText } from './login-error';

/** The form shows every reason in its message area (a null answer: the store's 'Invalid Credentials'). */
export const loginMutation = definePublicMutation({
  call: login,
  request: (credentials: { userName: string; password: string; deviceId?: string }) => ({
    body: credentials,
  }),
  select: (response) => response,
  refusalText: (reason, status) => loginFailureText(status, reason),
  failureText: (status, reason) => loginFailureText(status, reason),
  shows: 'inline',
});

/** Signs in with this browser's own id, so the server keeps one session per device (issue 40). */
export async function signIn(credentials: { userName: string; password: string }) {
  const deviceId = await readDeviceId();
  return loginMutation.run({ ...credentials, ...(deviceId ? { deviceId } : {}) });
}

/**
 * Revokes the token when the server can be reached; the local session ends regardless, so nothing
 * is said, and a 401 (the token already revoked) does not bounce the logout screen to /login.
 */
export const logoutMutation = defineMutation({
  call: logout,
  request: () => ({}),
  select: (response) => response.message,
  failureText: null,
  refusalText: null,
  shows: 'inline',
  keepSessionOn401: true,
});
