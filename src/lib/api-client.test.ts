import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/support/memory-storage';
import { getNotification } from '../contract/notifications';
import { expenseUpload } from '../contract/receipts';
import { callApi } from './api-client';
import { ApiError, errorText, NOT_THE_SERVER_TEXT, NotTheServerError } from './api-error';
import API_ERROR_HI from './api-error-texts.hi';
import type { OutboxItem } from './db';
import { chooseLanguage } from './language';
import { useNoticeStore } from './notices';
import { changesAfter, classifyFailure, sendWithCallApi } from './sync-send';

const LOGIN_PAGE =
  '<!doctype html><html><body><h1>Welcome to Station Wi-Fi</h1><form>Sign in</form></body></html>';

function answer(status: number, body: string, contentType: string) {
  return vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

const uploadRow: OutboxItem = {
  seq: 1,
  idempotencyKey: 'key-1',
  employeeId: 1,
  kind: 'bill-upload',
  path: expenseUpload.path,
  body: {
    EmployeeId: 1,
    CompanyId: 1,
    fare: 450,
    InvoiceNumber: 'INV-1',
    ExpenseType: 'Food',
    InvoiceDate: '2026-11-20',
    expenseOrSundry: 'E',
    Image: new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
  },
  label: 'Bill INV-1',
  state: 'sending',
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 0,
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('window', { location: { pathname: '/un-reported-expenses' }, dispatchEvent: () => true });
  localStorage.setItem('token', 'the-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an answer from something between the app and the server (a Wi-Fi login page)', () => {
  it('is no success: a receipt answered 200 with HTML stays queued with its image, to be tried again', async () => {
    vi.stubGlobal('fetch', answer(200, LOGIN_PAGE, 'text/html'));
    const failure = await sendWithCallApi(uploadRow, 'the-token').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const result = classifyFailure(failure);
    expect(result).toEqual({ kind: 'retry', status: undefined, message: NOT_THE_SERVER_TEXT });
    const changes = changesAfter(uploadRow, result, 1_000, () => 0.5);
    expect(changes.state).toBe('queued');
    expect(changes).not.toHaveProperty('body');
    expect(changes).not.toHaveProperty('response');
  });

  it('is told by its kind, not its English: in Hindi the row waits with the Hindi text', async () => {
    // The choice marks the page's language: a page of the fewest parts stands in for the browser's.
    vi.stubGlobal('document', { documentElement: {} });
    await chooseLanguage('hi', { remember: false });
    try {
      vi.stubGlobal('fetch', answer(200, LOGIN_PAGE, 'text/html'));
      const failure = await sendWithCallApi(uploadRow, 'the-token').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(NotTheServerError);
      expect(classifyFailure(failure)).toEqual({
        kind: 'retry',
        status: undefined,
        message: API_ERROR_HI.notTheServer,
      });
      expect(classifyFailure(new ApiError(undefined, undefined, NOT_THE_SERVER_TEXT))).toMatchObject({
        message: errorText(undefined),
      });
    } finally {
      await chooseLanguage('en', { remember: false });
    }
  });

  it('is no success either when it is JSON of another shape', async () => {
    vi.stubGlobal('fetch', answer(200, JSON.stringify({ status: 'ok', portal: true }), 'application/json'));
    await expect(
      callApi(expenseUpload, { body: uploadRow.body as never }, { silent: true }),
    ).rejects.toMatchObject({
      status: undefined,
      message: NOT_THE_SERVER_TEXT,
    });
  });

  it('is no refusal: a 403 or 401 page keeps the request queued and the session signed in', async () => {
    for (const status of [401, 403, 409]) {
      vi.stubGlobal('fetch', answer(status, LOGIN_PAGE, 'text/html'));
      const failure = await sendWithCallApi(uploadRow, 'the-token').catch((error: unknown) => error);
      expect(classifyFailure(failure)).toMatchObject({ kind: 'retry', status: undefined });
    }
    expect(localStorage.getItem('token')).toBe('the-token');
  });

  it("still takes the server's own answers: its bill id, and its refusal with the reason", async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, JSON.stringify({ message: 'Saved', unReportExpenseId: 7 }), 'application/json'),
    );
    await expect(sendWithCallApi(uploadRow, 'the-token')).resolves.toEqual({
      message: 'Saved',
      unReportExpenseId: 7,
    });
    vi.stubGlobal(
      'fetch',
      answer(
        409,
        JSON.stringify({ message: 'This bill was already uploaded' }),
        'application/json; charset=utf-8',
      ),
    );
    const failure = await sendWithCallApi(uploadRow, 'the-token').catch((error: unknown) => error);
    expect(classifyFailure(failure)).toEqual({
      kind: 'failed',
      status: 409,
      message: 'This bill was already uploaded',
    });
  });
});

describe('a request the network drops', () => {
  const dropped = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });

  beforeEach(() => useNoticeStore.setState({ alerts: [] }));

  it('alerts while the phone is online: the server could not be reached', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', dropped);
    await expect(callApi(getNotification, { query: { employeeId: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(useNoticeStore.getState().alerts).toEqual([errorText(undefined)]);
  });

  it('raises no alert once the phone is offline: the offline screen already says so', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', dropped);
    await expect(callApi(getNotification, { query: { employeeId: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(useNoticeStore.getState().alerts).toEqual([]);
  });
});
