// The HTTP shell around the contract: health, pages, assets, unknown API paths and headers, so
// its requests are raw URLs rather than contract calls.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DATABASE_KINDS, startTestApp, type TestApp } from '../support/test-app';

describe.each(DATABASE_KINDS)('the server as a whole on %s', (kind) => {
  let t: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'tourbook-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>Tourbook</title><div id="root"></div>',
    );
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    t = await startTestApp(kind, { distDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('reports its health and database', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown API paths with 404 JSON, signed in or not', async () => {
    const { token } = await t.login('asha');
    for (const headers of [{}, bearer(token)]) {
      const response = await t.app.inject({ url: '/api/NoSuchCall', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No such API call: GET /api/NoSuchCall');
    }
  });

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/login', '/api/NoSuchCall', '/health']) {
      const { headers } = await t.app.inject({ url });
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      // Location for the daily call report (issue 27) from the app's own origin, none for frames.
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
    }
  });

  it('serves the app shell for every route of the single-page app, uncached', async () => {
    for (const url of ['/', '/login', '/my-expense-details/42', '/no/such/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a POST to a page path with 404 rather than the shell', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});
