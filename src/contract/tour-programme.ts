// The tour programme (issue 42): an employee's plan of a month, day by day, approved by their manager.
//
// Paths the spec does not show, named in its style (DESIGN.md section 2):
// - GET /tpMonth: the caller's plan of a month (empty days when none was saved), with the journeys
//   of their approved fare chart and their territory's customers to plan from.
// - POST /tpDaySave: plans one day (no workType: clears it) while the plan is a draft, or a rejected
//   day of a returned plan. Sent through the outbox, so its fields are flat text and numbers.
// - POST /tpCopyLastMonth: fills the empty working days from last month's plan by weekday.
// - POST /tpSubmit: sends the month to the manager; refused while a working day is empty.
// - GET /tpApprovalList: the caller's team and their plans of a month, with status.
// - GET /tpApprovalView: one plan as its approver sees it.
// - POST /tpApprovalSubmit: approves or rejects (with a reason) each day of a submitted plan.
// - POST /tpChangeRequest: asks to change a day of an approved plan that has not passed, with a reason.
// - POST /tpChangeDecide: the approver approves (the day takes the change) or rejects a request.
import { z } from 'zod';
import { defineCall, INT4_MAX, ZId, ZInt4 } from './call';
import { ZIsoDate, ZText } from './fields';

export const WORK_TYPES = ['Field Work', 'Meeting', 'Training', 'Leave', 'Office'] as const;
export const ZWorkType = z.enum(WORK_TYPES, { error: `must be one of ${WORK_TYPES.join(', ')}` });
export type TWorkType = z.infer<typeof ZWorkType>;
export const FIELD_WORK: TWorkType = 'Field Work';

/** A plan: N none saved yet, D draft, S submitted, A approved, R returned (some days rejected). */
export const ZTpStatus = z.enum(['N', 'D', 'S', 'A', 'R']);
export type TTpStatus = z.infer<typeof ZTpStatus>;
/** A day: D draft, S submitted, A approved, R rejected (it waits for the employee's change). */
export const ZTpDayStatus = z.enum(['D', 'S', 'A', 'R']);

const ZMonthNumber = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be 1 to 12' })
  .max(12, { error: 'must be 1 to 12' });
const ZYear = ZInt4.pipe(z.number().min(2000, { error: 'is too early' }).max(2100, { error: 'is too late' }));

export const ZTpJourney = z.object({
  journeyId: z.number().int(),
  fromCity: z.string(),
  toCity: z.string(),
  /** 'HQ', 'EX-HQ' or 'Out Station'. */
  category: z.string(),
});
export type TTpJourney = z.infer<typeof ZTpJourney>;

export const ZTpCustomer = z.object({
  customerId: z.number().int(),
  name: z.string(),
  customerType: z.string(),
  cityName: z.string(),
});
export type TTpCustomer = z.infer<typeof ZTpCustomer>;

/** A request to change a day of an approved plan: P waiting, A approved, R rejected. */
export const ZTpChange = z.object({
  changeId: z.number().int(),
  workType: ZWorkType,
  journey: ZTpJourney.nullable(),
  customers: z.array(ZTpCustomer),
  isJointWork: z.boolean(),
  reason: z.string(),
  status: z.enum(['P', 'A', 'R']),
  decisionReason: z.string(),
});
export type TTpChange = z.infer<typeof ZTpChange>;

export const ZTpDay = z.object({
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** A Sunday or a company holiday: not planned. */
  isHoliday: z.boolean(),
  holidayName: z.string(),
  /** null: not planned yet. */
  workType: ZWorkType.nullable(),
  journey: ZTpJourney.nullable(),
  customers: z.array(ZTpCustomer),
  isJointWork: z.boolean(),
  status: ZTpDayStatus,
  /** The approver's reason for a rejected day. */
  reason: z.string(),
  /** The employee may change this day now. */
  canEdit: z.boolean(),
  /** The latest change request of the day, when it had one. */
  change: ZTpChange.nullable(),
  /** The plan is approved and the day has not passed: it changes by a request. */
  canRequestChange: z.boolean(),
});
export type TTpDay = z.infer<typeof ZTpDay>;

export const ZTpPlan = z.object({
  planId: z.number().int().nullable(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: ZTpStatus,
  /** Submitted after the company's cut-off. */
  isLate: z.boolean(),
  /** A change request waits for the approver. */
  hasChangeRequest: z.boolean(),
  /** 'YYYY-MM-DD': the day by which the plan should be submitted. */
  cutoffDate: z.string(),
  days: z.array(ZTpDay),
  /** What the submitted days are now, for a decision sent later through the outbox (tp-decision.ts). */
  planVersion: z.string().optional(),
});
export type TTpPlan = z.infer<typeof ZTpPlan>;

const ZOwnMonth = z.object({ employeeId: ZId, companyId: ZId, year: ZYear, month: ZMonthNumber });
export type TTpMonthRequest = z.infer<typeof ZOwnMonth>;

export const getTourProgramme = defineCall({
  method: 'GET',
  path: '/tpMonth',
  query: ZOwnMonth,
  response: ZTpPlan.extend({ journeys: z.array(ZTpJourney), customers: z.array(ZTpCustomer) }),
});
export type TTourProgramme = z.infer<typeof getTourProgramme.response>;

/** Ids separated by commas ('' for none): the outbox stores flat fields only. */
const ZIdList = z
  .string()
  .max(2000, { error: 'is too long' })
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: 'must be customer ids separated by commas' })
  .transform((text) => (text === '' ? [] : [...new Set(text.split(',').map(Number))]))
  .pipe(
    z
      .array(z.number().int().positive().max(INT4_MAX, { error: 'is too large' }))
      .max(30, { error: 'may name at most 30 customers' }),
  );

export const ZTpDaySaveRequest = z.object({
  employeeId: ZId,
  companyId: ZId,
  date: ZIsoDate,
  /** Absent: the day is cleared. */
  workType: ZWorkType.optional(),
  journeyId: ZId.optional(),
  customerIds: ZIdList.optional(),
  /** 1: joint work with the manager. */
  isJointWork: z.coerce.number().int().min(0).max(1).optional(),
});
export type TTpDaySaveRequest = z.input<typeof ZTpDaySaveRequest>;

export const tpDaySave = defineCall({
  method: 'POST',
  path: '/tpDaySave',
  body: ZTpDaySaveRequest,
  response: z.object({ message: z.string(), day: ZTpDay }),
});

export const tpCopyLastMonth = defineCall({
  method: 'POST',
  path: '/tpCopyLastMonth',
  body: ZOwnMonth,
  response: z.object({ message: z.string(), copied: z.number().int() }),
});

export const tpSubmit = defineCall({
  method: 'POST',
  path: '/tpSubmit',
  body: ZOwnMonth,
  response: z.object({ message: z.string(), status: ZTpStatus, isLate: z.boolean() }),
});

export const ZTpTeamPlan = z.object({
  planId: z.number().int().nullable(),
  employeeId: z.number().int(),
  employeeName: z.string(),
  empCode: z.string(),
  territory: z.string(),
  designation: z.string(),
  status: ZTpStatus,
  isLate: z.boolean(),
  hasChangeRequest: z.boolean(),
  /** The approver the caller stands in for while they are away (issue 38). */
  forName: z.string().nullish(),
});
export type TTpTeamPlan = z.infer<typeof ZTpTeamPlan>;

export const getTpApprovalList = defineCall({
  method: 'GET',
  path: '/tpApprovalList',
  query: z.object({ employeeId: ZId, year: ZYear, month: ZMonthNumber }),
  response: z.object({ plans: z.array(ZTpTeamPlan) }),
});

export const getTpApprovalView = defineCall({
  method: 'GET',
  path: '/tpApprovalView',
  query: z.object({ planId: ZId }),
  response: ZTpPlan,
});

export const ZTpDayDecision = z.object({
  date: ZIsoDate,
  status: z.enum(['A', 'R'], { error: 'must be A or R' }),
  reason: ZText(300).optional(),
});

export const tpApprovalSubmit = defineCall({
  method: 'POST',
  path: '/tpApprovalSubmit',
  body: z.object({
    planId: ZId,
    companyId: ZId,
    days: z.array(ZTpDayDecision).min(1, { error: 'must decide at least one day' }).max(31),
  }),
  response: z.object({ message: z.string(), status: ZTpStatus }),
});

export const ZTpChangeRequest = ZTpDaySaveRequest.extend({
  workType: ZWorkType,
  reason: ZText(300),
});
export type TTpChangeRequest = z.input<typeof ZTpChangeRequest>;

export const tpChangeRequest = defineCall({
  method: 'POST',
  path: '/tpChangeRequest',
  body: ZTpChangeRequest,
  response: z.object({ message: z.string(), day: ZTpDay }),
});

export const tpChangeDecide = defineCall({
  method: 'POST',
  path: '/tpChangeDecide',
  body: z.object({
    changeId: ZId,
    companyId: ZId,
    status: z.enum(['A', 'R'], { error: 'must be A or R' }),
    reason: ZText(300).optional(),
  }),
  response: z.object({ message: z.string() }),
});
