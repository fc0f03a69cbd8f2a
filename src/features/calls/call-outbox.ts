// Every change to the call report goes through the outbox, so it reaches the server exactly once,
// online or offline, and the day shows it at once (issue 27).
import { dcrCallDelete, dcrCallSave, type TDcrCall, type TDcrCallSaveRequest } from '../../contract/calls';
import type { CallPreview, OutboxItem } from '../../lib/db';
import { enqueue } from '../../lib/outbox';
import type { StoredUserData } from '../../lib/session';
import type { Stamp } from './location';

/** The customer a call is on: one of the list, or a new one met in the field. */
export type CallCustomer =
  | { customerId: number; name: string; customerType: 'Doctor' | 'Chemist'; cityName: string }
  | {
      customerId?: undefined;
      name: string;
      customerType: 'Doctor' | 'Chemist';
      cityId: number;
      cityName: string;
    };

export interface CallInput {
  /** Set when the call is one of the server's being changed. */
  callId?: number | undefined;
  date: string;
  time: string;
  customer: CallCustomer;
  stamp: Stamp | null;
}

export function queueCallSave(user: StoredUserData, input: CallInput): Promise<OutboxItem> {
  const { customer, stamp } = input;
  const body: TDcrCallSaveRequest = {
    employeeId: user.employeeId,
    companyId: user.companyId,
    date: input.date,
    time: input.time,
    ...(input.callId === undefined ? {} : { callId: input.callId }),
    ...(customer.customerId === undefined
      ? {
          newCustomerName: customer.name,
          newCustomerType: customer.customerType,
          newCustomerCityId: customer.cityId,
        }
      : { customerId: customer.customerId }),
    ...(stamp ? { latitude: stamp.latitude, longitude: stamp.longitude, accuracy: stamp.accuracy } : {}),
  };
  const callPreview: CallPreview = {
    date: input.date,
    time: input.time,
    customerName: customer.name,
    customerType: customer.customerType,
    cityName: customer.cityName,
    hasLocation: stamp !== null,
  };
  return enqueue(dcrCallSave, {
    employeeId: user.employeeId,
    kind: 'call-save',
    body,
    ...(input.callId === undefined ? {} : { callId: input.callId }),
    callPreview,
    label: `Call on ${customer.name}, ${input.time}`,
  });
}

export function queueCallDelete(user: StoredUserData, call: TDcrCall): Promise<OutboxItem> {
  return enqueue(dcrCallDelete, {
    employeeId: user.employeeId,
    kind: 'call-delete',
    query: { employeeId: user.employeeId, companyId: user.companyId, callId: call.callId },
    callId: call.callId,
    label: `Deleting the call on ${call.customerName}, ${call.time}`,
  });
}
