// Service worker registration and the 'new version waiting' state behind the update prompt.
import { create } from 'zustand';

/** The offer to move to a new version, in the global prompt and on /setting. */

interface PwaState {
  isUpdateWaiting: boolean;
  applyUpdate: () => void;
}

export const usePwaStore = create<PwaState>()(() => ({
  isUpdateWaiting: false,
  applyUpdate: () => undefined,
}));

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    usePwaStore.setState({
      isUpdateWaiting: true,
      applyUpdate: () => {
        // Reload once the new worker controls the page, so the page and its worker match.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
}
