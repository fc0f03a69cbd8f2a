// CSV import and export of administration data (issue 24): the kinds of file, their columns, and
// the calls that check, import and export them. Files travel as text in JSON ({ csv }).
import { z } from 'zod';
import { defineCall, ZId } from '../call';
import { ZCompanyQuery } from './common';

export const CSV_KINDS = [
  'employees',
  'cities',
  'distances',
  'fareRates',
  'allowances',
  'holidays',
  'customers',
  'limits',
] as const;
export const ZCsvKind = z.enum(CSV_KINDS, { error: `must be one of ${CSV_KINDS.join(', ')}` });
export type TCsvKind = z.infer<typeof ZCsvKind>;

/** The header line of each file, exactly: the template is this line alone. */
export const CSV_COLUMNS: Record<TCsvKind, readonly string[]> = {
  employees: [
    'code',
    'name',
    'designation',
    'grade',
    'area_range',
    'territory',
    'hq_city',
    'reports_to',
    'email',
    'phone',
  ],
  /** class: the Government of India's X, Y or Z (issue 37). */
  cities: ['territory', 'city', 'latitude', 'longitude', 'class'],
  distances: ['from_city', 'to_city', 'km', 'effective_from'],
  fareRates: ['transport', 'grade', 'rupees_per_km', 'effective_from'],
  allowances: ['category', 'grade', 'rupees', 'effective_from'],
  holidays: ['date', 'name'],
  customers: ['name', 'type', 'city', 'territory', 'active'],
  /** rupees left empty: no limit from that date on (issue 37). */
  limits: ['expense_type', 'grade', 'city_class', 'per', 'rupees', 'effective_from'],
};

/**
 * Columns at the end of a file that may be left out of its header, for files made before they
 * existed: a cities file without coordinates (issue 27) or class (issue 37) leaves them as they are.
 */
export const CSV_OPTIONAL_COLUMNS: Partial<Record<TCsvKind, number>> = { cities: 3 };

/** 8 MB of text: 20,000 distances take about 0.6 MB. */
export const MAX_CSV_CHARS = 8 * 1024 * 1024;

const ZCsvBody = z.object({
  companyId: ZId,
  kind: ZCsvKind,
  csv: z
    .string({ error: 'must be the text of a CSV file' })
    .max(MAX_CSV_CHARS, { error: 'is too large: at most 8 MB' }),
});

export const ZCsvReport = z.object({
  rows: z.number().int(),
  /** Rows that would add or change something (the rest are already as the file says). */
  changes: z.number().int(),
  /** Every problem, by row: 'Row 7: reports to E0999 is not an employee'. */
  problems: z.array(z.string()),
});
export type TCsvReport = z.infer<typeof ZCsvReport>;

/** Checks a file and writes nothing. */
export const adminCsvCheck = defineCall({
  method: 'POST',
  path: '/adminCsvCheck',
  body: ZCsvBody,
  response: ZCsvReport,
});

/** Writes every row in one transaction, or, with any problem, none (422 with the problems). */
export const adminCsvImport = defineCall({
  method: 'POST',
  path: '/adminCsvImport',
  body: ZCsvBody,
  response: ZCsvReport.extend({ message: z.string() }),
});

export const adminCsvExport = defineCall({
  method: 'GET',
  path: '/adminCsvExport',
  query: ZCompanyQuery.extend({ kind: ZCsvKind }),
  response: z.object({ fileName: z.string(), csv: z.string() }),
});
