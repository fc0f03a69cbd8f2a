// Profile calls: the profile, its contact fields and its photo.
import {
  employeeProfileImage,
  employeeProfileUpdate,
  getEmployeeProfile,
  getEmployeeProfileImage,
  getEmployeeProfileImageRemove,
  PROFILE_IMAGE_REMOVED,
  PROFILE_IMAGE_UPDATED,
  PROFILE_UPDATED,
} from '../../../src/contract/profile';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { toDataUrl } from '../../lib/images';
import { profileOf, removeProfileImage, replaceProfileImage, updateProfile } from './profile';
import { findProfileImage } from './queries';

/** A 2 MB photo as base64 text with its JSON wrapping. */
const PROFILE_IMAGE_BODY_LIMIT = 3 * 1024 * 1024;

export const profileRoutes = domainPlugin('profile', async (app, { db }) => {
  const ownQuery = { own: { employeeId: 'query.employeeId' } } as const;
  const ownBody = { own: { employeeId: 'body.employeeId' } } as const;

  addRoute(app, getEmployeeProfile, ownQuery, async ({ query }) => profileOf(db, query.employeeId));

  addRoute(app, employeeProfileUpdate, ownBody, async ({ body }) => {
    await updateProfile(db, body);
    return { message: PROFILE_UPDATED };
  });

  addRoute(app, getEmployeeProfileImage, ownQuery, async ({ query }) => {
    const image = await findProfileImage(db, query.employeeId);
    return { imageBase64: image ? toDataUrl(image) : null };
  });

  addRoute(
    app,
    employeeProfileImage,
    ownBody,
    async ({ body }) => {
      await replaceProfileImage(db, body.employeeId, body.imageBase64);
      return { message: PROFILE_IMAGE_UPDATED };
    },
    { bodyLimit: PROFILE_IMAGE_BODY_LIMIT },
  );

  addRoute(app, getEmployeeProfileImageRemove, ownQuery, async ({ query }) => {
    await removeProfileImage(db, query.employeeId);
    return { message: PROFILE_IMAGE_REMOVED };
  });
});
