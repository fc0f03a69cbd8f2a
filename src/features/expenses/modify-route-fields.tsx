// The Modify route dialog's parts: the From and To cities, Stay and Remarks.
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { ROUTE_TEXTS } from './route-texts';

function CityOptions({ cities }: { cities: readonly { cityId: number; cityName: string }[] }) {
  return cities.map((city) => (
    <option key={city.cityId} value={city.cityId}>
      {city.cityName}
    </option>
  ));
}

type City = { cityId: number; cityName: string };

/** The route must take in the cities of the day's calls (issue 27): they are offered first. */
export function ToCityField(props: {
  value: string;
  error: string | undefined;
  onChange: (cityId: string) => void;
  cities: readonly City[];
  callCities: readonly City[];
  otherCities: readonly City[];
}) {
  const t = useText();
  return (
    <Field id="modify-to" label={t(ROUTE_TEXTS.toCity)} error={props.error}>
      {(control) => (
        <select
          className="select"
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{t(ROUTE_TEXTS.selectToCity)}</option>
          {props.callCities.length > 0 ? (
            <>
              <optgroup label={t(ROUTE_TEXTS.callCities)}>
                <CityOptions cities={props.callCities} />
              </optgroup>
              <optgroup label={t(ROUTE_TEXTS.otherCities)}>
                <CityOptions cities={props.otherCities} />
              </optgroup>
            </>
          ) : (
            <CityOptions cities={props.cities} />
          )}
        </select>
      )}
    </Field>
  );
}

export function StayField({
  value,
  error,
  onChange,
}: {
  value: '' | '0' | '1';
  error: string | undefined;
  onChange: (value: '0' | '1') => void;
}) {
  const t = useText();
  return (
    <fieldset className="stay" aria-describedby={error ? 'modify-stay-error' : undefined}>
      <legend className="field__label">{t(ROUTE_TEXTS.stay)}</legend>
      {(['0', '1'] as const).map((option) => (
        <label key={option} className="stay__option">
          <input
            type="radio"
            name="modify-stay"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {t(option === '1' ? ROUTE_TEXTS.yes : ROUTE_TEXTS.no)}
        </label>
      ))}
      {error && (
        <span id="modify-stay-error" className="field__error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

/** Where the next row starts: the server's first city, then where the last row ended. */
export function FromCityField({
  cityName,
  isLoading,
  error,
}: {
  cityName: string;
  isLoading: boolean;
  error: string | undefined;
}) {
  const t = useText();
  return (
    <Field id="modify-from" label={t(ROUTE_TEXTS.fromCity)} error={error}>
      {(control) => (
        <input
          className="input"
          {...control}
          readOnly
          value={cityName}
          placeholder={isLoading ? t(ROUTE_TEXTS.loadingDots) : undefined}
        />
      )}
    </Field>
  );
}

export function RemarksField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useText();
  return (
    <Field id="modify-remarks" label={t(ROUTE_TEXTS.remarks)} error={error}>
      {(control) => (
        <textarea
          className="textarea"
          rows={2}
          maxLength={500}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
