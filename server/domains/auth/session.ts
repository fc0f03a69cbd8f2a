// A new session for someone whose credentials have been checked: the token the app keeps and the
// user's details it shows (spec section 7, Login). The login route is its only caller in the app;
// server tests open demo sessions through it without the slow password check.
import type { TLoginResponse } from '../../../src/contract/auth';
import { businessDate, monthOf } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import { storableUserAgent } from './device-name';
import { type Credentials, createSession } from './queries';
import { hashToken, newToken, SESSION_LIFETIME_DAYS } from './tokens';

export async function startSession(
  db: Queryable,
  credentials: Credentials,
  /** The User-Agent header of the sign-in, for the signed-in devices list. */
  userAgent?: string | string[] | undefined,
  /** The app's id of the browser: its earlier session ends (issue 40). */
  deviceId?: string | undefined,
): Promise<NonNullable<TLoginResponse>> {
  const token = newToken();
  await createSession(
    db,
    hashToken(token),
    credentials.employeeId,
    SESSION_LIFETIME_DAYS,
    storableUserAgent(userAgent),
    deviceId ?? null,
  );
  const { year, month } = monthOf(businessDate());
  return {
    token,
    userInfo: {
      employeeId: credentials.employeeId,
      companyId: credentials.companyId,
      companyName: credentials.companyName,
      designation: credentials.designation,
      employeeName: credentials.employeeName,
      useName: credentials.userName,
      expenseMonth: month,
      expenseYear: year,
      ...(credentials.mustChangePassword ? { mustChangePassword: true } : {}),
      ...(credentials.isAdmin ? { isAdmin: true } : {}),
      ...(credentials.language ? { language: credentials.language } : {}),
      areaRange: credentials.areaRange,
      isFinance: credentials.isFinance,
      hasTerritory: credentials.hasTerritory,
    },
  };
}
