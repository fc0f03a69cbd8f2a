// The wizard's three steps: the journey, its price (the server's, read-only), remarks and specification.
import { formatRupees } from '../../pure/money';
import { DateField } from '../../ui/date-field';
import { Field, SelectField } from '../../ui/field';
import {
  NOTE_MAX,
  pickAllowance,
  type SfcErrors,
  type SfcField,
  type SfcFormValues,
  wholeNumberText,
} from './sfc-form';
import type { WizardOptions, WizardPrice } from './sfc-wizard-data';

type OnChange = (field: SfcField, value: string) => void;

interface Option {
  id: number;
  name: string;
}

/** A wizard drop-down: its id, value and error are the form's field of that name. */
function SfcSelect({
  field,
  label,
  values,
  errors,
  options,
  onChange,
  isDisabled,
}: {
  field: SfcField;
  label: string;
  values: SfcFormValues;
  errors: SfcErrors;
  options: Option[];
  onChange: OnChange;
  isDisabled?: boolean;
}) {
  return (
    <SelectField
      id={`sfc-${field}`}
      label={label}
      error={errors[field]}
      value={values[field]}
      isDisabled={isDisabled}
      onChange={(value) => onChange(field, value)}
      placeholder="Select"
      options={options.map((option) => ({ value: String(option.id), label: option.name }))}
    />
  );
}

export function JourneyStep({
  values,
  errors,
  options,
  isTerritoryLevel,
  minDate,
  isDateLocked,
  onChange,
}: {
  values: SfcFormValues;
  errors: SfcErrors;
  options: WizardOptions;
  isTerritoryLevel: boolean;
  minDate: string;
  isDateLocked: boolean;
  onChange: OnChange;
}) {
  const territories = options.territories.map((t) => ({ id: t.territoryId, name: t.territoryName }));
  const cities = (list: WizardOptions['fromCities']) => list.map((c) => ({ id: c.cityId, name: c.cityName }));
  const common = { values, errors, onChange };
  return (
    <div className="sfc-grid">
      <SfcSelect
        {...common}
        field="fromTerritoryId"
        label={isTerritoryLevel ? 'Territory' : 'From Territory'}
        options={territories}
        isDisabled={isTerritoryLevel}
      />
      {!isTerritoryLevel && (
        <SfcSelect {...common} field="toTerritoryId" label="To Territory" options={territories} />
      )}
      <SfcSelect {...common} field="fromCityId" label="From City" options={cities(options.fromCities)} />
      <SfcSelect {...common} field="toCityId" label="To City" options={cities(options.toCities)} />
      <SfcSelect
        {...common}
        field="categoryId"
        label="Category"
        options={options.categories.map((c) => ({ id: c.categoryId, name: c.categoryName }))}
      />
      <SfcSelect
        {...common}
        field="transportId"
        label="Mode of Transport"
        options={options.modes.map((m) => ({ id: m.transportId, name: m.transportName }))}
      />
      <DateField
        id="sfc-effectiveDate"
        label="Effective Date"
        value={values.effectiveDate}
        error={errors.effectiveDate}
        minDate={minDate}
        isDisabled={isDateLocked}
        hasCalendarButton
        onChange={(date) => onChange('effectiveDate', date)}
      />
      <fieldset className="sfc-counts" aria-describedby={errors.counts ? 'sfc-counts-error' : undefined}>
        <legend className="field__label">Doctors and chemists</legend>
        <CountField field="numberOfDoctors" label="Number of Doctors" unit="doctor" {...common} />
        <CountField field="numberOfChemist" label="Number of Chemists" unit="chemist" {...common} />
        {errors.counts && (
          <span id="sfc-counts-error" className="field__error">
            {errors.counts}
          </span>
        )}
      </fieldset>
    </div>
  );
}

/** A counter: whole numbers from 0, typed or stepped with the buttons. */
function CountField({
  field,
  label,
  unit,
  values,
  errors,
  onChange,
}: {
  field: 'numberOfDoctors' | 'numberOfChemist';
  label: string;
  /** What one step counts, for the buttons' names: 'doctor'. */
  unit: string;
  values: SfcFormValues;
  errors: SfcErrors;
  onChange: OnChange;
}) {
  const count = Number(values[field] || 0);
  return (
    <Field id={`sfc-${field}`} label={label}>
      {(control) => (
        <span className="sfc-counter">
          <button
            type="button"
            className="icon-button"
            aria-label={`One ${unit} less`}
            disabled={count <= 0}
            onClick={() => onChange(field, String(Math.max(0, count - 1)))}
          >
            −
          </button>
          <input
            {...control}
            aria-invalid={Boolean(errors.counts) && values[field] === ''}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={values[field]}
            onChange={(event) => onChange(field, wholeNumberText(event.target.value))}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={`One ${unit} more`}
            onClick={() => onChange(field, String(count + 1))}
          >
            +
          </button>
        </span>
      )}
    </Field>
  );
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Field id={`sfc-${id}`} label={label}>
      {(control) => <input {...control} className="input input--readonly" readOnly value={value} />}
    </Field>
  );
}

export function PriceStep({
  values,
  price,
  categoryName,
  onDistance,
}: {
  values: SfcFormValues;
  price: WizardPrice;
  categoryName: string | undefined;
  onDistance: (typed: string) => void;
}) {
  const shown = price.shown;
  const allowance = shown ? (pickAllowance(shown.allowance, categoryName) ?? shown.categoryAllowance) : null;
  const total = shown ? (shown.total ?? (allowance === null ? null : allowance + shown.twoWayFare)) : null;
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? '' : formatRupees(amount);
  const km = (distance: number | undefined) => (distance === undefined ? '' : String(distance));
  return (
    <div className="sfc-grid" aria-busy={price.isLoading}>
      {price.isLoading && (
        <p className="muted sfc-grid__wide" role="status">
          Looking up the fare...
        </p>
      )}
      {price.error && (
        <p className="error-text sfc-grid__wide" role="alert">
          {price.error}
        </p>
      )}
      {price.isDistanceTyped ? (
        <Field id="sfc-oneWayDistance" label="One Way Distance (KM)">
          {(control) => (
            <>
              <input
                {...control}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={values.oneWayDistance}
                onChange={(event) => onDistance(event.target.value)}
              />
              <span className="muted sfc-hint">
                No road distance is known for these cities: enter the one-way distance.
              </span>
            </>
          )}
        </Field>
      ) : (
        <ReadOnly id="oneWayDistance" label="One Way Distance (KM)" value={km(shown?.oneWayDistance)} />
      )}
      <ReadOnly id="twoWayDistance" label="Two Way Distance (KM)" value={km(shown?.twoWayDistance)} />
      <ReadOnly id="oneWayFare" label="One Way Fare" value={money(shown?.oneWayFare)} />
      <ReadOnly id="twoWayFare" label="Two Way Fare" value={money(shown?.twoWayFare)} />
      <ReadOnly id="allowance" label="Allowance" value={money(allowance)} />
      <ReadOnly id="total" label="Total" value={money(total)} />
    </div>
  );
}

export function RemarksStep({ values, onChange }: { values: SfcFormValues; onChange: OnChange }) {
  return (
    <div className="sfc-grid">
      {(['specification', 'remarks'] as const).map((field) => (
        <Field key={field} id={`sfc-${field}`} label={field === 'remarks' ? 'Remarks' : 'Specification'}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              maxLength={NOTE_MAX}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
