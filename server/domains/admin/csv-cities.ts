// CSV import of cities (issue 24): a territory not known yet is created; coordinates (issue 27)
// are changed only by a file that has their columns.
import { cityRecord, territoryRecord } from './audit-records';
import { inBatches, lower, type Planner } from './csv-rows';

interface CityLine {
  territory: string;
  city: string;
  line: number;
  /** Absent when the file has no coordinate columns: the city keeps what it has. */
  latitude?: number | null;
  longitude?: number | null;
}

/** Degrees between -limit and limit, '' for none, or undefined when it is not one. */
function degrees(value: string, limit: number): number | null | undefined {
  if (value === '') return null;
  if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(value)) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

export const planCities: Planner = async (db, caller, rows) => {
  const companyId = caller.companyId;
  const problems: string[] = [];
  const territories = new Map(
    (
      await db.query<{ id: number; name: string }>('select id, name from territory where company_id = $1', [
        companyId,
      ])
    ).map((row) => [lower(row.name), row]),
  );
  const cities = new Map(
    (
      await db.query<{
        id: number;
        name: string;
        territory: string;
        latitude: number | null;
        longitude: number | null;
      }>(
        `select c.id, c.name, t.name as territory, c.latitude, c.longitude
           from city c join territory t on t.id = c.territory_id
          where c.company_id = $1`,
        [companyId],
      )
    ).map((row) => [lower(row.name), row]),
  );
  const seen = new Map<string, number>();
  const changed: CityLine[] = [];
  for (const { line, values } of rows) {
    const territory = values.territory as string;
    const city = values.city as string;
    if (!territory || territory.length > 100)
      problems.push(`Row ${line}: territory is required (at most 100 characters)`);
    if (!city || city.length > 100) problems.push(`Row ${line}: city is required (at most 100 characters)`);
    const hasCoordinates = values.latitude !== undefined;
    const latitude = hasCoordinates ? degrees(values.latitude as string, 90) : null;
    const longitude = hasCoordinates ? degrees(values.longitude as string, 180) : null;
    if (latitude === undefined)
      problems.push(`Row ${line}: latitude ${values.latitude} must be degrees from -90 to 90`);
    if (longitude === undefined)
      problems.push(`Row ${line}: longitude ${values.longitude} must be degrees from -180 to 180`);
    if (latitude !== undefined && longitude !== undefined && (latitude === null) !== (longitude === null)) {
      problems.push(`Row ${line}: latitude and longitude are both given or both left empty`);
      continue;
    }
    if (!territory || !city || latitude === undefined || longitude === undefined) continue;
    if (seen.has(lower(city))) {
      problems.push(`Row ${line}: city ${city} is also on row ${seen.get(lower(city))}`);
      continue;
    }
    seen.set(lower(city), line);
    const before = cities.get(lower(city));
    const movesPlace = hasCoordinates && (before?.latitude !== latitude || before?.longitude !== longitude);
    if (!before || before.name !== city || lower(before.territory) !== lower(territory) || movesPlace) {
      changed.push({ territory, city, line, ...(hasCoordinates ? { latitude, longitude } : {}) });
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
        const [territory] = await tx.query<{ id: number }>(
          'insert into territory (company_id, name) values ($1, $2) returning id',
          [companyId, name],
        );
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...territoryRecord({ id: territory?.id ?? 0, name }),
          action: 'imported',
          oldValue: null,
          newValue: { name },
        });
      }
      await inBatches(changed, async (batch) => {
        const json = JSON.stringify(
          batch.map(({ territory, city, latitude, longitude }) => ({
            territory,
            city,
            has_place: latitude !== undefined,
            latitude: latitude ?? null,
            longitude: longitude ?? null,
          })),
        );
        await tx.query(
          `update city c set name = r.city, territory_id = t.id,
                  latitude = case when r.has_place then r.latitude else c.latitude end,
                  longitude = case when r.has_place then r.longitude else c.longitude end
             from json_to_recordset($2::json)
               as r(territory text, city text, has_place boolean, latitude float8, longitude float8)
             join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
            where c.company_id = $1 and lower(c.name) = lower(r.city)`,
          [companyId, json],
        );
        await tx.query(
          `insert into city (company_id, territory_id, name, latitude, longitude)
           select $1, t.id, r.city, r.latitude, r.longitude
             from json_to_recordset($2::json)
               as r(territory text, city text, has_place boolean, latitude float8, longitude float8)
             join territory t on t.company_id = $1 and lower(t.name) = lower(r.territory)
            where not exists (select 1 from city c where c.company_id = $1 and lower(c.name) = lower(r.city))`,
          [companyId, json],
        );
      });
      const cityIds = new Map(
        (
          await tx.query<{ id: number; name: string }>(
            'select id, lower(name) as name from city where company_id = $1 and lower(name) = any($2::text[])',
            [companyId, changed.map((row) => lower(row.city))],
          )
        ).map((row) => [row.name, row.id]),
      );
      for (const row of changed) {
        const before = cities.get(lower(row.city));
        const place = (value: { latitude?: number | null; longitude?: number | null } | undefined) =>
          value && value.latitude !== undefined
            ? { latitude: value.latitude, longitude: value.longitude }
            : {};
        audit.push({
          companyId,
          actorId: caller.employeeId,
          ...cityRecord({ id: cityIds.get(lower(row.city)) ?? 0, name: row.city, territory: row.territory }),
          action: 'imported',
          oldValue: before ? { name: before.name, territory: before.territory, ...place(before) } : null,
          newValue: { name: row.city, territory: row.territory, ...place(row) },
        });
      }
    },
  };
};
