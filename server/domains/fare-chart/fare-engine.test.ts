import { describe, expect, it } from 'vitest';
import { renderText, type Text } from '../../../src/pure/texts';
import { effectiveDateViolation } from './chart';
import { chartStatus } from './chart-view';
import { allowanceKey, allowanceTable, hqRuleViolation, priceJourney } from './fare-engine';

/** A rule's text as an English reader reads it. */
const said = (text: Text | null) => text && renderText(text, 'en');

describe('the fare engine', () => {
  it('prices 65 km by bus at ₹2/km with the Out Station allowance of ₹750: ₹130, ₹260, total ₹1010', () => {
    expect(priceJourney(65, 200, 75_000)).toEqual({
      oneWayDistanceKm: 65,
      twoWayDistanceKm: 130,
      oneWayFarePaise: 13_000,
      twoWayFarePaise: 26_000,
      allowancePaise: 75_000,
      totalPaise: 101_000,
    });
  });

  it('prices 18 km by bike at ₹3.50/km exactly in paise: ₹63 one way, ₹126 two way', () => {
    expect(priceJourney(18, 350, 40_000)).toMatchObject({
      oneWayFarePaise: 6300,
      twoWayFarePaise: 12_600,
      totalPaise: 52_600,
    });
  });

  it('prices an HQ day at the allowance alone', () => {
    expect(priceJourney(0, 350, 25_000).totalPaise).toBe(25_000);
  });

  it('keys allowances by the first two letters of the category name', () => {
    expect(['HQ', 'EX-HQ', 'Out Station'].map(allowanceKey)).toEqual(['HQ', 'EX', 'OU']);
    expect(
      allowanceTable([
        { categoryId: 1, categoryName: 'HQ', amountPaise: 25_000 },
        { categoryId: 2, categoryName: 'EX-HQ', amountPaise: 40_000 },
        { categoryId: 3, categoryName: 'Out Station', amountPaise: 75_000 },
      ]),
    ).toEqual({ HQ: 25_000, EX: 40_000, OU: 75_000 });
  });

  it('holds the HQ rule both ways with the spec texts', () => {
    expect(hqRuleViolation(1, 5, 5)).toBeNull();
    expect(hqRuleViolation(2, 5, 6)).toBeNull();
    expect(said(hqRuleViolation(2, 5, 5))).toBe('Same from city and to city allowed only for HQ Categery.');
    expect(said(hqRuleViolation(1, 5, 6))).toBe('For HQ Category from city and to city should be same.');
  });
});

describe('the chart rules', () => {
  it('gives the chart the status of its most pressing rows', () => {
    expect(chartStatus([])).toBeNull();
    expect(chartStatus(['D'])).toBe('D');
    expect(chartStatus(['A', 'D'])).toBe('A');
    expect(chartStatus(['A', 'R', 'D'])).toBe('R');
    expect(chartStatus(['A', 'R', 'S'])).toBe('S');
  });

  it('takes tomorrow as the earliest effective date of a chart without one', () => {
    expect(said(effectiveDateViolation(undefined, null, '2026-05-10', '2026-05-10'))).toBe(
      'The effective date must be on or after 11 May 2026.',
    );
    expect(effectiveDateViolation(undefined, null, '2026-05-11', '2026-05-10')).toBeNull();
  });

  it("takes the chart's effective-from date as the earliest, and refuses it again once approved", () => {
    const chart = { stpfcId: 1, employeeId: 1, effectiveFromDate: '2026-04-01' };
    expect(said(effectiveDateViolation(chart, 'A', '2026-03-31', '2026-05-10'))).toBe(
      'The effective date must be on or after 1 Apr 2026.',
    );
    expect(said(effectiveDateViolation(chart, 'A', '2026-04-01', '2026-05-10'))).toBe(
      'Please select a new effective date',
    );
    expect(effectiveDateViolation(chart, 'R', '2026-04-01', '2026-05-10')).toBeNull();
    expect(effectiveDateViolation(chart, 'A', '2026-06-01', '2026-05-10')).toBeNull();
  });
});
