// A notification opens what it is about (issue 40): the popup of one with a link offers 'Open',
// which goes there and closes the popup (marking it read); one without a link offers nothing.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '../../contract/notifications';
import { NotificationDialog } from './notification-dialog';

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  history.replaceState(null, '', '/notification');
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  history.replaceState(null, '', '/');
});

const item = (link?: string): TNotification => ({
  notificationId: 5,
  notificationMessage: 'Sanjay Patil submitted the tour programme for December 2026.',
  isViewed: false,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...(link ? { link } : {}),
});

const openLink = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a')].find((link) => link.textContent === 'Open');

describe('NotificationDialog', () => {
  it('opens the plan the notification is about, closing the popup', async () => {
    const onClose = vi.fn();
    await act(async () =>
      root.render(<NotificationDialog item={item('/tp-approval/12')} onClose={onClose} />),
    );
    const link = openLink();
    expect(link?.getAttribute('href')).toBe('/tp-approval/12');
    expect(link?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await act(async () => link?.click());
    expect(location.pathname).toBe('/tp-approval/12');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers nothing to open for a notification about nothing in particular', async () => {
    await act(async () => root.render(<NotificationDialog item={item()} onClose={() => {}} />));
    expect(document.body.textContent).toContain('Sanjay Patil submitted');
    expect(openLink()).toBeUndefined();
  });
});
