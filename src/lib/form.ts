// Forms validate with the contract's own schemas, so the app and the server apply one rule.
import type { z } from 'zod';
import { issueReason } from '../contract/issue-reasons';
import { ensureTexts, renderText } from '../pure/texts';
import { currentLanguage } from './language';

/**
 * The first problem of each field, in words for the form: a field left empty gets the spec's
 * message for it ('Amount field cannot be empty'); any other problem the field's label and the
 * schema's reason ('Amount must have at most two decimals').
 */
export function formErrors<F extends string>(
  schema: z.ZodType,
  values: Record<NoInfer<F>, unknown> & Record<string, unknown>,
  fields: Record<F, { label: string; emptyMessage: string }>,
): Partial<Record<F, string>> {
  const result = schema.safeParse(values);
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    if (!(field in fields) || errors[field]) continue;
    const value = values[field];
    const isEmpty = value === undefined || value === null || String(value).trim() === '';
    errors[field] = isEmpty ? fields[field].emptyMessage : `${fields[field].label} ${reasonOf(issue, value)}`;
  }
  return errors;
}

/**
 * The schema's own words in English (some are the specification's); in another language the
 * catalogue's generic text for the kind of failure (issue 39).
 */
function reasonOf(issue: z.core.$ZodIssue, value: unknown): string {
  const language = currentLanguage();
  if (language === 'en') return issue.message;
  const reason = issueReason(issue, value);
  // English for the moment a catalogue loaded with this form's chunk takes to arrive, as useText does.
  ensureTexts(reason, language);
  return renderText(reason, language);
}

/** The longest text a string schema takes: what the field's maxLength says. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  return (schema as unknown as { maxLength?: number | null }).maxLength ?? undefined;
}
