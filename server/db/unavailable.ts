// Tells a database that cannot be reached (restarting, failed over, network cut) from a real fault.
import { REQUEST_SAYS } from '../../src/contract/request-texts';
import { renderText } from '../../src/pure/texts';

/**
 * PostgreSQL's codes for a server that is shutting down, starting, or out of connections
 * (classes 57P and 08, and 53300), and the socket errors of a connection that was refused,
 * reset or cut.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|not queryable/i;

/** The English of the 503 an outage gets (REQUEST_SAYS.databaseUnavailable in the caller's language). */
export const DATABASE_UNAVAILABLE = renderText(REQUEST_SAYS.databaseUnavailable, 'en');
/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  // A pool that could not connect may wrap the socket's error (AggregateError for IPv4 and IPv6).
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}
