// The Modify route dialog's parts: the From and To cities, Stay and Remarks.
import { Field } from '../../ui/field';

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
  return (
    <Field id="modify-to" label="To city" error={props.error}>
      {(control) => (
        <select
          className="select"
          {...control}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">Select to city</option>
          {props.callCities.length > 0 ? (
            <>
              <optgroup label="Cities of the day's calls">
                <CityOptions cities={props.callCities} />
              </optgroup>
              <optgroup label="Other cities">
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
  return (
    <fieldset className="stay" aria-describedby={error ? 'modify-stay-error' : undefined}>
      <legend className="field__label">Stay</legend>
      {(['0', '1'] as const).map((option) => (
        <label key={option} className="stay__option">
          <input
            type="radio"
            name="modify-stay"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option === '1' ? 'Yes' : 'No'}
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
  return (
    <Field id="modify-from" label="From city" error={error}>
      {(control) => (
        <input
          className="input"
          {...control}
          readOnly
          value={cityName}
          placeholder={isLoading ? 'Loading...' : undefined}
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
  return (
    <Field id="modify-remarks" label="Remarks" error={error}>
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
