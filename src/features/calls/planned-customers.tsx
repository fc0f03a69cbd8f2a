// The day's planned customers (issue 42): what the approved tour programme meant to be visited,
// listed before the calls, each marked met once a call on them is saved.
import type { TDcrPlannedCustomer } from '../../contract/calls';
import { useText } from '../../lib/use-text';
import { customerTypeText } from './calls-texts';
import { PLANNED_TEXTS } from './planned-texts';

export function PlannedCustomers({ planned }: { planned: readonly TDcrPlannedCustomer[] }) {
  const t = useText();
  if (planned.length === 0) return null;
  const met = planned.filter((customer) => customer.isMet).length;
  return (
    <section className="card dcr__planned" aria-label={t(PLANNED_TEXTS.planned)}>
      <h2 className="dcr__planned-title">
        {t(PLANNED_TEXTS.planned)}{' '}
        <span className="muted">{t(PLANNED_TEXTS.metCount({ met, planned: planned.length }))}</span>
      </h2>
      <ul className="dcr__planned-list">
        {planned.map((customer) => (
          <li key={customer.customerId} data-testid="planned-customer">
            <span>
              <strong translate="no">{customer.name}</strong>{' '}
              <span className="muted">
                {t(customerTypeText(customer.customerType))} · <span translate="no">{customer.cityName}</span>
              </span>
            </span>
            <span className={customer.isMet ? 'dcr__met' : 'dcr__not-met'}>
              {t(customer.isMet ? PLANNED_TEXTS.met : PLANNED_TEXTS.notMet)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
