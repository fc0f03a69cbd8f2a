// The places screen's lists: territories with their cities, and cities with their coordinates,
// each with a rename and its history.
import { auditRef } from '../../contract/admin/audit';
import type { TCity, TTerritory } from '../../contract/admin/places';
import type { MutationResult } from '../../lib/server-mutation';
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
  return (
    <>
      <AdminTable head={['Territory', 'Cities', 'Actions']}>
        {territories.map((territory) => (
          <tr key={territory.territoryId}>
            <td data-label="Territory">{territory.name}</td>
            <td data-label="Cities">
              {cities
                .filter((option) => option.territoryId === territory.territoryId)
                .map((option) => option.name)
                .join(', ') || 'no cities yet'}
            </td>
            <td className="admin-actions">
              <RenameButton
                id={`territory-${territory.territoryId}`}
                name={territory.name}
                onSave={(name) => onRenameTerritory(territory.territoryId, name)}
              />
              <HistoryButton
                record={{
                  recordKind: 'territory',
                  recordRef: auditRef.row(territory.territoryId),
                  label: territory.name,
                }}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable head={['City', 'Territory', 'Class', 'Coordinates', 'Actions']}>
        {cities.map((option) => (
          <tr key={option.cityId}>
            <td data-label="City">{option.name}</td>
            <td data-label="Territory">{option.territoryName}</td>
            <td data-label="Class">{option.cityClass}</td>
            <td data-label="Coordinates">
              {option.latitude === null || option.longitude === null
                ? 'no coordinates'
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
