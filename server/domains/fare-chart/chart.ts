// The fare chart's rules (spec sections 4 to 6, DESIGN.md section 4 'Fare chart'): what may be
// saved, edited, deleted and submitted, and the flags the list shows.

import { dayParts } from '../../../src/contract/expense-texts';
import { MAX_SFC_JOURNEYS, type TSfcJourneyFields, type TSfcStatus } from '../../../src/contract/fare-chart';
import { SFC_SAYS } from '../../../src/contract/fare-chart-texts';
import { NOTIFICATION_TEXTS } from '../../../src/contract/notification-texts';
import { NOTIFICATION_LINKS } from '../../../src/contract/notifications';
import { REQUEST_SAYS } from '../../../src/contract/request-texts';
import { ROUTE_FIELD_TEXTS } from '../../../src/contract/route-field-texts';
import { addDays, businessDate } from '../../../src/pure/calendar';
import type { Text } from '../../../src/pure/texts';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { addNotification } from '../notifications/queries';
import { chartStatus } from './chart-view';
import { hqRuleViolation } from './fare-engine';
import { oneWayDistanceOf, priceDistance } from './pricing';
import {
  type ChartRow,
  deleteJourney,
  ensureChart,
  findChart,
  findChartOfEmployee,
  findJourney,
  insertJourney,
  type JourneyRecord,
  type JourneyWrite,
  listJourneys,
  submitDrafts,
  updateJourney,
} from './queries';
import { findCities, findSfcEmployee, listTerritories, type SfcEmployee } from './reference-queries';

const NO_SUCH_JOURNEY = SFC_SAYS.noSuchJourney;
const NOT_EDITABLE = SFC_SAYS.notEditable;
const NOT_DELETABLE = SFC_SAYS.notDeletable;
const DUPLICATE_JOURNEY = SFC_SAYS.duplicateJourney;
const WAITING_FOR_APPROVAL = SFC_SAYS.waitingForApproval;
const NOTHING_TO_SUBMIT = SFC_SAYS.nothingToSubmit;
const STALE_SUBMIT = SFC_SAYS.staleSubmit;

export async function loadEmployee(db: Queryable, caller: Caller): Promise<SfcEmployee> {
  const employee = await findSfcEmployee(db, caller.employeeId);
  if (!employee) throw notFound(REQUEST_SAYS.noSuchEmployee);
  return employee;
}

/** The earliest effective date a journey may take: the chart's effective-from date, else tomorrow. */
function minimumEffectiveDate(chart: ChartRow | undefined, today = businessDate()): string {
  return chart?.effectiveFromDate ?? addDays(today, 1);
}

export function effectiveDateViolation(
  chart: ChartRow | undefined,
  status: TSfcStatus | null,
  effectiveDate: string,
  today = businessDate(),
): Text | null {
  if (status === 'A' && chart?.effectiveFromDate === effectiveDate) return SFC_SAYS.newEffectiveDate;
  const minimum = minimumEffectiveDate(chart, today);
  if (effectiveDate < minimum) return SFC_SAYS.effectiveDateFrom(dayParts(minimum));
  return null;
}

type Pair = { fromCityId: number; toCityId: number; fromCityName: string; toCityName: string };

/** The cities of a journey, each checked to lie in the territory given with it. */
export async function journeyCities(
  db: Queryable,
  companyId: number,
  fields: Pick<TSfcJourneyFields, 'fromCityId' | 'toCityId' | 'fromTerritoryId' | 'toTerritoryId'>,
): Promise<Pair> {
  const cities = await findCities(db, companyId, [fields.fromCityId, fields.toCityId]);
  const city = (id: number, territoryId: number, side: 'from' | 'to') => {
    const found = cities.find((candidate) => candidate.cityId === id);
    if (!found)
      throw badRequest(
        side === 'from' ? ROUTE_FIELD_TEXTS.noChartFromCity({ id }) : ROUTE_FIELD_TEXTS.noChartToCity({ id }),
      );
    if (found.territoryId !== territoryId)
      throw badRequest(
        ROUTE_FIELD_TEXTS[side === 'from' ? 'notInFromTerritory' : 'notInToTerritory']({
          city: found.cityName,
        }),
      );
    return found;
  };
  const from = city(fields.fromCityId, fields.fromTerritoryId, 'from');
  const to = city(fields.toCityId, fields.toTerritoryId, 'to');
  return {
    fromCityId: from.cityId,
    toCityId: to.cityId,
    fromCityName: from.cityName,
    toCityName: to.cityName,
  };
}

/** The HQ rule, area range T, the cities, the effective date and duplicates; then the price. */
async function checkedJourney(
  db: Queryable,
  caller: Caller,
  employee: SfcEmployee,
  fields: TSfcJourneyFields,
  chart: ChartRow | undefined,
  records: JourneyRecord[],
  ownDetailId?: number,
): Promise<JourneyWrite> {
  const hq = hqRuleViolation(fields.categoryId, fields.fromCityId, fields.toCityId);
  if (hq) throw conflict(hq);
  const isTerritoryLevel = caller.areaRange === 'T';
  if (isTerritoryLevel) {
    if (fields.numberOfChemist == null || fields.numberOfDoctors == null)
      throw badRequest(SFC_SAYS.countsRequired);
    const [first] = await listTerritories(db, employee, businessDate());
    if (
      !first ||
      fields.fromTerritoryId !== first.territoryId ||
      fields.toTerritoryId !== first.territoryId
    ) {
      throw conflict(
        first ? SFC_SAYS.ownTerritoryNamed({ territory: first.territoryName }) : SFC_SAYS.ownTerritory,
      );
    }
  }
  const pair = await journeyCities(db, employee.companyId, fields);
  const dateProblem = effectiveDateViolation(
    chart,
    chartStatus(records.map((record) => record.status)),
    fields.effectiveDate,
  );
  if (dateProblem) throw conflict(dateProblem);
  const isSameJourney = (record: JourneyRecord) =>
    record.stpfcDetailid !== ownDetailId &&
    record.status !== 'A' &&
    record.categoryId === fields.categoryId &&
    record.transportId === fields.transportId &&
    [record.fromCityId, record.toCityId].sort().join() === [pair.fromCityId, pair.toCityId].sort().join();
  if (records.some(isSameJourney)) throw conflict(DUPLICATE_JOURNEY);
  const distance = await oneWayDistanceOf(
    db,
    employee.companyId,
    pair,
    fields.oneWayDistance,
    fields.effectiveDate,
  );
  const { price } = await priceDistance(
    db,
    employee,
    { oneWayDistanceKm: distance.km, transportId: fields.transportId, categoryId: fields.categoryId },
    fields.effectiveDate,
  );
  return {
    fromTerritoryId: fields.fromTerritoryId,
    toTerritoryId: fields.toTerritoryId,
    fromCityId: pair.fromCityId,
    toCityId: pair.toCityId,
    categoryId: fields.categoryId,
    transportId: fields.transportId,
    effectiveDate: fields.effectiveDate,
    numberOfChemist: fields.numberOfChemist ?? 0,
    numberOfDoctors: fields.numberOfDoctors ?? 0,
    specification: fields.specification,
    remarks: fields.remarks,
    price,
  };
}

/** A chart id the client names: the caller's (403 for another's, 404 for none). */
async function ownChart(db: Queryable, caller: Caller, stpfcId: number): Promise<ChartRow> {
  const chart = await findChart(db, stpfcId);
  if (!chart) throw notFound(SFC_SAYS.noSuchChart);
  if (chart.employeeId !== caller.employeeId) throw forbidden();
  return chart;
}

/** A journey the client names, in the chart it names: the caller's (403 for another's, 404 for none). */
async function ownJourney(db: Queryable, caller: Caller, stpfcId: number, stpfcDetailid: number) {
  const journey = await findJourney(db, stpfcDetailid);
  if (!journey) throw notFound(NO_SUCH_JOURNEY);
  if (journey.employeeId !== caller.employeeId) throw forbidden();
  if (journey.stpfcId !== stpfcId) throw notFound(NO_SUCH_JOURNEY);
  return journey;
}

export async function addJourney(
  tx: Queryable,
  caller: Caller,
  fields: TSfcJourneyFields & { stpfcId?: number | null | undefined },
): Promise<{ stpfcId: number; stpfcDetailid: number }> {
  if (fields.stpfcId) await ownChart(tx, caller, fields.stpfcId);
  const employee = await loadEmployee(tx, caller);
  const chart = await ensureChart(tx, caller.companyId, caller.employeeId);
  const records = await listJourneys(tx, chart.stpfcId);
  if (records.length >= MAX_SFC_JOURNEYS) {
    throw conflict(SFC_SAYS.maxJourneys({ count: String(MAX_SFC_JOURNEYS) }));
  }
  const journey = await checkedJourney(tx, caller, employee, fields, chart, records);
  const stpfcDetailid = await insertJourney(
    tx,
    { stpfcId: chart.stpfcId, companyId: caller.companyId },
    journey,
  );
  return { stpfcId: chart.stpfcId, stpfcDetailid };
}

export async function editJourney(
  tx: Queryable,
  caller: Caller,
  fields: TSfcJourneyFields & {
    stpfcId: number;
    stpfcDetailid: number;
    selectedTerritoryId?: number | undefined;
  },
): Promise<void> {
  await ownJourney(tx, caller, fields.stpfcId, fields.stpfcDetailid);
  if (fields.selectedTerritoryId !== undefined && fields.selectedTerritoryId !== fields.fromTerritoryId) {
    throw badRequest(ROUTE_FIELD_TEXTS.selectedNotFrom);
  }
  const employee = await loadEmployee(tx, caller);
  const chart = await findChartOfEmployee(tx, caller.employeeId, true);
  const records = await listJourneys(tx, fields.stpfcId);
  const current = records.find((record) => record.stpfcDetailid === fields.stpfcDetailid);
  if (!current) throw notFound(NO_SUCH_JOURNEY);
  if (current.status !== 'D' && current.status !== 'R') throw conflict(NOT_EDITABLE);
  const journey = await checkedJourney(tx, caller, employee, fields, chart, records, fields.stpfcDetailid);
  await updateJourney(tx, fields.stpfcDetailid, journey);
}

export async function removeJourney(
  tx: Queryable,
  caller: Caller,
  ids: { stpfcId: number; stpfcDetailid: number },
): Promise<void> {
  await ownJourney(tx, caller, ids.stpfcId, ids.stpfcDetailid);
  await findChartOfEmployee(tx, caller.employeeId, true);
  const journey = await findJourney(tx, ids.stpfcDetailid);
  if (!journey) throw notFound(NO_SUCH_JOURNEY);
  if (journey.status !== 'D' && journey.status !== 'R') throw conflict(NOT_DELETABLE);
  await deleteJourney(tx, ids.stpfcDetailid);
}

/** Moves every draft to S and tells the level-1 approver (the manager). Returns how many moved. */
export async function submitChart(
  tx: Queryable,
  caller: Caller,
  body: { stpfcId: number; stpfcDetailIds: number[] },
): Promise<number> {
  await ownChart(tx, caller, body.stpfcId);
  const chart = await findChartOfEmployee(tx, caller.employeeId, true);
  const records = await listJourneys(tx, body.stpfcId);
  if (records.some((record) => record.status === 'S')) throw conflict(WAITING_FOR_APPROVAL);
  const drafts = records.filter((record) => record.status === 'D');
  if (drafts.length === 0) throw conflict(NOTHING_TO_SUBMIT);
  const draftIds = drafts.map((record) => record.stpfcDetailid).sort((a, b) => a - b);
  const sentIds = [...new Set(body.stpfcDetailIds)].sort((a, b) => a - b);
  if (draftIds.join() !== sentIds.join()) throw conflict(STALE_SUBMIT);
  const minimum = minimumEffectiveDate(chart);
  const lapsed = drafts.find((record) => record.effectiveDate < minimum);
  if (lapsed) {
    throw conflict(SFC_SAYS.lapsed({ from: lapsed.fromCityName, to: lapsed.toCityName }));
  }
  const submitted = await submitDrafts(tx, body.stpfcId);
  const employee = await loadEmployee(tx, caller);
  if (employee.approverId !== null) {
    await addNotification(
      tx,
      employee.approverId,
      NOTIFICATION_TEXTS.chartSubmitted({ name: employee.employeeName, journeys: submitted }),
      NOTIFICATION_LINKS.stpfcApproval,
    );
  }
  return submitted;
}
