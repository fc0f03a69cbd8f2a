// The wizard's three steps: the journey, its price (the server's, read-only), remarks and specification.
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { DateField } from '../../ui/date-field';
import { Field, SelectField } from '../../ui/field';
import { lookupErrorText } from './sfc-fare-queries';
import {
  NOTE_MAX,
  pickAllowance,
  type SfcErrors,
  type SfcField,
  type SfcFormValues,
  sfcErrorText,
  wholeNumberText,
} from './sfc-form';
import { SFC_SCREEN_TEXTS as S } from './sfc-texts';
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
  const t = useText();
  const error = errors[field];
  return (
    <SelectField
      id={`sfc-${field}`}
      label={label}
      error={error && t(sfcErrorText(error))}
      value={values[field]}
      isDisabled={isDisabled}
      onChange={(value) => onChange(field, value)}
      placeholder={t(S.select)}
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
  const t = useText();
  const territories = options.territories.map((item) => ({ id: item.territoryId, name: item.territoryName }));
  const cities = (list: WizardOptions['fromCities']) => list.map((c) => ({ id: c.cityId, name: c.cityName }));
  const common = { values, errors, onChange };
  return (
    <div className="sfc-grid">
      <SfcSelect
        {...common}
        field="fromTerritoryId"
        label={t(isTerritoryLevel ? S.territory : S.fromTerritory)}
        options={territories}
        isDisabled={isTerritoryLevel}
      />
      {!isTerritoryLevel && (
        <SfcSelect {...common} field="toTerritoryId" label={t(S.toTerritory)} options={territories} />
      )}
      <SfcSelect {...common} field="fromCityId" label={t(S.fromCity)} options={cities(options.fromCities)} />
      <SfcSelect {...common} field="toCityId" label={t(S.toCity)} options={cities(options.toCities)} />
      <SfcSelect
        {...common}
        field="categoryId"
        label={t(S.category)}
        options={options.categories.map((c) => ({ id: c.categoryId, name: c.categoryName }))}
      />
      <SfcSelect
        {...common}
        field="transportId"
        label={t(S.modeOfTransport)}
        options={options.modes.map((m) => ({ id: m.transportId, name: m.transportName }))}
      />
      <DateField
        id="sfc-effectiveDate"
        label={t(S.effectiveDate)}
        value={values.effectiveDate}
        error={errors.effectiveDate && t(sfcErrorText(errors.effectiveDate))}
        minDate={minDate}
        isDisabled={isDateLocked}
        hasCalendarButton
        onChange={(date) => onChange('effectiveDate', date)}
      />
      <fieldset className="sfc-counts" aria-describedby={errors.counts ? 'sfc-counts-error' : undefined}>
        <legend className="field__label">{t(S.doctorsAndChemists)}</legend>
        <CountField
          field="numberOfDoctors"
          label={t(S.numberOfDoctors)}
          less={t(S.oneDoctorLess)}
          more={t(S.oneDoctorMore)}
          {...common}
        />
        <CountField
          field="numberOfChemist"
          label={t(S.numberOfChemists)}
          less={t(S.oneChemistLess)}
          more={t(S.oneChemistMore)}
          {...common}
        />
        {errors.counts && (
          <span id="sfc-counts-error" className="field__error">
            {t(sfcErrorText(errors.counts))}
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
  less,
  more,
  values,
  errors,
  onChange,
}: {
  field: 'numberOfDoctors' | 'numberOfChemist';
  label: string;
  /** The buttons' names: 'One doctor less', 'One doctor more'. */
  less: string;
  more: string;
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
            aria-label={less}
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
            aria-label={more}
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
  const t = useText();
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
          {t(S.lookingUp)}
        </p>
      )}
      {price.error && (
        <p className="error-text sfc-grid__wide" role="alert">
          {t(lookupErrorText(price.error))}
        </p>
      )}
      {price.isDistanceTyped ? (
        <Field id="sfc-oneWayDistance" label={t(S.oneWayKm)}>
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
              <span className="muted sfc-hint">{t(S.noRoadDistance)}</span>
            </>
          )}
        </Field>
      ) : (
        <ReadOnly id="oneWayDistance" label={t(S.oneWayKm)} value={km(shown?.oneWayDistance)} />
      )}
      <ReadOnly id="twoWayDistance" label={t(S.twoWayKm)} value={km(shown?.twoWayDistance)} />
      <ReadOnly id="oneWayFare" label={t(S.oneWayFare)} value={money(shown?.oneWayFare)} />
      <ReadOnly id="twoWayFare" label={t(S.twoWayFare)} value={money(shown?.twoWayFare)} />
      <ReadOnly id="allowance" label={t(S.allowance)} value={money(allowance)} />
      <ReadOnly id="total" label={t(S.total)} value={money(total)} />
    </div>
  );
}

export function RemarksStep({ values, onChange }: { values: SfcFormValues; onChange: OnChange }) {
  const t = useText();
  return (
    <div className="sfc-grid">
      {(['specification', 'remarks'] as const).map((field) => (
        <Field key={field} id={`sfc-${field}`} label={t(field === 'remarks' ? S.remarks : S.specification)}>
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
