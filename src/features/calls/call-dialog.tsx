// 'Add call' (and changing a call): a customer of the territory found by name, or a new one (name,
// type, city); the time, now in India by default; the phone's location when the employee allows it.
import { useRef, useState } from 'react';
import type { TCustomerType, TDcrCall } from '../../contract/calls';
import { showToast } from '../../lib/notices';
import type { StoredUserData } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import { businessTime } from '../../pure/calendar';
import type { Text } from '../../pure/texts';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Form } from '../../ui/form';
import { CustomerChoice, NewCustomerFields, TimeAndStamp } from './call-form-fields';
import { type CallCustomer, queueCallSave } from './call-outbox';
import { customersQuery } from './call-queries';
import { CALLS_TEXTS } from './calls-texts';
import { matchesCustomer } from './customer-search';
import { currentStamp } from './location';

/** The most customers listed at once: the search narrows a long list. */
const LISTED = 30;

export function CallDialog({
  user,
  date,
  call,
  onClose,
}: {
  user: StoredUserData;
  date: string;
  call: TDcrCall | undefined;
  onClose: () => void;
}) {
  const t = useText();
  const searchRef = useRef<HTMLInputElement>(null);
  const { data, error: listError } = useQuery(customersQuery);
  const [search, setSearch] = useState('');
  const [customerId, setCustomerId] = useState<number | undefined>(call?.customerId);
  const [isNew, setIsNew] = useState(false);
  const [newName, setNewName] = useState('');
  const [newType, setNewType] = useState<TCustomerType>('Doctor');
  const [newCityId, setNewCityId] = useState('');
  const [time, setTime] = useState(call?.time ?? businessTime());
  // A change keeps the location stamped when the call was made, unless asked to stamp it again.
  const [isStamping, setIsStamping] = useState(call === undefined);
  const [errors, setErrors] = useState<Record<string, Text>>({});
  const [isSaving, setIsSaving] = useState(false);

  const customers = data?.customers ?? [];
  const cities = data?.cities ?? [];
  const matches = customers.filter((customer) => matchesCustomer(customer, search)).slice(0, LISTED);
  // The chosen customer stays in view whatever the search shows.
  const chosen = customers.find((customer) => customer.customerId === customerId);
  const listed = chosen && !matches.includes(chosen) ? [chosen, ...matches] : matches;

  function customerOf(): CallCustomer | string {
    if (isNew) {
      const city = cities.find((option) => String(option.cityId) === newCityId);
      if (!newName.trim()) return 'newName';
      if (!city) return 'newCity';
      return { name: newName.trim(), customerType: newType, cityId: city.cityId, cityName: city.cityName };
    }
    if (chosen) return chosen;
    if (call && call.customerId === customerId) {
      return {
        customerId: call.customerId,
        name: call.customerName,
        customerType: call.customerType,
        cityName: call.cityName,
      };
    }
    return 'customer';
  }

  async function onSubmit() {
    const customer = customerOf();
    const found: Record<string, Text> = {};
    if (customer === 'customer') found.customer = CALLS_TEXTS.chooseCustomer;
    if (customer === 'newName') found.newName = CALLS_TEXTS.enterName;
    if (customer === 'newCity') found.newCity = CALLS_TEXTS.chooseCity;
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) found.time = CALLS_TEXTS.enterTime;
    setErrors(found);
    if (Object.keys(found).length > 0 || typeof customer === 'string') return;
    setIsSaving(true);
    // The location of the moment of saving; refused or unavailable, the call is saved without it.
    const stamp = isStamping ? await currentStamp() : null;
    try {
      await queueCallSave(user, { callId: call?.callId, date, time, customer, stamp });
      showToast(CALLS_TEXTS.saved);
      onClose();
    } catch (failure) {
      setIsSaving(false);
      showToast((failure as Error).message, 'fail');
    }
  }

  return (
    <Dialog
      title={t(call ? CALLS_TEXTS.changeCall : CALLS_TEXTS.addCall)}
      className="call-dialog"
      onClose={onClose}
      initialFocusRef={searchRef}
    >
      <Form
        className="call-form"
        onSubmit={onSubmit}
        error={listError && !data ? listError : undefined}
        aria-label={t(CALLS_TEXTS.addCall)}
      >
        {!isNew && (
          <>
            <Field id="call-search" label={t(CALLS_TEXTS.searchCustomers)}>
              {(control) => (
                <input
                  ref={searchRef}
                  className="input"
                  type="search"
                  {...control}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  autoComplete="off"
                />
              )}
            </Field>
            <CustomerChoice
              customers={listed}
              chosenId={customerId}
              error={errors.customer}
              onChoose={setCustomerId}
            />
          </>
        )}
        <label className="call-form__check">
          <input type="checkbox" checked={isNew} onChange={(event) => setIsNew(event.target.checked)} />
          {t(CALLS_TEXTS.newCustomer)}
        </label>
        {isNew && (
          <NewCustomerFields
            name={newName}
            type={newType}
            cityId={newCityId}
            cities={cities}
            errors={errors}
            onName={setNewName}
            onType={setNewType}
            onCity={setNewCityId}
          />
        )}
        <TimeAndStamp
          time={time}
          error={errors.time}
          isStamping={isStamping}
          onTime={setTime}
          onStamping={setIsStamping}
        />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t(CALLS_TEXTS.cancel)}
          </button>
          <button type="submit" className="button button--primary" disabled={isSaving}>
            {t(isSaving ? CALLS_TEXTS.saving : CALLS_TEXTS.save)}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
