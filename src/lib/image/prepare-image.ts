// Every captured or chosen receipt image goes through here before it is stored: JPEG, at most 2000 px
// and 400 KB, upright, with a list thumbnail; in a worker where the browser allows, else on the main thread.
import type { CompressedImage } from './compress-core';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

export interface PreparedImage {
  /** image/jpeg, longest side at most 2000 px, at most 400 KB. */
  image: Blob;
  /** image/jpeg, longest side at most 320 px, for lists. */
  thumbnail: Blob;
  width: number;
  height: number;
}

export const IMAGE_UNREADABLE_TEXT = 'This image could not be read. Please choose another.';

/** The input is not an image the browser can decode; the message is fit to show the user as it is. */
export class ImageUnreadableError extends Error {
  constructor() {
    super(IMAGE_UNREADABLE_TEXT);
    this.name = 'ImageUnreadableError';
  }
}

export async function prepareReceiptImage(input: Blob): Promise<PreparedImage> {
  if (canUseWorker()) {
    try {
      const result = await compressInWorker(input);
      markPreparedIn('worker');
      return result;
    } catch (error) {
      if (!(error instanceof WorkerUnavailable)) throw error;
      // The worker could not start or lacks a 2D OffscreenCanvas: the same steps on this thread.
    }
  }
  const result = await compressOnMainThread(input);
  markPreparedIn('main-thread');
  return result;
}

/** Where an image was prepared, as a performance mark: field diagnostics (and tests) see the worker at work. */
export const PREPARED_MARK = { worker: 'image-prepared:worker', 'main-thread': 'image-prepared:main-thread' };

function markPreparedIn(path: keyof typeof PREPARED_MARK): void {
  performance.mark(PREPARED_MARK[path]);
}

function canUseWorker(): boolean {
  return !isWorkerBroken && typeof Worker === 'function' && typeof OffscreenCanvas === 'function';
}

/** The main-thread path loads the shared steps only when it is needed; they are in the worker's chunk too. */
async function compressOnMainThread(input: Blob): Promise<PreparedImage> {
  const core = await import('./compress-core');
  try {
    return await core.compressImage(input);
  } catch (error) {
    if (error instanceof core.DecodeError) throw new ImageUnreadableError();
    throw error;
  }
}

class WorkerUnavailable extends Error {}

/** A worker is kept between images and closed after this long without work, to give its memory back. */
const WORKER_IDLE_MS = 30_000;

let worker: Worker | null = null;
let isWorkerBroken = false;
let nextId = 1;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const pending = new Map<
  number,
  { resolve: (result: CompressedImage) => void; reject: (error: Error) => void }
>();

function compressInWorker(input: Blob): Promise<PreparedImage> {
  const current = startWorker();
  clearTimeout(idleTimer);
  const id = nextId++;
  return new Promise<CompressedImage>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // A Blob crosses to the worker by reference: no copy of the photo's bytes is made.
    current.postMessage({ id, input } satisfies WorkerRequest);
  });
}

function startWorker(): Worker {
  if (worker) return worker;
  // A separate chunk, not inlined: the service worker precaches it with every other chunk (a build
  // check in tests/bench/compression.ts proves it), so offline it never touches the network, and the
  // code is not duplicated as base64 inside the page's JavaScript. If it still cannot load, the
  // error handler below sends the work to the main thread.
  const created = new Worker(new URL('./compress.worker.ts', import.meta.url), {
    type: 'module',
    name: 'receipt-image',
  });
  created.addEventListener('message', (event: MessageEvent<WorkerReply>) => settle(event.data));
  created.addEventListener('error', (event) => {
    event.preventDefault();
    abandonWorker(created);
  });
  created.addEventListener('messageerror', () => abandonWorker(created));
  worker = created;
  return created;
}

function settle(reply: WorkerReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  if (reply.outcome === 'done') waiting.resolve(reply.result);
  else if (reply.outcome === 'unreadable') waiting.reject(new ImageUnreadableError());
  else if (reply.outcome === 'unsupported') {
    isWorkerBroken = true;
    waiting.reject(new WorkerUnavailable(reply.message));
  } else waiting.reject(new Error(reply.message));
  if (pending.size === 0) idleTimer = setTimeout(stopWorker, WORKER_IDLE_MS);
}

/** The script failed to load or the worker died: what it held is redone on the main thread. */
function abandonWorker(broken: Worker): void {
  if (worker !== broken) return;
  isWorkerBroken = true;
  stopWorker();
  for (const waiting of pending.values()) waiting.reject(new WorkerUnavailable('The image worker stopped'));
  pending.clear();
}

function stopWorker(): void {
  worker?.terminate();
  worker = null;
}
