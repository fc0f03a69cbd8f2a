// The demo company is seeded relative to India's date once a run, before the first test file. A run
// that crosses midnight in India (18:30 UTC) would test yesterday's seed against today's date: the
// bills seeded "two days ago" are three days old, today's route is unpriced. The server tests keep the
// seed's day instead (tests/support/server-setup.ts).
import { businessDate } from '../../src/pure/calendar';

/** How long before midnight in India a test file starts on the held clock: longer than any file runs. */
export const MIDNIGHT_MARGIN_MS = 30 * 60_000;

/** 23:00 in India on a day: the hour a file is held at, the nearest to the real clock it may be. */
export function lateOnDay(isoDate: string): Date {
  return new Date(`${isoDate}T17:30:00Z`);
}

/**
 * Where a test file's clock should be set: nowhere (null) while India's date is the seed's and its
 * midnight is more than MIDNIGHT_MARGIN_MS away; 23:00 of the seed's day from then on, so that no file
 * crosses midnight. The held clock runs behind the real one, as a database's now() is read beside it.
 */
export function clockForSeededDay(seededOn: string, now: Date = new Date()): Date | null {
  const later = new Date(now.getTime() + MIDNIGHT_MARGIN_MS);
  return businessDate(later) === seededOn ? null : lateOnDay(seededOn);
}

/**
 * Runs a seed until it starts and ends on one day in India, discarding a seed that crossed midnight
 * (some of its rows would be a day older than the rest).
 */
export async function seedOnOneDay<T>(
  seed: () => Promise<T>,
  discard: (seeded: T) => Promise<void>,
): Promise<{ seeded: T; seededOn: string }> {
  for (;;) {
    const seededOn = businessDate();
    const seeded = await seed();
    if (businessDate() === seededOn) return { seeded, seededOn };
    await discard(seeded);
  }
}
