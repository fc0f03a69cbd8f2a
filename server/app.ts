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
import { REQUEST_SAYS } from '../src/contract/request-texts';
import { renderText, type Text } from '../src/pure/texts';
import type { Database } from './db/database';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './db/unavailable';
import { adminRoutes } from './domains/admin/routes';
import { approvalRoutes } from './domains/approvals/routes';
import { addAuthHook } from './domains/auth/auth-hook';
import { authRoutes } from './domains/auth/routes';
import { awayRoutes } from './domains/away/routes';
import { callRoutes } from './domains/calls/routes';
import { dashboardRoutes } from './domains/dashboard/routes';
import { expenseRoutes } from './domains/expenses/routes';
import { fareChartRoutes } from './domains/fare-chart/routes';
import { financeRoutes } from './domains/finance/routes';
import { limitRoutes } from './domains/limits/routes';
import { notificationRoutes } from './domains/notifications/routes';
import { profileRoutes } from './domains/profile/routes';
import { receiptRoutes } from './domains/receipts/routes';
import { scheduleReminders } from './domains/tour-programme/reminder';
import { tourProgrammeRoutes } from './domains/tour-programme/routes';
import { HttpError } from './http/errors';
import { schedulePurge } from './http/idempotency';
import { addDepthLimitedJsonParser } from './http/json-depth';
import { loadAllTexts, requestLanguage } from './http/language';
import { logUnexpectedError, RequestLog } from './http/logging';
import { addApiDocs } from './http/openapi';
import { addSecurityHeaders } from './http/security-headers';

const API_PREFIX = '/api';

/** Every domain's routes, each a Fastify plugin under /api. */
const DOMAINS = [
  authRoutes,
  profileRoutes,
  notificationRoutes,
  dashboardRoutes,
  fareChartRoutes,
  receiptRoutes,
  expenseRoutes,
  callRoutes,
  approvalRoutes,
  adminRoutes,
  financeRoutes,
  tourProgrammeRoutes,
  limitRoutes,
  awayRoutes,
];
/**
 * What one multipart request may hold: the calls need one bill image of at most 5 MB (DESIGN.md
 * section 4) and one thumbnail, or the image as a base64 data URL (about 6.7 MB of text) for
 * clients that cannot send files, and about ten short fields. Busboy holds a part in memory
 * until it ends, and readMultipart stops once the parts so far pass MAX_MULTIPART_BYTES, so one
 * request buffers at most about 15 MB, not the 350 MB the earlier limits allowed.
 */
const MULTIPART_LIMITS = {
  fileSize: 6 * 1024 * 1024,
  files: 2,
  fieldSize: 7 * 1024 * 1024,
  fields: 12,
} as const;

interface AppOptions {
  db: Database;
  /** The built app (vite build output); not served when absent. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Check every answer against its call's response schema; tests turn this on. */
  checkResponses?: boolean;
  /**
   * Trust X-Forwarded-For from these proxies (Fastify's trustProxy: true, a hop count, or
   * addresses). Off by default: otherwise any client could choose the address the login limit
   * counts by. The server reads it from TRUST_PROXY.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

export async function buildApp({
  db,
  distDir,
  logger = false,
  checkResponses = false,
  trustProxy = false,
}: AppOptions): Promise<FastifyInstance> {
  await loadAllTexts();
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy, logController: new RequestLog() });
  app.decorate('contractRoutes', []);
  app.decorate('checkResponses', checkResponses);
  addSecurityHeaders(app);
  addDepthLimitedJsonParser(app);
  app.setErrorHandler(handleError);
  schedulePurge(app, db);
  scheduleReminders(app, db);

  app.get('/health', async () => {
    await db.query('select 1');
    return { status: 'ok', database: db.kind };
  });

  await app.register(
    async (api) => {
      await api.register(multipart, {
        limits: MULTIPART_LIMITS,
      });
      addAuthHook(api, db);
      for (const domain of DOMAINS) await api.register(domain, { db });
      addApiDocs(api, API_PREFIX);
      api.setNotFoundHandler((request, reply) => {
        const text = REQUEST_SAYS.noSuchCall({
          method: request.method,
          path: request.url.split('?')[0] ?? '',
        });
        return reply.status(404).send({ message: renderText(text, requestLanguage(request)) });
      });
    },
    { prefix: API_PREFIX },
  );

  if (distDir && existsSync(path.join(distDir, 'index.html'))) await serveApp(app, distDir);
  else app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: notFound(request) }));
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
      return reply.status(404).send({ message: notFound(request) });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

const notFound = (request: FastifyRequest) => renderText(REQUEST_SAYS.notFound, requestLanguage(request));

/** Fastify's own refusals of a body, in words the catalogue translates. */
const FRAMEWORK_TEXTS: Record<string, Text> = {
  FST_ERR_CTP_BODY_TOO_LARGE: REQUEST_SAYS.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: REQUEST_SAYS.notJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: REQUEST_SAYS.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: REQUEST_SAYS.mediaType,
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    // An outage, not a bug: the client may try again (the outbox does), and the log says which.
    request.log.warn({ code: error.code ?? error.message }, 'database unavailable');
    return reply
      .status(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .send({ message: renderText(REQUEST_SAYS.databaseUnavailable, requestLanguage(request)) });
  }
  if (status >= 500) {
    logUnexpectedError(request.log, error);
    return reply
      .status(500)
      .send({ message: renderText(REQUEST_SAYS.serverError, requestLanguage(request)) });
  }
  const text = error instanceof HttpError ? error.text : (FRAMEWORK_TEXTS[error.code] ?? error.message);
  return reply.status(status).send({ message: renderText(text, requestLanguage(request)) });
}
