// SQL for approvals: what waits for an approver, the lines they judge, and the decisions kept.
import type { Queryable } from '../../db/database';
import { forNameSql } from '../reporting-line/delegation';
import { APPROVER_LINES } from '../reporting-line/line';

interface ChartWaiting {
  employeeName: string;
  employeeCode: string;
  territory: string;
  designation: string;
  employeeId: number;
  stpfcId: number;
  slNo: number;
  /** The approver the caller stands in for (issue 38), or null. */
  forName: string | null;
}

/** Charts with submitted journeys that wait for the caller (the fare chart's one level). */
export function listChartsWaiting(db: Queryable, approverId: number): Promise<ChartWaiting[]> {
  return db.query<ChartWaiting>(
    `select e.employee_name as "employeeName", e.emp_code as "employeeCode",
            coalesce(t.name, '') as territory, e.designation, e.id as "employeeId", c.id as "stpfcId",
            (select count(*)::int from stpfc_approval a where a.stpfc_id = c.id) as "slNo",
            ${forNameSql('l.level1_for')} as "forName"
       from employee e
       join ${APPROVER_LINES} l on l.employee_id = e.id
       join stpfc c on c.employee_id = e.id
       left join territory t on t.id = e.territory_id
      where l.level1 = $1
        and exists (select 1 from stpfc_detail d where d.stpfc_id = c.id and d.status = 'S')
      order by (select min(d.submitted_at) from stpfc_detail d where d.stpfc_id = c.id and d.status = 'S'),
               e.employee_name`,
    [approverId],
  );
}

export async function chartVersion(db: Queryable, stpfcId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::int as count from stpfc_approval where stpfc_id = $1',
    [stpfcId],
  );
  return rows[0]?.count ?? 0;
}

export async function lockChart(
  tx: Queryable,
  stpfcId: number,
): Promise<{ employeeId: number; effectiveFromDate: string | null } | undefined> {
  const rows = await tx.query<{ employeeId: number; effectiveFromDate: string | null }>(
    `select employee_id as "employeeId", effective_from_date as "effectiveFromDate"
       from stpfc where id = $1 for update`,
    [stpfcId],
  );
  return rows[0];
}

interface WaitingJourney {
  stpfcDetailId: number;
  fromCity: string;
  toCity: string;
  category: string;
  transportType: string;
  noOfChemists: number;
  noOfDoctors: number;
  allowancePaise: number;
  oneWayDistance: number;
  twoWayDistance: number;
  oneWayFarePaise: number;
  twoWayFarePaise: number;
  totalPaise: number;
  territory: string;
  effectiveDate: string;
  specification: string;
  remarks: string;
}

export function listWaitingJourneys(db: Queryable, stpfcId: number): Promise<WaitingJourney[]> {
  return db.query<WaitingJourney>(
    `select d.id as "stpfcDetailId", fc.name as "fromCity", tc.name as "toCity", cat.name as category,
            tm.name as "transportType", d.number_of_chemist as "noOfChemists",
            d.number_of_doctors as "noOfDoctors", d.allowance_paise as "allowancePaise",
            d.one_way_distance_km as "oneWayDistance", d.two_way_distance_km as "twoWayDistance",
            d.one_way_fare_paise as "oneWayFarePaise", d.two_way_fare_paise as "twoWayFarePaise",
            d.total_paise as "totalPaise", ft.name as territory, d.effective_date as "effectiveDate",
            d.specification, d.remarks
       from stpfc_detail d
       join city fc on fc.id = d.from_city_id
       join city tc on tc.id = d.to_city_id
       join territory ft on ft.id = d.from_territory_id
       join category cat on cat.company_id = d.company_id and cat.id = d.category_id
       join transport_mode tm on tm.company_id = d.company_id and tm.id = d.transport_id
      where d.stpfc_id = $1 and d.status = 'S'
      order by d.sequence_no`,
    [stpfcId],
  );
}

interface JourneyDecision {
  stpfcDetailId: number;
  status: 'A' | 'R';
  reason: string;
}

/** Records each decision and applies it to its journey, only while the journey is still S. Returns how many it applied. */
export async function decideJourneys(
  tx: Queryable,
  chart: { stpfcId: number; levelId: number; approverId: number; forApproverId?: number | null },
  decisions: JourneyDecision[],
): Promise<number> {
  const json = JSON.stringify(decisions);
  const updated = await tx.query<{ id: number }>(
    `update stpfc_detail d
        set status = line.status, reason = nullif(line.reason, ''), updated_at = now()
       from jsonb_to_recordset($2::jsonb) as line("stpfcDetailId" integer, status text, reason text)
      where d.id = line."stpfcDetailId" and d.stpfc_id = $1 and d.status = 'S'
      returning d.id`,
    [chart.stpfcId, json],
  );
  await tx.query(
    `insert into stpfc_approval (stpfc_id, stpfc_detail_id, level_id, approver_id, for_approver_id, status, reason)
     select $1, line."stpfcDetailId", $3, $4, $5, line.status, nullif(line.reason, '')
       from jsonb_to_recordset($2::jsonb) as line("stpfcDetailId" integer, status text, reason text)`,
    [chart.stpfcId, json, chart.levelId, chart.approverId, chart.forApproverId ?? null],
  );
  return updated.length;
}

/** The chart's effective-from date becomes that of its latest approved journey. */
export async function moveEffectiveFrom(
  tx: Queryable,
  stpfcId: number,
  approvedIds: number[],
): Promise<void> {
  await tx.query(
    `update stpfc c
        set effective_from_date = greatest(c.effective_from_date, approved.latest)
       from (select max(effective_date) as latest from stpfc_detail where id = any($2::int[])) approved
      where c.id = $1 and approved.latest is not null`,
    [stpfcId, approvedIds],
  );
}

interface PersonRow {
  employeeName: string;
}

export async function employeeName(db: Queryable, employeeId: number): Promise<string> {
  const rows = await db.query<PersonRow>(
    'select employee_name as "employeeName" from employee where id = $1',
    [employeeId],
  );
  return rows[0]?.employeeName ?? '';
}
