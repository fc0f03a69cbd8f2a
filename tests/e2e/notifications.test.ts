// Notifications in both viewports: the list and 'No Notifications', a message opened and closed,
// read by its id on the server, and every badge and the list counting down at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification, type TNotification } from '../../src/contract/notifications';
import { loginThroughApi, usePage } from '../support/browser';
import { apiLogin } from '../support/browser-receipts';
import { ok } from '../support/send';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// Reading a notification changes the shared demo's counts, so this file has a server of its own.
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(() => server.dispose());

async function serverNotifications(userName: string): Promise<TNotification[]> {
  const session = await apiLogin(server.baseUrl, userName);
  const { notificationMessage } = await ok(server.baseUrl, session, getNotification, {
    query: { employeeId: session.employeeId },
  });
  return notificationMessage;
}

describe('notifications on a phone', () => {
  const fixture = usePage('mobile', () => server.baseUrl);

  it('opens a message, and closing it counts down the footer badge and the list at once', async () => {
    const { page } = fixture;
    const [newest] = await serverNotifications('asha');
    if (!newest) throw new Error('asha has demo notifications');
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.goto('/notification');
    await page.getByRole('heading', { name: 'Notification', exact: true }).waitFor();
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    await footer.getByTestId('count-badge').getByText('3', { exact: true }).waitFor();
    await page.getByTestId('unread-count').getByText('3 unread', { exact: true }).waitFor();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items.count()).resolves.toBe(3);

    await page.getByRole('button', { name: newest.notificationMessage }).click();
    const dialog = page.getByRole('dialog', { name: 'Notification' });
    await dialog.getByText(newest.notificationMessage).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    await footer.getByTestId('count-badge').getByText('2', { exact: true }).waitFor();
    await page.getByTestId('unread-count').getByText('2 unread', { exact: true }).waitFor();
    await expect(
      page.getByRole('button', { name: newest.notificationMessage }).textContent(),
    ).resolves.not.toContain('Unread');
    await expect
      .poll(
        async () =>
          (await serverNotifications('asha')).find((item) => item.notificationId === newest.notificationId)
            ?.isViewed,
      )
      .toBe(true);

    // Still read after a reload: the count came from the server, not from the screen.
    await page.reload();
    await footer.getByTestId('count-badge').getByText('2', { exact: true }).waitFor();
  });

  it("says 'No Notifications' when there are none", async () => {
    const { page } = fixture;
    await loginThroughApi(page, server.baseUrl, 'asha');
    await page.route('**/api/getNotification**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"notificationMessage":[]}' }),
    );
    await page.goto('/notification');
    await page.getByText('No Notifications').waitFor();
    const footer = page.getByRole('navigation', { name: 'Quick links' });
    await expect(footer.getByTestId('count-badge').count()).resolves.toBe(0);
  });
});

describe('notifications on a desktop', () => {
  const fixture = usePage('desktop', () => server.baseUrl);

  it('opens a message from the bell; closing it counts the bell down, its name with it, and the list', async () => {
    const { page } = fixture;
    // The seed's approvals may add to rahul's demo notifications: count what the server holds.
    const unread = (await serverNotifications('rahul')).filter((item) => !item.isViewed);
    const second = unread[1];
    if (!second) throw new Error('rahul has at least two unread demo notifications');
    const before = unread.length;
    const after = before - 1;
    await loginThroughApi(page, server.baseUrl, 'rahul');
    await page.goto('/home');
    const bell = page.getByRole('banner').getByRole('button', { name: `Notifications, ${before} unread` });
    await bell.getByTestId('count-badge').getByText(String(before), { exact: true }).waitFor();
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await popover.getByRole('button', { name: second.notificationMessage }).click();
    const message = page.getByRole('dialog', { name: 'Notification', exact: true });
    await message.getByText(second.notificationMessage).waitFor();
    await message.getByRole('button', { name: 'Close' }).click();
    await message.waitFor({ state: 'detached' });

    const counted = page.getByRole('banner').getByRole('button', { name: `Notifications, ${after} unread` });
    await counted.getByTestId('count-badge').getByText(String(after), { exact: true }).waitFor();

    await page.goto('/notification');
    await page.getByTestId('unread-count').getByText(`${after} unread`, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Notification', exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await serverNotifications('rahul')).find((item) => item.notificationId === second.notificationId)
            ?.isViewed,
      )
      .toBe(true);
  });
});
