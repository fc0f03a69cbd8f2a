// A failed API call and the shared handler's texts (spec section 8): no zod, so the login screen's
// first load can carry them without the contract.

/** The shared handler's texts (spec section 8). */
export const SERVER_ERROR_TEXT = "Server Couldn't respond at this moment, please try again..";
export const TIMEOUT_TEXT = 'network: taking too long to fetch data';
export const OTHER_ERROR_TEXT = 'something went wrong, this maybe network issue';
/** What a screen says when a load of its data fails (spec section 8: profile, SFC, notifications, STPFC). */
export const SOMETHING_WENT_WRONG = 'Something went wrong';
/**
 * An answer that is not the server's (a Wi-Fi login page, a proxy's error page): the request is
 * kept and tried again, as after no answer at all.
 */
export const NOT_THE_SERVER_TEXT =
  'The network answered instead of the server (a Wi-Fi sign-in page?). It will be tried again.';

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

export function errorText(status: number | undefined): string {
  if (status !== undefined && status >= 500) return SERVER_ERROR_TEXT;
  if (status === 408) return TIMEOUT_TEXT;
  return OTHER_ERROR_TEXT;
}

/** The readable reason in a server's error body, if it has one. */
export function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.length > 0) return data;
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}
