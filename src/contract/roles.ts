// What an employee is in their company, from their record: their level in the reporting line (spec
// section 2: T is in the field; A, R and Z approve) and the roles the sign-in answer carries.
import { z } from 'zod';

/** Area range: T territory level (no approvals), A area, R regional, Z zonal manager. */
export const ZAreaRange = z.enum(['T', 'A', 'R', 'Z']);
export type TAreaRange = z.infer<typeof ZAreaRange>;
