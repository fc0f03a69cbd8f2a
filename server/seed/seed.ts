// Creates the demo company on an empty database, in one transaction, so it is all there or not at all.
import { businessDate, monthOf } from '../../src/pure/calendar';
import { toPaise } from '../../src/pure/money';
import type { Database, Queryable } from '../db/database';
import { MIGRATION_LOCK_KEY } from '../db/migrate';
import { hashPassword } from '../domains/auth/passwords';
import { addNotification } from '../domains/notifications/queries';
import { ADMINISTRATION_ACCOUNTS, seedAdministration } from './administration';
import { seedApprovals } from './approvals';
import { seedCalls, seedCityCoordinates } from './calls';
import {
  DAILY_ALLOWANCES,
  DEMO_COMPANY,
  DEMO_PASSWORD,
  demoNotifications,
  EMPLOYEES,
  EXPENSE_TYPES,
  FIXED_HOLIDAYS,
} from './demo-company';
import { seedFareCharts } from './fare-charts';
import { seedDecidedMonths, seedFinanceTeam } from './finance';
import { seedCityClasses, seedLimits } from './limits';
import { seedExpenseMonths } from './months';
import { insertId, referenceEffectiveFrom, seedPlaces } from './places';
import { readBillImages, seedBills } from './receipts';
import { seedTourProgrammes } from './tour-programme';

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
    for (const [userName, messages] of Object.entries(demoNotifications(businessDate()))) {
      for (const [message, link] of messages) {
        await addNotification(tx, employeeIds.get(userName) as number, message, link);
      }
    }
    await seedExpenseRules(tx, companyId);
    await seedFareCharts(tx, companyId, employeeIds, places);
    await seedExpenseMonths(tx, companyId, employeeIds, places, billImages);
    await seedBills(tx, companyId, employeeIds, billImages);
    await seedApprovals(tx, employeeIds);
    await seedAdministration(tx, { companyId, ...places }, administrationHashes);
    await seedCityCoordinates(tx);
    await seedCityClasses(tx);
    await seedLimits(tx, companyId);
    await seedCalls(tx, companyId, employeeIds);
    await seedDecidedMonths(tx, employeeIds, businessDate());
    await seedTourProgrammes(tx, companyId, employeeIds);
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
