// The approver's flags as pure rules (issue 27): distances, the 5 km + accuracy edge, the route.
import { describe, expect, it } from 'vitest';
import { CALL_FLAGS } from '../../../src/contract/calls';
import { CITY_COORDINATES } from '../../seed/calls';
import { type CallPlace, dayFlags, isAwayFromCity, metresBetween } from './flags';

const [puneLat, puneLon] = CITY_COORDINATES.Pune as [number, number];
const pune = { latitude: puneLat, longitude: puneLon };
const north = (metres: number) => ({ latitude: puneLat + metres / 111_320, longitude: puneLon });
const call = (metresNorth: number | null, accuracyMetres = 100, cityId = 1): CallPlace => ({
  cityId,
  city: pune,
  stamp: metresNorth === null ? null : { ...north(metresNorth), accuracyMetres },
});

describe('the distance of a stamped call from its city', () => {
  it('measures great-circle metres: Pune to Satara about 95 km as the crow flies (93.4 km south, 17.1 km east), 12 km north as 12 km', () => {
    const [lat, lon] = CITY_COORDINATES.Satara as [number, number];
    expect(metresBetween(pune, { latitude: lat, longitude: lon }) / 1000).toBeCloseTo(94.9, 0);
    // north() steps 111,320 m a degree; the sphere's degree is 111,195 m: 0.1 % apart.
    expect(Math.abs(metresBetween(pune, north(12_000)) - 12_000)).toBeLessThan(20);
  });

  it('flags a call further than 5 km plus its accuracy, and gives a vague fix its accuracy', () => {
    expect(isAwayFromCity(call(12_000, 100))).toBe(true);
    expect(isAwayFromCity(call(3_000, 100))).toBe(false);
    expect(isAwayFromCity(call(5_050, 100))).toBe(false);
    expect(isAwayFromCity(call(5_200, 100))).toBe(true);
    expect(isAwayFromCity(call(12_000, 8_000))).toBe(false);
    expect(isAwayFromCity(call(null))).toBe(false);
    expect(isAwayFromCity({ ...call(12_000), city: null })).toBe(false);
  });
});

describe("a day's flags", () => {
  it('says a field-work day has no calls, a call is away, and a call is off the route, in that order', () => {
    expect(dayFlags({ isFieldWork: true, routeCityIds: [1] }, [])).toEqual([CALL_FLAGS.noCalls]);
    expect(dayFlags({ isFieldWork: false, routeCityIds: [] }, [])).toEqual([]);
    expect(dayFlags({ isFieldWork: true, routeCityIds: [1, 2] }, [call(300), call(200, 50, 2)])).toEqual([]);
    expect(dayFlags({ isFieldWork: true, routeCityIds: [2] }, [call(12_000), call(null, 0, 2)])).toEqual([
      CALL_FLAGS.awayFromCity,
      CALL_FLAGS.outsideRoute,
    ]);
  });
});
