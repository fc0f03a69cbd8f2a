// Modify route and refresh (DESIGN.md section 4 'Expense month'): a day's legs, each a journey of
// the approved fare chart, priced by route-plan.ts and written in the caller's one transaction.

import type { z } from 'zod';
import type { expenseModifySubmit } from '../../../src/contract/expense-days';
import { EXPENSE_SAYS, noApprovedJourneyText } from '../../../src/contract/expense-texts';
import { DAY_PERIODS, type TMyExpenseItem } from '../../../src/contract/expenses';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { ROUTE_FIELD_TEXTS } from '../../../src/contract/route-field-texts';
import { businessDate, monthBounds } from '../../../src/pure/calendar';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  type CityName,
  findCityNames,
  findHqCity,
  findPreviousWorkingDay,
  listActivityTypes,
  listApprovedJourneys,
  listRoute,
  replaceRoute,
  updateDayRoute,
} from './day-queries';
import { assertChangeable, type DayRef, type OwnDay, ownDay } from './days';
import { toMyExpenseItem } from './months';
import { type DayRow, findDay, findMonth, type MonthRecord } from './queries';
import {
  brokenChainAt,
  journeyFor,
  type Leg,
  legOutsidePeriod,
  type PricedLeg,
  priceDay,
} from './route-plan';

/** The activity of a working day until it is modified (migration 005). */
export const FIELD_WORK = 1;
const NO_HQ_CITY = EXPENSE_SAYS.noHqCity;

/**
 * Where a day's route starts: the last city of the previous working day when the employee stayed
 * there (across holidays and months), else the HQ city.
 */
async function startCityOf(db: Queryable, employeeId: number, activityDate: string): Promise<CityName> {
  const previous = await findPreviousWorkingDay(db, employeeId, activityDate);
  if (previous?.isStay && previous.toCityId !== null && previous.toCityName !== null) {
    return { cityId: previous.toCityId, cityName: previous.toCityName };
  }
  const hq = await findHqCity(db, employeeId);
  if (!hq) throw conflict(NO_HQ_CITY);
  return hq;
}

export async function modifyFromCity(db: Queryable, caller: Caller, ref: DayRef) {
  const { month, day } = await ownDay(db, caller, ref);
  const start = await startCityOf(db, month.employeeId, day.activityDate);
  return { fromCityId: start.cityId, fromCityName: start.cityName };
}

interface RoutePlan {
  period: number;
  activityTypeId: number;
  isStay: boolean;
  remarks: string;
  /** In the order they are travelled. */
  legs: Leg[];
}

type ModifyBody = z.output<typeof expenseModifySubmit.body>;

/** Replaces the day's route, in the caller's transaction; answers the day as it now is. */
export async function modifyRoute(tx: Queryable, caller: Caller, body: ModifyBody): Promise<TMyExpenseItem> {
  const own = await ownDay(tx, caller, body, { month: 'for share', day: true });
  assertChangeable(own, { upToToday: true });
  const slNos = body.tblRoute.map((row) => row.Slno);
  if (new Set(slNos).size !== slNos.length) throw badRequest(ROUTE_FIELD_TEXTS.slNoTwice);
  const rows = [...body.tblRoute].sort((a, b) => a.Slno - b.Slno);
  await applyRoute(tx, own, {
    period: body.period,
    activityTypeId: body.activity,
    isStay: body.isStay === 1,
    remarks: body.remarks,
    legs: rows.map((row) => ({
      period: row.Period,
      activityTypeId: row.ActTypeId,
      fromCityId: row.FromCity,
      toCityId: row.ToCity,
    })),
  });
  return dayItem(tx, own.month, own.day.expenseDetailId);
}

/**
 * Checks a plan against the rules and writes it: activities and cities known (400), rows within
 * the day's half (400), legs chained from the start city (409), each leg an approved journey in
 * effect on the day (409). The seed writes its demo routes through here too.
 */
export async function applyRoute(tx: Queryable, { month, day }: OwnDay, plan: RoutePlan): Promise<void> {
  const activities = new Map((await listActivityTypes(tx)).map((a) => [a.activityTypeId, a.activityName]));
  const activity = activities.get(plan.activityTypeId);
  if (!activity) throw badRequest(ROUTE_FIELD_TEXTS.noActivity({ id: plan.activityTypeId }));
  for (const [index, leg] of plan.legs.entries()) {
    if (!activities.has(leg.activityTypeId)) {
      throw badRequest(ROUTE_FIELD_TEXTS.noLegActivity({ index, id: leg.activityTypeId }));
    }
  }
  const outside = legOutsidePeriod(plan.period, plan.legs);
  if (outside >= 0) {
    const half = periodName(plan.period);
    throw badRequest(ROUTE_FIELD_TEXTS.halfDayRows({ index: outside, half }));
  }
  const names = await cityNamesOf(tx, month.companyId, plan.legs);
  const start = await startCityOf(tx, month.employeeId, day.activityDate);
  const broken = brokenChainAt(plan.legs, start.cityId);
  if (broken === 0) {
    throw conflict(EXPENSE_SAYS.routeStart({ city: start.cityName }));
  }
  if (broken > 0) {
    const previous = plan.legs[broken - 1] as Leg;
    throw conflict(
      `Row ${broken + 1} must start at ${names.get(previous.toCityId)}, where row ${broken} ended.`,
    );
  }
  const priced = await priceLegs(tx, month.employeeId, day.activityDate, plan.legs, names);
  await replaceRoute(tx, day.expenseDetailId, priced);
  await updateDayRoute(
    tx,
    day.expenseDetailId,
    { ...plan, activity, isModified: true },
    priceDay(plan.period, priced),
  );
}

/**
 * Prices the day again from the chart as it is now: a modified day's legs, or an unmodified day
 * as the journey it stands for (HQ to HQ). A leg the chart no longer holds is 409 and nothing changes.
 */
export async function refreshDay(
  tx: Queryable,
  caller: Caller,
  query: { Yr: number; Mth: number; Activityday: number },
): Promise<TMyExpenseItem> {
  const { last } = monthBounds(query.Yr, query.Mth);
  if (query.Activityday > Number(last.slice(8))) {
    throw badRequest(
      REQUEST_SAYS.noActivityDay({ month: query.Mth, year: query.Yr, day: query.Activityday }),
    );
  }
  const activityDate = `${last.slice(0, 8)}${String(query.Activityday).padStart(2, '0')}`;
  const month = await findMonth(tx, caller.employeeId, query.Yr, query.Mth);
  if (!month) throw notFound(EXPENSE_SAYS.monthNotOpened);
  const own = await ownDay(
    tx,
    caller,
    { expenseId: month.id, activityDate },
    { month: 'for share', day: true },
  );
  assertChangeable(own, { upToToday: false });
  const { day } = own;
  const legs: Leg[] = day.isModified
    ? (await listRoute(tx, day.expenseDetailId)).map((leg) => ({
        period: leg.Period,
        activityTypeId: leg.ActTypeId,
        fromCityId: leg.FromCity,
        toCityId: leg.ToCity,
      }))
    : [await hqLeg(tx, caller.employeeId, day)];
  const names = await cityNamesOf(tx, own.month.companyId, legs);
  const priced = await priceLegs(tx, caller.employeeId, activityDate, legs, names);
  if (day.isModified) await replaceRoute(tx, day.expenseDetailId, priced);
  await updateDayRoute(
    tx,
    day.expenseDetailId,
    {
      period: day.period,
      activityTypeId: day.activityTypeId,
      activity: day.activity,
      isStay: day.isStay,
      remarks: day.remarks,
      isModified: day.isModified,
    },
    priceDay(day.period, priced),
  );
  return dayItem(tx, own.month, day.expenseDetailId);
}

/** An unmodified day is HQ field work: one leg from the HQ city to itself. */
async function hqLeg(tx: Queryable, employeeId: number, day: DayRow): Promise<Leg> {
  const hqCityId = day.fromCityId ?? (await findHqCity(tx, employeeId))?.cityId;
  if (hqCityId === undefined) throw conflict(NO_HQ_CITY);
  return {
    period: day.period,
    activityTypeId: day.activityTypeId ?? FIELD_WORK,
    fromCityId: hqCityId,
    toCityId: day.toCityId ?? hqCityId,
  };
}

async function priceLegs(
  tx: Queryable,
  employeeId: number,
  activityDate: string,
  legs: Leg[],
  names: Map<number, string>,
): Promise<PricedLeg[]> {
  const journeys = await listApprovedJourneys(tx, employeeId, activityDate);
  return legs.map((leg) => {
    const journey = journeyFor(journeys, leg.fromCityId, leg.toCityId);
    if (!journey) {
      throw conflict(noApprovedJourneyText(names.get(leg.fromCityId) ?? '', names.get(leg.toCityId) ?? ''));
    }
    return { ...leg, journey };
  });
}

/** The names of every city of the legs; a city the company does not have is 400. */
async function cityNamesOf(tx: Queryable, companyId: number, legs: Leg[]): Promise<Map<number, string>> {
  const ids = [...new Set(legs.flatMap((leg) => [leg.fromCityId, leg.toCityId]))];
  const names = new Map((await findCityNames(tx, companyId, ids)).map((c) => [c.cityId, c.cityName]));
  for (const [index, leg] of legs.entries()) {
    if (!names.has(leg.fromCityId))
      throw badRequest(ROUTE_FIELD_TEXTS.noFromCity({ index, id: leg.fromCityId }));
    if (!names.has(leg.toCityId)) throw badRequest(ROUTE_FIELD_TEXTS.noToCity({ index, id: leg.toCityId }));
  }
  return names;
}

function periodName(period: number): string {
  return DAY_PERIODS.find((option) => option.value === period)?.periodName ?? `period ${period}`;
}

/** The day as it now is; its month is held 'for share', so its status is the one read at the start. */
async function dayItem(tx: Queryable, month: MonthRecord, expenseDetailId: number): Promise<TMyExpenseItem> {
  return toMyExpenseItem((await findDay(tx, expenseDetailId, businessDate())) as DayRow, month.status);
}
