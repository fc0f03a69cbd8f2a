// The picture's preparation in our own worker (receipt-reader.worker.ts: QR codes, grey, level, clean),
// started on the first picture and kept for the next; each request answered by its id.
import type { ReaderReply, ReaderRequest } from './reader-protocol';
import type { TextLine } from './text-line';

let prepareWorker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (reply: ReaderReply) => void>();

export function prepare(image: Blob): Promise<ReaderReply> {
  return ask({ id: nextId++, image });
}

/** The photo read by the second engine (PaddleOCR) in the same worker: its lines, or null when it failed. */
export async function readSecond(image: Blob): Promise<TextLine[] | null> {
  const reply = await ask({ id: nextId++, image, engine: 'second' });
  if (reply.outcome === 'read') return reply.lines;
  if (reply.outcome === 'failed')
    console.warn('The second text engine could not read the photo:', reply.message);
  return null;
}

function ask(request: ReaderRequest): Promise<ReaderReply> {
  const worker = startPrepareWorker();
  return new Promise((resolve) => {
    pending.set(request.id, resolve);
    worker.postMessage(request);
  });
}

/** Stops the worker; a picture still being prepared is answered as failed. */
export function stopPreparing(): void {
  prepareWorker?.terminate();
  prepareWorker = null;
  failPending('The reader was stopped');
}

function startPrepareWorker(): Worker {
  if (prepareWorker) return prepareWorker;
  const created = new Worker(new URL('./receipt-reader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'receipt-reader',
  });
  created.addEventListener('message', (event: MessageEvent<ReaderReply>) => {
    const settle = pending.get(event.data.id);
    pending.delete(event.data.id);
    settle?.(event.data);
  });
  created.addEventListener('error', (event) => {
    event.preventDefault();
    if (prepareWorker === created) prepareWorker = null;
    created.terminate();
    failPending('The reader worker stopped');
  });
  prepareWorker = created;
  return created;
}

function failPending(message: string): void {
  for (const settle of pending.values()) settle({ id: 0, outcome: 'failed', message });
  pending.clear();
}
