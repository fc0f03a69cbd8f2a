// How the load's virtual users send requests: fetch, or HTTPS that trusts one certificate (nginx's
// self-signed one in the large-company set-up; Node's fetch cannot be told to trust it).
import { Agent, request as httpsRequest } from 'node:https';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Sends one request; throws when no answer comes (refused, reset, cut). */
export type Requester = (url: string, init?: RequestInit) => Promise<HttpAnswer>;

export const fetchRequester: Requester = async (url, init) => {
  const response = await fetch(url, init);
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    text: await response.text(),
  };
};

/** HTTPS with keep-alive, trusting the certificate authority `ca` (PEM) and nothing else. */
export function trustingRequester(ca: string): Requester {
  const agent = new Agent({ ca, keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  return async (url, init) => {
    // Request serialises the body as fetch would (FormData with its boundary, JSON text).
    const prepared = new Request(url, init);
    const body = init?.body === undefined ? undefined : Buffer.from(await prepared.arrayBuffer());
    const headers: Record<string, string> = Object.fromEntries(prepared.headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<HttpAnswer>((resolve, reject) => {
      const outgoing = httpsRequest(
        url,
        { method: prepared.method, headers, agent, timeout: 120_000 },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('close', () => {
            if (!incoming.complete) reject(new Error('the answer was cut short'));
          });
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 120 s')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
