// One shared sign-in for the end-to-end tests: a demo user signs in through the API once per test
// file and server, and later tests reuse the token while the server still accepts it. Tests about
// signing in use the login form (loginThroughForm); a token that a test revoked (logout, a 401
// test) is noticed and replaced by a fresh sign-in.
import { DEMO_PASSWORD } from '../../server/seed/demo-company';
import { login, type TUserInfo } from '../../src/contract/auth';
import { getNotification } from '../../src/contract/notifications';
import { ok, send, type Target } from './send';

export interface DemoSession {
  token: string;
  userInfo: TUserInfo;
}

const sessions = new Map<string, DemoSession>();

/** Signs a demo user in through POST /api/Login, as the app's login form does. */
export async function signInThroughApi(target: Target, userName: string): Promise<DemoSession> {
  const answer = await ok(target, null, login, { body: { userName, password: DEMO_PASSWORD } });
  const where = typeof target === 'string' ? target : 'the app under test';
  if (!answer) throw new Error(`The demo user ${userName} could not sign in at ${where}`);
  return { token: answer.token, userInfo: answer.userInfo };
}

/** Whether the server still takes the token: a cheap read that needs it. */
async function isLive(baseUrl: string, session: DemoSession): Promise<boolean> {
  try {
    const answer = await send(baseUrl, session, getNotification, {
      query: { employeeId: session.userInfo.employeeId },
    });
    return answer.status === 200;
  } catch {
    return false;
  }
}

/**
 * A demo user's session on this server: the one signed in earlier in this file while it lives, else
 * a new one. The page's sessions and the API helpers' are kept apart, as two devices would be: a
 * test that revokes the page's token still reads the server with the other.
 */
export async function demoSession(
  baseUrl: string,
  userName: string,
  holder: 'page' | 'api' = 'api',
): Promise<DemoSession> {
  const key = `${holder} ${baseUrl} ${userName}`;
  const known = sessions.get(key);
  if (known && (await isLive(baseUrl, known))) return known;
  const fresh = await signInThroughApi(baseUrl, userName);
  sessions.set(key, fresh);
  return fresh;
}
