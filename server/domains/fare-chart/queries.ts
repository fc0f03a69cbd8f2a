// SQL for the standard fare chart.
import type { TSfcEmployeeDetails } from '../../../src/contract/fare-chart';
import type { Queryable } from '../../db/database';

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
