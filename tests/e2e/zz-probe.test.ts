import { inject, it } from 'vitest';
import { loginThroughApi, usePage } from '../support/browser';
import { plantUploadRow } from '../support/outbox-e2e';
import { MyExpensePage } from './pages/expenses';
const baseUrl = inject('e2eBaseUrl');
const fixture = usePage('mobile', baseUrl);
const report = (page: any) => page.evaluate(() => {
    const out: string[] = [document.documentElement.scrollWidth + ' ' + document.documentElement.clientWidth];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const b = el.getBoundingClientRect();
      if (b.right > document.documentElement.clientWidth + 0.5) out.push(`${el.tagName}.${el.className} ${b.right} ${el.textContent?.slice(0, 40)}`);
    }
    return out.map(l=>l.split(' ').slice(0,2).join(' ')).filter((l,i,a)=>a.indexOf(l)===i).slice(0,40).join('\n');
  });
it('probe', async () => {
  const { page } = fixture;
  await page.setViewportSize({ width: 360, height: 640 });
  await loginThroughApi(page, baseUrl, 'asha');
  await page.goto('/home');
  await page.getByText('My Expense Dashboard').first().waitFor();
  await plantUploadRow(page, { invoiceNumber: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', state: 'failed', lastError: 'Bill number already exists', lastStatus: 409, nextAttemptAt: Date.now() + 86400000 });
  await page.goto('/un-reported-expenses');
  await page.getByText('Unreported Bills', { exact: true }).first().waitFor();
  await page.locator('.page-loading').waitFor({ state: 'detached' });
  await page.waitForTimeout(500);
  console.log(await report(page));
  await page.screenshot({ path: '/tmp/probe1.png' });
  const month = await new MyExpensePage(page, 'mobile').open();
  const firstDay = await page.getByTestId('expense-day').filter({ has: page.getByRole('button') }).locator('.day-card__date').first().textContent();
  await month.openDay(firstDay ?? '');
  await page.waitForTimeout(500);
  console.log(await report(page));
  await page.screenshot({ path: '/tmp/probe2.png', fullPage: true });
});
