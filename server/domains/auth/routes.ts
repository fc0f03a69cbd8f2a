// POST /Login and POST /Logout (DESIGN.md section 2 'login payload', section 4 'Identity').
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { login, logout } from '../../../src/contract/auth';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { HttpError } from '../../http/errors';
import { logUnexpectedError } from '../../http/logging';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { businessDate, monthOf } from '../../lib/calendar';
import { verifyAgainstDecoy, verifyPassword } from './passwords';
import {
  clearFailures,
  countRecentFailures,
  createSession,
  findCredentials,
  recordFailure,
  revokeSession,
} from './queries';
import { hashToken, newToken, SESSION_LIFETIME_DAYS } from './tokens';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';

export const authRoutes = domainPlugin('auth', async (app, { db }) => {
  addRoute(
    app,
    login,
    'public',
    async ({ body, request }) => {
      const userKey = failureKey(body.userName, request.ip);
      const failures = await countRecentFailures(db, userKey, LOGIN_FAILURE_WINDOW_MINUTES);
      if (failures >= LOGIN_FAILURE_LIMIT) throw new HttpError(429, TOO_MANY_ATTEMPTS);

      const credentials = await findCredentials(db, body.userName);
      const isValid = credentials
        ? await verifyPassword(credentials.passwordHash, body.password)
        : await verifyAgainstDecoy(body.password);
      if (!credentials || !isValid) {
        await recordFailure(db, userKey);
        return null;
      }

      await clearFailures(db, userKey, 1);
      const token = newToken();
      await createSession(db, hashToken(token), credentials.employeeId, SESSION_LIFETIME_DAYS);
      const { year, month } = monthOf(businessDate());
      return {
        token,
        userInfo: {
          employeeId: credentials.employeeId,
          companyId: credentials.companyId,
          companyName: credentials.companyName,
          designation: credentials.designation,
          employeeName: credentials.employeeName,
          useName: credentials.userName,
          expenseMonth: month,
          expenseYear: year,
        },
      };
    },
    { errorHandler: replyWithQuotedMessage },
  );

  addRoute(app, logout, 'caller', async ({ caller }) => {
    await revokeSession(db, caller.tokenHash);
    return { message: 'Logged out successfully' };
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
  const message = status >= 500 ? 'Login is not available at the moment. Please try again.' : error.message;
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(message));
}
