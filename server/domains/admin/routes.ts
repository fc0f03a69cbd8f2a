// Administration calls (issue 24): only an administrator of the company named may make them. Each
// subject is a slice with its own routes, queries and CSV kind; this plugin puts them together.
import { domainPlugin } from '../../http/plugin';
import { addAuditRoutes } from './audit/routes';
import { addCompanyRoutes } from './company/routes';
import { addCsvRoutes } from './csv/routes';
import { addCustomerRoutes } from './customers/routes';
import { addEInvoiceKeyRoutes } from './einvoice-keys/routes';
import { addEmployeeRoutes } from './employees/routes';
import { addExpenseTypeRoutes } from './expense-types/routes';
import { addHolidayRoutes } from './holidays/routes';
import { addLimitRoutes } from './limits/routes';
import { addPlaceRoutes } from './places/routes';
import { addRateRoutes } from './rates/routes';

export const adminRoutes = domainPlugin('admin', async (app, { db }) => {
  addEmployeeRoutes(app, db);
  addPlaceRoutes(app, db);
  addCustomerRoutes(app, db);
  addRateRoutes(app, db);
  addHolidayRoutes(app, db);
  addExpenseTypeRoutes(app, db);
  addLimitRoutes(app, db);
  addEInvoiceKeyRoutes(app, db);
  addCsvRoutes(app, db);
  addAuditRoutes(app, db);
  addCompanyRoutes(app, db);
});
