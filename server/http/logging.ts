// What the server writes to its log, and what it never writes: tokens, passwords, images.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

/**
 * The listening process's logger. Requests are logged by method, URL and status only (Fastify's
 * default serializers never write headers or bodies); the headers that carry secrets are redacted
 * all the same, in case a log call ever passes a whole request.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

/**
 * Logs an unexpected error by its kind, message, code and stack, and nothing else. A database
 * error carries more (PostgreSQL's `detail` says 'Failing row contains (...)' with every column of
 * the row, a bill's image included; drivers attach the statement's parameters): none of that
 * belongs in a log that many people read.
 */
export function logUnexpectedError(log: FastifyBaseLogger, error: unknown, message = 'request failed'): void {
  if (!(error instanceof Error)) {
    log.error({ err: { type: typeof error } }, message);
    return;
  }
  const code = (error as { code?: unknown }).code;
  log.error(
    {
      err: {
        type: error.name,
        message: error.message,
        ...(typeof code === 'string' ? { code } : {}),
        stack: error.stack,
      },
    },
    message,
  );
}
