// Turns a failed login into the text of spec sections 5 and 8.
import { errorText } from '../../lib/api-error';

/**
 * The server sends its reason as a quoted string and the app shows it without the quotes
 * (spec section 5). A body already unquoted by JSON parsing is shown as it is.
 */
export function trimQuotes(text: string): string {
  return text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1) : text;
}

/** The server's reason without its quotes, else the shared handler's text for the status. */
export function loginFailureText(status: number | undefined, reason: string | undefined): string {
  return reason ? trimQuotes(reason) : errorText(status);
}
