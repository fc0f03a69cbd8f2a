// The texts of /expense-approval's checks, filters and 'Approve selected' (issue 38).
import { defineTexts } from '../../pure/texts';

export const CLAIM_LIST_TEXTS = defineTexts(
  'features/approvals/claim-list',
  {
    month: 'Month',
    allMonths: 'All months',
    show: 'Show',
    all: 'All claims',
    flagged: 'Flagged',
    clean: 'No flags',
    search: 'Search by name or code',
    sort: 'Sort by waiting time',
    oldestFirst: 'Longest first',
    newestFirst: 'Shortest first',
    checks: 'Checks',
    noFlags: 'No flags',
    flagCount: '{count, plural, one {# flag} other {# flags}}',
    kindCount: '{kind} {count}',
    calls: 'Call report',
    plan: 'Plan',
    policy: 'Policy',
    duplicate: 'Duplicate',
    einvoice: 'E-invoice',
    amount: 'To approve',
    select: 'Select {name}, {month}',
    approveSelected: 'Approve selected',
    selectedCount: '{count, plural, one {# claim selected} other {# claims selected}}',
    confirmTitle: 'Approve the selected claims?',
    confirmText:
      '{count, plural, one {# claim} other {# claims}} for {total} in all will be approved, every day without deduction. Each employee is told.',
    confirm: 'Approve',
    cancel: 'Cancel',
    noneMatch: 'No claim matches.',
    flaggedNote: 'A flagged claim is opened and judged day by day.',
  },
  {
    hi: () => import('./claim-list-texts.hi'),
    mr: () => import('./claim-list-texts.mr'),
  },
);
