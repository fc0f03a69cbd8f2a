// The reader's files on the device before the first offline capture (issue 40), in real Chromium:
// downloaded into the service worker's own cache, complete, and without an older build's copies.
import { beforeEach, describe, expect, it } from 'vitest';
import serviceWorker from '../../sw/sw.ts?raw';
import { downloadReaderFiles, isReaderReadyOffline, READER_CACHE, readerFileUrls } from './engine-files';

describe('the reader’s files kept for offline use', () => {
  beforeEach(async () => {
    await caches.delete(READER_CACHE);
  });

  it('are kept in the cache the service worker reads them from', () => {
    expect(serviceWorker).toContain(`cacheName: '${READER_CACHE}'`);
  });

  it('are not ready on a fresh device, and are after the download, which drops an older build’s copy', async () => {
    const older = new URL('/assets/ocr-0ld/eng.traineddata.gz', location.href).href;
    await (await caches.open(READER_CACHE)).put(older, new Response('old'));
    expect(await isReaderReadyOffline()).toBe(false);

    expect(await downloadReaderFiles()).toBe(true);

    const kept = (await (await caches.open(READER_CACHE)).keys()).map((request) => request.url).sort();
    expect(kept).toEqual([...readerFileUrls()].sort());
    expect(await isReaderReadyOffline()).toBe(true);
  });
});
