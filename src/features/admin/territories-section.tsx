// The places screen's territories and cities (issue 24): adding them, a city's coordinates and
// class (city-place-form.tsx), and the lists with a rename and the history of each.
import { type FormEvent, useState } from 'react';
import type { TCity, TTerritory } from '../../contract/admin/places';
import type { Notice } from '../../lib/notices';
import { type MutationResult, useMutation } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { ADMIN_TEXTS as A } from './admin-texts';
import { CityPlaceForm } from './city-place-form';
import { PlaceTables } from './place-tables';
import { saveCityMutation, saveTerritoryMutation } from './places-queries';
import { TextField } from './text-field';

export function TerritoriesSection({ territories, cities }: { territories: TTerritory[]; cities: TCity[] }) {
  const t = useText();
  const [territoryName, setTerritoryName] = useState('');
  const [city, setCity] = useState({ name: '', territoryId: '' });
  const [outcomes, setOutcomes] = useState<Record<string, Notice | undefined>>({});
  const saveTerritory = useMutation(saveTerritoryMutation);
  const saveCity = useMutation(saveCityMutation);

  const show = (key: string, notice: Notice | undefined) =>
    setOutcomes((current) => ({ ...current, [key]: notice }));
  /** A rename's outcome: a refusal stays in its dialog, a success shows under the form of its kind. */
  const report = (key: string, result: MutationResult<string>) => {
    if (result.ok) show(key, result.notice);
    return result;
  };

  async function onTerritory(event: FormEvent) {
    event.preventDefault();
    show('territory', (await saveTerritory.run({ territoryId: null, name: territoryName })).notice);
  }
  async function onCity(event: FormEvent) {
    event.preventDefault();
    if (!city.territoryId) return show('city', { text: A.territoryRequired, isError: true });
    show(
      'city',
      (await saveCity.run({ cityId: null, territoryId: Number(city.territoryId), name: city.name })).notice,
    );
  }
  return (
    <div className="admin-section">
      <h3>{t(A.territoriesAndCities)}</h3>
      <form className="admin-form" onSubmit={onTerritory} noValidate>
        <TextField
          id="territory-name"
          label={t(A.newTerritory)}
          value={territoryName}
          onChange={setTerritoryName}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveTerritory.isPending}>
            {t(A.addTerritory)}
          </button>
          <InlineNotice notice={outcomes.territory} />
        </div>
      </form>
      <form className="admin-form" onSubmit={onCity} noValidate>
        <TextField
          id="city-name"
          label={t(A.newCity)}
          value={city.name}
          onChange={(value) => setCity({ ...city, name: value })}
        />
        <SelectField
          id="city-territory"
          label={t(A.inTerritory)}
          value={city.territoryId}
          onChange={(value) => setCity({ ...city, territoryId: value })}
          placeholder={t(A.choose)}
          options={territories.map((territory) => ({
            value: territory.territoryId,
            label: territory.name,
          }))}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
            {t(A.addCity)}
          </button>
          <InlineNotice notice={outcomes.city} />
        </div>
      </form>
      <CityPlaceForm cities={cities} />
      {territories.length === 0 ? (
        <p className="muted">{t(A.noTerritories)}</p>
      ) : (
        <PlaceTables
          territories={territories}
          cities={cities}
          onRenameTerritory={async (territoryId, name) =>
            report('territory', await saveTerritory.run({ territoryId, name }))
          }
          onRenameCity={async (option, name) =>
            report(
              'city',
              await saveCity.run({ cityId: option.cityId, territoryId: option.territoryId, name }),
            )
          }
        />
      )}
    </div>
  );
}
