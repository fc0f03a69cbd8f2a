// A failed API call and the shared handler's texts (spec section 8): no zod, so the login screen's
// first load can carry them without the contract.

import { renderText } from '../pure/texts';
import { API_ERROR_TEXTS } from './api-error-texts';
import { currentLanguage } from './language';

/** The shared handler's texts (spec section 8), in English: a catalogue's (api-error-texts.ts). */
export const SERVER_ERROR_TEXT = renderText(API_ERROR_TEXTS.serverError, 'en');
export const TIMEOUT_TEXT = renderText(API_ERROR_TEXTS.timeout, 'en');
export const OTHER_ERROR_TEXT = renderText(API_ERROR_TEXTS.otherError, 'en');
/** What a screen says when a load of its data fails (spec section 8: profile, SFC, notifications, STPFC). */
export const SOMETHING_WENT_WRONG = API_ERROR_TEXTS.somethingWrong;
/** NotTheServerError's text in English, as the tests read it. */
export const NOT_THE_SERVER_TEXT = renderText(API_ERROR_TEXTS.notTheServer, 'en');

/** A failed call: `status` is undefined when no answer came (offline, DNS, connection reset). */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    /** The server's response body, as the spec's rejection value. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === undefined;
  }
}

/**
 * An answer that is not the server's (a Wi-Fi login page, a proxy's error page): the request is
 * kept and tried again, as after no answer at all. A kind of its own, so callers tell it by its
 * class, whatever language its text is in.
 */
export class NotTheServerError extends ApiError {
  constructor() {
    super(undefined, undefined, notTheServerText());
    this.name = 'NotTheServerError';
  }
}

/** What a request that met something other than the server says, in the app's language. */
export function notTheServerText(): string {
  return renderText(API_ERROR_TEXTS.notTheServer, currentLanguage());
}

/** The shared handler's text for a failed call, in the app's language (English until another is loaded). */
export function errorText(status: number | undefined): string {
  const text =
    status !== undefined && status >= 500
      ? API_ERROR_TEXTS.serverError
      : status === 408
        ? API_ERROR_TEXTS.timeout
        : API_ERROR_TEXTS.otherError;
  return renderText(text, currentLanguage());
}

/** The readable reason in a server's error body, if it has one. */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.length > 0) return data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}
