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
  trace?: ReaderTrace & { bare: string };
}
