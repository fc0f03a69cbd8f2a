// /admin/customers: the doctors and chemists of each territory for the daily call report (issue 27);
// those employees added in the field wait at the top until an administrator saves (confirms) them.
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TAdminCustomer } from '../../contract/admin/customers';
import { CUSTOMER_TYPES, type TCustomerType } from '../../contract/calls';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { useText } from '../../lib/use-text';
import type { Text } from '../../pure/texts';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
import { PEOPLE_TEXTS as P } from './admin-people-texts';
import { ADMIN_TEXTS as T } from './admin-texts';
import { customersQuery, saveCustomerMutation } from './customers-queries';
import { placesQuery } from './places-queries';
import { HistoryButton } from './record-history';
import './admin.css';

interface Draft {
  customerId: number | null;
  name: string;
  customerType: TCustomerType;
  cityId: string;
  isActive: boolean;
}

const TYPE_LABELS: Record<TCustomerType, Text> = { Doctor: P.doctor, Chemist: P.chemist };

const EMPTY: Draft = { customerId: null, name: '', customerType: 'Doctor', cityId: '', isActive: true };

export default function CustomersPage() {
  const t = useText();
  const { data: customers = [], isLoading, error } = useQuery(customersQuery, undefined);
  const cities = useQuery(placesQuery, undefined).data?.cities ?? [];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [outcome, setOutcome] = useState<Notice>();
  const save = useMutation(saveCustomerMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.cityId) return setOutcome({ text: P.selectCity, isError: true });
    const result = await save.run({ ...draft, cityId: Number(draft.cityId) });
    setOutcome(result.notice);
    if (result.ok) setDraft(EMPTY);
  }

  const onEdit = (customer: TAdminCustomer) => {
    setOutcome(undefined);
    setDraft({
      customerId: customer.customerId,
      name: customer.name,
      customerType: customer.customerType,
      cityId: String(customer.cityId),
      isActive: customer.isActive,
    });
  };

  return (
    <section className="page">
      <PageHeader title={t(T.administration)} backTo="/home" />
      <AdminNav />
      <h2>{t(T.customers)}</h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-label={t(P.customer)}>
        <Field id="customer-name" label={t(draft.customerId === null ? P.newCustomer : P.customer)}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.name}
              maxLength={100}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          )}
        </Field>
        <SelectField
          id="customer-type"
          label={t(P.type)}
          value={draft.customerType}
          onChange={(value) => setDraft({ ...draft, customerType: value as TCustomerType })}
          options={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
        />
        <SelectField
          id="customer-city"
          label={t(P.city)}
          value={draft.cityId}
          onChange={(value) => setDraft({ ...draft, cityId: value })}
          placeholder={t(P.choose)}
          options={cities.map((city) => ({
            value: city.cityId,
            label: `${city.name} (${city.territoryName})`,
          }))}
        />
        <label className="admin-check">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(event) => setDraft({ ...draft, isActive: event.target.checked })}
          />{' '}
          {t(P.active)}
        </label>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t(draft.customerId === null ? P.addCustomer : P.saveCustomer)}
          </button>
          {draft.customerId !== null && (
            <button type="button" className="button button--secondary" onClick={() => setDraft(EMPTY)}>
              {t(P.cancel)}
            </button>
          )}
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{t(T.failed)}</p>}
      {isLoading && customers.length === 0 && <p className="muted">{t(T.loading)}</p>}
      {!isLoading && !error && customers.length === 0 && (
        <p className="centred-message">{t(P.noCustomers)}</p>
      )}
      {customers.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label={t(T.customers)}>
            <thead>
              <tr>
                <th scope="col">{t(P.name)}</th>
                <th scope="col">{t(P.type)}</th>
                <th scope="col">{t(P.city)}</th>
                <th scope="col">{t(P.territory)}</th>
                <th scope="col">{t(P.status)}</th>
                <th scope="col">
                  <span className="visually-hidden">{t(P.change)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer.customerId}>
                  <td data-label={t(P.name)} translate="no">
                    {customer.name}
                  </td>
                  <td data-label={t(P.type)}>{t(TYPE_LABELS[customer.customerType])}</td>
                  <td data-label={t(P.city)} translate="no">
                    {customer.cityName}
                  </td>
                  <td data-label={t(P.territory)} translate="no">
                    {customer.territoryName}
                  </td>
                  <td data-label={t(P.status)}>{t(statusText(customer))}</td>
                  <td className="admin-actions">
                    <button
                      type="button"
                      className="link-button"
                      aria-label={t(
                        (customer.isConfirmed ? P.changeOf : P.confirmOf)({ name: customer.name }),
                      )}
                      onClick={() => onEdit(customer)}
                    >
                      {t(customer.isConfirmed ? P.change : P.confirm)}
                    </button>{' '}
                    <HistoryButton
                      record={{
                        recordKind: 'customer',
                        recordRef: auditRef.row(customer.customerId),
                        label: `${customer.name} (${customer.cityName})`,
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function statusText(customer: TAdminCustomer): Text {
  if (!customer.isConfirmed) {
    return customer.addedByName ? P.addedBy({ name: customer.addedByName }) : P.addedByEmployee;
  }
  return customer.isActive ? P.active : P.inactive;
}
