import { describe, expect, it } from 'vitest';
import { nextFromCity, type RouteRowView, removeRow, toRouteRows } from './route-rows';

const nashik = { cityId: 1, cityName: 'Nashik' };
const row = (Slno: number, from: [number, string], to: [number, string]): RouteRowView => ({
  Slno,
  ActTypeId: 1,
  Period: 1,
  FromCity: from[0],
  fromCityName: from[1],
  ToCity: to[0],
  toCityName: to[1],
  activityName: 'Field Work',
});

describe('route rows of the Modify route popup', () => {
  it('start at the server-given city, then at the previous row’s to city', () => {
    expect(nextFromCity([], nashik)).toEqual(nashik);
    expect(nextFromCity([row(1, [1, 'Nashik'], [2, 'Igatpuri'])], nashik)).toEqual({
      cityId: 2,
      cityName: 'Igatpuri',
    });
  });

  it('renumber and chain again when a row is removed', () => {
    const rows = [
      row(1, [1, 'Nashik'], [2, 'Igatpuri']),
      row(2, [2, 'Igatpuri'], [1, 'Nashik']),
      row(3, [1, 'Nashik'], [3, 'Sinnar']),
    ];
    const left = removeRow(rows, 1, nashik);
    expect(left.map((r) => [r.Slno, r.fromCityName, r.toCityName])).toEqual([
      [1, 'Nashik', 'Igatpuri'],
      [2, 'Igatpuri', 'Sinnar'],
    ]);
    expect(toRouteRows(left)[1]).toEqual({ Slno: 2, ActTypeId: 1, Period: 1, FromCity: 2, ToCity: 3 });
  });
});
