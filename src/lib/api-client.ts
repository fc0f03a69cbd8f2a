// The only module that talks to the API: bearer token, request validation, the spec's error texts, the 401 rule.
import { FetchError, ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { type ApiCall, type BodyOf, describeIssues, type QueryOf, type ResponseOf } from '../contract/call';
import { showAlert } from './notices';
import { clearSession, readToken } from './session';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** The shared handler's texts (spec section 8). */
export const SERVER_ERROR_TEXT = "Server Couldn't respond at this moment, please try again..";
export const TIMEOUT_TEXT = 'network: taking too long to fetch data';
export const OTHER_ERROR_TEXT = 'something went wrong, this maybe network issue';

/** A failed call: `status` is undefined when no answer came (offline, DNS, connection reset). */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    /** The server's response body, as the spec's rejection value. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

export interface CallOptions {
  /** No alert: the caller shows the failure itself (login, background sync). */
  silent?: boolean;
  /** No 401 redirect: the caller handles an ended session itself (background sync). */
  keepSessionOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function errorText(status: number | undefined): string {
  if (status !== undefined && status >= 500) return SERVER_ERROR_TEXT;
  if (status === 408) return TIMEOUT_TEXT;
  return OTHER_ERROR_TEXT;
}

export async function callApi<C extends ApiCall>(
  call: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C> } = {},
  options: CallOptions = {},
): Promise<ResponseOf<C>> {
  const query = validate(call.query, input.query, 'query') as Record<string, unknown> | undefined;
  const body = validate(call.body, input.body, 'body');
  const token = readToken();
  try {
    return await ofetch<ResponseOf<C>, 'json'>(call.path, {
      baseURL: API_BASE,
      method: call.method,
      ...(query ? { query } : {}),
      ...(body === undefined
        ? {}
        : { body: call.multipart ? toFormData(body) : (body as Record<string, unknown>) }),
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(options.signal ? { signal: options.signal } : {}),
      retry: 0,
    });
  } catch (error) {
    throw handleFailure(error, options);
  }
}

function validate(schema: z.ZodType, value: unknown, where: string): unknown {
  if (value === undefined) return undefined;
  const result = schema.safeParse(value);
  // A bad request built by the app is a bug: fail loudly here rather than send it.
  if (!result.success) throw new ApiError(400, null, `Invalid ${where}: ${describeIssues(result.error)}`);
  return value;
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : `${name}.jpg`);
    else form.append(name, String(value));
  }
  return form;
}

function handleFailure(error: unknown, options: CallOptions): ApiError {
  if (error instanceof ApiError) return error;
  const status = error instanceof FetchError ? error.status : undefined;
  const data = error instanceof FetchError ? error.data : undefined;
  if (status === 401 && !options.keepSessionOn401) {
    clearSession();
    if (window.location.pathname !== '/login') navigate('/login', { replace: true });
  } else if (status !== 409 && status !== 401 && !options.silent) {
    showAlert(errorText(status));
  }
  return new ApiError(status, data, messageOf(data) ?? errorText(status));
}

/** The readable reason in a server's error body, if it has one. */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.length > 0) return data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}
