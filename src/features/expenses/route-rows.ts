// The Modify route popup's table: rows that chain, each starting where the one before ended.
import type { TRouteLeg, TRouteRow } from '../../contract/expense-days';

export interface CityOption {
  cityId: number;
  cityName: string;
}

/** A row as the table shows it: the contract's row with its cities' names. */
export interface RouteRowView extends TRouteRow {
  fromCityName: string;
  toCityName: string;
  activityName: string;
}

/** A leg of the day's route as it stands, as the table shows a row. */
export function rowOfLeg(leg: TRouteLeg): RouteRowView {
  const { Slno, Period, ActTypeId, FromCity, ToCity, fromCityName, toCityName, activityName } = leg;
  return { Slno, Period, ActTypeId, FromCity, ToCity, fromCityName, toCityName, activityName };
}

/** The first row starts at the server-given city; each later one at the previous row's to city. */
export function nextFromCity(rows: readonly RouteRowView[], firstFrom: CityOption | undefined) {
  const last = rows.at(-1);
  return last ? { cityId: last.ToCity, cityName: last.toCityName } : firstFrom;
}

/** Removing a row renumbers the rest and chains each from the row before it again. */
export function removeRow(
  rows: readonly RouteRowView[],
  index: number,
  firstFrom: CityOption | undefined,
): RouteRowView[] {
  const kept = rows.filter((_, at) => at !== index);
  const chained: RouteRowView[] = [];
  for (const row of kept) {
    const from = nextFromCity(chained, firstFrom);
    chained.push({
      ...row,
      Slno: chained.length + 1,
      FromCity: from?.cityId ?? row.FromCity,
      fromCityName: from?.cityName ?? row.fromCityName,
    });
  }
  return chained;
}

/** The contract's rows, as the submit sends them. */
export function toRouteRows(rows: readonly RouteRowView[]): TRouteRow[] {
  return rows.map(({ Slno, ActTypeId, Period, FromCity, ToCity }) => ({
    Slno,
    ActTypeId,
    Period,
    FromCity,
    ToCity,
  }));
}
