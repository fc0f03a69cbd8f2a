// The messages between reader.ts and receipt-reader.worker.ts.
import type { QrReading } from './qr-payload';

export interface ReaderRequest {
  id: number;
  image: Blob;
}

export type ReaderReply =
  /**
   * qr: what a QR code said, if one was found; image: the picture scaled and in grey for text
   * recognition, sent only when the QR code left the invoice number, date or amount unsaid; photo: when
   * `image` is a grainy photo with its paper whitened, the same picture in the photo's own grey levels.
   */
  | { id: number; outcome: 'prepared'; qr: QrReading | null; image?: Blob; photo?: Blob }
  | { id: number; outcome: 'failed'; message: string };
