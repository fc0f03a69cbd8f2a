// The fare chart as the server describes it, for the tests of its screens and rules.
import type { TSfcJourneyRow, TSfcUserInfo } from '../../src/contract/fare-chart';

/** The chart's owner as SFCBindGrid describes them: area range T, an approved chart. */
export const sfcUserInfo = (overrides: Partial<TSfcUserInfo> = {}): TSfcUserInfo => ({
  employeeId: 3,
  companyId: 1,
  stpfcId: 7,
  areaRange: 'T',
  status: 'A',
  effectiveFromDate: '2026-09-01',
  effectiveFromDateFlag: 0,
  isAddEnable: true,
  isSubmitEnable: false,
  ...overrides,
});

/** A journey of the chart: a draft Pune to Talegaon, EX-HQ by Bike, unless told otherwise. */
export const journeyRow = (overrides: Partial<TSfcJourneyRow> = {}): TSfcJourneyRow => ({
  stpfcId: 1,
  stpfcDetailid: 1,
  fromTerritoryId: 1,
  toTerritoryId: 1,
  fromCityId: 1,
  toCityId: 2,
  categoryId: 2,
  transportId: 1,
  transportName: 'Bike',
  categoryName: 'EX-HQ',
  fromCityName: 'Pune',
  toCityName: 'Talegaon',
  effectiveDate: '2026-09-01',
  specification: '',
  oneWayDistance: 35,
  twoWayDistance: 70,
  oneWayFare: 122.5,
  twoWayFare: 245,
  allowance: 400,
  remarks: '',
  numberOfChemist: 4,
  numberOfDoctors: 5,
  total: 645,
  sequenceNo: 1,
  status: 'D',
  reason: null,
  history: [],
  ...overrides,
});
