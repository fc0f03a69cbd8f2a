// The receipt camera flow end to end in Chromium with its fake camera: /camera, /capture-image, /crop-image.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginThroughApi, usePage, waitForActiveWorker } from '../support/browser';
import { FAKE_CAMERA_ARGS } from '../support/chromium';
import { SettingPage } from './pages/receipts';

const baseUrl = inject('e2eBaseUrl');

const NO_CAMERA = 'No camera device accessible. Please connect your camera or try a different browser.';
const PERMISSION_DENIED = 'Permission denied. Please refresh and give camera permission.';
const ONLY_ONE_CAMERA =
  'It is not possible to switch camera to different one because there is only one video device accessible.';

interface StoredCapture {
  name: string;
  type: string;
  head: number[];
  bytes: number;
  width: number;
  height: number;
  isCompressed: boolean;
  thumbnail: { type: string; bytes: number; width: number; height: number } | null;
}

/** The one capture in the app's IndexedDB, its image decoded to check what is really stored. */
function readCapture(page: Page): Promise<StoredCapture | null> {
  return page.evaluate(async () => {
    const [capture] = await window.testIdb.all<{
      name: string;
      image: Blob;
      thumbnail?: Blob;
      isCompressed: boolean;
    }>('captures');
    if (!capture) return null;
    const size = async (blob: Blob) => {
      const bitmap = await createImageBitmap(blob);
      const result = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return result;
    };
    const { thumbnail } = capture;
    return {
      name: capture.name,
      type: capture.image.type,
      head: [...new Uint8Array(await capture.image.slice(0, 3).arrayBuffer())],
      bytes: capture.image.size,
      ...(await size(capture.image)),
      isCompressed: capture.isCompressed,
      thumbnail: thumbnail
        ? { type: thumbnail.type, bytes: thumbnail.size, ...(await size(thumbnail)) }
        : null,
    };
  });
}

async function waitForCompressed(page: Page): Promise<StoredCapture> {
  await expect.poll(async () => (await readCapture(page))?.isCompressed, { timeout: 20_000 }).toBe(true);
  const capture = await readCapture(page);
  if (!capture) throw new Error('no capture stored');
  return capture;
}

async function openLiveCamera(page: Page): Promise<void> {
  await loginThroughApi(page, baseUrl, 'asha');
  // These tests time the camera, crop and compression screens; reading the photo (tests/e2e/prefill.test.ts)
  // would compete with them for the test machine's two cores.
  await (await new SettingPage(page).open()).turnOffBillReading();
  await page.goto('/camera');
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && video.videoWidth > 0 && !video.paused;
  });
}

/** A real photo-sized JPEG, drawn in the browser: 3000 x 2000 px with a receipt's text on it. */
async function makeJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const gradient = context.createLinearGradient(0, 0, 3000, 2000);
    gradient.addColorStop(0, '#c9b79c');
    gradient.addColorStop(1, '#5d4b3a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 3000, 2000);
    context.fillStyle = '#f4f1ea';
    context.fillRect(900, 150, 1200, 1700);
    context.fillStyle = '#111';
    context.font = '64px sans-serif';
    ['SHREE GANESH MEDICALS', 'Invoice INV-20417', 'Total Rs. 1,245.50'].forEach((line, index) => {
      context.fillText(line, 980, 320 + index * 110);
    });
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('the camera flow on a phone', () => {
  const fixture = usePage('mobile', baseUrl, { browserArgs: FAKE_CAMERA_ARGS });

  it('takes a photo, renames it, crops it and goes on to the invoice details', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForURL('**/capture-image');

    // The 8-digit default name, shown in full (8 characters need no shortening).
    const nameButton = page.getByRole('button', { name: /^Rename capture/ });
    await expect.poll(() => nameButton.textContent()).toMatch(/^\d{8}$/);
    await page.getByRole('img', { name: /^Receipt \d{8}$/ }).waitFor();
    const taken = await waitForCompressed(page);
    // The fake camera's 1920 x 1080 frame, stored as a JPEG within the budget, with its thumbnail.
    expect(taken).toMatchObject({ type: 'image/jpeg', head: [0xff, 0xd8, 0xff], width: 1920, height: 1080 });
    expect(taken.bytes).toBeLessThanOrEqual(400_000);
    expect(taken.thumbnail).toMatchObject({ type: 'image/jpeg', width: 320, height: 180 });

    await nameButton.click();
    const field = page.getByRole('textbox', { name: 'Capture name' });
    await expect(field.inputValue()).resolves.toBe(taken.name);
    await field.fill('Taxi from Pune station');
    await field.press('Enter');
    await expect.poll(() => nameButton.textContent()).toBe('Taxi from ...');
    await expect.poll(async () => (await readCapture(page))?.name).toBe('Taxi from Pune station');

    await page.getByRole('link', { name: 'Crop image' }).click();
    await page.waitForURL('**/crop-image');
    const crop = page.getByRole('button', { name: 'Crop Image' });
    await expect.poll(() => crop.isEnabled()).toBe(true);
    await page.getByRole('radio', { name: '100' }).check();
    await page.getByRole('button', { name: 'Make crop box narrower by 100 px' }).click();
    await crop.click();
    await page.waitForURL('**/capture-image');
    const cropped = await waitForCompressed(page);
    // 90% of the width centred, less 100 px on screen (several image pixels each); 90% of the height.
    expect(cropped.width).toBeLessThan(1920 * 0.9 - 100);
    expect(cropped.width).toBeGreaterThan(1920 * 0.4);
    expect(Math.abs(cropped.height - 1080 * 0.9)).toBeLessThanOrEqual(2);
    expect(cropped).toMatchObject({ type: 'image/jpeg', name: 'Taxi from Pune station' });

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/captured-image-details');
  });

  it('moves the crop box with the arrow keys by 1, with Shift by 10 and with Alt by 100 px, and Cancel keeps the image', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForURL('**/capture-image');
    await waitForCompressed(page);
    await page.getByRole('link', { name: 'Crop image' }).click();
    const area = page.getByRole('application', { name: /^Crop area/ });
    await expect.poll(() => page.getByRole('button', { name: 'Crop Image' }).isEnabled()).toBe(true);
    // Screen pixels to image pixels: the picture is drawn 'contain' in the area.
    const scale = await page.evaluate(() => {
      const image = document.querySelector('cropper-image') as HTMLElement;
      return 1920 / image.getBoundingClientRect().width;
    });
    const readout = page.locator('.crop__readout');
    const region = async () => {
      const [width, height, x, y] = ((await readout.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
      return { width, height, x, y };
    };
    await area.focus();
    const start = await region();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await region()).y).toBe(Math.round((start.y ?? 0) + scale));
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(async () => (await region()).x).toBe(Math.round((start.x ?? 0) + 10 * scale));
    // 100 px to the left is past the picture's edge: the box stops at the edge.
    await page.keyboard.press('Alt+ArrowLeft');
    await expect.poll(async () => (await region()).x).toBe(0);
    expect((await region()).width).toBe(start.width);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/capture-image');
    expect(await readCapture(page)).toMatchObject({ width: 1920, height: 1080 });
  });

  it('keeps the capture across a reload, and compresses one that a reload left as taken', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForURL('**/capture-image');
    const { name } = await waitForCompressed(page);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /^Rename capture/ }).textContent()).toBe(name);

    // A capture stored as taken (the tab closed before compression): a 2400 x 1800 PNG.
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#888';
      context.fillRect(0, 0, 2400, 1800);
      const image = await new Promise<Blob>((resolve) =>
        canvas.toBlob((blob) => resolve(blob as Blob), 'image/png'),
      );
      const { employeeId } = JSON.parse(localStorage.getItem('userData') ?? '{}');
      const [current] = await window.testIdb.all<{ id: string }>('captures');
      await window.testIdb.put('captures', {
        id: current?.id,
        employeeId,
        name: '55554444',
        image,
        isCompressed: false,
        createdAt: Date.now(),
      });
    });
    await page.reload();
    const compressed = await waitForCompressed(page);
    expect(compressed).toMatchObject({ name: '55554444', type: 'image/jpeg', width: 2000, height: 1500 });
  });

  it('stores a chosen JPEG file and refuses a GIF, even one named .jpg, with the alert', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    const picker = page.getByLabel('Upload a file');
    await picker.setInputFiles({ name: 'bill.gif', mimeType: 'image/gif', buffer: GIF });
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('Only JPEG and PNG files are allowed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await picker.setInputFiles({ name: 'bill.jpg', mimeType: 'image/jpeg', buffer: GIF });
    await expect.poll(() => alert.textContent()).toContain('Only JPEG and PNG files are allowed');
    await alert.getByRole('button', { name: 'OK' }).click();
    // Refused: still on the camera, nothing stored (the app has not even opened its database).
    expect(new URL(page.url()).pathname).toBe('/camera');

    await picker.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
    await page.waitForURL('**/capture-image');
    const stored = await waitForCompressed(page);
    expect(stored).toMatchObject({ type: 'image/jpeg', width: 2000, height: 1333 });
    expect(stored.bytes).toBeLessThanOrEqual(400_000);
  });

  it('toggles the flash, and with one camera the switch only logs the error', async () => {
    const { page } = fixture;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openLiveCamera(page);
    const flash = page.getByRole('button', { name: 'Flash' });
    await expect(flash.getAttribute('aria-pressed')).resolves.toBe('false');
    await flash.click();
    await expect(flash.getAttribute('aria-pressed')).resolves.toBe('true');
    // The fake camera has no torch: the toggle says so to screen readers.
    await expect(flash.getAttribute('aria-describedby')).resolves.toBe('camera-no-torch');
    await flash.click();
    await expect(flash.getAttribute('aria-pressed')).resolves.toBe('false');

    await page.getByRole('button', { name: 'Switch camera' }).click();
    await expect.poll(() => errors).toContain(ONLY_ONE_CAMERA);
    expect(new URL(page.url()).pathname).toBe('/camera');
    await expect(page.getByRole('button', { name: 'Take photo' }).isEnabled()).resolves.toBe(true);
  });

  it("alerts 'Canvas is not supported.' when the browser gives no 2D canvas, and stays on the camera", async () => {
    const { page, context } = fixture;
    await context.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null;
    });
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('Canvas is not supported.');
    expect(new URL(page.url()).pathname).toBe('/camera');
  });

  it('stops the camera when leaving it, by the shutter or by Close', async () => {
    const { page, context } = fixture;
    await recordCameraTracks(context);
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForURL('**/capture-image');
    await expect.poll(() => trackStates(page)).toEqual(['ended']);

    await page.getByRole('link', { name: 'Back to camera' }).click();
    await page.waitForURL('**/camera');
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'live']);
    await page.getByRole('link', { name: 'Close camera' }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => trackStates(page)).toEqual(['ended', 'ended']);
  });

  it('Retake discards the capture and opens the camera again', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    await page.getByRole('button', { name: 'Take photo' }).click();
    await page.waitForURL('**/capture-image');
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.waitForURL('**/camera');
    await expect.poll(() => page.evaluate(() => window.testIdb.count('captures'))).toBe(0);
    // With no capture, the capture and crop screens send the user to the camera.
    for (const route of ['/capture-image', '/crop-image']) {
      await page.goto(route);
      await page.waitForURL('**/camera');
    }
  });
});

describe('the camera flow offline', () => {
  const fixture = usePage('mobile', baseUrl, { browserArgs: FAKE_CAMERA_ARGS, serviceWorker: true });

  it('compresses a chosen file in the worker, whose script comes from the service worker precache', async () => {
    const { page, context } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/camera');
    await waitForActiveWorker(page);
    const jpeg = await makeJpeg(page);
    await context.setOffline(true);
    await page.reload();
    await page
      .getByLabel('Upload a file')
      .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await page.waitForURL('**/capture-image');
    expect(await waitForCompressed(page)).toMatchObject({ type: 'image/jpeg', width: 2000, height: 1333 });
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        viaServiceWorker: (entry as PerformanceResourceTiming).workerStart > 0,
      })),
    );
    // The worker script was answered by the service worker, and the main-thread fallback never loaded.
    expect(scripts.filter((script) => script.name.includes('compress.worker'))).toMatchObject([
      { viaServiceWorker: true },
    ]);
    expect(scripts.some((script) => script.name.includes('compress-core'))).toBe(false);
    await context.setOffline(false);
  });
});

describe('the camera without permission', () => {
  // A camera exists, but nothing grants the permission: Chromium refuses it, as a user's "Block" does.
  const fixture = usePage('mobile', baseUrl, { browserArgs: ['--use-fake-device-for-media-stream'] });

  it(`shows '${NO_CAMERA}' and Go Back goes home`, async () => {
    const { page } = fixture;
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/camera');
    await page.getByRole('alert').filter({ hasText: NO_CAMERA }).waitFor();
    await expect(page.getByRole('button', { name: 'Take photo' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/home');
  });

  it(`shows '${PERMISSION_DENIED}' when the permission is withdrawn while the camera runs`, async () => {
    const { page, context } = fixture;
    await context.grantPermissions(['camera'], { origin: baseUrl });
    await openLiveCamera(page);
    // What the site settings do when the user blocks the camera: Chromium ends the stream and tells the page.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const browserCdp = await context.browser()?.newBrowserCDPSession();
    await browserCdp?.send('Browser.setPermission', {
      permission: { name: 'camera' },
      setting: 'denied',
      origin: baseUrl,
      browserContextId: targetInfo.browserContextId,
    });
    await page.getByRole('alert').filter({ hasText: PERMISSION_DENIED }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    // The user can still go on with a file.
    await expect(page.getByLabel('Upload a file instead').count()).resolves.toBe(1);
  });
});

describe('the camera on a desktop', () => {
  const fixture = usePage('desktop', baseUrl, { browserArgs: FAKE_CAMERA_ARGS });

  it('shows the live camera with every control, and Close goes home', async () => {
    const { page } = fixture;
    await openLiveCamera(page);
    for (const name of ['Flash', 'Take photo', 'Switch camera'])
      await page.getByRole('button', { name }).waitFor();
    await expect(page.getByLabel('Upload a file').count()).resolves.toBe(1);
    await page.getByRole('link', { name: 'Close camera' }).click();
    await page.waitForURL('**/home');
  });
});

/** Keeps every camera track the page opens, to check later that leaving stopped it. */
async function recordCameraTracks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks = tracks;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

function trackStates(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((track) => track.readyState),
  );
}
