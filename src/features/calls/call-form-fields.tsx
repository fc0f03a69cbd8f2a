// The Add call form's parts: the list of the territory's customers to choose from, a new customer's
// name, type and city, and the time with the location stamp.
import { CUSTOMER_TYPES, type TCustomerType, type TDcrCustomer } from '../../contract/calls';
import { Field, SelectField } from '../../ui/field';

export function CustomerChoice({
  customers,
  chosenId,
  error,
  onChoose,
}: {
  customers: readonly TDcrCustomer[];
  chosenId: number | undefined;
  error: string | undefined;
  onChoose: (customerId: number) => void;
}) {
  return (
    <fieldset className="call-form__customers" aria-describedby={error ? 'call-customer-error' : undefined}>
      <legend className="field__label">Customer</legend>
      {customers.length === 0 && <p className="muted">No customer matches. Add a new one below.</p>}
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
            <strong>{customer.name}</strong>
            <span className="muted">
              {' '}
              {customer.customerType} · {customer.cityName}
              {customer.isConfirmed ? '' : ' · not confirmed yet'}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <span id="call-customer-error" className="field__error">
          {error}
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
  errors: Record<string, string>;
  onName: (name: string) => void;
  onType: (type: TCustomerType) => void;
  onCity: (cityId: string) => void;
}) {
  return (
    <div className="call-form__new">
      <Field id="call-new-name" label="Customer name" error={props.errors.newName}>
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
        label="Customer type"
        value={props.type}
        onChange={(value) => props.onType(value as TCustomerType)}
        options={CUSTOMER_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <SelectField
        id="call-new-city"
        label="City"
        error={props.errors.newCity}
        value={props.cityId}
        onChange={props.onCity}
        placeholder="Please Select"
        options={props.cities.map((city) => ({ value: city.cityId, label: city.cityName }))}
      />
    </div>
  );
}

export function TimeAndStamp(props: {
  time: string;
  error: string | undefined;
  isStamping: boolean;
  onTime: (time: string) => void;
  onStamping: (isStamping: boolean) => void;
}) {
  return (
    <>
      <Field id="call-time" label="Time" error={props.error}>
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
        Stamp my location
      </label>
    </>
  );
}
