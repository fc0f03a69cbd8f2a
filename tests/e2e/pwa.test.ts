// The installable, offline-capable app: manifest, service worker, offline deep links, update prompt.
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchWithProfile, loginThroughApi, waitForActiveWorker } from '../support/browser';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// This file edits the built app (a new service worker version), so it has its own copy and server.
let server: ServerProcess;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'tourbook-dist-'));
  await cp(path.resolve('dist'), distDir, { recursive: true });
  server = await startServerProcess({ distDir });
});
afterAll(async () => {
  await server.dispose();
  await rm(distDir, { recursive: true, force: true });
});

describe('the app as a PWA (mobile, with a browser profile on disk)', () => {
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  beforeEach(async () => {
    profileDir = await mkdtemp(path.join(tmpdir(), 'tourbook-profile-'));
    context = await launchWithProfile(profileDir, 'mobile', server.baseUrl);
    page = context.pages()[0] ?? (await context.newPage());
  });
  afterEach(async () => {
    await context.close();
    await rm(profileDir, { recursive: true, force: true });
  });

  it('is installable: Chromium reports no installability errors, and the manifest has the icons', async () => {
    await page.goto('/login');
    await waitForActiveWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifestUrl = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await (await fetch(`${server.baseUrl}${manifestUrl}`)).json();
    expect(manifest).toMatchObject({
      name: 'Tourbook',
      short_name: 'Tourbook',
      start_url: '/',
      display: 'standalone',
    });
    expect(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('opens any route offline from the precache: the receipt flow works, the rest shows the offline screen', async () => {
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.goto('/home');
    await waitForActiveWorker(page);
    await page.getByRole('heading', { name: 'My Expense Dashboard' }).waitFor();
    await context.setOffline(true);
    await page.goto('/un-reported-expenses');
    await page.getByRole('heading', { name: 'Unreported Bills' }).waitFor();
    await page.goto('/sfc');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    // Issue 40: the offline screen leads to the upload queue of /setting, which works offline.
    await page.getByRole('link', { name: 'Upload queue' }).click();
    await page.getByText('Nothing is waiting to upload.').waitFor();
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(0);
    await context.setOffline(false);
  });

  it("offers 'Update available — reload' when a new version waits, and reloads into it", async () => {
    await page.goto('/login');
    await waitForActiveWorker(page);
    await appendFile(path.join(distDir, 'sw.js'), '\n// a new version\n');
    // The next visit finds the new worker, which waits for the user's word.
    await page.reload();
    // Listening before the click: on a fast reload the page's load could come before a late listener.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update available — reload' }).click();
    await reloaded;
    await page.getByLabel('User name').waitFor();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        isWaiting: registration.waiting !== null,
        isControlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ isWaiting: false, isControlled: true });
  });
});
