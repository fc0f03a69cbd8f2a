// Why a request failed its schema, as the server says it (issue 39): in English the schema's own
// words, as they always were (some are the specification's); in any other language one generic text
// per kind of failure from the catalogue, the field named as the request names it.
import type { z } from 'zod';
import type { TextLanguage } from '../pure/messages';
import { formatIndianNumber } from '../pure/money';
import type { Text } from '../pure/texts';
import { describeIssues } from './call';
import { FIELD_SAYS } from './field-reason-texts';
import { REQUEST_SAYS } from './request-texts';

type Issue = z.ZodError['issues'][number];

/** At most this many failures are named, as describeIssues does. */
const NAMED_AT_MOST = 3;

export function issueReasons(error: z.ZodError, value: unknown, language: TextLanguage): Text | string {
  if (language === 'en') return describeIssues(error);
  // A generic text says less than a schema's own words: one per field, the first that failed.
  const fields = new Set<string>();
  const firsts = error.issues.filter((issue) => {
    const field = issue.path.join('.');
    if (fields.has(field)) return false;
    fields.add(field);
    return true;
  });
  const reasons = firsts.slice(0, NAMED_AT_MOST).map((issue): Text => {
    const reason = issueReason(issue, valueAt(value, issue.path));
    return issue.path.length > 0 ? REQUEST_SAYS.fieldReason({ field: issue.path.join('.'), reason }) : reason;
  });
  const [first, ...rest] = reasons as [Text, ...Text[]];
  return rest.reduce((all, next) => REQUEST_SAYS.joinReasons({ first: all, next }), first);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const count = (limit: number | bigint) => formatIndianNumber(Number(limit));

const EXPECTED: Partial<Record<string, Text>> = {
  number: FIELD_SAYS.mustBeNumber,
  int: FIELD_SAYS.mustBeNumber,
  string: FIELD_SAYS.mustBeText,
  boolean: FIELD_SAYS.mustBeTrueOrFalse,
  array: FIELD_SAYS.mustBeList,
  object: FIELD_SAYS.mustBeObject,
};

/** One failure of a field, in a generic text for its kind: `value` is the field's value as sent. */
export function issueReason(issue: Issue, value: unknown): Text {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return FIELD_SAYS.required;
      return EXPECTED[issue.expected] ?? FIELD_SAYS.wrongKind;
    case 'too_big': {
      const max = count(issue.maximum);
      if (issue.origin === 'string') return FIELD_SAYS.tooLong({ max });
      if (issue.origin === 'array' || issue.origin === 'set') return FIELD_SAYS.tooMany({ max });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? FIELD_SAYS.lessThan({ max }) : FIELD_SAYS.atMost({ max });
      }
      return FIELD_SAYS.tooLarge;
    }
    case 'too_small': {
      const min = count(issue.minimum);
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? FIELD_SAYS.required : FIELD_SAYS.tooShort({ min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return FIELD_SAYS.tooFew({ min });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return issue.inclusive === false ? FIELD_SAYS.moreThan({ min }) : FIELD_SAYS.atLeast({ min });
      }
      return FIELD_SAYS.tooSmall;
    }
    case 'invalid_format':
      return FIELD_SAYS.badFormat;
    case 'not_multiple_of':
      return FIELD_SAYS.multipleOf({ divisor: String(issue.divisor) });
    case 'invalid_value':
      return FIELD_SAYS.oneOf({ values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return FIELD_SAYS.unknownFields({ keys: issue.keys.join(', ') });
    default:
      // A refinement's own words (a date that is not real, a spec's 'Please select …') are the
      // schema's; another language gets the generic text.
      return value === undefined || (typeof value === 'string' && value.trim() === '')
        ? FIELD_SAYS.required
        : FIELD_SAYS.notValid;
  }
}
