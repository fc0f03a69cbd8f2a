// The places screen's lists: territories with their cities, and cities with their coordinates,
// each with a rename and its history.
import { auditRef } from '../../contract/admin/audit';
import type { TCity, TTerritory } from '../../contract/admin/places';
import type { MutationResult } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { AdminTable } from './admin-table';
import { ADMIN_TEXTS as A } from './admin-texts';
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
  const citiesOf = (territoryId: number) =>
    cities.filter((option) => option.territoryId === territoryId).map((option) => option.name);
  return (
    <>
      <AdminTable head={[A.territory, A.cities, A.actions]}>
        {territories.map((territory) => (
          <tr key={territory.territoryId}>
            <td data-label={t(A.territory)} translate="no">
              {territory.name}
            </td>
            <CitiesCell names={citiesOf(territory.territoryId)} label={t(A.cities)} />
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
      <AdminTable head={[A.city, A.territory, A.cityClassShort, A.coordinates, A.actions]}>
        {cities.map((option) => (
          <tr key={option.cityId}>
            <td data-label={t(A.city)} translate="no">
              {option.name}
            </td>
            <td data-label={t(A.territory)} translate="no">
              {option.territoryName}
            </td>
            <td data-label={t(A.cityClassShort)} translate="no">
              {option.cityClass}
            </td>
            <td data-label={t(A.coordinates)}>
              {option.latitude === null || option.longitude === null
                ? t(A.noCoordinates)
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

/** A territory's cities (the company's names), or that it has none yet. */
function CitiesCell({ names, label }: { names: string[]; label: string }) {
  const t = useText();
  return names.length > 0 ? (
    <td data-label={label} translate="no">
      {names.join(', ')}
    </td>
  ) : (
    <td data-label={label}>{t(A.noCitiesYet)}</td>
  );
}
