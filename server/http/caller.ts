// Who is calling: resolved from the bearer token once per request by the auth hook.
import type { TAreaRange } from '../../src/contract/fare-chart';

export interface Caller {
  employeeId: number;
  companyId: number;
  areaRange: TAreaRange;
  /** An administrator of their company (issue 24): may make the administration calls. */
  isAdmin: boolean;
  /** Signed in with a one-time password: may only choose a new password or sign out. */
  mustChangePassword: boolean;
  tokenHash: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    isPublic?: boolean;
  }
}
