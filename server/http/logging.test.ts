import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification } from '../../src/contract/notifications';
import { send } from '../../tests/support/send';
import { openTestDatabase } from '../../tests/support/test-app';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { loggerOptions, requestLine, SLOW_REQUEST_MS } from './logging';

const request = { method: 'GET', url: '/api/getNotification?employeeId=1', ip: '10.0.0.7' };

describe('what the log says about a request', () => {
  it('is one short line for an API call: method, URL, status and time', () => {
    expect(requestLine(request, 200, 12.4)).toEqual({
      level: 'info',
      message: 'GET /api/getNotification?employeeId=1 200 12 ms',
    });
    expect(requestLine(request, 401, 3)).toEqual({
      level: 'info',
      message: 'GET /api/getNotification?employeeId=1 401 3 ms',
    });
  });

  it("keeps the app's own files to debug level unless they fail", () => {
    expect(requestLine({ ...request, url: '/assets/index-1a2b.js' }, 200, 4).level).toBe('debug');
    expect(requestLine({ ...request, url: '/assets/gone.js' }, 404, 4).level).toBe('info');
  });

  it('gives a slow request and a failed one in full', () => {
    const details = { method: 'GET', url: request.url, remoteAddress: '10.0.0.7' };
    expect(requestLine(request, 200, SLOW_REQUEST_MS + 20)).toEqual({
      level: 'warn',
      message: `slow request: GET /api/getNotification?employeeId=1 200 ${SLOW_REQUEST_MS + 20} ms`,
      details: { ...details, status: 200, ms: SLOW_REQUEST_MS + 20 },
    });
    expect(requestLine(request, 500, 9)).toEqual({
      level: 'info',
      message: 'GET /api/getNotification?employeeId=1 500 9 ms',
      details: { ...details, status: 500, ms: 9 },
    });
  });
});

describe("the listening process's log", () => {
  let app: FastifyInstance;
  let db: Database;
  let drop: () => Promise<void>;
  let distDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase('pglite'));
    distDir = await mkdtemp(path.join(tmpdir(), 'tourbook-log-'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Tourbook</title>');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({ db, distDir, logger: { ...loggerOptions('info'), stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await drop();
    await rm(distDir, { recursive: true, force: true });
  });

  it('writes one line per API call and none for a page of the app', async () => {
    lines.length = 0;
    await send(app, null, getNotification, { query: { employeeId: 1 } });
    await app.inject({ url: '/health' });
    await app.inject({ url: '/home' });
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/^GET \/api\/getNotification\?employeeId=1 401 \d+ ms$/);
    expect(messages[1]).toMatch(/^GET \/health 200 \d+ ms$/);
  });
});
