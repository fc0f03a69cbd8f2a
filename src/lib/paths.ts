// Every route of spec section 2, by name.
export const PATHS = {
  splash: '/',
  login: '/login',
  home: '/home',
  sfc: '/sfc',
  myExpense: '/my-expense',
  myExpenseDetails: '/my-expense-details',
  unreportedBills: '/un-reported-expenses',
  uploadBills: '/upload-bills',
  camera: '/camera',
  captureImage: '/capture-image',
  cropImage: '/crop-image',
  capturedImageDetails: '/captured-image-details',
  notification: '/notification',
  user: '/user',
  setting: '/setting',
  logout: '/logout',
  stpfcApproval: '/stpfc-approval',
  expenseApproval: '/expense-approval',
  expenseDetails: '/expense-details',
  finance: '/finance',
  /** Issue 24: after a sign-in with a one-time password. */
  choosePassword: '/choose-password',
  /** Issue 24: company administration, for administrators. */
  admin: '/admin',
  /** Issue 27: the daily call report, for field employees. */
  dcr: '/dcr',
  /** Issue 42: the month's plan, for field employees, and its approval, for their managers. */
  tourProgramme: '/tour-programme',
  tpApproval: '/tp-approval',
} as const;

/** Routes that need no stored token. */
export const PUBLIC_PATHS: readonly string[] = [PATHS.splash, PATHS.login, PATHS.logout];

/**
 * The receipt flow, the daily call report and the tour programme keep working offline from
 * IndexedDB (DESIGN.md section 2, issues 27 and 42); every other route shows the offline screen.
 */
export const OFFLINE_PATHS: readonly string[] = [
  PATHS.camera,
  PATHS.captureImage,
  PATHS.cropImage,
  PATHS.capturedImageDetails,
  PATHS.uploadBills,
  PATHS.unreportedBills,
  PATHS.dcr,
  PATHS.tourProgramme,
  // Issue 40: the upload queue (and the rest of /setting kept on the device) works offline.
  PATHS.setting,
  // Issue 38: a fare chart opened once can be judged without signal.
  PATHS.stpfcApproval,
];

/** A route that works offline: one of OFFLINE_PATHS, or a claim an approver judges (issue 38). */
export function worksOffline(location: string): boolean {
  return OFFLINE_PATHS.includes(location) || location.startsWith(`${PATHS.expenseDetails}/`);
}
