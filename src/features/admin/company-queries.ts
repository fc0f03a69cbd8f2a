// The company's own settings: its email domains (issue 40), the tour programme's cut-off day
// (issue 42) and the days before a waiting claim reminds its approver (issue 38), each read and
// replaced.
import {
  adminApprovalReminder,
  adminApprovalReminderSave,
  adminEmailDomains,
  adminEmailDomainsSave,
  adminTpCutoff,
  adminTpCutoffSave,
} from '../../contract/admin/company';
import { defineMutation } from '../../lib/server-mutation';
import { defineQuery } from '../../lib/server-store';
import { ADMIN_FAILED, save } from './admin-write';

export const emailDomainsQuery = defineQuery({
  call: adminEmailDomains,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.emailDomains,
  errorText: ADMIN_FAILED,
});

export const saveEmailDomainsMutation = defineMutation({
  ...save,
  call: adminEmailDomainsSave,
  request: (user, emailDomains: string[]) => ({ body: { companyId: user.companyId, emailDomains } }),
  select: (response) => response.message,
  invalidates: [emailDomainsQuery],
});

export const tpCutoffQuery = defineQuery({
  call: adminTpCutoff,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.cutoffDay,
  errorText: ADMIN_FAILED,
});

export const saveTpCutoffMutation = defineMutation({
  ...save,
  call: adminTpCutoffSave,
  request: (user, cutoffDay: number) => ({ body: { companyId: user.companyId, cutoffDay } }),
  select: (response) => response.message,
  invalidates: [tpCutoffQuery],
});

/** The days before a waiting claim reminds its approver (issue 38). */
export const reminderDaysQuery = defineQuery({
  call: adminApprovalReminder,
  request: (user) => ({ query: { companyId: user.companyId } }),
  select: (response) => response.reminderDays,
  errorText: ADMIN_FAILED,
});

export const saveReminderDaysMutation = defineMutation({
  ...save,
  call: adminApprovalReminderSave,
  request: (user, reminderDays: number) => ({ body: { companyId: user.companyId, reminderDays } }),
  select: (response) => response.message,
  invalidates: [reminderDaysQuery],
});
