import { describe, expect, it } from 'vitest';
import type { TDcrCall } from '../contract/calls';
import type { OutboxItem } from '../lib/db';
import { callRows, splitByCalls } from './calls';

const DAY = '2026-11-20';
const call = (callId: number, time: string, customerName = `Customer ${callId}`): TDcrCall => ({
  callId,
  date: DAY,
  time,
  customerId: callId * 10,
  customerName,
  customerType: 'Doctor',
  cityId: 1,
  cityName: 'Pune',
  hasLocation: false,
});

let seq = 0;
const item = (fields: Partial<OutboxItem>): OutboxItem => ({
  seq: ++seq,
  idempotencyKey: `key-${seq}`,
  employeeId: 1,
  kind: 'call-save',
  path: '/dcrCallSave',
  label: 'a call',
  state: 'queued',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  updatedAt: 100,
  ...fields,
});
const preview = (time: string, customerName: string, date = DAY) => ({
  date,
  time,
  customerName,
  customerType: 'Chemist' as const,
  cityName: 'Pune',
  hasLocation: true,
});

describe("a day's calls with the outbox laid over them", () => {
  it('shows a call saved offline at once, by time, marked as waiting, and only on its own day', () => {
    const rows = callRows(
      [call(1, '09:00'), call(2, '15:00')],
      [
        item({ callPreview: preview('11:00', 'New one') }),
        item({ callPreview: preview('10:00', 'Other day', '2026-11-19') }),
      ],
      DAY,
    );
    expect(rows.map((row) => [row.time, row.customerName, row.pending?.state])).toEqual([
      ['09:00', 'Customer 1', undefined],
      ['11:00', 'New one', 'queued'],
      ['15:00', 'Customer 2', undefined],
    ]);
  });

  it('hides a call being deleted, unless the deletion failed, and shows a waiting change over the call', () => {
    const rows = callRows(
      [call(1, '09:00'), call(2, '10:00'), call(3, '12:00')],
      [
        item({ kind: 'call-delete', callId: 1 }),
        item({
          kind: 'call-delete',
          callId: 2,
          state: 'failed',
          lastError: 'The calls of this day can no longer change',
        }),
        item({ callId: 3, callPreview: preview('12:30', 'Customer 3, changed') }),
      ],
      DAY,
    );
    expect(rows.map((row) => [row.time, row.customerName, row.pending?.state])).toEqual([
      ['10:00', 'Customer 2', 'failed'],
      ['12:30', 'Customer 3, changed', 'queued'],
    ]);
  });

  it('shows a call just confirmed once: kept until the list has it, never twice', () => {
    const confirmed = item({
      state: 'done',
      updatedAt: 500,
      response: { callId: 7 },
      callPreview: preview('13:00', 'Synced'),
    });
    // The list was asked for before the call reached the server: the call still shows, unmarked.
    expect(callRows([], [confirmed], DAY, 400).map((row) => [row.customerName, row.pending])).toEqual([
      ['Synced', undefined],
    ]);
    // A list asked for later has it, by its id: one row.
    expect(callRows([call(7, '13:00', 'Synced')], [confirmed], DAY, 400)).toHaveLength(1);
    expect(callRows([call(7, '13:00', 'Synced')], [confirmed], DAY, 600)).toHaveLength(1);
  });
});

describe("Modify route's cities", () => {
  it("offers the cities of the day's calls first, each once, and the others after", () => {
    const cities = [1, 2, 3, 4].map((cityId) => ({ cityId, cityName: `City ${cityId}` }));
    const [called, others] = splitByCalls(cities, [{ cityId: 3 }, { cityId: 1 }, { cityId: 3 }]);
    expect(called.map((city) => city.cityId)).toEqual([1, 3]);
    expect(others.map((city) => city.cityId)).toEqual([2, 4]);
  });
});
