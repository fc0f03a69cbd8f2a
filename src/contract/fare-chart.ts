// Standard fare chart calls (spec section 7 'SFC'); this issue serves the employee details only.
import { z } from 'zod';
import { defineCall } from './call';
import { ZEmployeeQuery } from './profile';

/** Area range: T territory level (no approvals), A area, R regional, Z zonal manager. */
export const ZAreaRange = z.enum(['T', 'A', 'R', 'Z']);
export type TAreaRange = z.infer<typeof ZAreaRange>;

export const ZSfcEmployeeDetails = z.object({
  employeeId: z.number().int(),
  employeeName: z.string(),
  designation: z.string(),
  areaRange: ZAreaRange.nullable(),
  territoryId: z.number().int().nullable(),
  territoryName: z.string().nullable(),
  hqCityName: z.string().nullable(),
});
export type TSfcEmployeeDetails = z.infer<typeof ZSfcEmployeeDetails>;

export const sfcEmployeeDetails = defineCall({
  method: 'GET',
  path: '/SFCEmployeeDetails',
  query: ZEmployeeQuery,
  response: ZSfcEmployeeDetails,
});
