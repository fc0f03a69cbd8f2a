// CSV import of cities (issue 24): a territory not known yet is created; coordinates (issue 27)
// and the class (issue 37) are changed only by a file that has their columns.

import { CSV_COLUMNS, CSV_OPTIONAL_COLUMNS } from '../../../../src/contract/admin/csv';
import { CSV_SAYS } from '../../../../src/contract/admin-csv-texts';
import { CITY_CLASSES, type TCityClass } from '../../../../src/contract/limits';
import type { Text } from '../../../../src/pure/texts';
import { cityRecord, territoryRecord } from '../audit/records';
import { type CsvKind, inBatches, lower, type Planner, rowProblem } from '../csv/rows';
import {
  cityIdsByName,
  insertTerritory,
  listCitiesForFile,
  listTerritoryNames,
  writeCityBatch,
} from './queries';

interface CityLine {
  territory: string;
  city: string;
  line: number;
  /** Absent when the file has no coordinate columns: the city keeps what it has. */
  latitude?: number | null;
  longitude?: number | null;
  /** Absent when the file has no class column: the city keeps its class. */
  cityClass?: TCityClass;
}

/** Degrees between -limit and limit, '' for none, or undefined when it is not one. */
function degrees(value: string, limit: number): number | null | undefined {
  if (value === '') return null;
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

const planCities: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: Text[] = [];
  const say = (line: number, problem: Text) => problems.push(rowProblem(line, problem));
  const territories = new Map((await listTerritoryNames(db, companyId)).map((row) => [lower(row.name), row]));
  const cities = new Map((await listCitiesForFile(db, companyId)).map((row) => [lower(row.name), row]));
  const seen = new Map<string, number>();
  const changed: CityLine[] = [];
  for (const { line, values } of rows) {
    const territory = values.territory as string;
    const city = values.city as string;
    if (!territory || territory.length > 100) say(line, CSV_SAYS.required({ column: 'territory' }));
    if (!city || city.length > 100) say(line, CSV_SAYS.required({ column: 'city' }));
    const hasCoordinates = values.latitude !== undefined;
    const latitude = hasCoordinates ? degrees(values.latitude as string, 90) : null;
    const longitude = hasCoordinates ? degrees(values.longitude as string, 180) : null;
    if (latitude === undefined)
      say(line, CSV_SAYS.degrees({ column: 'latitude', value: values.latitude ?? '', limit: 90 }));
    if (longitude === undefined)
      say(line, CSV_SAYS.degrees({ column: 'longitude', value: values.longitude ?? '', limit: 180 }));
    if (latitude !== undefined && longitude !== undefined && (latitude === null) !== (longitude === null)) {
      say(line, CSV_SAYS.bothCoordinates);
      continue;
    }
    const hasClass = values.class !== undefined;
    const cityClass = hasClass ? (values.class as string).toUpperCase() : 'Z';
    const isClass = (CITY_CLASSES as readonly string[]).includes(cityClass);
    if (!isClass) say(line, CSV_SAYS.cityClass({ column: 'class', value: values.class ?? '' }));
    if (!territory || !city || latitude === undefined || longitude === undefined || !isClass) continue;
    if (seen.has(lower(city))) {
      say(line, CSV_SAYS.alsoOnRow({ column: 'city', value: city, row: seen.get(lower(city)) ?? 0 }));
      continue;
    }
    seen.set(lower(city), line);
    const before = cities.get(lower(city));
    const movesPlace = hasCoordinates && (before?.latitude !== latitude || before?.longitude !== longitude);
    const reclasses = hasClass && before?.cityClass !== cityClass;
    if (
      !before ||
      before.name !== city ||
      lower(before.territory) !== lower(territory) ||
      movesPlace ||
      reclasses
    ) {
      changed.push({
        territory,
        city,
        line,
        ...(hasCoordinates ? { latitude, longitude } : {}),
        ...(hasClass ? { cityClass: cityClass as TCityClass } : {}),
      });
    }
  }
  return {
    rows: rows.length,
    problems,
    changes: changed.length,
    apply: async (tx, audit) => {
      const newTerritories = [...new Set(changed.map((row) => row.territory))].filter(
        (name) => !territories.has(lower(name)),
      );
      for (const name of newTerritories) {
        const id = await insertTerritory(tx, companyId, name);
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...territoryRecord({ id, name }),
          action: 'imported',
          oldValue: null,
          newValue: { name },
        });
      }
      await inBatches(changed, (batch) => writeCityBatch(tx, companyId, batch));
      const cityIds = await cityIdsByName(
        tx,
        companyId,
        changed.map((row) => lower(row.city)),
      );
      for (const row of changed) {
        const before = cities.get(lower(row.city));
        const place = (
          value: { latitude?: number | null; longitude?: number | null; cityClass?: TCityClass } | undefined,
          withClass: boolean,
        ) => ({
          ...(value && value.latitude !== undefined
            ? { latitude: value.latitude, longitude: value.longitude }
            : {}),
          ...(value && withClass ? { cityClass: value.cityClass } : {}),
        });
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...cityRecord({ id: cityIds.get(lower(row.city)) ?? 0, name: row.city, territory: row.territory }),
          action: 'imported',
          oldValue: before
            ? {
                name: before.name,
                territory: before.territory,
                ...place(before, row.cityClass !== undefined),
              }
            : null,
          newValue: { name: row.city, territory: row.territory, ...place(row, row.cityClass !== undefined) },
        });
      }
    },
  };
};

export const citiesFile: CsvKind = {
  columns: CSV_COLUMNS.cities,
  optionalColumns: CSV_OPTIONAL_COLUMNS.cities,
  plan: planCities,
  exportRows: async (db, companyId) =>
    (await listCitiesForFile(db, companyId)).map((row) => [
      row.territory,
      row.name,
      row.latitude ?? '',
      row.longitude ?? '',
      row.cityClass,
    ]),
};
