// The company's own settings in administration: the email domains its people's addresses may be at
// (issue 40; the specification's rule, Gmail only, is the default, migration 036), the tour
// programme's cut-off day of the month before (issue 42; the 25th by default, migration 034) and
// the days a claim waits before its approver is reminded (issue 38, migration 039, default 5).
import { z } from 'zod';
import { normaliseEmailDomain } from '../../pure/contact';
import { defineCall, ZId } from '../call';
import { text, ZCompanyQuery } from './common';

/** At most this many domains: a company's own and a few of its partners'. */
export const MAX_EMAIL_DOMAINS = 20;

/** Domains as an administrator types them ('@SunrisePharma.in'), stored lower case without the @, once each. */
export const ZEmailDomains = z
  .array(text(254), { error: 'must be a list of domains' })
  .min(1, { error: 'must hold at least one domain, like gmail.com' })
  .max(MAX_EMAIL_DOMAINS, { error: `must hold at most ${MAX_EMAIL_DOMAINS} domains` })
  .transform((written, ctx) => {
    const domains: string[] = [];
    for (const entry of written) {
      const domain = normaliseEmailDomain(entry);
      if (!domain)
        ctx.addIssue({ code: 'custom', message: `${entry} is not a domain name, like sunrisepharma.in` });
      else if (!domains.includes(domain)) domains.push(domain);
    }
    return domains;
  });

export const adminEmailDomains = defineCall({
  method: 'GET',
  path: '/adminEmailDomains',
  query: ZCompanyQuery,
  response: z.object({ emailDomains: z.array(z.string()) }),
});

export const adminEmailDomainsSave = defineCall({
  method: 'POST',
  path: '/adminEmailDomainsSave',
  body: z.object({ companyId: ZId, emailDomains: ZEmailDomains }),
  response: z.object({ message: z.string(), emailDomains: z.array(z.string()) }),
});

/** The day of the month before by which a month's tour programme is due: 1 to 28, so every month has it. */
export const ZTpCutoffDay = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be a day from 1 to 28' })
  .max(28, { error: 'must be a day from 1 to 28' });

export const adminTpCutoff = defineCall({
  method: 'GET',
  path: '/adminTpCutoff',
  query: ZCompanyQuery,
  response: z.object({ cutoffDay: z.number() }),
});

export const adminTpCutoffSave = defineCall({
  method: 'POST',
  path: '/adminTpCutoffSave',
  body: z.object({ companyId: ZId, cutoffDay: ZTpCutoffDay }),
  response: z.object({ message: z.string(), cutoffDay: z.number() }),
});

/** Days a claim may wait at a level before its approver is reminded (issue 38); twice that, their manager. */
export const ZReminderDays = z.coerce
  .number({ error: 'must be a number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(1, { error: 'must be at least 1 day' })
  .max(60, { error: 'must be at most 60 days' });

export const adminApprovalReminder = defineCall({
  method: 'GET',
  path: '/adminApprovalReminder',
  query: ZCompanyQuery,
  response: z.object({ reminderDays: z.number().int() }),
});

export const adminApprovalReminderSave = defineCall({
  method: 'POST',
  path: '/adminApprovalReminderSave',
  body: z.object({ companyId: ZId, reminderDays: ZReminderDays }),
  response: z.object({ message: z.string(), reminderDays: z.number().int() }),
});
