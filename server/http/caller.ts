// Who is calling: resolved from the bearer token once per request by the auth hook.
import type { TAreaRange } from '../../src/contract/fare-chart';

export interface Caller {
  employeeId: number;
  companyId: number;
  areaRange: TAreaRange;
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
