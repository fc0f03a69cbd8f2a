// A JSON body nested deeper than any call needs is refused before it is parsed: a value 10,000
// arrays deep parses fine but overflows the stack of whatever walks it next (a coercion, a check).

import type { FastifyInstance } from 'fastify';
import { REQUEST_SAYS } from '../../src/contract/request-texts';
import { renderText } from '../../src/pure/texts';
import { HttpError } from './errors';

/**
 * The deepest a request body may nest arrays and objects. The deepest call needs 3 (a body, a list
 * of lines, a line: an approval's rows, a route's legs); 8 leaves room and stops recursion bombs.
 */
export const MAX_JSON_DEPTH = 8;
const TOO_DEEP_TEXT = REQUEST_SAYS.tooDeep({ levels: MAX_JSON_DEPTH });
export const TOO_DEEP = renderText(TOO_DEEP_TEXT, 'en');

/** True when the JSON text opens more than `max` arrays or objects inside each other. */
export function isNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === 0x5c)
        at++; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the depth check. */
export function addDepthLimitedJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_TEXT), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
