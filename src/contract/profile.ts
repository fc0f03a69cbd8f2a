// Profile and profile photo (spec section 7 'Dashboard and profile').
import { z } from 'zod';
import { defineCall, ZId } from './call';

export const ZEmployeeQuery = z.object({ employeeId: ZId });

/** `imageBase64` is a data URL, or null when the employee has no photo (the app shows the default). */
export const getEmployeeProfileImage = defineCall({
  method: 'GET',
  path: '/getEmployeeProfileImage',
  query: ZEmployeeQuery,
  response: z.object({ imageBase64: z.string().nullable() }),
});
