// Errors a route throws on purpose: a status below 500 and a text the user may read, rendered in the
// caller's language when it is a catalogue's (server/http/language.ts); its message is the English.
import { AUTH_TEXTS } from '../../src/contract/auth-texts';
import { renderText, type Text } from '../../src/pure/texts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Text | string,
  ) {
    super(renderText(text, 'en'));
    this.name = 'HttpError';
  }
}

export const badRequest = (message: Text | string) => new HttpError(400, message);
export const unauthorized = (message: Text | string = AUTH_TEXTS.sessionEnded) => new HttpError(401, message);
export const forbidden = (message: Text | string = AUTH_TEXTS.notYours) => new HttpError(403, message);
export const notFound = (message: Text | string) => new HttpError(404, message);
export const conflict = (message: Text | string) => new HttpError(409, message);
