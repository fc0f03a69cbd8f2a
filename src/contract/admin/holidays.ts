// Administration of the company's holidays (issue 24), by year.
import { z } from 'zod';
import { defineCall, ZId, ZMessage } from '../call';
import { ZIsoDate } from '../fields';
import { text, ZCompanyQuery, ZFlag } from './common';

export const ZHoliday = z.object({ date: z.string(), name: z.string() });
export const ZYear = z.coerce
  .number({ error: 'must be a year' })
  .int({ error: 'must be a year' })
  .min(2000, { error: 'must be 2000 or later' })
  .max(2100, { error: 'must be 2100 or earlier' });

export const adminHolidays = defineCall({
  method: 'GET',
  path: '/adminHolidays',
  query: ZCompanyQuery.extend({ year: ZYear }),
  response: z.object({ holidays: z.array(ZHoliday) }),
});

/** Adds a holiday or renames one; `remove` takes it away. Days before today are not changed. */
export const adminHolidaySave = defineCall({
  method: 'POST',
  path: '/adminHolidaySave',
  body: z.object({ companyId: ZId, date: ZIsoDate, name: text(100), remove: ZFlag.optional() }),
  response: ZMessage,
});
