// The only module that talks to the API: bearer token, request validation, the spec's error texts, the 401 rule.
import { FetchError, ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { type ApiCall, type BodyOf, describeIssues, type QueryOf, type ResponseOf } from '../contract/call';
import { ApiError, errorText, messageOf } from './api-error';
import { showAlert } from './notices';
import { clearSession, readToken } from './session';

export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

export interface CallOptions {
  /** No alert: the caller shows the failure itself (login, background sync). */
  silent?: boolean;
  /** No 401 redirect: the caller handles an ended session itself (background sync). */
  keepSessionOn401?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
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
