// Field schemas every domain's calls share: dates, rupees, text and files, with the messages
// forms show (a form puts the field's label in front: 'Amount must be more than 0').
import { z } from 'zod';
import { gstinProblem, normaliseGstin } from '../pure/gstin';

/** 'YYYY-MM-DD', a real calendar date. */
export const ZIsoDate = z
  .string({ error: 'is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'is not a real date',
    },
  );

/** The largest amount any field takes: ₹1,00,00,000 (a crore). */
export const MAX_RUPEES = 10_000_000;

export interface RupeeFieldOptions {
  /** 0 is a valid amount (a day's total, a deduction); by default an amount is more than 0. */
  allowZero?: boolean;
  /** An empty field ('', null, absent) counts as 0 (a deduction left blank). */
  emptyIsZero?: boolean;
  /** What to say past MAX_RUPEES, where a screen has its own text. */
  tooLargeText?: string;
}

/**
 * Rupees with at most two decimals, from JSON or a form field: 120, 120.5, '120', '120.50'. Text
 * must be plain digits with one optional decimal point (no '1e3', '0x10' or '-5'). Every money
 * field of the contract is made here, so the two-decimal rule is written once.
 */
export function rupeeField(options: RupeeFieldOptions = {}) {
  const number = z.number({ error: 'must be an amount in rupees, like 120 or 120.50' });
  return z.preprocess(
    (value) => {
      if (options.emptyIsZero && (value === '' || value === null || value === undefined)) return 0;
      return typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
    },
    (options.allowZero
      ? number.min(0, { error: 'must be 0 or more' })
      : number.positive({ error: 'must be more than 0' })
    )
      .max(MAX_RUPEES, { error: options.tooLargeText ?? 'must be at most 1,00,00,000' })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        error: 'must have at most two decimals',
      }),
  );
}

/** An amount more than 0: a bill, a fare. */
export const ZRupees = rupeeField();

/**
 * Text PostgreSQL can store: no NUL and no lone surrogate (it refuses both, and the request would
 * end in a 500 rather than a reason).
 */
export const isStorableText = (text: string) =>
  !text.includes('\u0000') &&
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/** Required text, trimmed, of at most `max` characters. */
export const ZText = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

/** A binary multipart part, as the server sees it (the app sends a Blob). */
export const ZFilePart = z.custom<{ filename: string; mimetype: string; data: Uint8Array }>(
  (value) =>
    typeof value === 'object' && value !== null && (value as { data?: unknown }).data instanceof Uint8Array,
  { error: 'must be a file' },
);
/** What the app puts in a multipart field for a file. */
export const ZBlob = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
  error: 'must be a file',
});
export const ZImagePart = z.union([ZFilePart, ZBlob], { error: 'must be a file' });

/**
 * An optional GSTIN (issue 37 §4), written without spaces in capitals; '' counts as none. Its shape
 * and state code are refused here; a wrong check character is only shown by the form, since NIC's
 * own test invoices carry GSTINs that fail it under a genuine signature.
 */
export const ZOptionalGstin = z.preprocess(
  (value) => (typeof value === 'string' ? normaliseGstin(value) || undefined : value),
  z
    .string({ error: 'must be text' })
    .refine((gstin) => gstinProblem(gstin) !== 'shape', {
      error: 'must be 15 characters: the 2-digit state code, the 10-character PAN, then 3 more',
    })
    .refine((gstin) => gstinProblem(gstin) !== 'state', {
      error: 'must start with a GST state code (01–38, 97, 99)',
    })
    .optional(),
);

/**
 * A field of an answer that the specification gives a default for: absent, null or empty, it reads
 * as the default, so an answer without it still counts as the server's (every answer is parsed).
 */
export function withDefault<S extends z.ZodType<string | null>>(schema: S, fallback: z.output<S>) {
  return schema
    .nullish()
    .transform(
      (value): z.output<S> => (value === undefined || value === null || value === '' ? fallback : value),
    );
}
