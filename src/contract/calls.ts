// The daily call report (issue 27): the doctors and chemists a field employee met, day by day.
//
// Paths the spec does not show, named in its style (DESIGN.md section 2):
// - GET /dcrCustomers: the active customers of the caller's territory (search by name) and the
//   territory's cities, for 'Add call'.
// - GET /dcrCalls: the caller's calls of one day, and whether that day may still change.
// - POST /dcrCallSave: adds a call (no callId) or changes one; a new customer (name, type, city)
//   may come with it instead of a customerId, and goes into the list unconfirmed. Sent through the
//   outbox with an Idempotency-Key, so its fields are flat text and numbers.
// - DELETE /dcrCallDelete: removes one of the caller's calls.
// A call changes only while its day is open: the month not submitted (or the day reopened by a
// rejection); otherwise 409 with CALL_TEXTS.locked. Calls are priced nothing by themselves.
import { z } from 'zod';
import { renderText, type Text } from '../pure/texts';
import { defineCall, ZId } from './call';
import { CALL_SAYS } from './call-texts';
import { ZIsoDate, ZText } from './fields';

export const CUSTOMER_TYPES = ['Doctor', 'Chemist'] as const;
export const ZCustomerType = z.enum(CUSTOMER_TYPES, { error: 'must be Doctor or Chemist' });
export type TCustomerType = z.infer<typeof ZCustomerType>;

/** The approver's flags on a day row, as the issue spells them: they explain, never block. */
export const CALL_FLAGS = {
  noCalls: 'No calls reported',
  awayFromCity: 'Call away from its city',
  outsideRoute: 'Calls outside the claimed route',
} as const;
export const ZCallFlag = z.enum([CALL_FLAGS.noCalls, CALL_FLAGS.awayFromCity, CALL_FLAGS.outsideRoute]);
export type TCallFlag = z.infer<typeof ZCallFlag>;

/** A stamped location further than this (plus its accuracy) from its city's coordinates is flagged. */
export const AWAY_FROM_CITY_METRES = 5_000;

const english = (text: Text) => renderText(text, 'en');

export const CALL_TEXTS = {
  title: 'Daily Call Report',
  addCall: 'Add call',
  saved: english(CALL_SAYS.saved),
  deleted: english(CALL_SAYS.deleted),
  noCalls: 'No calls on this day',
  locked: english(CALL_SAYS.locked),
  futureDay: english(CALL_SAYS.futureDay),
  noSuchCall: english(CALL_SAYS.noSuchCall),
  noSuchCustomer: english(CALL_SAYS.noSuchCustomer),
  noTerritory: english(CALL_SAYS.noTerritory),
  customerOrNew: 'Choose a customer, or give the new customer’s name, type and city.',
} as const;

const ZEmployeeCompany = z.object({ employeeId: ZId, companyId: ZId });

/** 'HH:MM', 24-hour. */
export const ZCallTime = z
  .string({ error: 'is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time as HH:MM (24-hour)' });

const ZLatitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, { error: 'must be between -90 and 90' })
  .max(90, { error: 'must be between -90 and 90' });
const ZLongitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, { error: 'must be between -180 and 180' })
  .max(180, { error: 'must be between -180 and 180' });
/** Metres; a phone may say 0 for a very good fix. 100 km is no location at all. */
const ZAccuracy = z.coerce
  .number({ error: 'must be a number of metres' })
  .min(0, { error: 'must be 0 or more' })
  .max(100_000, { error: 'must be at most 100,000 metres' });

export const ZDcrCustomer = z.object({
  customerId: z.number().int(),
  name: z.string(),
  customerType: ZCustomerType,
  cityId: z.number().int(),
  cityName: z.string(),
  /** False while an employee's new customer waits for an administrator. */
  isConfirmed: z.boolean(),
});
export type TDcrCustomer = z.infer<typeof ZDcrCustomer>;

export const getDcrCustomers = defineCall({
  method: 'GET',
  path: '/dcrCustomers',
  query: ZEmployeeCompany.extend({ search: z.string().trim().max(100).optional() }),
  /** At most 200 customers, by name. */
  response: z.object({
    customers: z.array(ZDcrCustomer),
    cities: z.array(z.object({ cityId: z.number().int(), cityName: z.string() })),
  }),
});

export const ZDcrCall = z.object({
  callId: z.number().int(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** 'HH:MM'. */
  time: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerType: ZCustomerType,
  cityId: z.number().int(),
  cityName: z.string(),
  hasLocation: z.boolean(),
});
export type TDcrCall = z.infer<typeof ZDcrCall>;

/** A customer the day's approved tour programme meant to be visited (issue 42), met once a call is saved. */
export const ZDcrPlannedCustomer = z.object({
  customerId: z.number().int(),
  name: z.string(),
  customerType: z.string(),
  cityName: z.string(),
  isMet: z.boolean(),
});
export type TDcrPlannedCustomer = z.infer<typeof ZDcrPlannedCustomer>;

export const getDcrCalls = defineCall({
  method: 'GET',
  path: '/dcrCalls',
  query: ZEmployeeCompany.extend({ date: ZIsoDate }),
  response: z.object({
    date: z.string(),
    /** The day's calls may still be added, changed and deleted. */
    isOpen: z.boolean(),
    calls: z.array(ZDcrCall),
    /** The day's planned customers, first in the day (none without an approved plan). */
    planned: z.array(ZDcrPlannedCustomer).default([]),
  }),
});

export const ZDcrCallSaveRequest = ZEmployeeCompany.extend({
  /** Absent: a new call. */
  callId: ZId.optional(),
  date: ZIsoDate,
  time: ZCallTime,
  customerId: ZId.optional(),
  newCustomerName: ZText(100).optional(),
  newCustomerType: ZCustomerType.optional(),
  newCustomerCityId: ZId.optional(),
  latitude: ZLatitude.optional(),
  longitude: ZLongitude.optional(),
  accuracy: ZAccuracy.optional(),
}).superRefine((body, ctx) => {
  const hasNew =
    body.newCustomerName !== undefined ||
    body.newCustomerType !== undefined ||
    body.newCustomerCityId !== undefined;
  const isNewWhole =
    body.newCustomerName !== undefined &&
    body.newCustomerType !== undefined &&
    body.newCustomerCityId !== undefined;
  if ((body.customerId === undefined) === !isNewWhole || (body.customerId !== undefined && hasNew)) {
    ctx.addIssue({ code: 'custom', path: ['customerId'], message: CALL_TEXTS.customerOrNew });
  }
  const located = [body.latitude, body.longitude, body.accuracy].filter((value) => value !== undefined);
  if (located.length !== 0 && located.length !== 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: 'latitude, longitude and accuracy come together or not at all',
    });
  }
});
export type TDcrCallSaveRequest = z.input<typeof ZDcrCallSaveRequest>;

export const dcrCallSave = defineCall({
  method: 'POST',
  path: '/dcrCallSave',
  body: ZDcrCallSaveRequest,
  response: z.object({ message: z.string(), callId: z.number().int() }),
});

export const dcrCallDelete = defineCall({
  method: 'DELETE',
  path: '/dcrCallDelete',
  query: ZEmployeeCompany.extend({ callId: ZId }),
  response: z.object({ message: z.string() }),
});
