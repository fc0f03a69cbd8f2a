// The messages between reader.ts and receipt-reader.worker.ts.
import type { QrReading } from './qr-payload';

export interface ReaderRequest {
  id: number;
  image: Blob;
}

export type ReaderReply =
  /**
   * qr: what a QR code said, if one was found; image: the picture scaled and in grey for text
   * recognition, sent only when the QR code left the invoice number, date or amount unsaid.
   */
  | { id: number; outcome: 'prepared'; qr: QrReading | null; image?: Blob }
  | { id: number; outcome: 'failed'; message: string };
