// Notification calls; this issue serves the list behind the bell and the footer badge.
import type { FastifyInstance } from 'fastify';
import { getNotification } from '../../../src/contract/notifications';
import type { Database } from '../../db/database';
import { assertOwn } from '../../http/access';
import { addRoute } from '../../http/route';
import { listNotifications } from './queries';

export function notificationRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, getNotification, async ({ query, caller }) => {
    assertOwn(caller, { employeeId: query.employeeId });
    return { notificationMessage: await listNotifications(db, query.employeeId) };
  });
}
