// What the fare chart reads (spec sections 2 and 3): the employee's chart, and the lists the add/edit
// wizard chooses from, each kept on the device for reading offline.
import { sfcBindGrid } from '../../contract/fare-chart';
import {
  sfcTerritory,
  sfcTerritoryCategory,
  sfcTerritoryCity,
  sfcTerritoryModeOfTransport,
} from '../../contract/fare-chart-lookups';
import { SOMETHING_WENT_WRONG } from '../../lib/api-error';
import { defineQuery } from '../../lib/server-store';

/** Failed SFC fetches, deletes, submits and filters (spec section 8). */

/** The spec's grade for fare and transport lookups (section 9); the server reads the employee's own. */
export const GRADE_ID = 1;

/** The employee's fare chart (SFCBindGrid): the flags of the list and a row per journey. */
export const sfcRowsQuery = defineQuery({
  call: sfcBindGrid,
  request: (user) => ({ query: { EmployeeId: user.employeeId } }),
  select: (response) => response,
  errorText: SOMETHING_WENT_WRONG,
});

// The wizard's lists change only through the administration: one answer serves the session, so a
// slow link does not fetch them again at every opening or step.
const LIST = { errorText: SOMETHING_WENT_WRONG, staleAfterMs: Number.POSITIVE_INFINITY } as const;

export const territoriesQuery = defineQuery({
  ...LIST,
  call: sfcTerritory,
  request: (user) => ({ query: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response.territory,
  cache: 'sfc-territories',
});

export const categoriesQuery = defineQuery({
  ...LIST,
  call: sfcTerritoryCategory,
  request: () => ({}),
  select: (response) => response.categories,
  cache: 'sfc-categories',
});

/** Also the list's filter chips: the add button shows only when modes exist (spec section 2). */
export const transportModesQuery = defineQuery({
  ...LIST,
  call: sfcTerritoryModeOfTransport,
  request: () => ({ query: { gradeId: GRADE_ID, type: 'expense' } }),
  select: (response) => response.transportModes,
  cache: 'sfc-transport-modes',
});

/** The cities of one territory: the from and to sides of a journey read the entries of their own. */
export const citiesQuery = defineQuery({
  ...LIST,
  call: sfcTerritoryCity,
  request: (_user, territoryId: number) => ({ query: { territoryId } }),
  select: (response) => response.cities,
  cache: 'sfc-cities',
});
