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
  /** What reading the photo gave, once it is read (receipt prefill). */
  reading?: PhotoReadingRecord;
}

/** What reading a receipt photo gave, field by field (receipt prefill); absent where nothing sure was read. */
export interface ReadFields {
  invoiceNo?: string | undefined;
  /** 'YYYY-MM-DD' */
  invoiceDate?: string | undefined;
  /** Rupees. */
  amount?: number | undefined;
  expenseType?: string | undefined;
  sellerGstin?: string | undefined;
  /** The e-invoice QR's whole text (issue 37). */
  einvoiceQr?: string | undefined;
}

/** The outcome of reading a receipt photo, kept with the photo until its form is saved or discarded. */
export type PhotoReadingRecord = { status: 'read'; fields: ReadFields } | { status: 'failed' };

/** A choice that belongs to this device, whoever signs in on it (see device-settings.ts). */
export interface DeviceSettingRecord {
  key: string;
  value: unknown;
}

/**
 * A form the user has not finished (upload-bill draft, invoice form). The key is the employee's
 * id and what it is for (see draftKey), so on a shared phone nobody sees another's drafts.
 */
export interface DraftRecord {
  key: string;
  employeeId: number;
  value: Record<string, unknown>;
  updatedAt: number;
}

/** A copy of server data kept for reading offline, keyed like drafts by employee (see cacheKey). */
export interface CacheRecord {
  key: string;
  employeeId: number;
  value: Record<string, unknown>;
  updatedAt: number;
}

export type OutboxState = 'queued' | 'sending' | 'failed' | 'done';
export type OutboxKind =
  | 'bill-upload'
  | 'bill-update'
  | 'bill-delete'
  | 'bill-attach'
  | 'call-save'
  | 'call-delete'
  | 'tp-day-save'
  | 'tp-copy'
  | 'expense-decision'
  | 'chart-decision'
  | 'tp-decision';

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

/** What a waiting call shows on its day before the server has it (issue 27). */
export interface CallPreview {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM'. */
  time: string;
  customerName: string;
  customerType: 'Doctor' | 'Chemist';
  cityName: string;
  hasLocation: boolean;
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
  /** The server's id of the call a change or delete is about (issue 27). */
  callId?: number;
  callPreview?: CallPreview;
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
  settings!: EntityTable<DeviceSettingRecord, 'key'>;

  /**
   * Strict by default: a receipt the app says is saved is on disk, not in a write-back cache.
   * Relaxed commits complete once the browser has the data, before the disk does (see markDb).
   */
  constructor(name = 'tourbook', durability: 'strict' | 'relaxed' = 'strict') {
    super(name, { chromeTransactionDurability: durability });
    this.version(1).stores({
      captures: '&id, employeeId, createdAt',
      drafts: '&key, employeeId',
      outbox: '++seq, &idempotencyKey, state, [employeeId+state], kind',
    });
    // Version 2 keeps copies of server data apart from the user's own unfinished work (drafts).
    this.version(2).stores({ cache: '&key, employeeId' });
    // Version 3 scopes every draft and cached row by employee: drafts move to their scoped key,
    // cached copies are dropped (the next read fetches them again).
    this.version(3)
      .stores({ cache: '&key, employeeId', drafts: '&key, employeeId' })
      .upgrade(async (tx) => {
        await tx.table('cache').clear();
        const drafts = tx.table<DraftRecord, string>('drafts');
        for (const draft of await drafts.toArray()) {
          if (draft.key.startsWith(`${draft.employeeId}:`)) continue;
          await drafts.delete(draft.key);
          await drafts.put({ ...draft, key: draftKey(draft.employeeId, draft.key) });
        }
      });
    // Version 4 keeps the device's own choices (reading bills from photos), apart from any employee.
    this.version(4).stores({ settings: '&key' });
  }
}

export const db = new TourbookDb();

/**
 * The same database through a second connection with relaxed commits, for the outbox sender's own
 * marks only (a row claimed, answered, or found cut off). A mark lost to a power cut or an OS crash
 * (a closed tab or a crashed browser loses nothing) leaves the row to be sent again under its key,
 * which the server answers from its stored response. Two strict commits per receipt were most of
 * what the sync cost beyond the upload itself (docs/decisions.md, Performance). What the user
 * saves (enqueue, retry, discard) stays on the strict connection.
 */
export const markDb = new TourbookDb('tourbook', 'relaxed');

/** The upload-bill draft of one employee (spec section 3 'Bill draft'). */
export const uploadDraftKey = (employeeId: number) => draftKey(employeeId, 'upload-bill');

/** The key of an employee's draft: drafts of one employee are never read for another. */
export function draftKey(employeeId: number, name: string): string {
  return `${employeeId}:${name}`;
}

/** The key of an employee's cached copy of server data. */
export function cacheKey(employeeId: number, name: string): string {
  return `${employeeId}:${name}`;
}

/** The employee's cached copy and when it was saved (epoch ms). */
export async function readCache<T>(
  employeeId: number,
  name: string,
): Promise<{ data: T; savedAt: number } | undefined> {
  const row = await db.cache.get(cacheKey(employeeId, name));
  return row?.employeeId === employeeId ? { data: row.value.data as T, savedAt: row.updatedAt } : undefined;
}

export async function writeCache(employeeId: number, name: string, data: unknown): Promise<void> {
  await db.cache.put({ key: cacheKey(employeeId, name), employeeId, value: { data }, updatedAt: Date.now() });
}

/** At logout: the employee's copies of server data go; drafts, captures and the outbox stay theirs. */
export async function clearCachedData(employeeId: number): Promise<void> {
  await db.cache.where('employeeId').equals(employeeId).delete();
}

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
