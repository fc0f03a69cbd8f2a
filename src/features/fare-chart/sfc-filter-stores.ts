// The lists the add/edit wizard chooses from (spec section 3 'SFC form filters'). Each is kept on
// the device after its first load, and the wizard loads each once per opening (cities once per
// territory), so a slow link does not fetch them again at every step.
import {
  sfcTerritory,
  sfcTerritoryCategory,
  sfcTerritoryCity,
  sfcTerritoryModeOfTransport,
} from '../../contract/fare-chart';
import { createServerStore } from '../../lib/server-store';
import { SOMETHING_WENT_WRONG } from './sfc-rows-store';

/** The spec's grade for fare and transport lookups (section 9); the server reads the employee's own. */
export const GRADE_ID = 1;

export const useSfcTerritoriesStore = createServerStore({
  call: sfcTerritory,
  request: (user) => ({ query: { employeeId: user.employeeId, companyId: user.companyId } }),
  select: (response) => response.territory,
  errorText: SOMETHING_WENT_WRONG,
  cache: 'sfc-territories',
});

export const useSfcCategoriesStore = createServerStore({
  call: sfcTerritoryCategory,
  request: () => ({}),
  select: (response) => response.categories,
  errorText: SOMETHING_WENT_WRONG,
  cache: 'sfc-categories',
});

/** Also the list's filter chips: the add button shows only when modes exist (spec section 2). */
export const useSfcModesStore = createServerStore({
  call: sfcTerritoryModeOfTransport,
  request: () => ({ query: { gradeId: GRADE_ID, type: 'expense' } }),
  select: (response) => response.transportModes,
  errorText: SOMETHING_WENT_WRONG,
  cache: 'sfc-transport-modes',
});

/** The cities of one territory; the wizard keeps one list for the from side and one for the to side. */
function citiesStore() {
  return createServerStore({
    call: sfcTerritoryCity,
    request: (_user, territoryId: number) => ({ query: { territoryId } }),
    select: (response) => response.cities,
    errorText: SOMETHING_WENT_WRONG,
    cache: (territoryId) => `sfc-cities-${territoryId}`,
  });
}

export const useSfcFromCitiesStore = citiesStore();
export const useSfcToCitiesStore = citiesStore();
