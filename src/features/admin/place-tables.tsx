// The places screen's lists: territories with their cities, and cities with their coordinates,
// each with a rename and its history.
import { auditRef } from '../../contract/admin/audit';
import type { TCity, TTerritory } from '../../contract/admin/places';
import type { MutationResult } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { PLACES_TEXTS as P } from './admin-places-texts';
import { AdminTable } from './admin-table';
import { HistoryButton } from './record-history';
import { RenameButton } from './rename-button';

export function PlaceTables({
  territories,
  cities,
  onRenameTerritory,
  onRenameCity,
}: {
  territories: TTerritory[];
  cities: TCity[];
  onRenameTerritory: (territoryId: number, name: string) => Promise<MutationResult<string>>;
  onRenameCity: (city: TCity, name: string) => Promise<MutationResult<string>>;
}) {
  const t = useText();
  const [territory, cityName, cityClass, coordinates] = [
    t(P.territory),
    t(P.city),
    t(P.class),
    t(P.coordinates),
  ];
  return (
    <>
      <AdminTable head={[territory, t(P.cities), t(P.actions)]}>
        {territories.map((row) => (
          <tr key={row.territoryId}>
            <td data-label={territory} translate="no">
              {row.name}
            </td>
            <td data-label={t(P.cities)}>
              <span translate="no">
                {cities
                  .filter((option) => option.territoryId === row.territoryId)
                  .map((option) => option.name)
                  .join(', ')}
              </span>
              {!cities.some((option) => option.territoryId === row.territoryId) && t(P.noCities)}
            </td>
            <td className="admin-actions">
              <RenameButton
                id={`territory-${row.territoryId}`}
                name={row.name}
                onSave={(name) => onRenameTerritory(row.territoryId, name)}
              />
              <HistoryButton
                record={{
                  recordKind: 'territory',
                  recordRef: auditRef.row(row.territoryId),
                  label: row.name,
                }}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable head={[cityName, territory, cityClass, coordinates, t(P.actions)]}>
        {cities.map((option) => (
          <tr key={option.cityId}>
            <td data-label={cityName} translate="no">
              {option.name}
            </td>
            <td data-label={territory} translate="no">
              {option.territoryName}
            </td>
            <td data-label={cityClass} translate="no">
              {option.cityClass}
            </td>
            <td data-label={coordinates}>
              {option.latitude === null || option.longitude === null
                ? t(P.noCoordinates)
                : `${option.latitude}, ${option.longitude}`}
            </td>
            <td className="admin-actions">
              <RenameButton
                id={`city-${option.cityId}`}
                name={option.name}
                onSave={(name) => onRenameCity(option, name)}
              />
              <HistoryButton
                record={{
                  recordKind: 'city',
                  recordRef: auditRef.row(option.cityId),
                  label: option.name,
                }}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
