// Resolves the bearer token of every API request to its caller; non-public routes refuse without one.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { extendSession, findLiveSession } from './queries';
import { bearerToken, hashToken, SESSION_LIFETIME_DAYS } from './tokens';

export function addAuthHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const tokenHash = hashToken(token);
      const session = await findLiveSession(db, tokenHash, SESSION_LIFETIME_DAYS);
      if (session) {
        const { needsExtension, ...caller } = session;
        request.caller = { ...caller, tokenHash };
        // Sliding expiry, written at most once a day per session rather than on every request.
        if (needsExtension) await extendSession(db, tokenHash, SESSION_LIFETIME_DAYS);
      }
    }
    // Unknown paths answer 404 whoever asks; every real route needs a caller unless it is public.
    if (!request.caller && !request.is404 && request.routeOptions.config?.isPublic !== true)
      throw unauthorized();
  });
}
