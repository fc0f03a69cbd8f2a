// The API as a screen's browser test wants it: each contract call answered as the test says (at
// once, or held until the test lets it go), and every request kept so the test can count what the
// screen asked for.
import { vi } from 'vitest';
import type { ApiCall, ResponseOf } from '../../src/contract/call';

/** The server's refusal or failure: a status and the `{ message }` body the server sends with it. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

export interface Asked {
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply<C extends ApiCall> = ResponseOf<C> | Refusal;
type Answerer = (asked: Asked) => unknown;

export interface FakeApi {
  /** Answers every request of `call` from now on with what `reply` gives. */
  on<C extends ApiCall>(call: C, reply: (asked: Asked) => Reply<C> | Promise<Reply<C>>): void;
  /** The requests of `call` so far. */
  asked(call: ApiCall): Asked[];
}

/** Replaces fetch for this test (vi.unstubAllGlobals puts it back); a call nobody answers fails it. */
export function fakeApi(): FakeApi {
  const answerers = new Map<string, Answerer>();
  const requests = new Map<string, Asked[]>();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = await request.text();
    const asked = { url, headers: request.headers, body: text ? JSON.parse(text) : undefined };
    requests.set(path, [...(requests.get(path) ?? []), asked]);
    const answerer = answerers.get(path);
    if (!answerer) throw new Error(`The test answers no ${request.method} ${path}`);
    const reply = await answerer(asked);
    const [status, body] =
      reply instanceof Refusal ? [reply.status, { message: reply.message }] : [200, reply];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    on: (call, reply) => void answerers.set(call.path, reply),
    asked: (call) => requests.get(call.path) ?? [],
  };
}

/** An answer the test gives when it chooses, to see the screen while the request is in flight. */
export function held<T>(): { answer: Promise<T>; give: (value: T) => void } {
  let give: (value: T) => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    give = resolve;
  });
  return { answer, give };
}
