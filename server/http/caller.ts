// Who is calling: resolved from the bearer token once per request by the auth hook.
import type { TAreaRange } from '../../src/contract/roles';
import type { Language } from '../../src/pure/messages';

export interface Caller {
  employeeId: number;
  companyId: number;
  areaRange: TAreaRange;
  /** An administrator of their company (issue 24): may make the administration calls. */
  isAdmin: boolean;
  /** Signed in with a one-time password: may only choose a new password or sign out. */
  mustChangePassword: boolean;
  tokenHash: Buffer;
  /** The language the employee chose (issue 39), null when never: the server answers in it when a request names none. */
  language?: Language | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    isPublic?: boolean;
  }
}
