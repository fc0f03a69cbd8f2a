// Who may call what: one row per call of the contract, one cell per kind of caller and id. The
// matrix test walks every row for the demo users; a call of the contract without a row fails it.

/**
 * What the server must answer: 401, 403, 409 (an approver whose level has already acted: the
 * screen is stale), or let the call through to its domain (2xx for a read).
 */
export type Verdict = 401 | 403 | 409 | 'allowed';

/**
 * The kinds of request, by who calls and whose ids the request names:
 * - signedOut: no token (the ids are asha's);
 * - own: the caller's own ids (each of asha, rahul, vikram and meera);
 * - colleague: a peer under the same manager (asha naming rahul, rahul naming asha);
 * - subordinateWaiting: the approver whose level waits now, naming the subordinate;
 * - subordinateEarlierLevel: an approver of the line whose level has already acted;
 * - subordinateLaterLevel: a manager above the subordinate whose turn has not come;
 *   (for the approver rule these three are found in the demo data: vikram or meera, on rahul or asha;
 *   for the other rules they are vikram and meera naming rahul)
 * - manager: a subordinate naming their manager (asha naming vikram, vikram naming meera);
 * - otherCompany: the caller's own employee id with another company's id;
 * - administrator: Sunrise's administrator priya naming Sunrise and asha (issue 24);
 * - otherAdministrator: Apex's administrator arjun naming Sunrise and asha.
 * - finance: the company's finance user (kavita) naming an employee of her company (asha).
 */
export type Kind =
  | 'signedOut'
  | 'own'
  | 'colleague'
  | 'subordinateWaiting'
  | 'subordinateEarlierLevel'
  | 'subordinateLaterLevel'
  | 'manager'
  | 'otherCompany'
  | 'administrator'
  | 'otherAdministrator'
  | 'finance';

/** The rule the server declares for the call (server/http/access.ts), and what each kind gets. */
export interface Row {
  rule: 'public' | 'caller' | 'own' | 'approver' | 'admin' | 'finance';
  /** A kind left out does not apply: the call names no ids that could make it that kind. */
  verdicts: Partial<Record<Kind, Verdict>>;
  /** A read that the domain may refuse an allowed caller for a reason of the data, and why. */
  dataRefusal?: { status: number; why: string };
  /** An allowed write that ends the subject's sessions (deactivation, password reset): walked last. */
  endsSessions?: true;
}

/** Login: anyone. */
const PUBLIC: Row = { rule: 'public', verdicts: { signedOut: 'allowed', own: 'allowed' } };

/** Signed in, on the caller's own data from the token: the request names no one. */
const CALLER: Row = { rule: 'caller', verdicts: { signedOut: 401, own: 'allowed' } };

/** The caller's own data, named by ids: nobody else's, not even a manager's view of a subordinate's. */
const OWN: Row = {
  rule: 'own',
  verdicts: {
    signedOut: 401,
    own: 'allowed',
    colleague: 403,
    subordinateWaiting: 403,
    subordinateEarlierLevel: 403,
    subordinateLaterLevel: 403,
    manager: 403,
    otherCompany: 403,
  },
};

/** A subordinate's chart or claim: only the approver whose level waits now. */
const APPROVER: Row = {
  rule: 'approver',
  verdicts: {
    signedOut: 401,
    own: 403,
    colleague: 403,
    subordinateWaiting: 'allowed',
    subordinateEarlierLevel: 409,
    subordinateLaterLevel: 403,
    manager: 403,
    otherCompany: 403,
  },
};

/** A fare chart has one level of approval: no level before the one waiting. */
const CHART_APPROVER: Row = {
  rule: 'approver',
  verdicts: Object.fromEntries(
    Object.entries(APPROVER.verdicts).filter(([kind]) => kind !== 'subordinateEarlierLevel'),
  ),
};

/**
 * The approver's own list of what waits for them: named by their own employee id, so it is an
 * own call (what it lists is decided by the reporting line, on the server).
 */
const APPROVER_LIST: Row = OWN;

/** Administration (issue 24): an administrator of the company named, nobody else. */
const ADMIN: Row = {
  rule: 'admin',
  verdicts: {
    signedOut: 401,
    own: 403,
    colleague: 403,
    subordinateWaiting: 403,
    manager: 403,
    otherCompany: 403,
    administrator: 'allowed',
    otherAdministrator: 403,
    finance: 403,
  },
};

/** The company's claims for payroll: its finance team only, whoever else the caller approves. */
const FINANCE: Row = {
  rule: 'finance',
  verdicts: {
    signedOut: 401,
    own: 403,
    colleague: 403,
    subordinateWaiting: 403,
    subordinateEarlierLevel: 403,
    subordinateLaterLevel: 403,
    manager: 403,
    otherCompany: 403,
    administrator: 403,
    otherAdministrator: 403,
    finance: 'allowed',
  },
};

/** A claim's PDF: its employee, every approver of their line, and the company's finance team. */
const CLAIM_FILE: Row = {
  rule: 'finance',
  verdicts: {
    signedOut: 401,
    own: 'allowed',
    colleague: 403,
    subordinateWaiting: 'allowed',
    subordinateEarlierLevel: 'allowed',
    subordinateLaterLevel: 'allowed',
    manager: 403,
    otherCompany: 403,
    finance: 'allowed',
  },
};

export const ACCESS_MATRIX: Record<string, Row> = {
  'POST /Login': PUBLIC,
  'POST /Logout': CALLER,
  // The caller's own sessions, from the token: names no one.
  'GET /SignedInDevices': CALLER,
  'POST /SignOutEverywhere': { ...CALLER, endsSessions: true },
  'POST /SignOutDevice': CALLER,
  // The caller's own language (issue 39), from the token: names no one.
  'POST /SetLanguage': CALLER,

  'GET /getMyExpense': OWN,
  'GET /expenseCityFilter': OWN,
  'GET /getExpenseActivity': OWN,
  'GET /getExpenseCity': OWN,
  'GET /expenseModifyFromCity': OWN,
  'POST /expenseModifySubmit': OWN,
  'GET /expenseUpdateDayWise': OWN,
  'GET /expenseDayWiseTotal': OWN,
  'GET /expenseGetAllAttachmentForDaywise': OWN,
  'DELETE /expenseDeleteAttachment': OWN,
  'PUT /expenseUpdateDateWiseSubmit': OWN,
  'GET /ExpenseDetailsRefresh': {
    ...OWN,
    dataRefusal: { status: 409, why: 'a day is priced from an approved fare chart; the managers have none' },
  },
  'POST /expenseFinalSubmit': OWN,
  'POST /expenseDayResubmit': OWN,

  'GET /SFCEmployeeDetails': OWN,
  'POST /SFCAdd': OWN,
  'PUT /SFCEditSave': OWN,
  'GET /SFCBindGrid': OWN,
  'DELETE /SFCdelete': OWN,
  'POST /SFCSubmit': OWN,
  'GET /SFCFareAndAllowanceForDistance': OWN,
  'GET /SFCAllowance': OWN,
  'GET /SFCFareAndAllowance': OWN,
  'GET /SFCTerritoryCity': CALLER,
  'GET /SFCTerritoryCategory': CALLER,
  'GET /SFCTerritoryModeOfTransport': CALLER,
  'GET /SFCTerritory': OWN,

  'GET /ExpenseMainDashboard': OWN,
  'GET /dashboardCalendar': OWN,

  'GET /getNotification': OWN,
  // Names only a notification; the domain answers 403 for another employee's (its own test).
  'PATCH /notificationView': CALLER,
  'GET /employeeProfile': OWN,
  'PATCH /employeeProfileUpdate': OWN,
  'GET /getEmployeeProfileImage': OWN,
  'PATCH /employeeProfileImage': OWN,
  'PUT /getEmployeeProfileImageRemove': OWN,

  'GET /ExpenseType': CALLER,
  'POST /expenseUpload': OWN,
  'PATCH /unreportedUpdate': OWN,
  'GET /GetExpenseUploadTemp': OWN,
  'POST /expenseGetFileAttachement': OWN,
  'DELETE /unreportedDelete': OWN,
  'POST /expenseAttachUnreported': OWN,
  'GET /billLimits': OWN,

  'GET /dcrCustomers': OWN,
  'GET /dcrCalls': OWN,
  'POST /dcrCallSave': OWN,
  'DELETE /dcrCallDelete': OWN,

  // The tour programme (issue 42): a plan has one level of approval, as a fare chart.
  'GET /tpMonth': OWN,
  'POST /tpDaySave': OWN,
  'POST /tpCopyLastMonth': OWN,
  'POST /tpSubmit': OWN,
  'GET /tpApprovalList': APPROVER_LIST,
  'GET /tpApprovalView': CHART_APPROVER,
  'POST /tpApprovalSubmit': CHART_APPROVER,
  'POST /tpDecisionSave': CHART_APPROVER,
  'POST /tpChangeRequest': OWN,
  'POST /tpChangeDecide': CHART_APPROVER,

  // Cover while away (issue 38): an approver's own window; a representative's is refused (400).
  'GET /awayView': OWN,
  'POST /awaySet': OWN,
  'POST /awayClear': OWN,

  'GET /getSTPFCApprovalDetail': APPROVER_LIST,
  'GET /getSTPFCApprovalEmployeeWiseDetails': CHART_APPROVER,
  'POST /stpfcApprovalSubmit': CHART_APPROVER,
  'GET /GetExpenseApproval': APPROVER_LIST,
  'GET /GetExpenseViewAllDetails': APPROVER,
  'GET /GetExpenseApprovalSundry': APPROVER,
  'GET /expenseApprovalAttachment': APPROVER,
  'GET /GetExpenseApprovalPopup': APPROVER,
  'POST /expenseDraftSubmit': APPROVER,
  'POST /expenseApprovalSubmit': APPROVER,
  'POST /expenseDecisionSave': APPROVER,
  'POST /stpfcDecisionSave': CHART_APPROVER,
  // The approver's own id; each claim it names then passes the approver rule in the domain.
  'POST /expenseApproveSelected': OWN,

  'GET /adminEmployees': ADMIN,
  'POST /adminEmployeeSave': ADMIN,
  'POST /adminEmployeeDeactivate': { ...ADMIN, endsSessions: true },
  'POST /adminEmployeeActivate': ADMIN,
  'POST /adminPasswordReset': { ...ADMIN, endsSessions: true },
  // The caller's own password: names no one.
  'POST /ChangePassword': CALLER,
  'GET /adminPlaces': ADMIN,
  'POST /adminTerritorySave': ADMIN,
  'POST /adminCitySave': ADMIN,
  'POST /adminDistanceSave': ADMIN,
  'GET /adminCustomers': ADMIN,
  'POST /adminCustomerSave': ADMIN,
  'GET /adminRates': ADMIN,
  'POST /adminFareRateSave': ADMIN,
  'POST /adminAllowanceSave': ADMIN,
  'GET /adminLimits': ADMIN,
  'POST /adminLimitSave': ADMIN,
  'GET /adminEInvoiceKeys': ADMIN,
  'POST /adminEInvoiceKeyAdd': ADMIN,
  'GET /adminHolidays': ADMIN,
  'POST /adminHolidaySave': ADMIN,
  'GET /adminExpenseTypes': ADMIN,
  'POST /adminExpenseTypeSave': ADMIN,
  'POST /adminCsvCheck': ADMIN,
  'POST /adminCsvImport': ADMIN,
  'GET /adminCsvExport': ADMIN,
  'GET /adminAudit': ADMIN,
  'GET /adminEmailDomains': ADMIN,
  'POST /adminEmailDomainsSave': ADMIN,
  'GET /adminTpCutoff': ADMIN,
  'POST /adminTpCutoffSave': ADMIN,
  'GET /adminApprovalReminder': ADMIN,
  'POST /adminApprovalReminderSave': ADMIN,

  'GET /financeRole': CALLER,
  'GET /claimsRegister': FINANCE,
  'POST /claimsMarkPaid': FINANCE,
  'GET /payrollFile': FINANCE,
  'GET /claimPdf': CLAIM_FILE,
};
