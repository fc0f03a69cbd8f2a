// Notification calls; this issue serves the list behind the bell and the footer badge.
import { getNotification } from '../../../src/contract/notifications';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { listNotifications } from './queries';

export const notificationRoutes = domainPlugin('notification', async (app, { db }) => {
  addRoute(app, getNotification, { own: { employeeId: 'query.employeeId' } }, async ({ query }) => {
    return { notificationMessage: await listNotifications(db, query.employeeId) };
  });
});
