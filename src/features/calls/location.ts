// The phone's location at the moment a call is saved, when the employee allows it: never a reason
// not to save (refused, unavailable or slow all give null).
export interface Stamp {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

/** Long enough for a phone's first fix outdoors; saving waits at most this long. */
export const LOCATION_WAIT_MS = 8_000;

const MAX_ACCURACY_METRES = 100_000;

export function currentStamp(waitMs = LOCATION_WAIT_MS): Promise<Stamp | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Some browsers never call back when the prompt is dismissed: the timer settles it.
    const timer = setTimeout(() => resolve(null), waitMs + 500);
    const settle = (stamp: Stamp | null) => {
      clearTimeout(timer);
      resolve(stamp);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          // A fix vaguer than 100 km says nothing about where the call was made.
          settle(
            coords.accuracy > MAX_ACCURACY_METRES
              ? null
              : {
                  latitude: coords.latitude,
                  longitude: coords.longitude,
                  accuracy: Math.max(0, coords.accuracy),
                },
          ),
        () => settle(null),
        // A fix from the moment of saving, not one cached from an earlier call at another place.
        { enableHighAccuracy: true, timeout: waitMs, maximumAge: 0 },
      );
    } catch {
      settle(null);
    }
  });
}
