// The image pipeline's worker: decodes, scales and encodes receipts so the camera screens never stutter.
import { compressImage, DecodeError, UnsupportedError } from './compress-core';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(message: WorkerReply): void;
};

// One image at a time: two 12-megapixel bitmaps at once can exhaust a mid-range phone's memory.
let queue: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event) => {
  const { id, input } = event.data;
  queue = queue.then(async () => {
    try {
      scope.postMessage({ id, outcome: 'done', result: await compressImage(input) });
    } catch (error) {
      const outcome =
        error instanceof DecodeError
          ? 'unreadable'
          : error instanceof UnsupportedError
            ? 'unsupported'
            : 'failed';
      scope.postMessage({ id, outcome, message: error instanceof Error ? error.message : String(error) });
    }
  });
});
