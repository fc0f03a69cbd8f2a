// The messages between prepare-image.ts and compress.worker.ts.
import type { CompressedImage } from './compress-core';

export interface WorkerRequest {
  id: number;
  input: Blob;
}

export type WorkerReply =
  | { id: number; outcome: 'done'; result: CompressedImage }
  /** unreadable: not an image; unsupported: the worker lacks a 2D OffscreenCanvas; failed: anything else. */
  | { id: number; outcome: 'unreadable' | 'unsupported' | 'failed'; message: string };
