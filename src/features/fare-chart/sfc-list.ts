// How the fare chart's list reads its rows (spec sections 2 and 4): status words and colours, the
// effective dates line, which rows may be changed.
import type { TSfcJourneyRow, TSfcStatus } from '../../contract/fare-chart';
import { formatListDateIn } from '../../pure/calendar-texts';
import type { TextLanguage } from '../../pure/messages';
import { renderText, type Text } from '../../pure/texts';
import { SFC_SCREEN_TEXTS } from './sfc-texts';

export const STATUS_TEXTS: Record<TSfcStatus, Text> = {
  D: SFC_SCREEN_TEXTS.draft,
  S: SFC_SCREEN_TEXTS.submitted,
  A: SFC_SCREEN_TEXTS.approved,
  R: SFC_SCREEN_TEXTS.rejected,
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
  const status = renderText(STATUS_TEXTS[row.status], 'en');
  return reason && reason.toLowerCase() !== status.toLowerCase() ? reason : null;
}

/** The rows by effective date, oldest first; the chart's own order within a date (issue 40). */
export function byEffectiveDate(rows: TSfcJourneyRow[]): TSfcJourneyRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.effectiveDate.localeCompare(b.row.effectiveDate) || a.index - b.index)
    .map(({ row }) => row);
}

/** 'Effective Date :' the distinct dates in order, joined by commas, or N/A. */
export function effectiveDatesLine(rows: TSfcJourneyRow[], language: TextLanguage = 'en'): string {
  const dates = [...new Set(rows.map((row) => row.effectiveDate))].sort();
  if (dates.length === 0) return renderText(SFC_SCREEN_TEXTS.notAvailable, language);
  return dates.map((date) => formatListDateIn(date, language)).join(', ');
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
export function journeyNameText(row: TSfcJourneyRow): Text {
  return SFC_SCREEN_TEXTS.journeyName({
    from: row.fromCityName,
    to: row.toCityName,
    category: row.categoryName,
    mode: row.transportName,
  });
}

/** The same in English. */
export function journeyName(row: TSfcJourneyRow): string {
  return renderText(journeyNameText(row), 'en');
}

/** The rows of one transport mode, or all of them. */
export function rowsOfMode(rows: TSfcJourneyRow[], transportId: number | null): TSfcJourneyRow[] {
  return transportId === null ? rows : rows.filter((row) => row.transportId === transportId);
}

/** The drafts a submit sends (spec section 4: submit sends all Draft rows). */
export function draftIds(rows: TSfcJourneyRow[]): number[] {
  return rows.filter((row) => row.status === 'D').map((row) => row.stpfcDetailid);
}
