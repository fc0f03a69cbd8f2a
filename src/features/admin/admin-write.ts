// What every administration call shares: its failure text, and how a write's outcome shows (beside
// the form that caused it; a save says the server's message).
import { ADMIN_TEXTS } from './admin-texts';

/** A load's failure (the screens show ADMIN_TEXTS.failed in the reader's language). */
export const ADMIN_FAILED = 'Something went wrong. Please try again.';

/** Screens show every outcome beside the form that caused it. */
export const write = { failureText: ADMIN_TEXTS.failed, shows: 'inline' } as const;
/** A save says the server's message ('Employee saved.'). */
export const save = { ...write, successText: (message: string) => message } as const;
