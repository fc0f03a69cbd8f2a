// POST /Login and POST /Logout (DESIGN.md section 2 'login payload', section 4 'Identity').
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  login,
  logout,
  setLanguage,
  signedInDevices,
  signOutDevice,
  signOutEverywhere,
} from '../../../src/contract/auth';
import { AUTH_TEXTS } from '../../../src/contract/auth-texts';
import { renderText } from '../../../src/pure/texts';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { conflict, HttpError, notFound } from '../../http/errors';
import { requestLanguage } from '../../http/language';
import { logUnexpectedError } from '../../http/logging';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { deviceName } from './device-name';
import { hashPassword, needsRehash, verifyAgainstDecoy, verifyPassword } from './passwords';
import {
  claimLoginAttempt,
  clearFailures,
  findCredentials,
  findOwnSession,
  liveSessions,
  replacePasswordHash,
  revokeOtherSessions,
  revokeSession,
  revokeSessionById,
  saveLanguage,
} from './queries';
import { startSession } from './session';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const authRoutes = domainPlugin('auth', async (app, { db }) => {
  addRoute(
    app,
    login,
    'public',
    async ({ body, request }) => {
      const userKey = failureKey(body.userName, request.ip);
      // Counted before the slow password check, so guesses sent at once cannot all be checked.
      const mayTry = await claimLoginAttempt(db, userKey, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES);
      if (!mayTry) throw new HttpError(429, AUTH_TEXTS.tooManyAttempts);

      const credentials = await findCredentials(db, body.userName);
      const isValid = credentials
        ? await verifyPassword(credentials.passwordHash, body.password)
        : await verifyAgainstDecoy(body.password);
      // A failure stays counted; a success clears the key's attempts.
      if (!credentials || !isValid) return null;

      await clearFailures(db, userKey, 1);
      if (needsRehash(credentials.passwordHash)) {
        const newHash = await hashPassword(body.password);
        await replacePasswordHash(db, credentials.employeeId, credentials.passwordHash, newHash);
      }
      return startSession(db, credentials, request.headers['user-agent'], body.deviceId);
    },
    { errorHandler: replyWithQuotedMessage },
  );

  addRoute(app, logout, 'caller', async ({ caller, language }) => {
    await revokeSession(db, caller.tokenHash);
    return { message: renderText(AUTH_TEXTS.loggedOut, language) };
  });

  addRoute(app, setLanguage, 'caller', async ({ body, caller }) => {
    await saveLanguage(db, caller.employeeId, body.language);
    // Said in the language just chosen, whatever the request's header said.
    return { message: renderText(AUTH_TEXTS.languageSaved, body.language) };
  });

  addRoute(app, signedInDevices, 'caller', async ({ caller }) => ({
    devices: (await liveSessions(db, caller.employeeId, caller.tokenHash)).map((session) => ({
      sessionId: session.sessionId,
      device: deviceName(session.userAgent),
      signedInAt: session.signedInAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      isThisDevice: session.isThisDevice,
    })),
  }));

  // Only the caller's own sessions are found: another's number answers as one not signed in.
  addRoute(app, signOutDevice, 'caller', async ({ body, caller, language }) => {
    const session = await findOwnSession(db, caller.employeeId, body.sessionId, caller.tokenHash);
    if (!session) throw notFound(AUTH_TEXTS.deviceNotSignedIn);
    if (session.isThisDevice) throw conflict(AUTH_TEXTS.deviceInUse);
    await revokeSessionById(db, body.sessionId);
    return {
      message: renderText(AUTH_TEXTS.deviceSignedOut({ device: deviceName(session.userAgent) }), language),
    };
  });

  addRoute(app, signOutEverywhere, 'caller', async ({ caller, language }) => {
    const signedOut = await revokeOtherSessions(db, caller.employeeId, caller.tokenHash);
    return { message: renderText(AUTH_TEXTS.signedOutOthers({ count: signedOut }), language), signedOut };
  });
});

/**
 * Failures are counted per user name and client address together: a stranger's wrong passwords
 * lock out only the stranger's own address, never the employee signing in from her phone. The
 * address is the connection's unless TRUST_PROXY names the proxy in front (server/config.ts).
 */
export function failureKey(userName: string, address: string): string {
  return `${userName.trim().toLowerCase()} ${address}`;
}

/** Login errors travel as a JSON string, which the app shows without its quotes (spec section 5). */
function replyWithQuotedMessage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const isOutage = isDatabaseUnavailable(error);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : isOutage ? 503 : 500;
  if (isOutage) {
    request.log.warn({ code: error.code ?? error.message }, 'database unavailable');
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  } else if (status >= 500) logUnexpectedError(request.log, error);
  const text =
    status >= 500 ? AUTH_TEXTS.loginUnavailable : error instanceof HttpError ? error.text : error.message;
  const message = renderText(text, requestLanguage(request));
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(message));
}
