// The reader's own workers (receipt-reader.worker.ts, one script started twice), each started on its first
// request and kept for the next, each request answered by its id: one prepares the picture (QR codes,
// grey, level, clean), the other reads a photo with the second engine, from the photo's first moment. On a
// device with a second core the first, its picture prepared, reads the second engine's strips too.
import type { QrReading } from './qr-payload';
import type { CancelRequest, HelperRequest, ReaderReply, ReaderRequest } from './reader-protocol';
import { deviceAllowsHelper } from './second/device-allows';
import type { TextLine } from './text-line';

interface Slot {
  name: string;
  worker: Worker | null;
  pending: Map<number, (reply: ReaderReply) => void>;
}

const preparing: Slot = { name: 'receipt-reader', worker: null, pending: new Map() };
const secondly: Slot = { name: 'receipt-reader-second', worker: null, pending: new Map() };
let nextId = 1;

/** The picture prepared for the text engine, and then what a QR code on it said. */
export function prepare(image: Blob): { prepared: Promise<ReaderReply>; qr: Promise<QrReading | null> } {
  const qrId = nextId++;
  const qr = answered(preparing, qrId).then((reply) => (reply.outcome === 'qr' ? reply.qr : null));
  return { prepared: ask(preparing, { id: nextId++, image, qrId }), qr };
}

/**
 * The photo read by the second engine (PaddleOCR) in its own worker: its lines, or null when it failed or
 * was cancelled (`cancel` aborted: it stops at its next strip).
 */
export async function readSecond(image: Blob, cancel?: AbortSignal): Promise<TextLine[] | null> {
  const id = nextId++;
  const helper = secondly.worker ? undefined : helperPort();
  const reply = ask(secondly, { id, image, engine: 'second', ...(helper ? { helper } : {}) });
  const unwanted = () => secondly.worker?.postMessage({ cancel: id } satisfies CancelRequest);
  cancel?.addEventListener('abort', unwanted, { once: true });
  const answer = await reply;
  // Answered: a cancel now would only leave its id in the worker's list.
  cancel?.removeEventListener('abort', unwanted);
  if (answer.outcome === 'read') return answer.lines;
  if (answer.outcome === 'failed' && !cancel?.aborted)
    console.warn('The second text engine could not read the photo:', answer.message);
  return null;
}

function ask(slot: Slot, request: ReaderRequest): Promise<ReaderReply> {
  const reply = answered(slot, request.id);
  started(slot).postMessage(request, request.helper ? [request.helper] : []);
  return reply;
}

function answered(slot: Slot, id: number): Promise<ReaderReply> {
  return new Promise((resolve) => slot.pending.set(id, resolve));
}

/**
 * The second engine's end of a port on which the preparing worker reads strips too, when the device
 * allows a helper: sent with the second engine's worker's first request.
 */
function helperPort(): MessagePort | undefined {
  if (!deviceAllowsHelper(navigator.hardwareConcurrency)) return undefined;
  const channel = new MessageChannel();
  const request: HelperRequest = { stripsFrom: channel.port2 };
  started(preparing).postMessage(request, [channel.port2]);
  return channel.port1;
}

/** Stops both workers; a picture still being prepared or read is answered as failed. */
export function stopPreparing(): void {
  stop(preparing, 'The reader was stopped');
  stop(secondly, 'The reader was stopped');
}

function stop(slot: Slot, message: string): void {
  slot.worker?.terminate();
  slot.worker = null;
  for (const settle of slot.pending.values()) settle({ id: 0, outcome: 'failed', message });
  slot.pending.clear();
}

function started(slot: Slot): Worker {
  if (slot.worker) return slot.worker;
  const created = new Worker(new URL('./receipt-reader.worker.ts', import.meta.url), {
    type: 'module',
    name: slot.name,
  });
  created.addEventListener('message', (event: MessageEvent<ReaderReply>) => {
    const settle = slot.pending.get(event.data.id);
    slot.pending.delete(event.data.id);
    settle?.(event.data);
  });
  created.addEventListener('error', (event) => {
    event.preventDefault();
    if (slot.worker !== created) return;
    stop(slot, 'The reader worker stopped');
    // The second engine's port to the preparing worker is gone with either: the next pair starts afresh.
    if (slot === preparing) stop(secondly, 'The reader worker stopped');
  });
  slot.worker = created;
  return created;
}
