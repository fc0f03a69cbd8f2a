// The daily call report's server data (issue 27), shared by the call report, the dashboard's count
// and Modify route's city order: a day's calls, kept on the device, with the outbox laid over them.
import { getDcrCalls, type TDcrCall } from '../contract/calls';
import type { OutboxItem, OutboxState } from '../lib/db';
import { useOutboxItems } from '../lib/outbox';
import { defineQuery } from '../lib/server-store';
import { useUser } from '../lib/session';
import { useQuery } from '../lib/use-query';
import { businessDate } from '../pure/calendar';
import { useRoles } from './employee';

export const CALLS_UNAVAILABLE = 'The calls could not be loaded.';

/** A day's calls load again each time one of these reaches the server. */
export const CALL_CHANGES = ['call-save', 'call-delete'] as const;

export const dayCallsQuery = defineQuery({
  call: getDcrCalls,
  request: (user, date: string) => ({
    query: { employeeId: user.employeeId, companyId: user.companyId, date },
  }),
  select: (response) => response,
  errorText: CALLS_UNAVAILABLE,
  cache: 'dcr-calls',
  refreshOn: CALL_CHANGES,
});

export interface CallRow {
  key: string;
  /** The server's call; absent for a new call still waiting to upload. */
  call?: TDcrCall;
  time: string;
  customerName: string;
  customerType: 'Doctor' | 'Chemist';
  cityName: string;
  hasLocation: boolean;
  pending?: { seq: number; state: Exclude<OutboxState, 'done'>; error?: string };
}

const pendingOf = (item: OutboxItem): Pick<CallRow, 'pending'> =>
  item.state === 'done'
    ? {}
    : {
        pending: {
          seq: item.seq ?? 0,
          state: item.state,
          ...(item.lastError ? { error: item.lastError } : {}),
        },
      };

/**
 * The day's rows: the server's calls with the outbox's waiting changes laid over them, by time. A
 * change that reached the server after the list was asked for (`listRequestedAt`) still shows until
 * the next list has it, so a call just synced never vanishes and comes back.
 */
export function callRows(
  calls: readonly TDcrCall[],
  items: readonly OutboxItem[],
  date: string,
  listRequestedAt = 0,
): CallRow[] {
  const waiting = items.filter(
    (item) =>
      (item.kind === 'call-save' || item.kind === 'call-delete') &&
      (item.state !== 'done' || item.updatedAt > listRequestedAt),
  );
  const latestChange = new Map<number, OutboxItem>();
  for (const item of waiting) if (item.callId !== undefined) latestChange.set(item.callId, item);

  const rows: CallRow[] = [];
  for (const call of calls) {
    const change = latestChange.get(call.callId);
    if (change?.kind === 'call-delete' && change.state !== 'failed') continue;
    const isEdit = change?.kind === 'call-save' && change.callPreview;
    if (isEdit && change.state !== 'failed' && change.callPreview?.date !== date) continue;
    rows.push({
      key: `call-${call.callId}`,
      call,
      ...call,
      ...(isEdit && change.state !== 'done' ? change.callPreview : {}),
      ...(change && change.state !== 'done' ? pendingOf(change) : {}),
    });
  }
  const known = new Set(calls.map((call) => call.callId));
  for (const item of waiting) {
    const preview = item.callPreview;
    if (item.kind !== 'call-save' || !preview || preview.date !== date) continue;
    // A new call the list does not have yet, or a call moved here from another day.
    if (item.callId !== undefined && known.has(item.callId)) continue;
    if (item.state === 'done' && item.callId === undefined && isInList(item, calls)) continue;
    rows.push({ key: `outbox-${item.seq}`, ...preview, ...pendingOf(item) });
  }
  return rows.sort((a, b) => a.time.localeCompare(b.time));
}

/** A new call the server has confirmed is in the list once the list holds the id it answered. */
function isInList(item: OutboxItem, calls: readonly TDcrCall[]): boolean {
  const callId = (item.response as { callId?: unknown } | undefined)?.callId;
  return typeof callId === 'number' && calls.some((call) => call.callId === callId);
}

/**
 * My Activities' count of today's calls, those waiting to upload included; undefined for an
 * employee who reports none (an approver: area range other than T), whose day is not loaded.
 */
export function useTodayCallCount(): number | undefined {
  const user = useUser();
  const isFieldEmployee = useRoles().areaRange === 'T';
  const today = businessDate();
  const { data, requestedAt } = useQuery(dayCallsQuery, isFieldEmployee ? today : null);
  const items = useOutboxItems(isFieldEmployee ? user?.employeeId : undefined, { includeDone: true });
  if (!isFieldEmployee) return undefined;
  return callRows(data?.calls ?? [], items ?? [], today, requestedAt).length;
}

/** The cities the day's calls were made in, and the others, each in the order given. */
export function splitByCalls<City extends { cityId: number }>(
  cities: readonly City[],
  calls: readonly { cityId: number }[],
): [City[], City[]] {
  const called = new Set(calls.map((call) => call.cityId));
  return [
    cities.filter((city) => called.has(city.cityId)),
    cities.filter((city) => !called.has(city.cityId)),
  ];
}
