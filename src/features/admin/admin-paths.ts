// Administration's screens (issue 24).
export const ADMIN_PATHS = {
  home: '/admin',
  employees: '/admin/employees',
  places: '/admin/places',
  rates: '/admin/rates',
  /** Issue 37: limits by expense type, grade and city class. */
  limits: '/admin/limits',
  holidays: '/admin/holidays',
  expenseTypes: '/admin/expense-types',
  /** Issue 27: the doctors and chemists of each territory. */
  customers: '/admin/customers',
  importExport: '/admin/import',
  audit: '/admin/audit',
} as const;
