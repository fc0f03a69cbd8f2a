// Every change to My Expense: a call to the server (one Idempotency-Key per try, so a retried
// tap is not applied twice), then the stores that show what changed load again.

import type { ApiCall, BodyOf, QueryOf, ResponseOf } from '../../contract/call';
import {
  expenseDeleteAttachment,
  expenseDetailsRefresh,
  expenseFinalSubmit,
  expenseModifySubmit,
  expenseUpdateDateWiseSubmit,
  type TDayAttachment,
  type TRouteRow,
} from '../../contract/expenses';
import { IDEMPOTENCY_HEADER } from '../../contract/outbox';
import { callApi } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import type { StoredUserData } from '../../lib/session';
import { useBillsStore } from '../receipts/bills-store';
import { type ExpenseDay, useAttachmentsStore, useDayStore, useDayTotalStore } from './day-stores';
import { EXPENSE_API_FAILED, useCityFilterStore, useMonthStore } from './month-store';
import type { MonthRef } from './month-view';

export type WriteResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * A refusal (409) comes back as the server's text for the screen to show; any other failure has
 * already raised the shared alert (spec section 8), and the screen says 'Something is Wrong With API!'.
 */
async function write<C extends ApiCall>(
  call: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C> },
  messageOf: (response: ResponseOf<C>) => string,
): Promise<WriteResult> {
  // A GET (the day's refresh) takes no key.
  const headers: Record<string, string> =
    call.method === 'GET' ? {} : { [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
  try {
    const response = await callApi(call, input, { headers });
    return { ok: true, message: messageOf(response) };
  } catch (error) {
    const isRefusal = error instanceof ApiError && error.status !== undefined && error.status < 500;
    return { ok: false, message: isRefusal ? error.message : EXPENSE_API_FAILED };
  }
}

/** The day's line, total and attachments, and the month that lists it. */
function reloadDay(): Promise<unknown> {
  return Promise.all([
    useDayStore.getState().refresh(),
    useDayTotalStore.getState().refresh(),
    useAttachmentsStore.getState().refresh(),
    useMonthStore.getState().refresh(),
    useCityFilterStore.getState().refresh(),
  ]);
}

export interface ModifyRouteInput {
  period: number;
  activity: number;
  isStay: 0 | 1;
  remarks: string;
  tblRoute: TRouteRow[];
}

export async function modifyRoute(
  user: StoredUserData,
  day: ExpenseDay,
  input: ModifyRouteInput,
): Promise<WriteResult> {
  const result = await write(
    expenseModifySubmit,
    {
      body: {
        employeeId: user.employeeId,
        companyId: user.companyId,
        expenseId: day.expenseId,
        activityDate: day.activityDate,
        ...input,
      },
    },
    (response) => response.message,
  );
  if (result.ok) await reloadDay();
  return result;
}

/** Save: the employee checked the day at the total the screen shows. */
export function saveDay(user: StoredUserData, day: ExpenseDay, total: number): Promise<WriteResult> {
  return write(
    expenseUpdateDateWiseSubmit,
    {
      body: { employeeId: user.employeeId, expenseId: day.expenseId, activityDate: day.activityDate, total },
    },
    (response) => response.message,
  );
}

/** Prices the day again from the fare chart as it is now. */
export async function refreshDay(user: StoredUserData, day: ExpenseDay): Promise<WriteResult> {
  const [year, month, date] = day.activityDate.split('-').map(Number) as [number, number, number];
  const result = await write(
    expenseDetailsRefresh,
    {
      query: { empcode: user.employeeId, CompanyId: user.companyId, Mth: month, Yr: year, Activityday: date },
    },
    (response) => response.message,
  );
  if (result.ok) await reloadDay();
  return result;
}

/** The bill goes back to the unreported list. */
export async function deleteAttachment(
  user: StoredUserData,
  day: ExpenseDay,
  attachment: TDayAttachment,
): Promise<WriteResult> {
  const result = await write(
    expenseDeleteAttachment,
    {
      query: {
        employeeId: user.employeeId,
        expenseId: day.expenseId,
        expenseDetailId: day.expenseDetailId,
        activityDate: day.activityDate,
        expenseAttachmentId: attachment.expenseAttachmentId,
        expenseOrSundry: attachment.expenseOrSundry,
      },
    },
    (response) => response.message,
  );
  if (result.ok) await Promise.all([reloadDay(), useBillsStore.getState().refresh()]);
  return result;
}

export async function finalSubmit(user: StoredUserData, month: MonthRef): Promise<WriteResult> {
  const result = await write(
    expenseFinalSubmit,
    {
      body: { employeeId: user.employeeId, companyId: user.companyId, month: month.month, year: month.year },
    },
    (response) => response.fileRecord.message,
  );
  // A refusal may come from a month that changed elsewhere: show it as the server has it now.
  await useMonthStore.getState().refresh();
  return result;
}
