// The rules of a profile: only contact fields change, and a photo is a whole JPEG or PNG of at most 2 MB.

import type { z } from 'zod';
import {
  emailProblem,
  MAX_PROFILE_IMAGE_BYTES,
  READ_ONLY_PROFILE_FIELDS,
  type TProfile,
  type ZProfileUpdateRequest,
} from '../../../src/contract/profile';
import { PROFILE_SAYS } from '../../../src/contract/profile-texts';
import { renderText } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import {
  decodeDataUrl,
  exceedsPixels,
  type PixelLimit,
  readWholeImage,
  toDataUrl,
  withoutMetadata,
} from '../../lib/images';
import { findProfile, type ProfileRow, setProfileImage, updateProfileFields } from './queries';

export const NOT_A_PROFILE_IMAGE = renderText(PROFILE_SAYS.notAnImage, 'en');
/** A profile photo is shown as a small avatar: a camera's photo fits, a pixel bomb does not. */
const PROFILE_PIXELS: PixelLimit = { maxSide: 6_000, maxPixels: 25_000_000 };
export const PROFILE_IMAGE_TOO_MANY_PIXELS = renderText(PROFILE_SAYS.tooManyPixels, 'en');
export const PROFILE_IMAGE_TOO_LARGE = renderText(PROFILE_SAYS.tooLarge, 'en');

type UpdateBody = z.output<typeof ZProfileUpdateRequest>;

export async function profileOf(db: Queryable, employeeId: number): Promise<TProfile> {
  const { image, ...profile } = await existingProfile(db, employeeId);
  return { ...profile, imageBase64: image ? toDataUrl(image) : null };
}

/** Saves the contact fields; a read-only field sent with another value than stored is refused. */
export async function updateProfile(db: Queryable, body: UpdateBody): Promise<void> {
  const stored = await existingProfile(db, body.employeeId);
  const changed = READ_ONLY_PROFILE_FIELDS.filter(
    (field) => body[field] !== undefined && body[field].trim() !== stored[field],
  );
  if (changed.length > 0) {
    throw badRequest(PROFILE_SAYS.fixedFields({ fields: changed.join(', ') }));
  }
  const problem = emailProblem(body.emailId, stored.emailDomains);
  if (problem) throw badRequest(problem);
  await updateProfileFields(db, body.employeeId, body);
}

export async function replaceProfileImage(db: Queryable, employeeId: number, dataUrl: string): Promise<void> {
  const bytes = decodeDataUrl(dataUrl);
  const facts = bytes ? readWholeImage(bytes) : undefined;
  if (!bytes || !facts) throw badRequest(PROFILE_SAYS.notAnImage);
  if (bytes.length > MAX_PROFILE_IMAGE_BYTES) throw badRequest(PROFILE_SAYS.tooLarge);
  if (exceedsPixels(facts, PROFILE_PIXELS)) throw badRequest(PROFILE_SAYS.tooManyPixels);
  await setProfileImage(db, employeeId, withoutMetadata(bytes));
}

export async function removeProfileImage(db: Queryable, employeeId: number): Promise<void> {
  await setProfileImage(db, employeeId, null);
}

async function existingProfile(db: Queryable, employeeId: number): Promise<ProfileRow> {
  const profile = await findProfile(db, employeeId);
  if (!profile) throw notFound(PROFILE_SAYS.noSuchEmployee);
  return profile;
}
