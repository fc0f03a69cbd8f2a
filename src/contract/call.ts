// The shape of one API call: method, path, query, body and response, shared by the app and the server.
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCall<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path below the API base, exactly as spec section 7 spells it. */
  path: string;
  query: Q;
  body: B;
  response: R;
  /** The body travels as multipart/form-data (files as binary parts). */
  multipart?: boolean;
  /** The call may be sent without a bearer token. */
  isPublic?: boolean;
}

/**
 * The header that makes a write's replay harmless (contract/outbox.ts). Here rather than there: the
 * app's direct writes send it too, and contract/outbox.ts brings every outbox call's schemas.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** No query string or no body: whatever arrives is ignored. */
export const ZNone = z.any().transform((): undefined => undefined);

export function defineCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(call: {
  method: HttpMethod;
  path: string;
  query?: Q;
  body?: B;
  response: R;
  multipart?: boolean;
  isPublic?: boolean;
}): ApiCall<Q, B, R> {
  return { ...call, query: (call.query ?? ZNone) as Q, body: (call.body ?? ZNone) as B };
}

export type QueryOf<C> = C extends ApiCall<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<C> = C extends ApiCall<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ResponseOf<C> = C extends ApiCall<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** One readable sentence from a failed parse, e.g. "userName: Enter a user name". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * The range of PostgreSQL's integer (int4), the column every whole number of the contract lands
 * in: a field past it would reach the database and fail there ('value out of range'), a 500.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An id the server issued: a positive whole number, from JSON or from a query string. */
export const ZId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be positive' })
  .max(INT4_MAX, { error: 'is too large' });

/** A whole number a column of type integer can hold, from JSON or from a query string. */
export const ZInt4 = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(INT4_MIN, { error: 'is too small' })
  .max(INT4_MAX, { error: 'is too large' });

export const ZMessage = z.object({ message: z.string() });
