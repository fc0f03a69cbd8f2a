// Every kind of CSV file the administrator can check, import and export, by the contract's name.
// A new kind is its slice's csv module (columns, planner, export rows) and one line here.
import type { TCsvKind } from '../../../../src/contract/admin/csv';
import { customersFile } from '../customers/csv';
import { employeesFile } from '../employees/csv';
import { holidaysFile } from '../holidays/csv';
import { limitsFile } from '../limits/csv';
import { citiesFile } from '../places/csv-cities';
import { distancesFile } from '../places/csv-distances';
import { allowancesFile, fareRatesFile } from '../rates/csv';
import type { CsvKind } from './rows';

export const FILE_KINDS: Record<TCsvKind, CsvKind> = {
  employees: employeesFile,
  cities: citiesFile,
  distances: distancesFile,
  fareRates: fareRatesFile,
  allowances: allowancesFile,
  holidays: holidaysFile,
  customers: customersFile,
  limits: limitsFile,
};
