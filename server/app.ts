// The Fastify application as a factory: it never listens, so tests build it and call it in-process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from './db/database';
import { addAuthHook } from './domains/auth/auth-hook';
import { authRoutes } from './domains/auth/routes';
import { expenseRoutes } from './domains/expenses/routes';
import { fareChartRoutes } from './domains/fare-chart/routes';
import { notificationRoutes } from './domains/notifications/routes';
import { profileRoutes } from './domains/profile/routes';
import { receiptRoutes } from './domains/receipts/routes';
import { schedulePurge } from './http/idempotency';
import { addSecurityHeaders } from './http/security-headers';

export const API_PREFIX = '/api';
/** The largest upload: a 5 MB image (DESIGN.md section 4) as base64 text, with room for the fields. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export interface AppOptions {
  db: Database;
  /** The built app (vite build output); not served when absent. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ db, distDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // Behind a load balancer the client's address is in X-Forwarded-For.
    trustProxy: true,
  });
  addSecurityHeaders(app);
  app.setErrorHandler(handleError);
  schedulePurge(app, db);

  app.get('/health', async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  await app.register(
    async (api) => {
      await api.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, fieldSize: MAX_UPLOAD_BYTES, files: 4, fields: 40 },
      });
      addAuthHook(api, db);
      authRoutes(api, db);
      profileRoutes(api, db);
      notificationRoutes(api, db);
      fareChartRoutes(api, db);
      receiptRoutes(api, db);
      expenseRoutes(api, db);
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ message: `No such API call: ${request.method} ${request.url.split('?')[0]}` }),
      );
    },
    { prefix: API_PREFIX },
  );

  if (distDir && existsSync(path.join(distDir, 'index.html'))) await serveApp(app, distDir);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  return app;
}

async function serveApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // Hashed files never change; everything else must be revalidated so updates reach users.
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Any other page is a route of the single-page app: the shell decides what to show, 404 included.
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error(error);
    return reply.status(500).send({ message: 'Something went wrong on the server. Please try again.' });
  }
  return reply.status(status).send({ message: error.message });
}
