// Profile calls; this issue serves the photo that the side menu shows.
import type { FastifyInstance } from 'fastify';
import { getEmployeeProfileImage } from '../../../src/contract/profile';
import type { Database } from '../../db/database';
import { assertOwn } from '../../http/access';
import { addRoute } from '../../http/route';
import { toDataUrl } from '../../lib/images';
import { findProfileImage } from './queries';

export function profileRoutes(app: FastifyInstance, db: Database): void {
  addRoute(app, getEmployeeProfileImage, async ({ query, caller }) => {
    assertOwn(caller, { employeeId: query.employeeId });
    const image = await findProfileImage(db, query.employeeId);
    return { imageBase64: image ? toDataUrl(image) : null };
  });
}
