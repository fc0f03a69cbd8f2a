// The places screen's territories and cities (issue 24): adding them, a city's coordinates
// (issue 27) and class (issue 37), and the lists with a rename and the history of each.
import { type FormEvent, useState } from 'react';
import type { TCity, TTerritory } from '../../contract/admin/places';
import { CITY_CLASSES, type TCityClass } from '../../contract/limits';
import type { Notice } from '../../lib/notices';
import { type MutationResult, useMutation } from '../../lib/server-mutation';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { CitySelect } from './city-select';
import { PlaceTables } from './place-tables';
import { saveCityMutation, saveTerritoryMutation } from './places-queries';
import { TextField } from './text-field';

export function TerritoriesSection({ territories, cities }: { territories: TTerritory[]; cities: TCity[] }) {
  const [territoryName, setTerritoryName] = useState('');
  const [city, setCity] = useState({ name: '', territoryId: '' });
  const [place, setPlace] = useState({ cityId: '', latitude: '', longitude: '', cityClass: '' });
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
    if (!city.territoryId) return show('city', { text: 'Territory is required', isError: true });
    show(
      'city',
      (await saveCity.run({ cityId: null, territoryId: Number(city.territoryId), name: city.name })).notice,
    );
  }
  /**
   * A city's coordinates (issue 27), what 'Call away from its city' measures from, and its class
   * (issue 37), which its limits are set by.
   */
  async function onPlace(event: FormEvent) {
    event.preventDefault();
    const chosen = cities.find((option) => String(option.cityId) === place.cityId);
    if (!chosen) return show('place', { text: 'Choose a city', isError: true });
    show(
      'place',
      (
        await saveCity.run({
          cityId: chosen.cityId,
          territoryId: chosen.territoryId,
          name: chosen.name,
          latitude: place.latitude.trim(),
          longitude: place.longitude.trim(),
          ...(place.cityClass ? { cityClass: place.cityClass as TCityClass } : {}),
        })
      ).notice,
    );
  }

  return (
    <div className="admin-section">
      <h3>Territories and cities</h3>
      <form className="admin-form" onSubmit={onTerritory} noValidate>
        <TextField
          id="territory-name"
          label="New territory"
          value={territoryName}
          onChange={setTerritoryName}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveTerritory.isPending}>
            Add territory
          </button>
          <InlineNotice notice={outcomes.territory} />
        </div>
      </form>
      <form className="admin-form" onSubmit={onCity} noValidate>
        <TextField
          id="city-name"
          label="New city"
          value={city.name}
          onChange={(value) => setCity({ ...city, name: value })}
        />
        <SelectField
          id="city-territory"
          label="In territory"
          value={city.territoryId}
          onChange={(value) => setCity({ ...city, territoryId: value })}
          placeholder="Choose"
          options={territories.map((territory) => ({
            value: territory.territoryId,
            label: territory.name,
          }))}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
            Add city
          </button>
          <InlineNotice notice={outcomes.city} />
        </div>
      </form>
      <form className="admin-form" onSubmit={onPlace} noValidate>
        <CitySelect
          id="place-city"
          label="City"
          cities={cities}
          value={place.cityId}
          onChange={(cityId) => {
            const chosen = cities.find((option) => String(option.cityId) === cityId);
            setPlace({
              cityId,
              latitude: chosen?.latitude === null || !chosen ? '' : String(chosen.latitude),
              longitude: chosen?.longitude === null || !chosen ? '' : String(chosen.longitude),
              cityClass: chosen?.cityClass ?? '',
            });
          }}
        />
        <Field id="place-latitude" label="Latitude">
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={place.latitude}
              onChange={(event) => setPlace({ ...place, latitude: event.target.value })}
            />
          )}
        </Field>
        <Field id="place-longitude" label="Longitude">
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              value={place.longitude}
              onChange={(event) => setPlace({ ...place, longitude: event.target.value })}
            />
          )}
        </Field>
        <SelectField
          id="place-class"
          label="City class"
          value={place.cityClass}
          onChange={(value) => setPlace({ ...place, cityClass: value })}
          placeholder="Choose"
          options={CITY_CLASSES.map((cityClass) => ({ value: cityClass, label: cityClass }))}
        />
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
            Save coordinates and class
          </button>
          <InlineNotice notice={outcomes.place} />
        </div>
      </form>
      {territories.length === 0 ? (
        <p className="muted">No territories yet.</p>
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
