// /admin/places: territories, cities in a territory, and road distances between two cities, one
// figure for both directions, from an effective date (issue 24).
import { type FormEvent, useState } from 'react';
import { addDays, businessDate } from '../../lib/calendar';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/server-store';
import { Field } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { placesQuery, saveCityMutation, saveDistanceMutation, saveTerritoryMutation } from './admin-queries';
import './admin.css';

type Outcome = { text: string; isError: boolean } | undefined;

function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p className={outcome.isError ? 'error-text' : 'muted'} role="status">
      {outcome.text}
    </p>
  );
}

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

  const show = (key: string, result: { ok: true; data: string } | { ok: false; message: string }) =>
    setOutcomes((current) => ({
      ...current,
      [key]: { text: result.ok ? result.data : result.message, isError: !result.ok },
    }));

  async function onTerritory(event: FormEvent) {
    event.preventDefault();
    show('territory', await saveTerritory.run({ territoryId: null, name: territoryName }));
  }
  async function onCity(event: FormEvent) {
    event.preventDefault();
    if (!city.territoryId) return show('city', { ok: false, message: 'Territory is required' });
    show(
      'city',
      await saveCity.run({ cityId: null, territoryId: Number(city.territoryId), name: city.name }),
    );
  }
  /** A city's coordinates (issue 27): what 'Call away from its city' measures from. */
  async function onPlace(event: FormEvent) {
    event.preventDefault();
    const chosen = cities.find((option) => String(option.cityId) === place.cityId);
    if (!chosen) return show('place', { ok: false, message: 'Choose a city' });
    show(
      'place',
      await saveCity.run({
        cityId: chosen.cityId,
        territoryId: chosen.territoryId,
        name: chosen.name,
        latitude: place.latitude.trim(),
        longitude: place.longitude.trim(),
      }),
    );
  }
  async function onDistance(event: FormEvent) {
    event.preventDefault();
    if (!distance.from || !distance.to) return show('distance', { ok: false, message: 'Choose both cities' });
    show(
      'distance',
      await saveDistance.run({
        fromCityId: Number(distance.from),
        toCityId: Number(distance.to),
        km: distance.km,
        effectiveFrom: distance.effectiveFrom,
      }),
    );
  }

  const citySelect = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          className="select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">Choose</option>
          {cities.map((option) => (
            <option key={option.cityId} value={option.cityId}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
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
              <Field id="territory-name" label="New territory">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    value={territoryName}
                    onChange={(event) => setTerritoryName(event.target.value)}
                  />
                )}
              </Field>
              <div className="admin-form__actions">
                <button type="submit" className="button button--primary" disabled={saveTerritory.isPending}>
                  Add territory
                </button>
                <OutcomeText outcome={outcomes.territory} />
              </div>
            </form>
            <form className="admin-form" onSubmit={onCity} noValidate>
              <Field id="city-name" label="New city">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    value={city.name}
                    onChange={(event) => setCity({ ...city, name: event.target.value })}
                  />
                )}
              </Field>
              <Field id="city-territory" label="In territory">
                {(control) => (
                  <select
                    {...control}
                    className="select"
                    value={city.territoryId}
                    onChange={(event) => setCity({ ...city, territoryId: event.target.value })}
                  >
                    <option value="">Choose</option>
                    {data.territories.map((territory) => (
                      <option key={territory.territoryId} value={territory.territoryId}>
                        {territory.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
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
              <ul>
                {data.territories.map((territory) => (
                  <li key={territory.territoryId}>
                    <strong>{territory.name}</strong>:{' '}
                    {cities
                      .filter((option) => option.territoryId === territory.territoryId)
                      .map((option) =>
                        option.latitude === null || option.longitude === null
                          ? `${option.name} (no coordinates)`
                          : `${option.name} (${option.latitude}, ${option.longitude})`,
                      )
                      .join(', ') || 'no cities yet'}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="admin-section">
            <h3>Road distances</h3>
            <form className="admin-form" onSubmit={onDistance} noValidate>
              {citySelect('distance-from', 'From city', distance.from, (from) =>
                setDistance({ ...distance, from }),
              )}
              {citySelect('distance-to', 'To city', distance.to, (to) => setDistance({ ...distance, to }))}
              <Field id="distance-km" label="One-way km">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    inputMode="numeric"
                    value={distance.km}
                    onChange={(event) => setDistance({ ...distance, km: event.target.value })}
                  />
                )}
              </Field>
              <Field id="distance-from-date" label="Effective from">
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    type="date"
                    value={distance.effectiveFrom}
                    onChange={(event) => setDistance({ ...distance, effectiveFrom: event.target.value })}
                  />
                )}
              </Field>
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
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">Between</th>
                      <th scope="col">And</th>
                      <th scope="col">Km</th>
                      <th scope="col">From</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.distances.map((row) => (
                      <tr key={`${row.fromCityId}-${row.toCityId}`}>
                        <td data-label="Between">{row.fromCity}</td>
                        <td data-label="And">{row.toCity}</td>
                        <td data-label="Km">{row.km}</td>
                        <td data-label="From">{row.effectiveFrom}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
