// Company administration (issue 24; DESIGN.md section 8): what every administration call shares.
// The calls are by subject beside this file: people, places, customers, rates, holidays, expense
// types, CSV import and export, and the audit log. Not in the spec: every call is ours.
//
// Decisions:
// - Every call names the company it works on (companyId) and is refused with 403 unless the
//   caller is an administrator of that company. Ids of rows (an employee, a city) must belong to
//   that company too, else 403, like a foreign company.
// - Employees are never deleted: deactivation keeps their claims and history.
// - Rates and distances are effective-dated: a change is a new row from its date, never an edit
//   of the past. A date on or before today is taken only for a mode and grade (or pair of cities)
//   that has no figure yet, the way a company moving in starts.
// - CSV files travel as text in JSON ({ csv }), at most 8 MB.
import { z } from 'zod';
import { renderText } from '../../pure/texts';
import { ADMIN_SAYS } from '../admin-answer-texts';
import { ZId } from '../call';
import { isStorableText } from '../fields';

/** The English of the refusals the server renders in the caller's language (ADMIN_SAYS). */
export const ADMIN_ONLY = renderText(ADMIN_SAYS.adminOnly, 'en');
export const MUST_CHOOSE_PASSWORD = renderText(ADMIN_SAYS.mustChoosePassword, 'en');
export const CHOOSE_PASSWORD_TITLE = 'Choose a new password';

export const text = (max: number, required = true) => {
  const base = z
    .string({ error: 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(isStorableText, { error: 'holds characters that cannot be stored' });
  return required ? base.refine((value) => value.length > 0, { error: 'is required' }) : base;
};

export const ZFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

export const ZCompanyQuery = z.object({ companyId: ZId });

/** A grade is a small whole number (1 to 20). */
export const ZGrade = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 or more' })
  .max(20, { error: 'must be at most 20' });
