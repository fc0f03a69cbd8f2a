// What the server writes to its log, and what it never writes: tokens, passwords, images.
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

/**
 * The listening process's logger. Requests are logged by method, URL and status only (Fastify's
 * default serializers never write headers or bodies); the headers that carry secrets are redacted
 * all the same, in case a log call ever passes a whole request.
 */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

/** A request that takes longer than this is logged in full, as a warning. */
export const SLOW_REQUEST_MS = 1000;

/** What the log says about one finished request: at most one line, and none for a quick static file. */
interface RequestLine {
  level: 'warn' | 'info' | 'debug';
  /** One short line a reader scans: method, path, status and time. */
  message: string;
  /** Given with errors and slow requests only. */
  details?: Record<string, unknown>;
}

export function requestLine(
  { method, url, ip }: { method: string; url: string; ip: string },
  status: number,
  ms: number,
): RequestLine {
  const message = `${method} ${url} ${status} ${Math.round(ms)} ms`;
  const details = { method, url, status, ms: Math.round(ms), remoteAddress: ip };
  // A failure's error is logged in full where it happens (logUnexpectedError); this line names the request.
  if (status >= 500) return { level: 'info', message, details };
  if (ms >= SLOW_REQUEST_MS) return { level: 'warn', message: `slow request: ${message}`, details };
  const isApi = url.startsWith('/api/') || url === '/health';
  return { level: isApi || status >= 400 ? 'info' : 'debug', message };
}

/**
 * One line per request in place of Fastify's two (incoming, completed): a walk through the app
 * logged thousands of lines and buried the start banner. The app's own files are logged at debug
 * level only, unless they fail or are slow.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      logUnexpectedError(reply.log, error, 'request errored');
      return;
    }
    const line = requestLine(request, reply.statusCode, reply.elapsedTime);
    if (line.details) reply.log[line.level](line.details, line.message);
    else reply.log[line.level](line.message);
  }
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
