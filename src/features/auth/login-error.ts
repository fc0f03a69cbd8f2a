// Turns a failed login into the text of spec sections 5 and 8.
import { ApiError, errorText, messageOf } from '../../lib/api-error';

/**
 * The server sends its reason as a quoted string and the app shows it without the quotes
 * (spec section 5). A body already unquoted by JSON parsing is shown as it is.
 */
export function trimQuotes(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

export function loginErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorText(undefined);
  const message = error.status === undefined ? undefined : messageOf(error.data);
  return message ? trimQuotes(message) : errorText(error.status);
}
