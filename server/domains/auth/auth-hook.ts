// Resolves the bearer token of every API request to its caller; non-public routes refuse without one.
import type { FastifyInstance } from 'fastify';
import { ADMIN_SAYS } from '../../../src/contract/admin-answer-texts';
import type { Database } from '../../db/database';
import { forbidden, unauthorized } from '../../http/errors';
import { findLiveSession, touchSession } from './queries';
import { bearerToken, hashToken, SESSION_LIFETIME_DAYS } from './tokens';

const PASSWORD_CHANGE_PATHS = new Set(['/api/ChangePassword', '/api/Logout']);

export function addAuthHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const tokenHash = hashToken(token);
      const session = await findLiveSession(db, tokenHash, SESSION_LIFETIME_DAYS);
      if (session) {
        const { needsTouch, ...caller } = session;
        request.caller = { ...caller, tokenHash };
        // The last use (for the devices list) and the sliding expiry, written together every few
        // minutes per session rather than on every request.
        if (needsTouch) await touchSession(db, tokenHash, SESSION_LIFETIME_DAYS);
      }
    }
    // A one-time password's session may only choose a new password or sign out (issue 24).
    if (request.caller?.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(request.routeOptions.url ?? '')) {
      throw forbidden(ADMIN_SAYS.mustChoosePassword);
    }
    // Unknown paths answer 404 whoever asks; every real route needs a caller unless it is public.
    if (!request.caller && !request.is404 && request.routeOptions.config?.isPublic !== true)
      throw unauthorized();
  });
}
