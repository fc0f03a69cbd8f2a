// /admin/customers: the doctors and chemists of each territory for the daily call report (issue 27);
// those employees added in the field wait at the top until an administrator saves (confirms) them.
import { type FormEvent, useState } from 'react';
import { auditRef } from '../../contract/admin/audit';
import type { TAdminCustomer } from '../../contract/admin/customers';
import { CUSTOMER_TYPES, type TCustomerType } from '../../contract/calls';
import type { Notice } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/use-query';
import { Field, SelectField } from '../../ui/field';
import { InlineNotice } from '../../ui/inline-notice';
import { PageHeader } from '../../ui/page-header';
import { AdminNav } from './admin-nav';
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

const EMPTY: Draft = { customerId: null, name: '', customerType: 'Doctor', cityId: '', isActive: true };

export default function CustomersPage() {
  const { data: customers = [], isLoading, error } = useQuery(customersQuery, undefined);
  const cities = useQuery(placesQuery, undefined).data?.cities ?? [];
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [outcome, setOutcome] = useState<Notice>();
  const save = useMutation(saveCustomerMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.cityId) return setOutcome({ text: 'Please select a city.', isError: true });
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
      <PageHeader title="Administration" backTo="/home" />
      <AdminNav />
      <h2>Customers</h2>
      <form className="admin-form" onSubmit={onSubmit} noValidate aria-label="Customer">
        <Field id="customer-name" label={draft.customerId === null ? 'New customer' : 'Customer'}>
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
          label="Type"
          value={draft.customerType}
          onChange={(value) => setDraft({ ...draft, customerType: value as TCustomerType })}
          options={CUSTOMER_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <SelectField
          id="customer-city"
          label="City"
          value={draft.cityId}
          onChange={(value) => setDraft({ ...draft, cityId: value })}
          placeholder="Choose"
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
          Active
        </label>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {draft.customerId === null ? 'Add customer' : 'Save customer'}
          </button>
          {draft.customerId !== null && (
            <button type="button" className="button button--secondary" onClick={() => setDraft(EMPTY)}>
              Cancel
            </button>
          )}
          <InlineNotice notice={outcome} />
        </div>
      </form>
      {error && <p className="error-text">{error}</p>}
      {isLoading && customers.length === 0 && <p className="muted">Loading...</p>}
      {!isLoading && !error && customers.length === 0 && <p className="centred-message">No customers yet.</p>}
      {customers.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Customers">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">City</th>
                <th scope="col">Territory</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer.customerId}>
                  <td data-label="Name">{customer.name}</td>
                  <td data-label="Type">{customer.customerType}</td>
                  <td data-label="City">{customer.cityName}</td>
                  <td data-label="Territory">{customer.territoryName}</td>
                  <td data-label="Status">{statusText(customer)}</td>
                  <td className="admin-actions">
                    <button type="button" className="link-button" onClick={() => onEdit(customer)}>
                      {customer.isConfirmed ? 'Change' : 'Confirm'}
                      <span className="visually-hidden"> {customer.name}</span>
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

function statusText(customer: TAdminCustomer): string {
  if (!customer.isConfirmed) return `Added by ${customer.addedByName ?? 'an employee'}, to confirm`;
  return customer.isActive ? 'Active' : 'Inactive';
}
