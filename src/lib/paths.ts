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
} as const;

/** Routes that need no stored token. */
export const PUBLIC_PATHS: readonly string[] = [PATHS.splash, PATHS.login, PATHS.logout];

/**
 * The receipt flow keeps working offline from IndexedDB (DESIGN.md section 2); every other route
 * shows the offline screen.
 */
export const OFFLINE_PATHS: readonly string[] = [
  PATHS.camera,
  PATHS.captureImage,
  PATHS.cropImage,
  PATHS.capturedImageDetails,
  PATHS.uploadBills,
  PATHS.unreportedBills,
];
