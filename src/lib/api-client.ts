// The only module that talks to the API: bearer token, request validation, the spec's error texts, the 401 rule,
// and the rule that an answer is the server's only when it reads as one.
import { FetchError, ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import type { z } from 'zod';
import { type ApiCall, type BodyOf, describeIssues, type QueryOf, type ResponseOf } from '../contract/call';
import { ApiError, errorText, messageOf, NotTheServerError } from './api-error';
import { currentLanguage } from './language';
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
  let answer: unknown;
  try {
    answer = await ofetch<unknown, 'json'>(call.path, {
      baseURL: API_BASE,
      method: call.method,
      ...(query ? { query } : {}),
      ...(body === undefined
        ? {}
        : { body: call.multipart ? toFormData(body) : (body as Record<string, unknown>) }),
      headers: headersFor(token, options),
      ...(options.signal ? { signal: options.signal } : {}),
      retry: 0,
    });
  } catch (error) {
    throw handleFailure(error, options);
  }
  // Hotel and railway Wi-Fi answer every request with 200 and their own login page until the user
  // signs in to it: an answer that does not parse as the call's response says nothing about what
  // the server did, so it is a failure with no answer (retried, the request kept), never a success.
  const parsed = call.response.safeParse(answer);
  if (!parsed.success) throw handleFailure(new NotTheServerError(), options);
  return parsed.data as ResponseOf<C>;
}

/** The token, and the language the server answers in (its refusals, its messages). */
function headersFor(token: string | null, options: CallOptions): Record<string, string> {
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
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

/**
 * A request that fails because the phone has just lost its network raises no alert: the offline
 * screen says so already, and an alert over it would hide its 'Capture a receipt'.
 */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function handleFailure(error: unknown, options: CallOptions): ApiError {
  if (error instanceof ApiError) {
    if (error.isNetworkError && !options.silent && !isOffline()) showAlert(errorText(undefined));
    return error;
  }
  const fromServer = error instanceof FetchError && isServerRefusal(error);
  const status = fromServer ? error.status : undefined;
  const data = fromServer ? error.data : undefined;
  if (status === 401 && !options.keepSessionOn401) {
    clearSession();
    if (window.location.pathname !== '/login') navigate('/login', { replace: true });
  } else if (status !== 409 && status !== 401 && !options.silent && !(status === undefined && isOffline())) {
    showAlert(errorText(status));
  }
  return new ApiError(status, data, messageOf(data) ?? errorText(status));
}

/**
 * A refusal is the server's when it carries the server's error body: JSON, with a readable reason
 * (`{ message }`, or a string for /Login). A 5xx counts whatever its body (a proxy's 502 page says
 * as much: try again later). A 4xx page from something in between (a Wi-Fi login page's 403, a
 * proxy's 401) is no answer from the server: it must not end the session or stop a request for good.
 */
function isServerRefusal(error: FetchError): boolean {
  const status = error.status;
  if (status === undefined) return false;
  if (status >= 500) return true;
  const type = error.response?.headers.get('content-type') ?? '';
  return type.includes('application/json') && messageOf(error.data) !== undefined;
}

/**
 * A call answered with a file (a PDF, a spreadsheet): the same token, validation and failure
 * rules as callApi, and the file's bytes with the name the server gives it.
 */
export async function downloadFile<C extends ApiCall>(
  call: C,
  input: { query?: QueryOf<C> } = {},
  options: CallOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const query = validate(call.query, input.query, 'query') as Record<string, unknown> | undefined;
  const token = readToken();
  try {
    const response = await ofetch.raw(call.path, {
      baseURL: API_BASE,
      method: call.method,
      responseType: 'blob',
      ...(query ? { query } : {}),
      headers: headersFor(token, options),
      retry: 0,
    });
    const disposition = response.headers.get('content-disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: response._data as Blob, fileName };
  } catch (error) {
    throw handleFailure(await withJsonReason(error), options);
  }
}

/** A refused download's body arrives as a Blob: read its JSON reason so the notice can say why. */
async function withJsonReason(error: unknown): Promise<unknown> {
  if (error instanceof FetchError && error.data instanceof Blob) {
    try {
      error.data = JSON.parse(await error.data.text());
    } catch {
      error.data = undefined;
    }
  }
  return error;
}
