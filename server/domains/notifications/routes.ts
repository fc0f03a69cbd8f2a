// Notification calls: the list behind the bell and the footer badge, and marking one viewed or deleted.
import { getNotification, notificationView } from '../../../src/contract/notifications';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { sendApprovalReminders } from './approval-reminders';
import { viewNotification } from './notifications';
import { listNotifications } from './queries';

export const notificationRoutes = domainPlugin('notification', async (app, { db }) => {
  addRoute(app, getNotification, { own: { employeeId: 'query.employeeId' } }, async ({ query, language }) => {
    // Reminders of claims waiting too long are made as their reader opens the list (issue 38).
    await sendApprovalReminders(db, query.employeeId);
    return { notificationMessage: await listNotifications(db, query.employeeId, language) };
  });

  addRoute(app, notificationView, 'caller', async ({ query, caller }) => ({
    message: await viewNotification(db, caller, query.notificationId, query.isDeleted),
  }));
});
