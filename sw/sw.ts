// The service worker: precaches the shell and every route chunk, serves the shell to offline navigations.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page is the single-page app; the API and the health check are never answered from cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/health$/],
  }),
);

// The receipt reader's engine (language data, wasm core, its worker: about 8 MB under /assets/ocr-*/)
// is left out of the precache (vite.config.ts, globIgnores) and kept here the first time the reader
// fetches it, so reading works offline after one online use. The names are hashed, so a kept file
// never goes stale; when a new build brings a new copy of a file, the old copy is dropped.
// The second engine's code (vite.config.ts, workerChunkFileNames) is kept the same way, in a cache of its
// own: the page keeps 'tourbook-ocr' to the files it can name (src/lib/engine-files.ts), and a worker's
// chunk is not one of them. Registered first: the first route that matches answers.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/ocr-[^/]+\/second-engine\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'tourbook-ocr-code',
    plugins: [{ cacheDidUpdate: ({ cacheName, request }) => dropOlderCopies(cacheName, request.url) }],
  }),
);

registerRoute(
  // A folder of its own (/assets/ocr-<hash>/<name>): a chunk whose name starts with 'ocr-' is not one.
  ({ url, sameOrigin }) => sameOrigin && /^\/assets\/ocr-[^/]+\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'tourbook-ocr',
    plugins: [{ cacheDidUpdate: ({ cacheName, request }) => dropOlderCopies(cacheName, request.url) }],
  }),
);

async function dropOlderCopies(cacheName: string, kept: string): Promise<void> {
  const fileName = (url: string) => new URL(url).pathname.split('/').pop();
  const cache = await caches.open(cacheName);
  for (const request of await cache.keys()) {
    if (request.url !== kept && fileName(request.url) === fileName(kept)) await cache.delete(request);
  }
}

// A new version waits until the user chooses 'Update available — reload'.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium only) is an extra wake-up for the outbox, never the only one: the
// pages hold the session, so the worker only tells them to send. The tag and the message type are
// BACKGROUND_SYNC_TAG and SYNC_MESSAGE of src/lib/sync-runtime.ts (a unit test keeps them equal).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== 'tourbook-outbox') return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: 'tourbook-outbox-sync' });
    }),
  );
});
