// Administration calls (issue 24): only an administrator of the company named may make them.
import { adminAudit } from '../../../src/contract/admin/audit';
import { adminCsvCheck, adminCsvExport, adminCsvImport } from '../../../src/contract/admin/csv';
import { adminCustomerSave, adminCustomers } from '../../../src/contract/admin/customers';
import {
  adminEmployeeActivate,
  adminEmployeeDeactivate,
  adminEmployeeSave,
  adminEmployees,
  adminPasswordReset,
  changePassword,
} from '../../../src/contract/admin/employees';
import { adminExpenseTypeSave, adminExpenseTypes } from '../../../src/contract/admin/expense-types';
import { adminHolidaySave, adminHolidays } from '../../../src/contract/admin/holidays';
import {
  adminCitySave,
  adminDistanceSave,
  adminPlaces,
  adminTerritorySave,
} from '../../../src/contract/admin/places';
import { adminAllowanceSave, adminFareRateSave, adminRates } from '../../../src/contract/admin/rates';
import { domainPlugin } from '../../http/plugin';
import { addRoute } from '../../http/route';
import { listAudit } from './audit';
import { checkCsv, exportCsv, importCsv } from './csv-import';
import { listCustomers, saveCustomer } from './customers';
import {
  activateEmployee,
  deactivateEmployee,
  listEmployees,
  resetPassword,
  saveEmployee,
} from './employees';
import { changeOwnPassword } from './password';
import {
  listExpenseTypes,
  listHolidays,
  listPlaces,
  listRates,
  saveCity,
  saveDistance,
  saveExpenseType,
  saveHoliday,
  saveRate,
  saveTerritory,
} from './reference';

/** A CSV of 20,000 distances with its JSON wrapping, and room to spare. */
const CSV_BODY_LIMIT = 9 * 1024 * 1024;

export const adminRoutes = domainPlugin('admin', async (app, { db }) => {
  const adminQuery = { admin: { companyId: 'query.companyId' } } as const;
  const adminBody = { admin: { companyId: 'body.companyId' } } as const;
  const adminEmployee = { admin: { companyId: 'body.companyId', employeeId: 'body.employeeId' } } as const;

  addRoute(app, adminEmployees, adminQuery, async ({ query }) => ({
    employees: await listEmployees(db, query.companyId, query),
  }));
  addRoute(app, adminEmployeeSave, adminEmployee, async ({ body, caller }) => saveEmployee(db, caller, body));
  addRoute(app, adminEmployeeDeactivate, adminEmployee, async ({ body, caller }) => ({
    message: await deactivateEmployee(db, caller, body.employeeId),
  }));
  addRoute(app, adminEmployeeActivate, adminEmployee, async ({ body, caller }) => ({
    message: await activateEmployee(db, caller, body.employeeId),
  }));
  addRoute(app, adminPasswordReset, adminEmployee, async ({ body, caller }) =>
    resetPassword(db, caller, body.employeeId),
  );
  addRoute(app, changePassword, 'caller', async ({ body, caller }) => ({
    message: await changeOwnPassword(db, caller, body),
  }));

  addRoute(app, adminPlaces, adminQuery, async ({ query }) => listPlaces(db, query.companyId));
  addRoute(app, adminTerritorySave, adminBody, async ({ body, caller }) => ({
    message: await saveTerritory(db, caller, body),
  }));
  addRoute(app, adminCitySave, adminBody, async ({ body, caller }) => ({
    message: await saveCity(db, caller, body),
  }));
  addRoute(app, adminDistanceSave, adminBody, async ({ body, caller }) => ({
    message: await saveDistance(db, caller, body),
  }));

  addRoute(app, adminCustomers, adminQuery, async ({ query }) => ({
    customers: await listCustomers(db, query.companyId),
  }));
  addRoute(app, adminCustomerSave, adminBody, async ({ body, caller }) => ({
    message: await saveCustomer(db, caller, body),
  }));

  addRoute(app, adminRates, adminQuery, async ({ query }) => listRates(db, query.companyId));
  addRoute(app, adminFareRateSave, adminBody, async ({ body, caller }) => ({
    message: await saveRate(db, caller, {
      kind: 'fareRate',
      ofId: body.transportId,
      gradeId: body.gradeId,
      rupees: body.rupeesPerKm,
      effectiveFrom: body.effectiveFrom,
    }),
  }));
  addRoute(app, adminAllowanceSave, adminBody, async ({ body, caller }) => ({
    message: await saveRate(db, caller, {
      kind: 'allowance',
      ofId: body.categoryId,
      gradeId: body.gradeId,
      rupees: body.rupees,
      effectiveFrom: body.effectiveFrom,
    }),
  }));

  addRoute(app, adminHolidays, adminQuery, async ({ query }) => ({
    holidays: await listHolidays(db, query.companyId, query.year),
  }));
  addRoute(app, adminHolidaySave, adminBody, async ({ body, caller }) => ({
    message: await saveHoliday(db, caller, body),
  }));
  addRoute(app, adminExpenseTypes, adminQuery, async ({ query }) => ({
    expenseTypes: await listExpenseTypes(db, query.companyId),
  }));
  addRoute(app, adminExpenseTypeSave, adminBody, async ({ body, caller }) => ({
    message: await saveExpenseType(db, caller, body),
  }));

  addRoute(
    app,
    adminCsvCheck,
    adminBody,
    async ({ body, caller }) => checkCsv(db, caller, body.kind, body.csv),
    {
      bodyLimit: CSV_BODY_LIMIT,
    },
  );
  addRoute(
    app,
    adminCsvImport,
    adminBody,
    async ({ body, caller }) => importCsv(db, caller, body.kind, body.csv),
    {
      bodyLimit: CSV_BODY_LIMIT,
    },
  );
  addRoute(app, adminCsvExport, adminQuery, async ({ query }) => exportCsv(db, query.companyId, query.kind));

  addRoute(app, adminAudit, adminQuery, async ({ query }) => ({
    entries: await listAudit(db, query.companyId, query),
  }));
});
