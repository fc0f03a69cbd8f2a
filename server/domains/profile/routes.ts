// Profile calls; this issue serves the photo that the side menu shows.
import { getEmployeeProfileImage } from '../../../src/contract/profile';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { toDataUrl } from '../../lib/images';
import { findProfileImage } from './queries';

export const profileRoutes = domainPlugin('profile', async (app, { db }) => {
  addRoute(app, getEmployeeProfileImage, { own: { employeeId: 'query.employeeId' } }, async ({ query }) => {
    const image = await findProfileImage(db, query.employeeId);
    return { imageBase64: image ? toDataUrl(image) : null };
  });
});
