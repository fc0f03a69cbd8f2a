// Contract calls for tests, typed by the call: `send` answers whatever the server says, `ok` the
// parsed answer of a call that must succeed, `refused` the status and reason of one that must not.
// One helper for the in-process server (Fastify inject) and for a running one (fetch over HTTP).
import type { FastifyInstance } from 'fastify';
import type { ApiCall, BodyOf, QueryOf, ResponseOf } from '../../src/contract/call';
import { IDEMPOTENCY_HEADER } from '../../src/contract/outbox';

/** Where calls go: the app under test in this process, or the base URL of a server process. */
export type Target = FastifyInstance | string;

/** Who calls: a signed-in user's token, or nobody. */
export type Caller = { token: string } | null;

export interface CallInput<C extends ApiCall> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
  headers: Record<string, unknown>;
  text: string;
}

/** The request's URL below the API base, with the query as the app would send it. */
function urlOf<C extends ApiCall>(call: C, query: QueryOf<C> | undefined): string {
  const entries = Object.entries((query ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, String(value)]);
  const search = new URLSearchParams(entries).toString();
  return `/api${call.path}${search ? `?${search}` : ''}`;
}

/** A multipart body as the app builds it: Blobs and byte arrays become file parts, the rest text. */
function multipart(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, `${name}.jpg`);
    else if (value instanceof Uint8Array) form.append(name, new Blob([new Uint8Array(value)]), `${name}.jpg`);
    else form.append(name, String(value));
  }
  return form;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** A call and its input, checked against each other, in a list of different calls a test sends. */
export interface Request {
  call: ApiCall;
  input: CallInput<ApiCall>;
}

export const request = <C extends ApiCall>(call: C, input: CallInput<C> = {}): Request => ({ call, input });

/** Makes the call and gives back whatever the server answered. */
export async function send<C extends ApiCall>(
  target: Target,
  who: Caller,
  call: C,
  input: CallInput<C> = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    ...(input.idempotencyKey ? { [IDEMPOTENCY_HEADER]: input.idempotencyKey } : {}),
    ...input.headers,
  };
  const url = urlOf(call, input.query);
  const body = input.body === undefined ? undefined : call.multipart ? multipart(input.body) : input.body;
  if (typeof target === 'string') {
    const isJson = body !== undefined && !(body instanceof FormData);
    const response = await fetch(`${target}${url}`, {
      method: call.method,
      headers: { ...headers, ...(isJson ? { 'content-type': 'application/json' } : {}) },
      ...(body === undefined ? {} : { body: isJson ? JSON.stringify(body) : (body as FormData) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: parseJson(text),
      headers: Object.fromEntries(response.headers),
      text,
    };
  }
  const response = await target.inject({
    method: call.method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    json: parseJson(response.body),
    headers: response.headers,
    text: response.body,
  };
}

/** Makes a call that must succeed, and gives its answer parsed by the call's response schema. */
export async function ok<C extends ApiCall>(
  target: Target,
  who: Caller,
  call: C,
  input: CallInput<C> = {},
): Promise<ResponseOf<C>> {
  const answer = await send(target, who, call, input);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${answer.text}`);
  }
  return call.response.parse(answer.json) as ResponseOf<C>;
}

/** Makes a call that must be refused with `status`, and gives the server's reason. */
export async function refused<C extends ApiCall>(
  target: Target,
  who: Caller,
  call: C,
  status: number,
  input: CallInput<C> = {},
): Promise<string> {
  const answer = await send(target, who, call, input);
  if (answer.status !== status) {
    throw new Error(`${call.method} ${call.path} answered ${answer.status}, not ${status}: ${answer.text}`);
  }
  const json = answer.json as { message?: unknown } | string | undefined;
  return typeof json === 'string' ? json : typeof json?.message === 'string' ? json.message : answer.text;
}
