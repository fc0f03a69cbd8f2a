// The only Dexie database: captured receipts, drafts, form state and the outbox, versioned.
import { Dexie, type EntityTable } from 'dexie';

/** A receipt image from the camera or a file, kept from the moment it exists. */
export interface CaptureRecord {
  id: string;
  employeeId: number;
  /** The capture name: 8 random digits by default, editable. */
  name: string;
  image: Blob;
  thumbnail: Blob;
  width: number;
  height: number;
  createdAt: number;
}

/** A form the user has not finished (upload-bill draft, invoice form), keyed by what it is for. */
export interface DraftRecord {
  key: string;
  employeeId: number;
  value: Record<string, unknown>;
  updatedAt: number;
}

export type OutboxState = 'queued' | 'sending' | 'failed' | 'done';

/** One request waiting to reach the server exactly once (DESIGN.md section 5). */
export interface OutboxItem {
  seq?: number;
  idempotencyKey: string;
  employeeId: number;
  /** Which contract call, by method and path. */
  method: string;
  path: string;
  query?: Record<string, string | number>;
  /** Field values; images stay Blobs (binary), never base64 text. */
  body: Record<string, string | number | Blob>;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  /** What the user would call it, e.g. the invoice number and amount. */
  label: string;
  createdAt: number;
  /** The server's answer once it is applied. */
  response?: unknown;
}

export class TourbookDb extends Dexie {
  captures!: EntityTable<CaptureRecord, 'id'>;
  drafts!: EntityTable<DraftRecord, 'key'>;
  outbox!: EntityTable<OutboxItem, 'seq'>;

  constructor(name = 'tourbook') {
    // Strict: a receipt the app says is saved is on disk, not in a write-back cache.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      captures: '&id, employeeId, createdAt',
      drafts: '&key, employeeId',
      outbox: '++seq, &idempotencyKey, state, [employeeId+state]',
    });
  }
}

export const db = new TourbookDb();

export const UPLOAD_DRAFT_KEY = 'upload-bill';

/** Items that still have to reach the server: queued, sending or failed. */
export function countWaiting(employeeId: number): Promise<number> {
  return db.outbox
    .where('[employeeId+state]')
    .anyOf([
      [employeeId, 'queued'],
      [employeeId, 'sending'],
      [employeeId, 'failed'],
    ])
    .count();
}
