// The picture's preparation in our own worker (receipt-reader.worker.ts: QR codes, grey, level, clean),
// started on the first picture and kept for the next; each request answered by its id. On a device with
// a second core, the same worker is started once more on the second engine's first photo, as a helper
// that reads its strips beside it.
import type { HelperRequest, ReaderReply, ReaderRequest } from './reader-protocol';
import { deviceAllowsHelper } from './second/device-allows';
import type { TextLine } from './text-line';

let prepareWorker: Worker | null = null;
let helperWorker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: ReaderReply) => void>();

export function prepare(image: Blob): Promise<ReaderReply> {
  return ask({ id: nextId++, image });
}

/** The photo read by the second engine (PaddleOCR) in the same worker: its lines, or null when it failed. */
export async function readSecond(image: Blob): Promise<TextLine[] | null> {
  const helper = startHelper();
  const reply = await ask({ id: nextId++, image, engine: 'second', ...(helper ? { helper } : {}) });
  if (reply.outcome === 'read') return reply.lines;
  if (reply.outcome === 'failed')
    console.warn('The second text engine could not read the photo:', reply.message);
  return null;
}

function ask(request: ReaderRequest): Promise<ReaderReply> {
  const worker = startPrepareWorker();
  return new Promise((resolve) => {
    pending.set(request.id, resolve);
    worker.postMessage(request, request.helper ? [request.helper] : []);
  });
}

/** The helper's end of a port to the reader's worker, when a helper is started now (once, if the device allows). */
function startHelper(): MessagePort | undefined {
  if (helperWorker || !deviceAllowsHelper(navigator.hardwareConcurrency)) return undefined;
  const channel = new MessageChannel();
  helperWorker = startWorker('receipt-reader-helper');
  helperWorker.addEventListener('error', (event) => {
    event.preventDefault();
    stopHelper();
  });
  const request: HelperRequest = { stripsFrom: channel.port2 };
  helperWorker.postMessage(request, [channel.port2]);
  return channel.port1;
}

function stopHelper(): void {
  helperWorker?.terminate();
  helperWorker = null;
}

/** Stops the worker; a picture still being prepared is answered as failed. */
export function stopPreparing(): void {
  prepareWorker?.terminate();
  prepareWorker = null;
  stopHelper();
  failPending('The reader was stopped');
}

function startPrepareWorker(): Worker {
  if (prepareWorker) return prepareWorker;
  const created = startWorker('receipt-reader');
  created.addEventListener('message', (event: MessageEvent<ReaderReply>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  });
  created.addEventListener('error', (event) => {
    event.preventDefault();
    if (prepareWorker === created) prepareWorker = null;
    created.terminate();
    // Its port to the helper is gone with it: the next worker starts its own.
    stopHelper();
    failPending('The reader worker stopped');
  });
  prepareWorker = created;
  return created;
}

function failPending(message: string): void {
  for (const settle of pending.values()) settle({ id: 0, outcome: 'failed', message });
  pending.clear();
}

function startWorker(name: string): Worker {
  return new Worker(new URL('./receipt-reader.worker.ts', import.meta.url), { type: 'module', name });
}
