// The audit trail of administration (issue 24): what changed, by whom, for a record or the company.
import { adminAudit, type TAuditRecordKind } from '../../contract/admin/audit';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED } from './admin-write';

export interface AuditArgs {
  recordKind?: TAuditRecordKind | undefined;
  recordRef?: string | undefined;
  recordKey?: string | undefined;
  actorId?: number | undefined;
}

export const auditQuery = defineQuery({
  call: adminAudit,
  request: (user, args: AuditArgs) => ({
    query: {
      companyId: user.companyId,
      ...(args.recordKind ? { recordKind: args.recordKind } : {}),
      ...(args.recordRef ? { recordRef: args.recordRef } : {}),
      ...(args.recordKey ? { recordKey: args.recordKey } : {}),
      ...(args.actorId ? { actorId: args.actorId } : {}),
    },
  }),
  select: (response) => response.entries,
  errorText: ADMIN_FAILED,
});
