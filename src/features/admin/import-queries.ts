// The import screen's calls (issue 24): check and import a CSV file, export one. An import may
// change any subject, so every list loads again after it.
import { adminCsvCheck, adminCsvExport, adminCsvImport, type TCsvKind } from '../../contract/admin/csv';
import { defineMutation } from '../../lib/server-mutation';
import { write } from './admin-write';
import { auditQuery } from './audit-queries';
import { customersQuery } from './customers-queries';
import { employeesQuery } from './employees-queries';
import { holidaysQuery } from './holidays-queries';
import { limitsQuery } from './limits-queries';
import { placesQuery } from './places-queries';
import { ratesQuery } from './rates-queries';

const everything = [
  employeesQuery,
  placesQuery,
  ratesQuery,
  limitsQuery,
  holidaysQuery,
  customersQuery,
  auditQuery,
] as const;

export const csvCheckMutation = defineMutation({
  ...write,
  call: adminCsvCheck,
  request: (user, input: { kind: TCsvKind; csv: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response,
});

export const csvImportMutation = defineMutation({
  ...write,
  call: adminCsvImport,
  request: (user, input: { kind: TCsvKind; csv: string }) => ({
    body: { ...input, companyId: user.companyId },
  }),
  select: (response) => response,
  successText: (report) => report.message,
  invalidates: everything,
});

/** An export is a read, but made on demand (a button), so it goes as a one-off call. */
export const csvExportMutation = defineMutation({
  ...write,
  call: adminCsvExport,
  request: (user, kind: TCsvKind) => ({ query: { companyId: user.companyId, kind } }),
  select: (response) => response,
});
