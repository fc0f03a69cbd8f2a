// SQL of what a fare chart is priced with, as in effect on a date: the employee, places, transport
// modes, road distances, fare rates and allowances.
import type { TSfcEmployeeDetails } from '../../../src/contract/employee-details';
import type { Queryable } from '../../db/database';
import { APPROVER_LINES } from '../reporting-line/line';
import type { CategoryAllowance } from './fare-engine';

export async function findSfcEmployeeDetails(
  db: Queryable,
  employeeId: number,
): Promise<TSfcEmployeeDetails | undefined> {
  const rows = await db.query<TSfcEmployeeDetails>(
    `select e.id as "employeeId", e.employee_name as "employeeName", e.designation,
            e.area_range as "areaRange", e.territory_id as "territoryId", t.name as "territoryName",
            c.name as "hqCityName"
       from employee e
       left join territory t on t.id = e.territory_id
       left join city c on c.id = e.hq_city_id
      where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

export interface SfcEmployee {
  employeeId: number;
  companyId: number;
  employeeName: string;
  gradeId: number;
  territoryId: number | null;
  /** Who approves the chart (the reporting line's level 1), told of a submit. */
  approverId: number | null;
}

export async function findSfcEmployee(db: Queryable, employeeId: number): Promise<SfcEmployee | undefined> {
  const rows = await db.query<SfcEmployee>(
    `select e.id as "employeeId", e.company_id as "companyId", e.employee_name as "employeeName",
            e.grade_id as "gradeId", e.territory_id as "territoryId", l.level1 as "approverId"
       from employee e join ${APPROVER_LINES} l on l.employee_id = e.id where e.id = $1`,
    [employeeId],
  );
  return rows[0];
}

/** The employee's own territory first, then the company's others by name. */
export async function listTerritories(db: Queryable, employee: SfcEmployee, onDate: string) {
  return db.query<{ territoryId: number; territoryName: string }>(
    `select id as "territoryId", name as "territoryName"
       from territory
      where company_id = $1 and effective_from <= $3
      order by (id is not distinct from $2::int) desc, name`,
    [employee.companyId, employee.territoryId, onDate],
  );
}

export async function findTerritory(db: Queryable, companyId: number, territoryId: number) {
  const rows = await db.query<{ territoryId: number; territoryName: string }>(
    'select id as "territoryId", name as "territoryName" from territory where company_id = $1 and id = $2',
    [companyId, territoryId],
  );
  return rows[0];
}

export async function listTerritoryCities(
  db: Queryable,
  companyId: number,
  territoryId: number,
  onDate: string,
) {
  return db.query<{ cityId: number; cityName: string }>(
    `select id as "cityId", name as "cityName"
       from city
      where company_id = $1 and territory_id = $2 and effective_from <= $3
      order by name`,
    [companyId, territoryId, onDate],
  );
}

interface CityRow {
  cityId: number;
  cityName: string;
  territoryId: number;
}

export async function findCities(db: Queryable, companyId: number, cityIds: number[]): Promise<CityRow[]> {
  return db.query<CityRow>(
    `select id as "cityId", name as "cityName", territory_id as "territoryId"
       from city where company_id = $1 and id = any($2::int[])`,
    [companyId, cityIds],
  );
}

export async function listCategories(db: Queryable, companyId: number, onDate: string) {
  return db.query<{ categoryId: number; categoryName: string }>(
    `select id as "categoryId", name as "categoryName"
       from category where company_id = $1 and effective_from <= $2 order by id`,
    [companyId, onDate],
  );
}

/** Transport modes that have a fare rate at the grade on the date: the ones a journey may use. */
export async function listPricedTransportModes(
  db: Queryable,
  companyId: number,
  gradeId: number,
  onDate: string,
) {
  return db.query<{ transportId: number; transportName: string }>(
    `select t.id as "transportId", t.name as "transportName"
       from transport_mode t
      where t.company_id = $1 and t.effective_from <= $3
        and exists (select 1 from fare_rate r
                     where r.company_id = t.company_id and r.transport_id = t.id
                       and r.grade_id = $2 and r.effective_from <= $3)
      order by t.id`,
    [companyId, gradeId, onDate],
  );
}

export async function findTransportMode(db: Queryable, companyId: number, transportId: number) {
  const rows = await db.query<{ transportName: string }>(
    'select name as "transportName" from transport_mode where company_id = $1 and id = $2',
    [companyId, transportId],
  );
  return rows[0];
}

/** The road distance of a pair in effect on the date, either way round; undefined when unknown. */
export async function findRoadDistanceKm(
  db: Queryable,
  companyId: number,
  cityIds: [number, number],
  onDate: string,
): Promise<number | undefined> {
  const rows = await db.query<{ distanceKm: number }>(
    `select distance_km as "distanceKm"
       from road_distance
      where company_id = $1 and city_a_id = least($2::int, $3::int) and city_b_id = greatest($2::int, $3::int)
        and effective_from <= $4
      order by effective_from desc
      limit 1`,
    [companyId, cityIds[0], cityIds[1], onDate],
  );
  return rows[0]?.distanceKm;
}

export async function insertRoadDistance(
  db: Queryable,
  companyId: number,
  cityIds: [number, number],
  distanceKm: number,
  effectiveFrom: string,
): Promise<void> {
  await db.query(
    `insert into road_distance (company_id, city_a_id, city_b_id, distance_km, effective_from)
     values ($1, least($2::int, $3::int), greatest($2::int, $3::int), $4, $5)`,
    [companyId, cityIds[0], cityIds[1], distanceKm, effectiveFrom],
  );
}

export async function findFarePaisePerKm(
  db: Queryable,
  companyId: number,
  transportId: number,
  gradeId: number,
  onDate: string,
): Promise<number | undefined> {
  const rows = await db.query<{ paisePerKm: number }>(
    `select paise_per_km as "paisePerKm"
       from fare_rate
      where company_id = $1 and transport_id = $2 and grade_id = $3 and effective_from <= $4
      order by effective_from desc
      limit 1`,
    [companyId, transportId, gradeId, onDate],
  );
  return rows[0]?.paisePerKm;
}

/** Each category's daily allowance at the grade, as in effect on the date. */
export async function listAllowances(
  db: Queryable,
  companyId: number,
  gradeId: number,
  onDate: string,
): Promise<CategoryAllowance[]> {
  return db.query<CategoryAllowance>(
    `select distinct on (c.id) c.id as "categoryId", c.name as "categoryName", a.amount_paise as "amountPaise"
       from category c
       join daily_allowance a on a.company_id = c.company_id and a.category_id = c.id
      where c.company_id = $1 and a.grade_id = $2 and a.effective_from <= $3 and c.effective_from <= $3
      order by c.id, a.effective_from desc`,
    [companyId, gradeId, onDate],
  );
}
