// A decision's lines sent through the outbox (issue 38 'Decisions offline'). The outbox keeps flat
// text and numbers, so an array of lines travels as one JSON text, checked as the online call
// checks its array.
import { z } from 'zod';

/** `what` names the lines in the 400's reason: 'must be the day lines as JSON'. */
export function linesAsText<T extends z.ZodType>(lines: T, what: string) {
  return z
    .string()
    .max(200_000, { error: 'is too long' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be the ${what} as JSON` });
        return z.NEVER;
      }
    })
    .pipe(lines);
}
