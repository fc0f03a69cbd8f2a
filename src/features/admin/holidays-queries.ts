// The holidays screen's reads and writes (issue 24).
import { adminHolidaySave, adminHolidays } from '../../contract/admin/holidays';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';
import { auditQuery } from './audit-queries';

export const holidaysQuery = defineQuery({
  call: adminHolidays,
  request: (user, year: number) => ({ query: { companyId: user.companyId, year } }),
  select: (response) => response.holidays,
  errorText: ADMIN_FAILED,
});

export const saveHolidayMutation = defineMutation({
  ...save,
  call: adminHolidaySave,
  request: (user, input: { date: string; name: string; remove?: boolean }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response.message,
  invalidates: [holidaysQuery, auditQuery],
});
