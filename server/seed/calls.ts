// The demo's daily call reports (issue 27): every demo city's real coordinates, a customer list per
// field territory, and the calls of every field-work day so far, with two days an approver should
// look at in asha's claim that waits for vikram.
import { businessDate, isSameMonth, monthOf } from '../../src/pure/calendar';
import type { Queryable } from '../db/database';

/** Latitude and longitude of each demo city (both companies), in degrees. */
export const CITY_COORDINATES: Record<string, [number, number]> = {
  Pune: [18.5204, 73.8567],
  'Pimpri-Chinchwad': [18.6298, 73.7997],
  Talegaon: [18.7357, 73.6757],
  Lonavala: [18.7546, 73.4062],
  Hadapsar: [18.5089, 73.926],
  Baramati: [18.1514, 74.5815],
  Shirur: [18.827, 74.3737],
  Satara: [17.6805, 74.0183],
  Karad: [17.289, 74.1818],
  Wai: [17.953, 73.89],
  Nashik: [19.9975, 73.7898],
  Igatpuri: [19.696, 73.5627],
  Sinnar: [19.845, 73.998],
  Niphad: [20.08, 74.11],
  Malegaon: [20.5579, 74.5089],
  Manmad: [20.252, 74.437],
  Yeola: [20.042, 74.489],
  Mumbai: [19.076, 72.8777],
  Thane: [19.2183, 72.9781],
  Bengaluru: [12.9716, 77.5946],
  Mysuru: [12.2958, 76.6394],
  Tumakuru: [13.3379, 77.1173],
};

type Customer = [name: string, type: 'Doctor' | 'Chemist', city: string];

/** The doctors and chemists of each field territory of the demo. */
const DEMO_CUSTOMERS: Record<string, Customer[]> = {
  'Pune West': [
    ['Dr. Meena Patil Clinic', 'Doctor', 'Pune'],
    ['Dr. Kedar Joshi', 'Doctor', 'Pune'],
    ['Shree Medical Stores', 'Chemist', 'Pune'],
    ['Deccan Chemists', 'Chemist', 'Pune'],
    ['Dr. Swati Kulkarni', 'Doctor', 'Pimpri-Chinchwad'],
    ['Sai Medical & General Stores', 'Chemist', 'Pimpri-Chinchwad'],
    ['Dr. Prakash Shinde', 'Doctor', 'Lonavala'],
    ['Lonavala Medicals', 'Chemist', 'Lonavala'],
    ['Talegaon Medical Agency', 'Chemist', 'Talegaon'],
  ],
  Nashik: [
    ['Dr. Anil Kale Clinic', 'Doctor', 'Nashik'],
    ['Dr. Rupali Deore', 'Doctor', 'Nashik'],
    ['Godavari Medicals', 'Chemist', 'Nashik'],
    ['Panchavati Chemists', 'Chemist', 'Nashik'],
    ['Dr. Sameer Sonawane', 'Doctor', 'Sinnar'],
    ['Sinnar Medical Stores', 'Chemist', 'Sinnar'],
    ['Dr. Vaishali Gaikwad', 'Doctor', 'Igatpuri'],
    ['Igatpuri Medical Agency', 'Chemist', 'Igatpuri'],
  ],
  Satara: [
    ['Dr. Sunil Jadhav Clinic', 'Doctor', 'Satara'],
    ['Dr. Neha Pawar', 'Doctor', 'Satara'],
    ['Ajinkya Medicals', 'Chemist', 'Satara'],
    ['Rajwada Chemists', 'Chemist', 'Satara'],
    ['Dr. Mahesh Kadam', 'Doctor', 'Wai'],
    ['Wai Medical Stores', 'Chemist', 'Wai'],
    ['Dr. Asmita More', 'Doctor', 'Karad'],
    ['Krishna Medicals', 'Chemist', 'Karad'],
  ],
};

/** The field employees whose months get calls. */
const REPRESENTATIVES = ['asha', 'rahul', 'sanjay'];
const CALLS_PER_DAY = 3;

export async function seedCityCoordinates(tx: Queryable): Promise<void> {
  await tx.query(
    `update city set latitude = c.latitude, longitude = c.longitude
       from jsonb_to_recordset($1::jsonb) as c(name text, latitude float8, longitude float8)
      where city.name = c.name`,
    [
      JSON.stringify(
        Object.entries(CITY_COORDINATES).map(([name, [latitude, longitude]]) => ({
          name,
          latitude,
          longitude,
        })),
      ),
    ],
  );
}

export async function seedCalls(tx: Queryable, companyId: number, employeeIds: Map<string, number>) {
  await tx.query(
    `insert into customer (company_id, territory_id, city_id, name, customer_type)
     select city.company_id, city.territory_id, city.id, c.name, c.type
       from jsonb_to_recordset($2::jsonb) as c(name text, type text, city text, territory text)
       join territory t on t.company_id = $1 and t.name = c.territory
       join city on city.territory_id = t.id and city.name = c.city`,
    [
      companyId,
      JSON.stringify(
        Object.entries(DEMO_CUSTOMERS).flatMap(([territory, customers]) =>
          customers.map(([name, type, city]) => ({ name, type, city, territory })),
        ),
      ),
    ],
  );
  for (const userName of REPRESENTATIVES) {
    await seedEmployeeCalls(tx, employeeIds.get(userName) as number, userName === 'asha');
  }
}

interface DemoDay {
  date: string;
  cityIds: number[];
}

interface DemoCustomerRow {
  id: number;
  cityId: number;
  latitude: number;
  longitude: number;
}

/**
 * On each field-work day up to today, three customers of the cities the day's route visits, in
 * turn, from 10:00 every 90 minutes, stamped a few hundred metres from their city (every fifth
 * call unstamped: location refused). For asha's last month: one call stamped 12 km out of its
 * city, and one field-work day with no calls, so vikram's claim shows both flags.
 */
async function seedEmployeeCalls(tx: Queryable, employeeId: number, withFlags: boolean): Promise<void> {
  const customers = await tx.query<DemoCustomerRow>(
    `select cu.id, cu.city_id as "cityId", ci.latitude, ci.longitude
       from customer cu join city ci on ci.id = cu.city_id
       join employee e on e.territory_id = cu.territory_id
      where e.id = $1 order by cu.id`,
    [employeeId],
  );
  const days = await tx.query<DemoDay>(
    `select d.activity_date as date,
            coalesce((select array_agg(distinct c.city_id) from expense_route r
                        cross join lateral (values (r.from_city_id), (r.to_city_id)) as c(city_id)
                       where r.expense_detail_id = d.id),
                     array_remove(array[d.from_city_id, d.to_city_id], null))::int[] as "cityIds"
       from expense x join expense_detail d on d.expense_id = x.id
      where x.employee_id = $1 and not d.is_holiday and d.activity = 'Field Work' and d.activity_date <= $2
      order by d.activity_date`,
    [employeeId, businessDate()],
  );
  const lastMonth = monthOf(businessDate(), -1);
  const lastMonthDays = days.filter((day) => isSameMonth(monthOf(day.date), lastMonth));
  const quietDay = withFlags ? lastMonthDays[3]?.date : undefined;
  const awayDay = withFlags ? lastMonthDays[1]?.date : undefined;
  const calls: object[] = [];
  let serial = 0;
  for (const day of days) {
    if (day.date === quietDay) continue;
    const nearby = customers.filter((customer) => day.cityIds.includes(customer.cityId));
    const dayNumber = Number(day.date.slice(8));
    for (let n = 0; n < Math.min(CALLS_PER_DAY, nearby.length); n++) {
      const customer = nearby[(dayNumber + n) % nearby.length] as DemoCustomerRow;
      serial += 1;
      const isAway = day.date === awayDay && n === 0;
      const isStamped = isAway || serial % 5 !== 0;
      // About 100 m a step north and east of the city's centre; 12 km north for the flagged call.
      const northMetres = isAway ? 12_000 : ((serial * 7) % 9) * 100;
      const eastMetres = ((serial * 3) % 7) * 100;
      calls.push({
        customerId: customer.id,
        cityId: customer.cityId,
        date: day.date,
        time: `${String(10 + Math.floor((n * 90) / 60)).padStart(2, '0')}:${n % 2 === 1 ? '30' : '00'}`,
        latitude: isStamped ? customer.latitude + northMetres / 111_320 : null,
        longitude: isStamped
          ? customer.longitude + eastMetres / (111_320 * Math.cos((customer.latitude * Math.PI) / 180))
          : null,
        accuracy: isStamped ? 20 + ((serial * 11) % 80) : null,
      });
    }
  }
  await tx.query(
    `insert into call_report (employee_id, customer_id, city_id, call_date, call_time, latitude, longitude, accuracy_m)
     select $1, c."customerId", c."cityId", c.date, c.time::time, c.latitude, c.longitude, c.accuracy
       from jsonb_to_recordset($2::jsonb)
         as c("customerId" int, "cityId" int, date date, time text, latitude float8, longitude float8, accuracy float8)`,
    [employeeId, JSON.stringify(calls)],
  );
}
