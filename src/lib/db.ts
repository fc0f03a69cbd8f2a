// The only Dexie database: captured receipts, drafts, and the outbox, versioned.
import { Dexie, type EntityTable } from 'dexie';
import type { TExpenseOrSundry } from '../contract/receipts';

/** A receipt image from the camera or a file, kept from the moment it exists. */
export interface CaptureRecord {
  id: string;
  employeeId: number;
  /** The capture name: 8 random digits by default, editable. */
  name: string;
  /** The image as taken until it is compressed, then the compressed JPEG. */
  image: Blob;
  /** Set once the image is compressed (longest side at most 2000 px, JPEG). */
  thumbnail?: Blob;
  isCompressed: boolean;
  width?: number;
  height?: number;
  createdAt: number;
}

/** A form the user has not finished (upload-bill draft, invoice form), keyed by what it is for. */
export interface DraftRecord {
  key: string;
  employeeId: number;
  value: Record<string, unknown>;
  updatedAt: number;
}

/** A copy of server data kept for reading offline (expense types, the unreported bills list). */
export interface CacheRecord {
  key: string;
  employeeId: number;
  value: Record<string, unknown>;
  updatedAt: number;
}

export type OutboxState = 'queued' | 'sending' | 'failed' | 'done';
export type OutboxKind = 'bill-upload' | 'bill-update' | 'bill-delete' | 'bill-attach';

/** What a waiting new bill shows in lists before the server has it. */
export interface BillPreview {
  invoiceNumber: string;
  invoiceDate: string;
  /** Rupees. */
  amount: number;
  expenseType: string;
  expenseOrSundry: TExpenseOrSundry;
  thumbnail?: Blob;
}

/** One request waiting to reach the server exactly once (DESIGN.md section 5). */
export interface OutboxItem {
  seq?: number;
  idempotencyKey: string;
  employeeId: number;
  kind: OutboxKind;
  /** The contract call, by its path (see OUTBOX_CALLS in contract/outbox.ts). */
  path: string;
  query?: Record<string, string | number>;
  /** Field values; images stay Blobs (binary), never base64 text. */
  body?: Record<string, string | number | Blob>;
  /** The server's id of the bill an update, delete or attach is about. */
  billId?: number;
  preview?: BillPreview;
  /** What the user would call it, e.g. 'Bill INV-204, ₹ 450.00'. */
  label: string;
  state: OutboxState;
  attempts: number;
  /** Epoch ms before which the item is not sent again. */
  nextAttemptAt: number;
  lastError?: string;
  lastStatus?: number;
  createdAt: number;
  updatedAt: number;
  /** The server's answer once it is applied. */
  response?: unknown;
}

export class TourbookDb extends Dexie {
  captures!: EntityTable<CaptureRecord, 'id'>;
  drafts!: EntityTable<DraftRecord, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;
  cache!: EntityTable<CacheRecord, 'key'>;

  constructor(name = 'tourbook') {
    // Strict: a receipt the app says is saved is on disk, not in a write-back cache.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      captures: '&id, employeeId, createdAt',
      drafts: '&key, employeeId',
      outbox: '++seq, &idempotencyKey, state, [employeeId+state], kind',
    });
    // Version 2 keeps copies of server data apart from the user's own unfinished work (drafts).
    this.version(2).stores({ cache: '&key, employeeId' });
  }
}

export const db = new TourbookDb();

export const UPLOAD_DRAFT_KEY = 'upload-bill';

const waitingStates = (employeeId: number) => [
  [employeeId, 'queued'],
  [employeeId, 'sending'],
  [employeeId, 'failed'],
];

/** Items that still have to reach the server: queued, being sent, or stopped with an error. */
export function countWaiting(employeeId: number): Promise<number> {
  return db.outbox.where('[employeeId+state]').anyOf(waitingStates(employeeId)).count();
}

/** New receipts (bill uploads) not on the server yet: the offline screen's count. */
export function countWaitingReceipts(employeeId: number): Promise<number> {
  return db.outbox
    .where('[employeeId+state]')
    .anyOf(waitingStates(employeeId))
    .filter((item) => item.kind === 'bill-upload')
    .count();
}
