// The fare chart as its screen shows it: the chart's status and flags, and each journey in rupees
// with its approvers' decisions.
import {
  MAX_SFC_JOURNEYS,
  type TSfcJourneyRow,
  type TSfcStatus,
  type TSfcUserInfo,
} from '../../../src/contract/fare-chart';
import { toRupees } from '../../../src/pure/money';
import type { Queryable } from '../../db/database';
import type { Caller } from '../../http/caller';
import { chartHistory } from '../decisions/history';
import { type ChartRow, findChartOfEmployee, type JourneyRecord, listJourneys } from './queries';

export async function bindGrid(
  db: Queryable,
  caller: Caller,
): Promise<{ userInfo: TSfcUserInfo; rows: TSfcJourneyRow[] }> {
  const chart = await findChartOfEmployee(db, caller.employeeId);
  const [records, history] = chart
    ? await Promise.all([listJourneys(db, chart.stpfcId), chartHistory(db, chart.stpfcId)])
    : [[], new Map()];
  return {
    userInfo: userInfoOf(caller, chart, records),
    rows: records.map((record) => toJourneyRow(record, history.get(record.stpfcDetailid) ?? [])),
  };
}

/** S while anything waits for approval, else R, A, D by the rows present; null with no rows. */
export function chartStatus(statuses: TSfcStatus[]): TSfcStatus | null {
  for (const status of ['S', 'R', 'A', 'D'] as const) if (statuses.includes(status)) return status;
  return null;
}

function userInfoOf(caller: Caller, chart: ChartRow | undefined, records: JourneyRecord[]): TSfcUserInfo {
  const statuses = records.map((record) => record.status);
  const effectiveFromDate = chart?.effectiveFromDate ?? null;
  return {
    employeeId: caller.employeeId,
    companyId: caller.companyId,
    stpfcId: chart?.stpfcId ?? null,
    areaRange: caller.areaRange,
    status: chartStatus(statuses),
    effectiveFromDate,
    effectiveFromDateFlag: effectiveFromDate === null ? 1 : 0,
    isAddEnable: records.length < MAX_SFC_JOURNEYS,
    isSubmitEnable: statuses.includes('D') && !statuses.includes('S'),
  };
}

function toJourneyRow(record: JourneyRecord, history: TSfcJourneyRow['history'] = []): TSfcJourneyRow {
  const {
    oneWayDistanceKm,
    twoWayDistanceKm,
    oneWayFarePaise,
    twoWayFarePaise,
    allowancePaise,
    totalPaise,
    ...rest
  } = record;
  return {
    ...rest,
    oneWayDistance: oneWayDistanceKm,
    twoWayDistance: twoWayDistanceKm,
    oneWayFare: toRupees(oneWayFarePaise),
    twoWayFare: toRupees(twoWayFarePaise),
    allowance: toRupees(allowancePaise),
    total: toRupees(totalPaise),
    history,
  };
}
