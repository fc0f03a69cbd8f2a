// The messages between reader.ts and receipt-reader.worker.ts.
import type { QrReading } from './qr-payload';
import type { TextLine } from './text-line';

/**
 * engine 'second': the photo read by the second engine (PaddleOCR) instead of prepared for the first
 * (tesseract, on the page's side).
 */
export interface ReaderRequest {
  id: number;
  image: Blob;
  engine?: 'second';
}

export type ReaderReply =
  /**
   * qr: what a QR code said, if one was found; image: the picture scaled and in grey for text
   * recognition, sent only when the QR code left the invoice number, date or amount unsaid;
   * isPhoto: the paper is a phone camera's photo's (grainy), not a scan's or a screenshot's.
   */
  | { id: number; outcome: 'prepared'; qr: QrReading | null; image?: Blob; isPhoto?: boolean }
  /** The second engine's lines, in the pixels of the bill's part of the photo. */
  | { id: number; outcome: 'read'; lines: TextLine[] }
  | { id: number; outcome: 'failed'; message: string };
