// What the expense calls say (confirmations and refusals), rendered by the server in the caller's
// language (issue 39); EXPENSE_TEXTS and the English functions below are what tests read. The app
// does not import this module: My Expense's chunk carries none of the server's words.
import type { YearMonth } from '../pure/calendar';
import { CALENDAR_TEXTS, monthNameText } from '../pure/calendar-texts';
import { defineTexts, renderText, type Text } from '../pure/texts';
import { finalSubmitFrom } from './expenses';

export const EXPENSE_SAYS = defineTexts(
  'expenses',
  {
    routeModified: 'Route modified successfully',
    updated: 'Expense Updated Successfully',
    refreshed: 'Expense details refreshed',
    attachmentDeleted: 'Attachment deleted successfully',
    billAttached: 'Bill attached successfully',
    submitted: 'Expense submitted successfully',
    noLines: 'This month has no expense lines to submit.',
    nothingToSubmit: 'There is no open expense month to submit.',
    holiday: 'A holiday has no route or expenses to change.',
    futureDay: 'Only days up to today can be modified.',
    stale: 'This day has changed since it was opened. Please reload it and save again.',
    noApprovedJourney: 'No approved fare chart entry for {from} to {to}',
    monthClosed: 'This month is {status}: its days can no longer be changed.',
    monthClosedForBills: 'This month is {status}: bills can no longer be attached to its days.',
    submitNotYetOpen: '{month} {year} can be submitted from {day} {shortMonth} {year}.',
    missingActivity:
      '{day} {shortMonth} {year} has no activity. Please modify its route and choose one before submitting.',
    holidayLocked: 'Bills cannot be attached to a holiday.',
    noSuchAttachment: 'There is no such attachment.',
    noSuchMonth: 'There is no such expense month.',
    noSuchDay: 'There is no such day.',
    noHqCity: 'You have no HQ city yet. Please ask your manager to set one.',
    monthNotOpened: 'There is no expense month for that day yet. Please open the month first.',
    routeStart: 'The route starts at {city}: the first row must go from there.',
  },
  { hi: () => import('./expense-texts.hi'), mr: () => import('./expense-texts.mr') },
);

/** A day's parts for a message: '{day} {shortMonth} {year}', the month named in the reader's language. */
export function dayParts(isoDate: string): { day: string; shortMonth: Text; year: string } {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const short = CALENDAR_TEXTS[`short${month}` as keyof typeof CALENDAR_TEXTS] as Text;
  return { day: String(day), shortMonth: short, year: String(year) };
}

/** A month's parts for a message: '{month} {year}'. */
export function monthParts({ year, month }: YearMonth): { month: Text; year: string } {
  return { month: monthNameText(month), year: String(year) };
}

const english = (text: Text) => renderText(text, 'en');

/** The English of the expense calls' answers, as tests and other clients read them. */
export const EXPENSE_TEXTS = {
  routeModified: english(EXPENSE_SAYS.routeModified),
  updated: english(EXPENSE_SAYS.updated),
  refreshed: english(EXPENSE_SAYS.refreshed),
  attachmentDeleted: english(EXPENSE_SAYS.attachmentDeleted),
  submitted: english(EXPENSE_SAYS.submitted),
  noLines: english(EXPENSE_SAYS.noLines),
  nothingToSubmit: english(EXPENSE_SAYS.nothingToSubmit),
  holiday: english(EXPENSE_SAYS.holiday),
  futureDay: english(EXPENSE_SAYS.futureDay),
  stale: english(EXPENSE_SAYS.stale),
} as const;

/** 'No approved fare chart entry for Pune to Satara' (DESIGN.md section 4). */
export const noApprovedJourneyText = (from: string, to: string) =>
  EXPENSE_SAYS.noApprovedJourney({ from, to });
export const noApprovedJourney = (from: string, to: string) => english(noApprovedJourneyText(from, to));
/** The 409 of any change to a month that is no longer open; its status as the reader names it. */
export const monthClosedText = (status: Text | string) => EXPENSE_SAYS.monthClosed({ status });
export const monthClosed = (status: string) => english(monthClosedText(status));
/** The 409 of a final submit before the month's last day: 'November 2026 can be submitted from 30 Nov 2026.' */
export const submitNotYetOpenText = (month: YearMonth) =>
  EXPENSE_SAYS.submitNotYetOpen({ ...dayParts(finalSubmitFrom(month)), ...monthParts(month) });
export const submitNotYetOpen = (month: YearMonth) => english(submitNotYetOpenText(month));
