// What the receipt reading bench reads and what it kept of each reading (tests/bench/receipt-reading.ts).
import type { ReceiptFields, ReceiptReading } from '../../src/features/receipts/prefill/fields';
import type { ReaderTrace } from '../../src/features/receipts/prefill/reader';
import type { TextLine } from '../../src/features/receipts/prefill/text-line';
import type { Half } from '../support/receipt-set';

export type Group = 'clean' | 'degraded' | 'demo';

export interface Sample {
  id: string;
  group: Group;
  half: Half | 'demo';
  image: Buffer;
  type: string;
  truth: ReceiptFields;
}

export interface Scored {
  sample: Sample;
  reading: ReceiptReading;
  lines: TextLine[];
  /** The second engine's reading (PaddleOCR in the reader's worker), when the reader asked for one. */
  secondReading?: ReaderTrace['secondReading'];
  /** The second engine's lines of a photo read whether the reader asked or not (BENCH_SECOND_EVERY_PHOTO). */
  secondLines?: TextLine[] | null;
  /**
   * The reader's stages, the bare engine's text of the whole picture and its time (from the bench's side,
   * the first read's start of the engine included), and a second engine's (BENCH_TRACE_ENGINE=paddle).
   */
  trace?: ReaderTrace & { bare: string; bareMillis: number; second?: { text: string; millis: number } };
}
