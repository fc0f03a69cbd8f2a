// The signed-in employee's place in the company as the fare chart and the menu read it (spec section 7
// 'SFC': GET /SFCEmployeeDetails): kept apart from the fare chart's own calls, so that the shell, which
// reads it for the menu's roles, does not load the whole chart contract.
import { z } from 'zod';
import { defineCall } from './call';
import { ZEmployeeQuery } from './profile';
import { ZAreaRange } from './roles';

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
