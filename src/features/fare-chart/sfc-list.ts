// How the fare chart's list reads its rows (spec sections 2 and 4): status words and colours, the
// effective dates line, which rows may be changed.
import type { TSfcJourneyRow, TSfcStatus } from '../../contract/fare-chart';
import { formatListDate } from '../../pure/calendar';

export const STATUS_LABELS: Record<TSfcStatus, string> = {
  D: 'Draft',
  S: 'Submitted',
  A: 'Approved',
  R: 'Rejected',
};

/** Approved or submitted in the primary colour, rejected in red, others in the draft colour. */
export function statusTone(status: TSfcStatus): 'primary' | 'rejected' | 'draft' {
  if (status === 'A' || status === 'S') return 'primary';
  if (status === 'R') return 'rejected';
  return 'draft';
}

/**
 * The reason shows for approved or rejected rows only, and not when it only repeats the status
 * ('Approved' beside 'Approved', issue 40).
 */
export function reasonOf(row: TSfcJourneyRow): string | null {
  if (row.status !== 'A' && row.status !== 'R') return null;
  const reason = row.reason?.trim() ?? '';
  return reason && reason.toLowerCase() !== STATUS_LABELS[row.status].toLowerCase() ? reason : null;
}

/** The rows by effective date, oldest first; the chart's own order within a date (issue 40). */
export function byEffectiveDate(rows: TSfcJourneyRow[]): TSfcJourneyRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.effectiveDate.localeCompare(b.row.effectiveDate) || a.index - b.index)
    .map(({ row }) => row);
}

/** 'Effective Date :' the distinct dates in order, joined by commas, or N/A. */
export function effectiveDatesLine(rows: TSfcJourneyRow[]): string {
  const dates = [...new Set(rows.map((row) => row.effectiveDate))].sort();
  return dates.length === 0 ? 'N/A' : dates.map(formatListDate).join(', ');
}

/** Only draft and rejected rows are edited (spec section 6). */
export function canEdit(row: TSfcJourneyRow): boolean {
  return row.status === 'D' || row.status === 'R';
}

/** Drafts are deleted; a desktop also deletes rejected rows (spec section 4). */
export function canDelete(row: TSfcJourneyRow, isDesktop: boolean): boolean {
  return row.status === 'D' || (isDesktop && row.status === 'R');
}

/** What a row is called in button names: 'Pune to Lonavala, Out Station by Bus'. */
export function journeyName(row: TSfcJourneyRow): string {
  return `${row.fromCityName} to ${row.toCityName}, ${row.categoryName} by ${row.transportName}`;
}

/** The rows of one transport mode, or all of them. */
export function rowsOfMode(rows: TSfcJourneyRow[], transportId: number | null): TSfcJourneyRow[] {
  return transportId === null ? rows : rows.filter((row) => row.transportId === transportId);
}

/** The drafts a submit sends (spec section 4: submit sends all Draft rows). */
export function draftIds(rows: TSfcJourneyRow[]): number[] {
  return rows.filter((row) => row.status === 'D').map((row) => row.stpfcDetailid);
}
