// Administration's demo (issue 24, DESIGN.md section 8): Sunrise's administrator priya, and a second
// company, Apex Lifesciences, with its administrator arjun and two employees, so that isolation
// between companies is tested on real rows rather than assumed.
import { businessDate, monthOf } from '../../src/pure/calendar';
import { toPaise } from '../../src/pure/money';
import type { Queryable } from '../db/database';
import { CATEGORIES, TRANSPORT_MODES } from './demo-company';

const APEX_COMPANY = 'Apex Lifesciences Pvt Ltd';

interface Person {
  userName: string;
  employeeName: string;
  empCode: string;
  designation: string;
  areaRange: 'T' | 'A' | 'R' | 'Z';
  reportsTo: string | null;
  territory: string;
  hqCity: string;
  phoneNumber: string;
  emailId: string;
  isAdmin: boolean;
}

/** Sunrise's administrator: in no reporting line. */
const PRIYA: Person = {
  userName: 'priya',
  employeeName: 'Priya Nair',
  empCode: 'SPL0012',
  designation: 'HR & Administration',
  areaRange: 'T',
  reportsTo: null,
  territory: 'Mumbai',
  hqCity: 'Mumbai',
  phoneNumber: '9820098765',
  emailId: 'priya.nair.spl@gmail.com',
  isAdmin: true,
};

const APEX_TERRITORIES: Record<string, string[]> = {
  Bengaluru: ['Bengaluru', 'Mysuru', 'Tumakuru'],
};

const APEX_PEOPLE: Person[] = [
  {
    userName: 'arjun',
    employeeName: 'Arjun Menon',
    empCode: 'APX0001',
    designation: 'HR & Administration',
    areaRange: 'T',
    reportsTo: null,
    territory: 'Bengaluru',
    hqCity: 'Bengaluru',
    phoneNumber: '9845011223',
    emailId: 'arjun.menon.apex@gmail.com',
    isAdmin: true,
  },
  {
    userName: 'kiran',
    employeeName: 'Kiran Shetty',
    empCode: 'APX0102',
    designation: 'Area Manager',
    areaRange: 'A',
    reportsTo: null,
    territory: 'Bengaluru',
    hqCity: 'Bengaluru',
    phoneNumber: '9845022334',
    emailId: 'kiran.shetty.apex@gmail.com',
    isAdmin: false,
  },
  {
    userName: 'deepa',
    employeeName: 'Deepa Rao',
    empCode: 'APX0215',
    designation: 'Medical Representative',
    areaRange: 'T',
    reportsTo: 'kiran',
    territory: 'Bengaluru',
    hqCity: 'Mysuru',
    phoneNumber: '9845033445',
    emailId: 'deepa.rao.apex@gmail.com',
    isAdmin: false,
  },
];

const APEX_DISTANCES: [string, string, number][] = [
  ['Bengaluru', 'Mysuru', 145],
  ['Bengaluru', 'Tumakuru', 70],
];

async function insertPerson(
  tx: Queryable,
  companyId: number,
  person: Person,
  hash: string,
  ids: { territories: Map<string, number>; cities: Map<string, number>; people: Map<string, number> },
): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation, area_range,
                           reports_to, territory_id, hq_city_id, city, state, phone_number, email_id, is_admin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      companyId,
      person.userName,
      hash,
      person.employeeName,
      person.empCode,
      person.designation,
      person.areaRange,
      person.reportsTo ? ids.people.get(person.reportsTo) : null,
      ids.territories.get(person.territory),
      ids.cities.get(person.hqCity),
      person.hqCity,
      person.hqCity === 'Mumbai' ? 'Maharashtra' : 'Karnataka',
      person.phoneNumber,
      person.emailId,
      person.isAdmin,
    ],
  );
  ids.people.set(person.userName, row?.id as number);
}

/** How many password hashes seedAdministration needs: priya and Apex's people. */
export const ADMINISTRATION_ACCOUNTS = 1 + APEX_PEOPLE.length;

export async function seedAdministration(
  tx: Queryable,
  sunrise: { companyId: number; territories: Map<string, number>; cities: Map<string, number> },
  hashes: string[],
): Promise<void> {
  await insertPerson(tx, sunrise.companyId, PRIYA, hashes[0] as string, { ...sunrise, people: new Map() });

  const [company] = await tx.query<{ id: number }>('insert into company (name) values ($1) returning id', [
    APEX_COMPANY,
  ]);
  const companyId = company?.id as number;
  const effectiveFrom = `${monthOf(businessDate()).year - 2}-04-01`;
  const territories = new Map<string, number>();
  const cities = new Map<string, number>();
  for (const [territory, names] of Object.entries(APEX_TERRITORIES)) {
    const [row] = await tx.query<{ id: number }>(
      'insert into territory (company_id, name, effective_from) values ($1, $2, $3) returning id',
      [companyId, territory, effectiveFrom],
    );
    territories.set(territory, row?.id as number);
    for (const name of names) {
      const [city] = await tx.query<{ id: number }>(
        'insert into city (company_id, territory_id, name, effective_from) values ($1, $2, $3, $4) returning id',
        [companyId, row?.id, name, effectiveFrom],
      );
      cities.set(name, city?.id as number);
    }
  }
  for (const { id, name } of CATEGORIES) {
    await tx.query('insert into category (id, company_id, name, effective_from) values ($1, $2, $3, $4)', [
      id,
      companyId,
      name,
      effectiveFrom,
    ]);
  }
  for (const { id, name } of TRANSPORT_MODES) {
    await tx.query(
      'insert into transport_mode (id, company_id, name, effective_from) values ($1, $2, $3, $4)',
      [id, companyId, name, effectiveFrom],
    );
  }
  for (const [categoryId, rupees] of [
    [1, 300],
    [2, 450],
    [3, 800],
  ] as const) {
    await tx.query(
      `insert into daily_allowance (company_id, category_id, grade_id, amount_paise, effective_from)
       values ($1, $2, 1, $3, $4)`,
      [companyId, categoryId, toPaise(rupees), effectiveFrom],
    );
  }
  for (const [transportId, rupeesPerKm] of [
    [1, 4],
    [3, 2.5],
    [4, 9],
  ] as const) {
    await tx.query(
      `insert into fare_rate (company_id, transport_id, grade_id, paise_per_km, effective_from)
       values ($1, $2, 1, $3, $4)`,
      [companyId, transportId, toPaise(rupeesPerKm), effectiveFrom],
    );
  }
  for (const [from, to, km] of APEX_DISTANCES) {
    const [a, b] = [cities.get(from) as number, cities.get(to) as number].sort((x, y) => x - y);
    await tx.query(
      `insert into road_distance (company_id, city_a_id, city_b_id, distance_km, effective_from)
       values ($1, $2, $3, $4, $5)`,
      [companyId, a, b, km, effectiveFrom],
    );
  }
  await tx.query(
    `insert into expense_type (company_id, name, expense_or_sundry)
     values ($1, 'Travel', 'E'), ($1, 'Food', 'E'), ($1, 'Courier', 'S')`,
    [companyId],
  );
  const people = new Map<string, number>();
  for (const [index, person] of APEX_PEOPLE.entries()) {
    await insertPerson(tx, companyId, person, hashes[index + 1] as string, { territories, cities, people });
  }
}
