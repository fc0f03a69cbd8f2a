// Ids and dates read from a request as it arrived, before its schema parses it: the access rules
// find what a call acts on from these, and leave a malformed value to the schema's 400.
import { ZId } from '../../src/contract/call';
import type { Input } from './access';

/** An id from the request as it arrived or as parsed; undefined when it is missing or malformed. */
export function idIn(input: Input, where: 'query' | 'body', name: string): number | undefined {
  const container = input[where];
  if (!container || typeof container !== 'object') return undefined;
  const parsed = ZId.safeParse((container as Record<string, unknown>)[name]);
  return parsed.success ? parsed.data : undefined;
}

/** A 'YYYY-MM-DD' date from the request, or undefined. */
export function dateIn(input: Input, where: 'query' | 'body', name: string): string | undefined {
  const container = input[where];
  if (!container || typeof container !== 'object') return undefined;
  const value = (container as Record<string, unknown>)[name];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
