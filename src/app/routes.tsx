// The route table of spec section 2: which screen each path shows, and in which frame.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen as lazy } from '../lib/lazy-screen';
import { PATHS } from '../lib/paths';

/** bare: no frame (splash, login, logout); shell: top bar, menu, footer; fullscreen: the camera flow. */
export type Layout = 'bare' | 'shell' | 'fullscreen';

export interface RouteEntry {
  path: string;
  layout: Layout;
  page: LazyExoticComponent<ComponentType>;
}

/** Administration's screens (issue 24), each a page of the admin feature. */
const ADMIN_ROUTES: RouteEntry[] = [
  { path: '/admin/employees', layout: 'shell', page: lazy(() => import('../features/admin/employees-page')) },
  { path: '/admin/places', layout: 'shell', page: lazy(() => import('../features/admin/places-page')) },
  { path: '/admin/rates', layout: 'shell', page: lazy(() => import('../features/admin/rates-page')) },
  { path: '/admin/limits', layout: 'shell', page: lazy(() => import('../features/admin/limits-page')) },
  { path: '/admin/holidays', layout: 'shell', page: lazy(() => import('../features/admin/holidays-page')) },
  {
    path: '/admin/expense-types',
    layout: 'shell',
    page: lazy(() => import('../features/admin/expense-types-page')),
  },
  { path: '/admin/customers', layout: 'shell', page: lazy(() => import('../features/admin/customers-page')) },
  { path: '/admin/import', layout: 'shell', page: lazy(() => import('../features/admin/import-page')) },
  { path: '/admin/audit', layout: 'shell', page: lazy(() => import('../features/admin/audit-page')) },
];

export const ROUTES: RouteEntry[] = [
  { path: PATHS.splash, layout: 'bare', page: lazy(() => import('../features/auth/splash-page')) },
  { path: PATHS.login, layout: 'bare', page: lazy(() => import('../features/auth/login-page')) },
  { path: PATHS.logout, layout: 'bare', page: lazy(() => import('../features/auth/logout-page')) },
  { path: PATHS.home, layout: 'shell', page: lazy(() => import('../features/dashboard/dashboard-page')) },
  { path: PATHS.sfc, layout: 'shell', page: lazy(() => import('../features/fare-chart/sfc-page')) },
  {
    path: PATHS.myExpense,
    layout: 'shell',
    page: lazy(() => import('../features/expenses/my-expense-page')),
  },
  {
    path: PATHS.myExpenseDetails,
    layout: 'shell',
    page: lazy(() => import('../features/expenses/day-details-page')),
  },
  {
    path: `${PATHS.myExpenseDetails}/:expenseDetailId`,
    layout: 'shell',
    page: lazy(() => import('../features/expenses/day-details-page')),
  },
  {
    path: PATHS.unreportedBills,
    layout: 'shell',
    page: lazy(() => import('../features/receipts/unreported-bills-page')),
  },
  {
    path: PATHS.uploadBills,
    layout: 'shell',
    page: lazy(() => import('../features/receipts/upload-bills-page')),
  },
  { path: PATHS.camera, layout: 'fullscreen', page: lazy(() => import('../features/receipts/camera-page')) },
  {
    path: PATHS.captureImage,
    layout: 'fullscreen',
    page: lazy(() => import('../features/receipts/capture-image-page')),
  },
  {
    path: PATHS.cropImage,
    layout: 'fullscreen',
    page: lazy(() => import('../features/receipts/crop-image-page')),
  },
  {
    path: PATHS.capturedImageDetails,
    layout: 'fullscreen',
    page: lazy(() => import('../features/receipts/invoice-details-page')),
  },
  {
    path: PATHS.notification,
    layout: 'shell',
    page: lazy(() => import('../features/notifications/notifications-page')),
  },
  { path: PATHS.user, layout: 'shell', page: lazy(() => import('../features/profile/profile-page')) },
  { path: PATHS.setting, layout: 'shell', page: lazy(() => import('../features/settings/settings-page')) },
  {
    path: PATHS.stpfcApproval,
    layout: 'shell',
    page: lazy(() => import('../features/approvals/stpfc-approval-page')),
  },
  {
    path: PATHS.expenseApproval,
    layout: 'shell',
    page: lazy(() => import('../features/approvals/expense-approval-page')),
  },
  {
    path: `${PATHS.expenseDetails}/:expenseId`,
    layout: 'shell',
    page: lazy(() => import('../features/approvals/expense-details-page')),
  },
  { path: PATHS.finance, layout: 'shell', page: lazy(() => import('../features/finance/finance-page')) },
  {
    path: PATHS.choosePassword,
    layout: 'bare',
    page: lazy(() => import('../features/auth/choose-password-page')),
  },
  { path: PATHS.admin, layout: 'shell', page: lazy(() => import('../features/admin/admin-page')) },
  ...ADMIN_ROUTES,
  { path: PATHS.dcr, layout: 'shell', page: lazy(() => import('../features/calls/dcr-page')) },
  {
    path: PATHS.tourProgramme,
    layout: 'shell',
    page: lazy(() => import('../features/tour-programme/tour-programme-page')),
  },
  {
    path: PATHS.tpApproval,
    layout: 'shell',
    page: lazy(() => import('../features/tour-programme/tp-approval-page')),
  },
  {
    path: `${PATHS.tpApproval}/:planId`,
    layout: 'shell',
    page: lazy(() => import('../features/tour-programme/tp-plan-page')),
  },
];
