// /admin/places: territories, cities in a territory, and road distances between two cities, one
// figure for both directions, from an effective date; each with its history (issue 24).
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import { addDays, businessDate } from '../../lib/calendar';
import { type MutationResult, useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/server-store';
import { Field, SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { placesQuery, saveCityMutation, saveDistanceMutation, saveTerritoryMutation } from './admin-queries';
import { AdminTable } from './admin-table';
import { type Outcome, OutcomeText, outcomeOf } from './outcome';
import { HistoryButton } from './record-history';
import { RenameButton } from './rename-button';
import { TextField } from './text-field';
import './admin.css';

export default function PlacesPage() {
  const { data, isLoading, error } = useQuery(placesQuery, undefined);
  const [territoryName, setTerritoryName] = useState('');
  const [city, setCity] = useState({ name: '', territoryId: '' });
  const [place, setPlace] = useState({ cityId: '', latitude: '', longitude: '' });
  const [distance, setDistance] = useState({
    from: '',
    to: '',
    km: '',
    effectiveFrom: addDays(businessDate(), 1),
  });
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const saveTerritory = useMutation(saveTerritoryMutation);
  const saveCity = useMutation(saveCityMutation);
  const saveDistance = useMutation(saveDistanceMutation);
  const cities = data?.cities ?? [];

  const show = (key: string, outcome: Outcome) => setOutcomes((current) => ({ ...current, [key]: outcome }));
  /** A rename's outcome: a refusal stays in its dialog, a success shows under the form of its kind. */
  const report = (key: string, result: MutationResult<string>): Outcome => {
    const outcome = outcomeOf(result);
    if (!outcome?.isError) show(key, outcome);
    return outcome;
  };

  async function onTerritory(event: FormEvent) {
    event.preventDefault();
    show('territory', outcomeOf(await saveTerritory.run({ territoryId: null, name: territoryName })));
  }
  async function onCity(event: FormEvent) {
    event.preventDefault();
    if (!city.territoryId) return show('city', { text: 'Territory is required', isError: true });
    show(
      'city',
      outcomeOf(await saveCity.run({ cityId: null, territoryId: Number(city.territoryId), name: city.name })),
    );
  }
  /** A city's coordinates (issue 27): what 'Call away from its city' measures from. */
  async function onPlace(event: FormEvent) {
    event.preventDefault();
    const chosen = cities.find((option) => String(option.cityId) === place.cityId);
    if (!chosen) return show('place', { text: 'Choose a city', isError: true });
    show(
      'place',
      outcomeOf(
        await saveCity.run({
          cityId: chosen.cityId,
          territoryId: chosen.territoryId,
          name: chosen.name,
          latitude: place.latitude.trim(),
          longitude: place.longitude.trim(),
        }),
      ),
    );
  }
  async function onDistance(event: FormEvent) {
    event.preventDefault();
    if (!distance.from || !distance.to)
      return show('distance', { text: 'Choose both cities', isError: true });
    show(
      'distance',
      outcomeOf(
        await saveDistance.run({
          fromCityId: Number(distance.from),
          toCityId: Number(distance.to),
          km: distance.km,
          effectiveFrom: distance.effectiveFrom,
        }),
      ),
    );
  }

  const citySelect = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      placeholder="Choose"
      options={cities.map((option) => ({ value: option.cityId, label: option.name }))}
    />
  );

  return (
    <section className="page">
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Places</h2>
      {error && <p className="error-text">{error}</p>}
      {isLoading && !data && <p className="muted">Loading...</p>}
      {data && (
        <>
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
                <OutcomeText outcome={outcomes.territory} />
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
                options={data.territories.map((territory) => ({
                  value: territory.territoryId,
                  label: territory.name,
                }))}
              />
              <div className="admin-form__actions">
                <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
                  Add city
                </button>
                <OutcomeText outcome={outcomes.city} />
              </div>
            </form>
            <form className="admin-form" onSubmit={onPlace} noValidate>
              {citySelect('place-city', 'City', place.cityId, (cityId) => {
                const chosen = cities.find((option) => String(option.cityId) === cityId);
                setPlace({
                  cityId,
                  latitude: chosen?.latitude === null || !chosen ? '' : String(chosen.latitude),
                  longitude: chosen?.longitude === null || !chosen ? '' : String(chosen.longitude),
                });
              })}
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
              <div className="admin-form__actions">
                <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
                  Save coordinates
                </button>
                <OutcomeText outcome={outcomes.place} />
              </div>
            </form>
            {data.territories.length === 0 ? (
              <p className="muted">No territories yet.</p>
            ) : (
              <>
                <AdminTable head={['Territory', 'Cities', 'Actions']}>
                  {data.territories.map((territory) => (
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
                          onSave={async (name) =>
                            report(
                              'territory',
                              await saveTerritory.run({ territoryId: territory.territoryId, name }),
                            )
                          }
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
                <AdminTable head={['City', 'Territory', 'Coordinates', 'Actions']}>
                  {cities.map((option) => (
                    <tr key={option.cityId}>
                      <td data-label="City">{option.name}</td>
                      <td data-label="Territory">{option.territoryName}</td>
                      <td data-label="Coordinates">
                        {option.latitude === null || option.longitude === null
                          ? 'no coordinates'
                          : `${option.latitude}, ${option.longitude}`}
                      </td>
                      <td className="admin-actions">
                        <RenameButton
                          id={`city-${option.cityId}`}
                          name={option.name}
                          onSave={async (name) =>
                            report(
                              'city',
                              await saveCity.run({
                                cityId: option.cityId,
                                territoryId: option.territoryId,
                                name,
                              }),
                            )
                          }
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
            )}
          </div>
          <div className="admin-section">
            <h3>Road distances</h3>
            <form className="admin-form" onSubmit={onDistance} noValidate>
              {citySelect('distance-from', 'From city', distance.from, (from) =>
                setDistance({ ...distance, from }),
              )}
              {citySelect('distance-to', 'To city', distance.to, (to) => setDistance({ ...distance, to }))}
              <TextField
                id="distance-km"
                label="One-way km"
                inputMode="numeric"
                value={distance.km}
                onChange={(value) => setDistance({ ...distance, km: value })}
              />
              <TextField
                id="distance-from-date"
                label="Effective from"
                type="date"
                value={distance.effectiveFrom}
                onChange={(value) => setDistance({ ...distance, effectiveFrom: value })}
              />
              <div className="admin-form__actions">
                <button type="submit" className="button button--primary" disabled={saveDistance.isPending}>
                  Save distance
                </button>
                <OutcomeText outcome={outcomes.distance} />
              </div>
            </form>
            {data.distances.length === 0 ? (
              <p className="muted">No distances yet.</p>
            ) : (
              <AdminTable head={['Between', 'And', 'Km', 'From', 'Actions']}>
                {data.distances.map((row) => (
                  <tr key={`${row.fromCityId}-${row.toCityId}`}>
                    <td data-label="Between">{row.fromCity}</td>
                    <td data-label="And">{row.toCity}</td>
                    <td data-label="Km">{row.km}</td>
                    <td data-label="From">{row.effectiveFrom}</td>
                    <td className="admin-actions">
                      <HistoryButton
                        record={{
                          recordKind: 'distance',
                          recordRef: auditRef.distance(row.fromCityId, row.toCityId),
                          label: `${row.fromCity}–${row.toCity}`,
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </AdminTable>
            )}
          </div>
        </>
      )}
    </section>
  );
}
