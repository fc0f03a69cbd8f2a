// The messages between reader.ts and receipt-reader.worker.ts.
import type { QrReading } from './qr-payload';
import type { TextLine } from './text-line';

/**
 * engine 'second': the photo read by the second engine (PaddleOCR) instead of prepared for the first
 * (tesseract, on the page's side); helper: a port to a helper that reads the second engine's strips too,
 * sent once and kept; qrId: the id under which the QR code found is answered, after the picture.
 */
export interface ReaderRequest {
  id: number;
  image: Blob;
  engine?: 'second';
  helper?: MessagePort;
  qrId?: number;
}

/** To the reader's worker started a second time as a helper: the port on which strips come to be read. */
export interface HelperRequest {
  stripsFrom: MessagePort;
}

/** A second reading no longer wanted (a QR code said everything): it stops at its next strip. */
export interface CancelRequest {
  cancel: number;
}

export type ReaderReply =
  /**
   * image: the picture scaled and in grey for text recognition; isPhoto: the paper is a phone camera's
   * photo's (grainy), not a scan's or a screenshot's.
   */
  | { id: number; outcome: 'prepared'; image: Blob; isPhoto: boolean }
  /** What a QR code on the picture said, if one was found. */
  | { id: number; outcome: 'qr'; qr: QrReading | null }
  /** The second engine's lines, in the pixels of the bill's part of the photo. */
  | { id: number; outcome: 'read'; lines: TextLine[] }
  | { id: number; outcome: 'failed'; message: string };
