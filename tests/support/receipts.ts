// Receipt requests for tests: sample images, the typed upload call, and raw multipart forms for
// the tests that send what the contract's types forbid.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expenseUpload, type TExpenseUploadRequest } from '../../src/contract/receipts';
import { addDays, businessDate } from '../../src/pure/calendar';
import { type Answer, send, type Target } from './send';
import { bearer } from './test-app';

const seedBill = (name: string) => readFileSync(new URL(`../../server/seed/bills/${name}`, import.meta.url));

/** A real photo of a bill (one of the demo company's) and its thumbnail. */
export const SAMPLE_JPEG = seedBill('asha-auto-rickshaw.jpg');
export const SAMPLE_THUMBNAIL = seedBill('asha-auto-rickshaw.thumb.jpg');

/** A whole PNG of the given size; with `noise` its pixels are random, so it does not compress. */
export function samplePng(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const row = width * 3 + 1;
  const pixels = options.noise ? randomBytes(row * height) : Buffer.alloc(row * height, 0x80);
  for (let y = 0; y < height; y++) pixels[y * row] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: options.noise ? 0 : 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A photo as the app puts it in a multipart body: the test's bytes in a Blob, which is how the
 * contract types a file part. Sent without a type, as the raw form() does, so the server sees the
 * same part either way.
 */
export const photo = (bytes: Uint8Array): Blob => new Blob([new Uint8Array(bytes)]);

/** Fields of a multipart body the contract's types may not allow: wrong types, extra fields. */
export type FormFields = Record<string, string | number | Uint8Array | undefined>;

/** A multipart body as the app sends it: byte arrays become file parts, the rest text fields. */
export function form(fields: FormFields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof Uint8Array) body.append(name, new Blob([new Uint8Array(value)]), `${name}.jpg`);
    else body.append(name, String(value));
  }
  return body;
}

let invoiceCounter = 0;
/** An invoice number no other test uses. */
export function newInvoiceNumber(): string {
  invoiceCounter += 1;
  return `T-${process.pid}-${invoiceCounter}`;
}

export interface Employee {
  token: string;
  employeeId: number;
  companyId: number;
}

/** The text fields of a valid upload for the employee, a new invoice number each time. */
const uploadText = (employee: Employee) => ({
  EmployeeId: employee.employeeId,
  CompanyId: employee.companyId,
  UploadDate: '22-11-2026',
  fare: '120.50',
  desc: 'Auto from the station',
  InvoiceNumber: newInvoiceNumber(),
  ExpenseType: 'Travel',
  InvoiceDate: addDays(businessDate(), -10),
  expenseOrSundry: 'E' as const,
});

/** The body of a valid upload for the employee, typed by the contract; any field can be replaced. */
export function uploadBody(
  employee: Employee,
  overrides: Partial<TExpenseUploadRequest> = {},
): TExpenseUploadRequest {
  return {
    ...uploadText(employee),
    Image: photo(SAMPLE_JPEG),
    Thumbnail: photo(SAMPLE_THUMBNAIL),
    ...overrides,
  };
}

/** Uploads a bill through the contract's call, with the valid body changed by `overrides`. */
export function upload(
  target: Target,
  employee: Employee,
  overrides: Partial<TExpenseUploadRequest> = {},
  idempotencyKey?: string,
): Promise<Answer> {
  return send(target, employee, expenseUpload, {
    body: uploadBody(employee, overrides),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
}

/** The fields of a valid upload as a raw form, for tests that then break them; see uploadBody. */
export function uploadFields(employee: Employee, overrides: FormFields = {}): FormFields {
  return {
    ...uploadText(employee),
    Image: SAMPLE_JPEG,
    Thumbnail: SAMPLE_THUMBNAIL,
    ...overrides,
  };
}

/** Uploads a raw form: the valid fields changed by ones the contract's type forbids (extra parts, a text Image). */
export function uploadForm(app: FastifyInstance, employee: Employee, overrides: FormFields = {}) {
  return app.inject({
    method: 'POST',
    url: `/api${expenseUpload.path}`,
    payload: form(uploadFields(employee, overrides)),
    headers: bearer(employee.token),
  });
}
