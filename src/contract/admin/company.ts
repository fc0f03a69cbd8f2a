// The company's own settings in administration (issue 40): the email domains its people's
// addresses may be at. The specification's rule, Gmail only, is the default (migration 036). And
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
