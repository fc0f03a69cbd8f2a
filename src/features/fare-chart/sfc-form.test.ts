import { describe, expect, it } from 'vitest';
import { sfcUserInfo as info } from '../../../tests/support/fare-chart';
import { SFC_TEXTS } from '../../contract/fare-chart';
import {
  EMPTY_SFC_FORM,
  hqRuleMessage,
  isEffectiveDateLocked,
  journeyBody,
  lookupOf,
  minEffectiveDate,
  needsNewEffectiveDate,
  newJourneyValues,
  pickAllowance,
  returnsToStepOne,
  type SfcFormValues,
  stepOneErrors,
  wholeNumberText,
} from './sfc-form';

const journey: SfcFormValues = {
  ...EMPTY_SFC_FORM,
  fromTerritoryId: '1',
  toTerritoryId: '1',
  fromCityId: '1',
  toCityId: '4',
  categoryId: '3',
  transportId: '3',
  effectiveDate: '2026-12-01',
  numberOfDoctors: '6',
  numberOfChemist: '5',
};

describe('step 1 of the fare chart wizard', () => {
  it("asks 'Please select' for every choice left empty and 'select date' for the date", () => {
    const errors = stepOneErrors(EMPTY_SFC_FORM, false);
    expect(errors).toMatchObject({
      fromTerritoryId: 'Please select',
      toTerritoryId: 'Please select',
      fromCityId: 'Please select',
      toCityId: 'Please select',
      categoryId: 'Please select',
      transportId: 'Please select',
      effectiveDate: 'select date',
    });
    expect(errors.counts).toBeUndefined();
  });

  it('needs the counts of doctors and chemists at area range T only', () => {
    const withoutCounts = { ...journey, numberOfDoctors: '', numberOfChemist: '3' };
    expect(stepOneErrors(withoutCounts, true).counts).toBe(SFC_TEXTS.countsRequired);
    expect(stepOneErrors(withoutCounts, false).counts).toBeUndefined();
    expect(stepOneErrors({ ...journey, numberOfDoctors: '0', numberOfChemist: '0' }, true)).toEqual({});
  });

  it('keeps the HQ rule both ways, under To City', () => {
    const sameCity = { ...journey, toCityId: '1' };
    expect(stepOneErrors(sameCity, true).toCityId).toBe(
      'Same from city and to city allowed only for HQ Categery.',
    );
    expect(stepOneErrors({ ...journey, categoryId: '1' }, true).toCityId).toBe(
      'For HQ Category from city and to city should be same.',
    );
    expect(stepOneErrors({ ...sameCity, categoryId: '1' }, true)).toEqual({});
    expect(hqRuleMessage({ categoryId: '', fromCityId: '1', toCityId: '1' })).toBeNull();
  });

  it('returns to step 1 on any change but remarks, specification and a typed distance', () => {
    expect(returnsToStepOne('fromCityId')).toBe(true);
    expect(returnsToStepOne('effectiveDate')).toBe(true);
    expect(returnsToStepOne('numberOfDoctors')).toBe(true);
    expect(returnsToStepOne('remarks')).toBe(false);
    expect(returnsToStepOne('specification')).toBe(false);
    expect(returnsToStepOne('oneWayDistance')).toBe(false);
  });

  it('keeps counters and kilometres to whole numbers of at least 0', () => {
    expect(wholeNumberText('-12.5a')).toBe('125');
    expect(wholeNumberText('')).toBe('');
  });
});

describe('the effective date', () => {
  it("starts at the chart's effective-from date, else tomorrow", () => {
    expect(minEffectiveDate(info(), '2026-11-20')).toBe('2026-09-01');
    expect(minEffectiveDate(info({ effectiveFromDate: null }), '2026-12-31')).toBe('2027-01-01');
  });

  it('is locked to the chart date unless the chart is approved, rejected or freed by the flag', () => {
    expect(isEffectiveDateLocked(info({ status: 'D' }))).toBe(true);
    expect(isEffectiveDateLocked(info({ status: 'S' }))).toBe(true);
    expect(isEffectiveDateLocked(info({ status: 'A' }))).toBe(false);
    expect(isEffectiveDateLocked(info({ status: 'R' }))).toBe(false);
    expect(isEffectiveDateLocked(info({ status: 'D', effectiveFromDateFlag: 1 }))).toBe(false);
    expect(isEffectiveDateLocked(info({ status: 'D', effectiveFromDate: null }))).toBe(false);
    expect(newJourneyValues(info({ status: 'D' })).effectiveDate).toBe('2026-09-01');
    expect(newJourneyValues(info({ status: 'A' })).effectiveDate).toBe('');
  });

  it("asks for a new date when an approved chart's own date is chosen again", () => {
    expect(needsNewEffectiveDate(info(), '2026-09-01')).toBe(true);
    expect(needsNewEffectiveDate(info(), '2026-12-01')).toBe(false);
    expect(needsNewEffectiveDate(info({ status: 'R' }), '2026-09-01')).toBe(false);
  });
});

describe('the price of a journey', () => {
  it('picks the allowance by the first two letters of the category name', () => {
    const table = { HQ: 250, EX: 400, OU: 750 };
    expect(pickAllowance(table, 'HQ')).toBe(250);
    expect(pickAllowance(table, 'EX-HQ')).toBe(400);
    expect(pickAllowance(table, 'Out Station')).toBe(750);
    expect(pickAllowance(table, 'Metro')).toBeNull();
    expect(pickAllowance(table, undefined)).toBeNull();
  });

  it('looks the price up only once every choice is made and the HQ rule holds', () => {
    expect(lookupOf(journey)).toEqual({
      fromTerritoryId: 1,
      toTerritoryId: 1,
      fromCityId: 1,
      toCityId: 4,
      categoryId: 3,
      transportId: 3,
      effectiveDate: '2026-12-01',
    });
    expect(lookupOf({ ...journey, transportId: '' })).toBeNull();
    expect(lookupOf({ ...journey, categoryId: '1' })).toBeNull();
  });

  it('saves a draft with the typed distance only for a pair the server has none for', () => {
    const typed = { ...journey, oneWayDistance: '42' };
    expect(journeyBody(typed, { isDistanceTyped: false })).toMatchObject({
      oneWayDistance: null,
      numberOfDoctors: 6,
      numberOfChemist: 5,
      status: 'D',
      isFareAuto: 0,
    });
    expect(journeyBody(typed, { isDistanceTyped: true }).oneWayDistance).toBe(42);
    expect(
      journeyBody({ ...journey, numberOfDoctors: '' }, { isDistanceTyped: false }).numberOfDoctors,
    ).toBeNull();
  });
});
