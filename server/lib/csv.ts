// CSV files in and out, for every file the server reads or writes: csv-parse and csv-stringify do
// RFC 4180; this module adds our rules. A line ends at CRLF, LF or CR; a byte-order mark is skipped;
// each row keeps the line it starts on, for the messages. A written cell that a spreadsheet would run
// as a formula (= + - @ and the like) is guarded with a leading apostrophe, which reading takes off
// again, so an exported file imports back unchanged.
import { type Options, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

interface CsvRow {
  /** The line the row starts on (the header is line 1). */
  line: number;
  fields: string[];
}

/** A value guarded on writing: one or more apostrophes, then what starts a formula in Excel,
 * LibreOffice or Numbers (full-width forms included), as csv-stringify's escape_formulas has it. */
const GUARDED = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A row the parser could not read: its line and csv-parse's code ('CSV_QUOTE_NOT_CLOSED'), for the caller to word. */
export interface CsvReadingProblem {
  line: number;
  code: string;
}

/** Rows of fields, each with its line; a blank line is skipped; a row that cannot be read is a problem. */
export function readCsv(text: string): { rows: CsvRow[]; problems: CsvReadingProblem[] } {
  const rows: CsvRow[] = [];
  const problems: CsvReadingProblem[] = [];
  let nextLine = 1;
  // With `raw`, each record comes with its text, whose line breaks tell where the next row starts.
  const options: Options<CsvRow, { record: string[]; raw: string }> = {
    bom: true,
    record_delimiter: '\n',
    // A quote inside an unquoted value is a character; spaces around a quoted value are not.
    relax_quotes: true,
    relax_column_count: true,
    trim: true,
    raw: true,
    skip_records_with_error: true,
    on_record: ({ record, raw }) => {
      const line = nextLine;
      nextLine += raw.match(/\n/g)?.length ?? 0;
      return { line, fields: record.map(unguard) };
    },
    on_skip: (error) => {
      problems.push({ line: nextLine, code: error?.code ?? 'unknown' });
      return undefined;
    },
  };
  const records = parse(text.replace(/\r\n?/g, '\n'), options as unknown as Options) as unknown as CsvRow[];
  for (const row of records) {
    if (row.fields.length > 1 || row.fields[0] !== '') rows.push(row);
  }
  return { rows, problems };
}

function unguard(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

/**
 * CSV text of rows, CRLF line ends. Numbers are written with `formatNumber` (default: as JavaScript
 * writes them) and never guarded; text is guarded when a spreadsheet would take it for a formula.
 */
export function writeCsv(
  rows: readonly (readonly (string | number)[])[],
  options: { bom?: boolean; formatNumber?: (value: number) => string } = {},
): string {
  return stringify(rows as (string | number)[][], {
    bom: options.bom ?? false,
    record_delimiter: 'windows',
    escape_formulas: true,
    // The reader trims values: a value with spaces at either end keeps them only inside quotes.
    quoted_match: /^\s|\s$/,
    cast: {
      number: options.formatNumber ?? String,
      // csv-stringify guards a leading = + - @; a value that already starts with ' and one of those
      // gets one more ', so that reading, which takes one off, gives the value back.
      string: (value) => (GUARDED.test(value) ? `'${value}` : value),
    },
  });
}
