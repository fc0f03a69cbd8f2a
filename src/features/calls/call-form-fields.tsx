// The Add call form's parts: the list of the territory's customers to choose from, a new customer's
// name, type and city, and the time with the location stamp.
import { CUSTOMER_TYPES, type TCustomerType, type TDcrCustomer } from '../../contract/calls';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Field, SelectField } from '../../ui/field';
import { CALLS_TEXTS, customerTypeText } from './calls-texts';

export function CustomerChoice({
  customers,
  chosenId,
  error,
  onChoose,
}: {
  customers: readonly TDcrCustomer[];
  chosenId: number | undefined;
  error: Text | undefined;
  onChoose: (customerId: number) => void;
}) {
  const t = useText();
  return (
    <fieldset className="call-form__customers" aria-describedby={error ? 'call-customer-error' : undefined}>
      <legend className="field__label">{t(CALLS_TEXTS.customer)}</legend>
      {customers.length === 0 && <p className="muted">{t(CALLS_TEXTS.noMatch)}</p>}
      {customers.map((customer) => (
        <label key={customer.customerId} className="call-form__customer">
          <input
            type="radio"
            name="call-customer"
            value={customer.customerId}
            checked={chosenId === customer.customerId}
            onChange={() => onChoose(customer.customerId)}
          />
          <span>
            <strong translate="no">{customer.name}</strong>
            <span className="muted">
              {' '}
              {t(customerTypeText(customer.customerType))} · <span translate="no">{customer.cityName}</span>
              {customer.isConfirmed ? '' : t(CALLS_TEXTS.notConfirmed)}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <span id="call-customer-error" className="field__error">
          {t(error)}
        </span>
      )}
    </fieldset>
  );
}

export function NewCustomerFields(props: {
  name: string;
  type: TCustomerType;
  cityId: string;
  cities: readonly { cityId: number; cityName: string }[];
  errors: Record<string, Text>;
  onName: (name: string) => void;
  onType: (type: TCustomerType) => void;
  onCity: (cityId: string) => void;
}) {
  const t = useText();
  const errorOf = (key: string) => {
    const error = props.errors[key];
    return error && t(error);
  };
  return (
    <div className="call-form__new">
      <Field id="call-new-name" label={t(CALLS_TEXTS.customerName)} error={errorOf('newName')}>
        {(control) => (
          <input
            className="input"
            {...control}
            value={props.name}
            maxLength={100}
            onChange={(event) => props.onName(event.target.value)}
          />
        )}
      </Field>
      <SelectField
        id="call-new-type"
        label={t(CALLS_TEXTS.customerType)}
        value={props.type}
        onChange={(value) => props.onType(value as TCustomerType)}
        options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(customerTypeText(type)) }))}
      />
      <SelectField
        id="call-new-city"
        label={t(CALLS_TEXTS.city)}
        error={errorOf('newCity')}
        value={props.cityId}
        onChange={props.onCity}
        placeholder={t(CALLS_TEXTS.pleaseSelect)}
        options={props.cities.map((city) => ({ value: city.cityId, label: city.cityName }))}
      />
    </div>
  );
}

export function TimeAndStamp(props: {
  time: string;
  error: Text | undefined;
  isStamping: boolean;
  onTime: (time: string) => void;
  onStamping: (isStamping: boolean) => void;
}) {
  const t = useText();
  return (
    <>
      <Field id="call-time" label={t(CALLS_TEXTS.time)} error={props.error && t(props.error)}>
        {(control) => (
          <input
            className="input"
            type="time"
            {...control}
            value={props.time}
            onChange={(event) => props.onTime(event.target.value)}
          />
        )}
      </Field>
      <label className="call-form__check">
        <input
          type="checkbox"
          checked={props.isStamping}
          onChange={(event) => props.onStamping(event.target.checked)}
        />
        {t(CALLS_TEXTS.stampLocation)}
      </label>
    </>
  );
}
