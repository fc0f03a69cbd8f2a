// What every administration call shares: its failure text, and how a write's outcome shows (beside
// the form that caused it; a save says the server's message).

export const ADMIN_FAILED = 'Something went wrong. Please try again.';

/** Screens show every outcome beside the form that caused it. */
export const write = { failureText: ADMIN_FAILED, shows: 'inline' } as const;
/** A save says the server's message ('Employee saved.'). */
export const save = { ...write, successText: (message: string) => message } as const;
