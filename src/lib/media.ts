// Viewport and connectivity as React state.
import { useSyncExternalStore } from 'react';

/** The desktop layout starts at 1024 px (DESIGN.md section 1). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribeToMedia(onChange: () => void) {
  const media = window.matchMedia(DESKTOP_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeToMedia, () => window.matchMedia(DESKTOP_QUERY).matches);
}

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}
