// /finance 'Claims register': the company's claims of a month for its finance team, one row per
// employee-month, filtered and paged on the server, with totals of every row kept; approved claims
// are chosen and marked paid with a payment date and a reference (issue 25).
import { useDeferredValue, useState } from 'react';
import { claimStatusText } from '../../contract/claim-texts';
import { CLAIM_STATUSES, type TClaimStatus, type TRegisterRow } from '../../contract/finance';
import { useIsDesktop } from '../../lib/media';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { businessDate, monthKey, monthOf } from '../../pure/calendar';
import { monthLabelIn } from '../../pure/calendar-texts';
import { financeRoleQuery } from '../../shared/finance';
import { Field, SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { type RegisterArgs, registerQuery } from './finance-queries';
import { FINANCE_TEXTS } from './finance-texts';
import { PayPanel } from './pay-panel';
import { PayrollButtons } from './payroll-buttons';
import { RegisterCards, RegisterTable } from './register-rows';
import './finance.css';

export default function FinancePage() {
  const t = useText();
  const role = useQuery(financeRoleQuery);
  if (role.data === false) {
    return (
      <section className="page finance">
        <PageHeader title={t(FINANCE_TEXTS.title)} />
        <p className="error-text">{t(FINANCE_TEXTS.notFinance)}</p>
      </section>
    );
  }
  return <Register />;
}

function Register() {
  const t = useText();
  const language = useLanguage();
  const isDesktop = useIsDesktop();
  const [month, setMonth] = useState(() => monthOf(businessDate(), -1));
  const [status, setStatus] = useState<TClaimStatus | ''>('');
  const [hq, setHq] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());
  const deferredName = useDeferredValue(name.trim());
  const args: RegisterArgs = {
    ...month,
    page,
    status: status || undefined,
    hq: hq || undefined,
    name: deferredName || undefined,
  };
  const { data, isLoading, error } = useQuery(registerQuery, args);
  const pageCount = data ? Math.max(1, Math.ceil(data.rowCount / data.pageSize)) : 1;

  /** A filter change starts again at the first page and forgets the choice. */
  const refilter = (change: () => void) => {
    change();
    setPage(1);
    setSelected(new Map());
  };
  const toggle = (row: TRegisterRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(row.expenseId)) next.set(row.expenseId, row.approved ?? 0);
      return next;
    });

  return (
    <section className="page finance">
      <PageHeader title={t(FINANCE_TEXTS.title)} />
      <form className="finance__filters card" onSubmit={(event) => event.preventDefault()}>
        <Field id="finance-month" label={t(FINANCE_TEXTS.month)}>
          {(control) => (
            <input
              {...control}
              type="month"
              className="input"
              value={monthKey(month)}
              max={monthKey(monthOf(businessDate()))}
              onChange={(event) => {
                const [year, value] = event.target.value.split('-').map(Number);
                if (year && value) refilter(() => setMonth({ year, month: value }));
              }}
            />
          )}
        </Field>
        <SelectField
          id="finance-status"
          label={t(FINANCE_TEXTS.status)}
          value={status}
          onChange={(value) => refilter(() => setStatus(value as TClaimStatus | ''))}
          placeholder={t(FINANCE_TEXTS.allStatuses)}
          options={CLAIM_STATUSES.map((item) => ({ value: item, label: t(claimStatusText(item)) }))}
        />
        <SelectField
          id="finance-hq"
          label={t(FINANCE_TEXTS.hq)}
          value={hq}
          onChange={(value) => refilter(() => setHq(value))}
          placeholder={t(FINANCE_TEXTS.allHqs)}
          options={(data?.hqs ?? []).map((item) => ({ value: item, label: item }))}
        />
        <Field id="finance-name" label={t(FINANCE_TEXTS.nameOrCode)}>
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              value={name}
              maxLength={100}
              onChange={(event) => refilter(() => setName(event.target.value))}
            />
          )}
        </Field>
      </form>

      <PayPanel selected={selected} onPaid={() => setSelected(new Map())} key={monthKey(month)} />

      <div className="finance__downloads">
        <h2 className="finance__caption">{monthLabelIn(month, language)}</h2>
        <PayrollButtons month={month} />
      </div>
      {isLoading && !data && <p className="muted">{t(FINANCE_TEXTS.loading)}</p>}
      {error && !data && <p className="error-text">{t(FINANCE_TEXTS.failed)}</p>}
      {data && data.rowCount === 0 && (
        <p className="finance__empty">
          {t(FINANCE_TEXTS.noClaims({ month: monthLabelIn(month, language) }))}
        </p>
      )}
      {data && data.rowCount > 0 && (
        <>
          {isDesktop ? (
            <RegisterTable rows={data.rows} totals={data.totals} selected={selected} onToggle={toggle} />
          ) : (
            <RegisterCards rows={data.rows} totals={data.totals} selected={selected} onToggle={toggle} />
          )}
          <nav className="finance__pages" aria-label={t(FINANCE_TEXTS.pages)}>
            <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t(FINANCE_TEXTS.previous)}
            </button>
            <span>
              {t(
                FINANCE_TEXTS.pageOf({ page: String(page), pages: String(pageCount), count: data.rowCount }),
              )}
            </span>
            <button
              type="button"
              className="button"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
            >
              {t(FINANCE_TEXTS.next)}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
