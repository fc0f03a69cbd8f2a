// The Setting screen: app version, the upload queue with 'Retry now' and 'Discard', and 'Clear offline data'.
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginThroughApi, loginThroughForm, usePage, VIEWPORTS } from '../support/browser';
import { plantUploadRow, readOutbox } from '../support/outbox-e2e';

const baseUrl = inject('e2eBaseUrl');
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const HOUR = 60 * 60_000;

describe.each(VIEWPORTS)('the Setting screen (%s)', (viewport) => {
  const fixture = usePage(viewport, baseUrl);

  /** Signs in as asha and opens /setting, which opens the app's database. */
  async function openSetting(page: Page) {
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/setting');
    await page.getByRole('heading', { name: 'Setting', exact: true }).waitFor();
    await page.getByText('Nothing is waiting to upload.').waitFor();
  }

  /** Answers the app's uploads from the test: each request gets the next answer in the list. */
  async function answerUploads(answers: Array<{ status: number; json: unknown }>) {
    const requests: Array<{ key: string | undefined; authorization: string | undefined }> = [];
    await fixture.context.route('**/api/expenseUpload', async (route: Route) => {
      const headers = route.request().headers();
      requests.push({ key: headers['idempotency-key'], authorization: headers.authorization });
      const answer = answers.shift() ?? { status: 500, json: { message: 'no answer planned' } };
      await route.fulfill({ status: answer.status, json: answer.json });
    });
    return requests;
  }

  const queue = (page: Page) => page.getByRole('list', { name: 'Requests waiting to upload' });

  it('shows the app version, no update waiting, and an empty queue, with nothing wider than the screen', async () => {
    const { page } = fixture;
    await openSetting(page);
    await page.getByText(`Version ${version}`).waitFor();
    await page.getByText('No update is waiting.').waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
  });

  it("lists a refused upload as 'Failed' with the server's reason, and 'Retry now' sends it again", async () => {
    const { page } = fixture;
    const requests = await answerUploads([
      { status: 409, json: { message: 'This bill was already uploaded' } },
      { status: 200, json: { message: 'Saved', unReportExpenseId: 901 } },
    ]);
    await openSetting(page);
    const key = await plantUploadRow(page, { invoiceNumber: 'INV-SET-1' });
    await page.reload();

    const row = queue(page).getByRole('listitem').filter({ hasText: 'Bill INV-SET-1, ₹ 450.00' });
    await row.getByText('Failed').waitFor();
    await row.getByText('This bill was already uploaded').waitFor();
    await expect(row.locator('dt:text-is("Attempts") + dd').textContent()).resolves.toBe('1');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(requests).toEqual([{ key, authorization: `Bearer ${token}` }]);

    await row.getByRole('button', { name: 'Retry now' }).click();
    await page.getByText('Nothing is waiting to upload.').waitFor();
    expect(requests).toHaveLength(2);
    // A refused request changed nothing on the server, so it goes again under a new key.
    expect(requests[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]?.key).not.toBe(key);
    const [stored] = await readOutbox(page);
    expect(stored).toMatchObject({ state: 'done', response: { unReportExpenseId: 901 } });
    expect(stored?.body).toBeUndefined();
  });

  it("sends a request waiting out its backoff at once on 'Retry now', under the same key", async () => {
    const { page } = fixture;
    const requests = await answerUploads([
      { status: 200, json: { message: 'Saved', unReportExpenseId: 902 } },
    ]);
    await openSetting(page);
    const key = await plantUploadRow(page, {
      invoiceNumber: 'INV-SET-2',
      attempts: 2,
      nextAttemptAt: Date.now() + HOUR,
      lastError: "Server Couldn't respond at this moment, please try again..",
      lastStatus: 503,
    });
    await page.reload();

    const row = queue(page).getByRole('listitem').filter({ hasText: 'Bill INV-SET-2' });
    await row.getByText('Waiting to retry').waitFor();
    await row.getByText("Server Couldn't respond at this moment, please try again..").waitFor();
    await row.getByText('Next try').waitFor();
    expect(requests).toEqual([]);

    await row.getByRole('button', { name: 'Retry now' }).click();
    await page.getByText('Nothing is waiting to upload.').waitFor();
    expect(requests.map((request) => request.key)).toEqual([key]);
  });

  it("discards a request only after the confirmation, and 'Clear offline data' waits until the queue is empty", async () => {
    const { page } = fixture;
    const requests = await answerUploads([]);
    await openSetting(page);
    await plantUploadRow(page, { invoiceNumber: 'INV-SET-3', attempts: 1, nextAttemptAt: Date.now() + HOUR });
    await page.evaluate(() =>
      window.testIdb.put('drafts', {
        key: `${JSON.parse(localStorage.getItem('userData') ?? '{}').employeeId}:upload-bill`,
        employeeId: JSON.parse(localStorage.getItem('userData') ?? '{}').employeeId,
        value: { invoiceNumber: 'half typed' },
        updatedAt: 0,
      }),
    );
    await page.reload();
    const row = queue(page).getByRole('listitem').filter({ hasText: 'Bill INV-SET-3' });
    await row.waitFor();

    await page.getByRole('button', { name: 'Clear offline data' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Offline data was not cleared: 1 request is still waiting to upload. Let it upload, or discard it, first.',
      })
      .waitFor();
    await expect(page.evaluate(() => window.testIdb.count('drafts'))).resolves.toBe(1);

    await row.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this request?' });
    await dialog.getByText("'Bill INV-SET-3, ₹ 450.00' will not be uploaded").waitFor();
    await expect(
      dialog.getByRole('button', { name: 'Cancel' }).evaluate((button) => button === document.activeElement),
    ).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => window.testIdb.count('outbox'))).resolves.toBe(1);

    await row.getByRole('button', { name: 'Discard' }).click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await page.getByText("'Bill INV-SET-3, ₹ 450.00' was discarded.").waitFor();
    await page.getByText('Nothing is waiting to upload.').waitFor();
    await expect(page.evaluate(() => window.testIdb.count('outbox'))).resolves.toBe(0);

    await page.getByRole('button', { name: 'Clear offline data' }).click();
    await page
      .getByRole('dialog', { name: 'Clear offline data?' })
      .getByRole('button', { name: 'Clear' })
      .click();
    await page.getByText('Offline data cleared.').waitFor();
    await expect(page.evaluate(() => window.testIdb.count('drafts'))).resolves.toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('the upload queue in a real browser (mobile)', () => {
  const fixture = usePage('mobile', baseUrl);

  it('sends each request once, in order, when two tabs start syncing together (Web Locks)', async () => {
    const { page, context } = fixture;
    const keys: string[] = [];
    await context.route('**/api/expenseUpload', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      // Slow answers widen the window in which both tabs would send, were the lock not held.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await route.fulfill({ status: 200, json: { message: 'Saved', unReportExpenseId: keys.length } });
    });
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/setting');
    await page.getByText('Nothing is waiting to upload.').waitFor();
    const other = await context.newPage();
    await other.goto('/setting');
    await other.getByText('Nothing is waiting to upload.').waitFor();
    const planted = [];
    for (const invoiceNumber of ['INV-TAB-1', 'INV-TAB-2', 'INV-TAB-3'])
      planted.push(await plantUploadRow(page, { invoiceNumber }));
    await Promise.all([page.reload(), other.reload()]);
    for (const tab of [page, other]) await tab.getByText('Nothing is waiting to upload.').waitFor();
    expect(keys).toEqual(planted);
    await other.close();
  });

  it('on a 401 ends the session and keeps the request, which goes with the new token after logging in again', async () => {
    const { page, context } = fixture;
    const sent: Array<{ key: string | undefined; authorization: string | undefined }> = [];
    let refusedAuthorization = '';
    await context.route('**/api/expenseUpload', async (route) => {
      const headers = route.request().headers();
      sent.push({ key: headers['idempotency-key'], authorization: headers.authorization });
      // The server's own 401: JSON with its reason (a 401 page from a proxy in between ends nothing).
      if (headers.authorization === refusedAuthorization)
        await route.fulfill({
          status: 401,
          json: { message: 'Your session has ended. Please log in again.' },
        });
      else await route.fulfill({ status: 200, json: { message: 'Saved', unReportExpenseId: 77 } });
    });
    await loginThroughApi(page, baseUrl, 'asha');
    await page.goto('/setting');
    await page.getByText('Nothing is waiting to upload.').waitFor();
    refusedAuthorization = `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`;
    const key = await plantUploadRow(page, { invoiceNumber: 'INV-401' });
    await page.reload();

    await page.waitForURL('**/login');
    await expect(
      page.evaluate(() =>
        ['userData', 'token', 'SelectedExpenseData'].map((name) => localStorage.getItem(name)),
      ),
    ).resolves.toEqual([null, null, null]);
    const [kept] = await readOutbox(page);
    expect(kept).toMatchObject({ idempotencyKey: key, state: 'queued', attempts: 1, lastStatus: 401 });

    await loginThroughForm(page, 'asha');
    await expect.poll(async () => (await readOutbox(page))[0]?.state, { timeout: 10_000 }).toBe('done');
    const newAuthorization = `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`;
    expect(newAuthorization).not.toBe(refusedAuthorization);
    expect(sent).toEqual([
      { key, authorization: refusedAuthorization },
      { key, authorization: newAuthorization },
    ]);
  });
});
