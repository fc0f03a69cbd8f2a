// Standard fare chart calls; this issue serves the employee details that decide the approval menu.
import type { FastifyInstance } from 'fastify';
import { sfcEmployeeDetails } from '../../../src/contract/fare-chart';
import type { Database } from '../../db/database';
import { assertOwn } from '../../http/access';
import { notFound } from '../../http/errors';
import { addRoute } from '../../http/route';
import { findSfcEmployeeDetails } from './queries';

export function fareChartRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, sfcEmployeeDetails, async ({ query, caller }) => {
    assertOwn(caller, { employeeId: query.employeeId });
    const details = await findSfcEmployeeDetails(db, query.employeeId);
    if (!details) throw notFound('No such employee.');
    return details;
  });
}
