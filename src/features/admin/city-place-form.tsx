// A city's coordinates (issue 27), what 'Call away from its city' measures from, and its class
// (issue 37), which its limits are set by.
import { type FormEvent, useState } from 'react';
import type { TCity } from '../../contract/admin/places';
import { CITY_CLASSES, type TCityClass } from '../../contract/limits';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useText } from '../../lib/use-text';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { ADMIN_TEXTS as A } from './admin-texts';
import { CitySelect } from './city-select';
import { saveCityMutation } from './places-queries';

export function CityPlaceForm({ cities }: { cities: TCity[] }) {
  const t = useText();
  const [place, setPlace] = useState({ cityId: '', latitude: '', longitude: '', cityClass: '' });
  const [notice, setNotice] = useState<Notice>();
  const saveCity = useMutation(saveCityMutation);

  async function onPlace(event: FormEvent) {
    event.preventDefault();
    const chosen = cities.find((option) => String(option.cityId) === place.cityId);
    if (!chosen) return setNotice({ text: A.chooseCity, isError: true });
    const result = await saveCity.run({
      cityId: chosen.cityId,
      territoryId: chosen.territoryId,
      name: chosen.name,
      latitude: place.latitude.trim(),
      longitude: place.longitude.trim(),
      ...(place.cityClass ? { cityClass: place.cityClass as TCityClass } : {}),
    });
    setNotice(result.notice);
  }

  return (
    <form className="admin-form" onSubmit={onPlace} noValidate>
      <CitySelect
        id="place-city"
        label={t(A.city)}
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
      <Field id="place-latitude" label={t(A.latitude)}>
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
      <Field id="place-longitude" label={t(A.longitude)}>
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
        label={t(A.cityClass)}
        value={place.cityClass}
        onChange={(value) => setPlace({ ...place, cityClass: value })}
        placeholder={t(A.choose)}
        options={CITY_CLASSES.map((cityClass) => ({ value: cityClass, label: cityClass }))}
      />
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" disabled={saveCity.isPending}>
          {t(A.saveCityPlace)}
        </button>
        <InlineNotice notice={notice} />
      </div>
    </form>
  );
}
