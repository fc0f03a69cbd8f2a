// The rules of a call: the caller's own, on a customer of their territory, on a day that has come and
// is still open; a new customer met in the field joins the territory's list unconfirmed.
import type { z } from 'zod';
import { CALL_SAYS } from '../../../src/contract/call-texts';
import type { ZDcrCallSaveRequest } from '../../../src/contract/calls';
import { businessDate } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { isDayOpen, type MonthStatus } from '../expenses/queries';
import { listPlannedCustomers } from '../tour-programme/queries';
import {
  type CallWrite,
  deleteCallRow,
  findCityInTerritory,
  findCustomer,
  findCustomerByName,
  findDayState,
  findTerritoryOf,
  insertCall,
  insertFieldCustomer,
  listDayCalls,
  listTerritoryCities,
  listTerritoryCustomers,
  lockCall,
  updateCall,
} from './queries';

type SaveBody = z.output<typeof ZDcrCallSaveRequest>;

/** The territory's customers and cities, for 'Add call'. */
export async function territoryCustomers(db: Queryable, caller: Caller, search: string) {
  const territoryId = await territoryOf(db, caller);
  const [customers, cities] = await Promise.all([
    listTerritoryCustomers(db, territoryId, search),
    listTerritoryCities(db, territoryId),
  ]);
  return { customers, cities };
}

export async function dayCalls(db: Queryable, caller: Caller, date: string) {
  const [calls, isOpen, planned] = await Promise.all([
    listDayCalls(db, caller.employeeId, date),
    isCallDayOpen(db, caller.employeeId, date, false),
    listPlannedCustomers(db, caller.employeeId, date),
  ]);
  const met = new Set(calls.map((call) => call.customerId));
  return {
    date,
    isOpen: isOpen && date <= businessDate(),
    calls,
    planned: planned.map((customer) => ({ ...customer, isMet: met.has(customer.customerId) })),
  };
}

/** Adds a call or changes one of the caller's; returns its id. */
export async function saveCall(tx: Queryable, caller: Caller, body: SaveBody): Promise<number> {
  if (body.callId !== undefined) await lockOwnCall(tx, caller, body.callId);
  await assertDayOpen(tx, caller, body.date);
  const territoryId = await territoryOf(tx, caller);
  const customer = await customerOfCall(tx, caller, territoryId, body);
  const stamp =
    body.latitude !== undefined && body.longitude !== undefined && body.accuracy !== undefined
      ? { latitude: body.latitude, longitude: body.longitude, accuracy: body.accuracy }
      : null;
  const call: CallWrite = {
    employeeId: caller.employeeId,
    customerId: customer.customerId,
    cityId: customer.cityId,
    date: body.date,
    time: body.time,
    stamp,
  };
  if (body.callId === undefined) return insertCall(tx, call);
  await updateCall(tx, body.callId, call);
  return body.callId;
}

export async function deleteCall(tx: Queryable, caller: Caller, callId: number): Promise<void> {
  await lockOwnCall(tx, caller, callId);
  await deleteCallRow(tx, callId);
}

/** Locks one of the caller's calls and checks its day may still change. */
async function lockOwnCall(tx: Queryable, caller: Caller, callId: number): Promise<void> {
  const call = await lockCall(tx, callId);
  if (!call) throw notFound(CALL_SAYS.noSuchCall);
  if (call.employeeId !== caller.employeeId) throw forbidden();
  await assertDayOpen(tx, caller, call.date);
}

async function assertDayOpen(tx: Queryable, caller: Caller, date: string): Promise<void> {
  if (date > businessDate()) throw badRequest(CALL_SAYS.futureDay);
  if (!(await isCallDayOpen(tx, caller.employeeId, date, true))) throw conflict(CALL_SAYS.locked);
}

async function isCallDayOpen(db: Queryable, employeeId: number, date: string, lock: boolean) {
  const state = await findDayState(db, employeeId, date, lock);
  return !state || isDayOpen(state.status as MonthStatus, state);
}

async function territoryOf(db: Queryable, caller: Caller): Promise<number> {
  const employee = await findTerritoryOf(db, caller.employeeId);
  if (!employee?.territoryId) throw conflict(CALL_SAYS.noTerritory);
  return employee.territoryId;
}

/** The customer the call is on: one of the territory's, or the new one it brings. */
async function customerOfCall(tx: Queryable, caller: Caller, territoryId: number, body: SaveBody) {
  if (body.customerId !== undefined) {
    const customer = await findCustomer(tx, body.customerId);
    if (customer && customer.territoryId !== territoryId) {
      const [sameCompany] = await tx.query<{ id: number }>(
        'select id from customer where id = $1 and company_id = $2',
        [body.customerId, caller.companyId],
      );
      if (!sameCompany) throw forbidden();
    }
    if (!customer || customer.territoryId !== territoryId || !customer.isActive) {
      throw badRequest(CALL_SAYS.noSuchCustomer);
    }
    return customer;
  }
  const cityId = body.newCustomerCityId as number;
  const city = await findCityInTerritory(tx, cityId, territoryId);
  if (!city) throw badRequest(CALL_SAYS.cityNotInTerritory({ city: String(cityId) }));
  const customerId = await insertFieldCustomer(tx, {
    companyId: caller.companyId,
    territoryId,
    cityId,
    name: body.newCustomerName as string,
    customerType: body.newCustomerType as 'Doctor' | 'Chemist',
    addedBy: caller.employeeId,
  });
  // Met offline while the administrator added the same name: the call is on the customer listed.
  return {
    customerId: customerId ?? (await findCustomerByName(tx, cityId, body.newCustomerName as string)),
    cityId,
  };
}
