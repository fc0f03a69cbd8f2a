// What the expense calls say (confirmations and refusals), rendered by the server in the caller's
// language (issue 39); EXPENSE_TEXTS and the functions of expenses.ts keep the English tests read.
import type { YearMonth } from '../pure/calendar';
import { CALENDAR_TEXTS, monthNameText } from '../pure/calendar-texts';
import { defineTexts, type Text } from '../pure/texts';

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
