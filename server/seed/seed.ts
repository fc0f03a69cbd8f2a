// Creates the demo company on an empty database, in one transaction, so it is all there or not at all.
import { readFile } from 'node:fs/promises';
import { addDays, businessDate, monthOf, monthStart } from '../../src/pure/calendar';
import { toPaise } from '../../src/pure/money';
import type { Database, Queryable } from '../db/database';
import { MIGRATION_LOCK_KEY } from '../db/migrate';
import { hashPassword } from '../domains/auth/passwords';
import { applyRoute } from '../domains/expenses/modify-route';
import { createMonth } from '../domains/expenses/months';
import {
  type DayRow,
  findMonthById,
  insertAttachment,
  listMonthDays,
  type MonthRecord,
  setMonthStatus,
} from '../domains/expenses/queries';
import { oneWayDistanceOf, priceDistance } from '../domains/fare-chart/pricing';
import { ensureChart, insertJourney, setChartEffectiveFrom } from '../domains/fare-chart/queries';
import {
  findSfcEmployee,
  insertRoadDistance,
  type SfcEmployee,
} from '../domains/fare-chart/reference-queries';
import { addNotification } from '../domains/notifications/queries';
import { insertBill, markBillAttached } from '../domains/receipts/queries';
import { ADMINISTRATION_ACCOUNTS, seedAdministration } from './administration';
import { seedApprovals } from './approvals';
import { seedCalls, seedCityCoordinates } from './calls';
import {
  CATEGORIES,
  DAILY_ALLOWANCES,
  DEMO_ATTACHED_BILLS,
  DEMO_BILLS,
  DEMO_COMPANY,
  DEMO_CURRENT_MONTH_BILLS,
  DEMO_PASSWORD,
  DEMO_ROUTES,
  type DemoBill,
  EMPLOYEES,
  EXPENSE_TYPES,
  FARE_CHARTS,
  FARE_RATES,
  FIXED_HOLIDAYS,
  NOTIFICATIONS,
  ROAD_DISTANCES,
  TERRITORIES,
  TRANSPORT_MODES,
} from './demo-company';
import { seedDecidedMonths, seedFinanceTeam } from './finance';

type DemoMonthStatus = 'Unsubmitted' | 'Submitted' | 'Approved';

/**
 * Field staff with expense months, by month (0 this month, -1 last month): DESIGN.md section 6
 * for asha and rahul (the month before last approved, last month waiting for vikram); section 8
 * for sanjay (last month complete and not submitted), whose month before last waits for meera at
 * level 2 (seedApprovals has vikram approve it at level 1).
 */
const FIELD_STAFF: Record<string, { shift: number; status: DemoMonthStatus }[]> = {
  asha: [
    { shift: -2, status: 'Approved' },
    { shift: -1, status: 'Submitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
  rahul: [
    { shift: -2, status: 'Approved' },
    { shift: -1, status: 'Submitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
  sanjay: [
    { shift: -2, status: 'Submitted' },
    { shift: -1, status: 'Unsubmitted' },
    { shift: 0, status: 'Unsubmitted' },
  ],
};

async function hasCompany(db: Queryable): Promise<boolean> {
  return (await db.query('select 1 from company limit 1')).length > 0;
}

/** Returns true when it seeded, false when the database already had a company. */
export async function seedDemoCompany(db: Database): Promise<boolean> {
  // Every start after the first finds a company: look before hashing four passwords with argon2,
  // which took most of a second of a warm start on two cores (npm run bench).
  if (await hasCompany(db)) return false;
  const hashes = await Promise.all(EMPLOYEES.map(() => hashPassword(DEMO_PASSWORD)));
  const administrationHashes = await Promise.all(
    Array.from({ length: ADMINISTRATION_ACCOUNTS }, () => hashPassword(DEMO_PASSWORD)),
  );
  const billImages = await readBillImages();
  return db.transaction(async (tx) => {
    // Two servers starting together on an empty PostgreSQL both find no company: the lock makes
    // the second wait for the first to commit and then find it (it crashed on employee_user_name).
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    if (await hasCompany(tx)) return false;
    const companyId = await insertId(tx, 'insert into company (name) values ($1) returning id', [
      DEMO_COMPANY,
    ]);
    const places = await seedPlaces(tx, companyId);
    const employeeIds = new Map<string, number>();
    for (const [index, person] of EMPLOYEES.entries()) {
      const id = await insertId(
        tx,
        `insert into employee (company_id, user_name, password_hash, employee_name, emp_code, designation,
                               area_range, reports_to, territory_id, hq_city_id, address, city, state,
                               pincode, phone_number, email_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning id`,
        [
          companyId,
          person.userName,
          hashes[index],
          person.employeeName,
          person.empCode,
          person.designation,
          person.areaRange,
          person.reportsTo ? employeeIds.get(person.reportsTo) : null,
          places.territories.get(person.territory),
          places.cities.get(person.hqCity),
          person.address,
          person.hqCity,
          person.state,
          person.pincode,
          person.phoneNumber,
          person.emailId,
        ],
      );
      employeeIds.set(person.userName, id);
    }
    await seedFinanceTeam(tx, companyId, places.cities.get('Mumbai'));
    for (const [userName, messages] of Object.entries(NOTIFICATIONS)) {
      for (const message of messages) await addNotification(tx, employeeIds.get(userName) as number, message);
    }
    await seedExpenseRules(tx, companyId);
    await seedFareCharts(tx, companyId, employeeIds, places);
    await seedExpenseMonths(tx, companyId, employeeIds, places, billImages);
    await seedBills(tx, companyId, employeeIds, billImages);
    await seedApprovals(tx, employeeIds);
    await seedAdministration(tx, { companyId, ...places }, administrationHashes);
    await seedCityCoordinates(tx);
    await seedCalls(tx, companyId, employeeIds);
    await seedDecidedMonths(tx, employeeIds, businessDate());
    return true;
  });
}

async function seedExpenseRules(tx: Queryable, companyId: number) {
  for (const type of EXPENSE_TYPES) {
    await tx.query('insert into expense_type (company_id, name, expense_or_sundry) values ($1, $2, $3)', [
      companyId,
      type.name,
      type.expenseOrSundry,
    ]);
  }
  const year = monthOf(businessDate()).year;
  const effectiveFrom = referenceEffectiveFrom();
  for (const allowance of DAILY_ALLOWANCES) {
    await tx.query(
      `insert into daily_allowance (company_id, category_id, grade_id, amount_paise, effective_from)
       values ($1, $2, $3, $4, $5)`,
      [companyId, allowance.categoryId, allowance.gradeId, toPaise(allowance.rupees), effectiveFrom],
    );
  }
  for (const holidayYear of [year - 1, year, year + 1]) {
    for (const holiday of FIXED_HOLIDAYS) {
      await tx.query('insert into company_holiday (company_id, holiday_date, name) values ($1, $2, $3)', [
        companyId,
        `${holidayYear}-${holiday.monthDay}`,
        holiday.name,
      ]);
    }
  }
}

/** In effect since an Indian financial year that began well before the demo's oldest month. */
function referenceEffectiveFrom(): string {
  return `${monthOf(businessDate()).year - 2}-04-01`;
}

/**
 * Road distances, fare rates and the demo's fare charts. Every journey is priced by the fare
 * engine as a save would price it, so the seeded amounts follow the seeded rates.
 */
async function seedFareCharts(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  places: Places,
) {
  const effectiveFrom = referenceEffectiveFrom();
  const cityId = (name: string) => places.cities.get(name) as number;
  for (const [from, to, km] of ROAD_DISTANCES) {
    await insertRoadDistance(tx, companyId, [cityId(from), cityId(to)], km, effectiveFrom);
  }
  for (const rate of FARE_RATES) {
    await tx.query(
      `insert into fare_rate (company_id, transport_id, grade_id, paise_per_km, effective_from)
       values ($1, $2, $3, $4, $5)`,
      [companyId, rate.transportId, rate.gradeId, toPaise(rate.rupeesPerKm), effectiveFrom],
    );
  }
  const today = businessDate();
  const dates = { approved: monthStart(monthOf(today, -2)), next: monthStart(monthOf(today, 1)) };
  for (const [userName, journeys] of Object.entries(FARE_CHARTS)) {
    const employee = (await findSfcEmployee(tx, employeeIds.get(userName) as number)) as SfcEmployee;
    const chart = await ensureChart(tx, companyId, employee.employeeId);
    await setChartEffectiveFrom(tx, chart.stpfcId, dates.approved);
    for (const journey of journeys) {
      const pair = {
        fromCityId: cityId(journey.from),
        toCityId: cityId(journey.to),
        fromCityName: journey.from,
        toCityName: journey.to,
      };
      const effectiveDate = dates[journey.effective];
      const distance = await oneWayDistanceOf(tx, companyId, pair, null, effectiveDate);
      const { price } = await priceDistance(
        tx,
        employee,
        { oneWayDistanceKm: distance.km, transportId: journey.transportId, categoryId: journey.categoryId },
        effectiveDate,
      );
      await insertJourney(
        tx,
        { stpfcId: chart.stpfcId, companyId },
        {
          fromTerritoryId: places.cityTerritories.get(journey.from) as number,
          toTerritoryId: places.cityTerritories.get(journey.to) as number,
          fromCityId: pair.fromCityId,
          toCityId: pair.toCityId,
          categoryId: journey.categoryId,
          transportId: journey.transportId,
          effectiveDate,
          numberOfChemist: journey.chemists,
          numberOfDoctors: journey.doctors,
          specification: journey.specification,
          remarks: journey.remarks,
          price,
        },
        journey.status,
        journey.reason ?? null,
      );
    }
  }
}

/**
 * The months of FIELD_STAFF, each with the demo's modified days up to today, priced from the
 * approved chart as a modify would price them, and a submitted last month with bills on its days.
 */
async function seedExpenseMonths(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  places: Places,
  images: BillImages,
) {
  const today = businessDate();
  for (const [userName, months] of Object.entries(FIELD_STAFF)) {
    const employeeId = employeeIds.get(userName) as number;
    for (const { shift, status } of months) {
      const created = await createMonth(tx, { employeeId, companyId, ...monthOf(today, shift) });
      const month = (await findMonthById(tx, created.id)) as MonthRecord;
      const workingDays = (await listMonthDays(tx, month.id)).filter((day) => !day.isHoliday);
      for (const route of DEMO_ROUTES.filter((candidate) => candidate.userName === userName)) {
        const day = workingDays[route.workingDay];
        if (!day || day.activityDate > today) continue;
        const cityId = (name: string) => places.cities.get(name) as number;
        await applyRoute(
          tx,
          { month, day },
          {
            period: route.period,
            activityTypeId: route.activityTypeId,
            isStay: route.isStay,
            remarks: route.remarks,
            legs: route.cities.slice(1).map((to, index) => ({
              period: route.period,
              activityTypeId: route.activityTypeId,
              fromCityId: cityId(route.cities[index] as string),
              toCityId: cityId(to),
            })),
          },
        );
      }
      if (shift === -1) await seedAttachedBills(tx, companyId, userName, employeeId, workingDays, images);
      if (shift === 0) await seedCurrentMonthBills(tx, companyId, userName, employeeId, workingDays, images);
      if (status !== 'Unsubmitted') await setMonthStatus(tx, month.id, status);
    }
  }
}

async function seedAttachedBills(
  tx: Queryable,
  companyId: number,
  userName: string,
  employeeId: number,
  workingDays: DayRow[],
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  for (const bill of DEMO_ATTACHED_BILLS.filter((candidate) => candidate.userName === userName)) {
    const day = workingDays[bill.workingDay] as DayRow;
    const billId = await insertDemoBill(tx, companyId, employeeId, types, images, bill, day.activityDate);
    await markBillAttached(tx, billId);
    await insertAttachment(tx, {
      expenseDetailId: day.expenseDetailId,
      billId,
      description: bill.description,
      travelMode: 0,
    });
  }
}

/** The dashboard's bill summary for this month: bills on its first working day, dated the 1st. */
async function seedCurrentMonthBills(
  tx: Queryable,
  companyId: number,
  userName: string,
  employeeId: number,
  workingDays: DayRow[],
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  const day = workingDays[0] as DayRow;
  const firstOfMonth = `${day.activityDate.slice(0, 8)}01`;
  for (const bill of DEMO_CURRENT_MONTH_BILLS.filter((candidate) => candidate.userName === userName)) {
    const billId = await insertDemoBill(tx, companyId, employeeId, types, images, bill, firstOfMonth);
    await markBillAttached(tx, billId);
    await insertAttachment(tx, {
      expenseDetailId: day.expenseDetailId,
      billId,
      description: bill.description,
      travelMode: 0,
    });
  }
}

type BillImages = Map<string, { image: Buffer; thumbnail: Buffer }>;

async function readBillImages(): Promise<BillImages> {
  const read = (name: string) => readFile(new URL(`./bills/${name}`, import.meta.url));
  const entries = await Promise.all(
    DEMO_BILLS.map(
      async (bill) =>
        [
          bill.image,
          { image: await read(`${bill.image}.jpg`), thumbnail: await read(`${bill.image}.thumb.jpg`) },
        ] as const,
    ),
  );
  return new Map(entries);
}

async function seedBills(
  tx: Queryable,
  companyId: number,
  employeeIds: Map<string, number>,
  images: BillImages,
) {
  const types = await expenseTypeIds(tx, companyId);
  const today = businessDate();
  for (const bill of DEMO_BILLS) {
    const employeeId = employeeIds.get(bill.userName) as number;
    await insertDemoBill(tx, companyId, employeeId, types, images, bill, addDays(today, -bill.daysAgo));
  }
}

async function expenseTypeIds(tx: Queryable, companyId: number): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; name: string }>(
    'select id, name from expense_type where company_id = $1',
    [companyId],
  );
  return new Map(rows.map((type) => [type.name, type.id]));
}

async function insertDemoBill(
  tx: Queryable,
  companyId: number,
  employeeId: number,
  types: Map<string, number>,
  images: BillImages,
  bill: Omit<DemoBill, 'daysAgo'>,
  invoiceDate: string,
): Promise<number> {
  const files = images.get(bill.image) as { image: Buffer; thumbnail: Buffer };
  return insertBill(
    tx,
    {
      companyId,
      employeeId,
      expenseTypeId: types.get(bill.expenseType) as number,
      invoiceNumber: bill.invoiceNumber,
      invoiceDate,
      amountPaise: toPaise(bill.rupees),
      description: bill.description,
      image: files.image,
      imageType: 'image/jpeg',
      thumbnail: files.thumbnail,
    },
    'A demo bill is listed twice.',
  );
}

interface Places {
  territories: Map<string, number>;
  cities: Map<string, number>;
  /** City name to its territory's id. */
  cityTerritories: Map<string, number>;
}

async function seedPlaces(tx: Queryable, companyId: number): Promise<Places> {
  const effectiveFrom = referenceEffectiveFrom();
  const territories = new Map<string, number>();
  const cities = new Map<string, number>();
  const cityTerritories = new Map<string, number>();
  for (const [territory, cityNames] of Object.entries(TERRITORIES)) {
    const territoryId = await insertId(
      tx,
      'insert into territory (company_id, name, effective_from) values ($1, $2, $3) returning id',
      [companyId, territory, effectiveFrom],
    );
    territories.set(territory, territoryId);
    for (const name of cityNames) {
      const cityId = await insertId(
        tx,
        'insert into city (company_id, territory_id, name, effective_from) values ($1, $2, $3, $4) returning id',
        [companyId, territoryId, name, effectiveFrom],
      );
      cities.set(name, cityId);
      cityTerritories.set(name, territoryId);
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
  return { territories, cities, cityTerritories };
}

async function insertId(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(sql, params);
  return (rows[0] as { id: number }).id;
}
