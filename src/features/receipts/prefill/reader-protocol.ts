// The messages between reader.ts and receipt-reader.worker.ts.
import type { QrReading } from './qr-payload';

export interface ReaderRequest {
  id: number;
  image: Blob;
}

export type ReaderReply =
  /** A QR code said what the bill is: no text recognition needed. */
  | { id: number; outcome: 'qr'; reading: QrReading }
  /** No usable QR code: the picture, scaled and in grey, ready for text recognition. */
  | { id: number; outcome: 'text'; image: Blob }
  | { id: number; outcome: 'failed'; message: string };
