// /finance 'Claims register': the company's claims of a month for its finance team, one row per
// employee-month, filtered and paged on the server, with totals of every row kept; approved claims
// are chosen and marked paid with a payment date and a reference (issue 25).
import { type FormEvent, useDeferredValue, useState } from 'react';
import { CLAIM_STATUSES, getPayrollFile, type TClaimStatus, type TRegisterRow } from '../../contract/finance';
import { businessDate, formatListDate, monthLabel, monthOf } from '../../lib/calendar';
import { formatRupees } from '../../lib/format';
import { useIsDesktop } from '../../lib/media';
import { showToast } from '../../lib/notices';
import { useMutation } from '../../lib/server-mutation';
import { useQuery } from '../../lib/server-store';
import { useUser } from '../../lib/session';
import { ClaimPdfButton, DownloadButton, saveDownload } from '../../shared/downloads';
import { financeRoleQuery } from '../../shared/finance';
import { Field, SelectField } from '../../ui/field';
import { PageHeader } from '../../ui/page-header';
import { markPaidMutation, type RegisterArgs, registerQuery } from './finance-queries';
import './finance.css';

const PAYABLE: readonly TClaimStatus[] = ['Approved', 'Partially Approved'];
const NOT_FINANCE = 'The claims register is for the finance team.';

const money = (amount: number | null) => (amount === null ? '—' : formatRupees(amount));
const toMonthValue = ({ year, month }: { year: number; month: number }) =>
  `${year}-${String(month).padStart(2, '0')}`;

export default function FinancePage() {
  const role = useQuery(financeRoleQuery);
  if (role.data === false) {
    return (
      <section className="page finance">
        <PageHeader title="Claims register" />
        <p className="error-text">{NOT_FINANCE}</p>
      </section>
    );
  }
  return <Register />;
}

function Register() {
  const isDesktop = useIsDesktop();
  const [month, setMonth] = useState(() => monthOf(businessDate(), -1));
  const [status, setStatus] = useState<TClaimStatus | ''>('');
  const [hq, setHq] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
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
    setSelected(new Set());
  };
  const toggle = (expenseId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(expenseId)) next.add(expenseId);
      return next;
    });

  return (
    <section className="page finance">
      <PageHeader title="Claims register" />
      <form className="finance__filters card" onSubmit={(event) => event.preventDefault()}>
        <Field id="finance-month" label="Month">
          {(control) => (
            <input
              {...control}
              type="month"
              className="input"
              value={toMonthValue(month)}
              max={toMonthValue(monthOf(businessDate()))}
              onChange={(event) => {
                const [year, value] = event.target.value.split('-').map(Number);
                if (year && value) refilter(() => setMonth({ year, month: value }));
              }}
            />
          )}
        </Field>
        <SelectField
          id="finance-status"
          label="Status"
          value={status}
          onChange={(value) => refilter(() => setStatus(value as TClaimStatus | ''))}
          placeholder="All statuses"
          options={CLAIM_STATUSES.map((item) => ({ value: item, label: item }))}
        />
        <SelectField
          id="finance-hq"
          label="HQ"
          value={hq}
          onChange={(value) => refilter(() => setHq(value))}
          placeholder="All HQs"
          options={(data?.hqs ?? []).map((item) => ({ value: item, label: item }))}
        />
        <Field id="finance-name" label="Employee name or code">
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

      <PayPanel selected={[...selected]} onPaid={() => setSelected(new Set())} key={toMonthValue(month)} />

      <div className="finance__downloads">
        <h2 className="finance__caption">{monthLabel(month)}</h2>
        <PayrollButtons month={month} />
      </div>
      {isLoading && !data && <p className="muted">Loading claims…</p>}
      {error && !data && <p className="error-text">{error}</p>}
      {data && data.rowCount === 0 && <p className="finance__empty">No claims for {monthLabel(month)}.</p>}
      {data && data.rowCount > 0 && (
        <>
          {isDesktop ? (
            <RegisterTable rows={data.rows} totals={data.totals} selected={selected} onToggle={toggle} />
          ) : (
            <RegisterCards rows={data.rows} totals={data.totals} selected={selected} onToggle={toggle} />
          )}
          <nav className="finance__pages" aria-label="Register pages">
            <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {pageCount} ({data.rowCount} claims)
            </span>
            <button
              type="button"
              className="button"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

interface RowsProps {
  rows: TRegisterRow[];
  totals: { claimed: number; deductions: number; approved: number; paid: number };
  selected: ReadonlySet<number>;
  onToggle: (expenseId: number) => void;
}

function SelectBox({ row, selected, onToggle }: { row: TRegisterRow } & Omit<RowsProps, 'rows' | 'totals'>) {
  if (!PAYABLE.includes(row.status)) return null;
  return (
    <label className="finance__select">
      <input type="checkbox" checked={selected.has(row.expenseId)} onChange={() => onToggle(row.expenseId)} />
      <span className="visually-hidden">Select {row.employeeName}</span>
    </label>
  );
}

function statusChip(status: TClaimStatus) {
  return (
    <span className={`status-chip status-chip--${status.replace(/\s+/g, '-').toLowerCase()}`}>{status}</span>
  );
}

function RegisterTable({ rows, totals, selected, onToggle }: RowsProps) {
  return (
    <div className="finance__table-wrap card">
      <table className="finance__table" aria-label="Claims register">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">HQ</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Claimed
            </th>
            <th scope="col" className="num">
              Deductions
            </th>
            <th scope="col" className="num">
              Approved
            </th>
            <th scope="col" className="num">
              Paid
            </th>
            <th scope="col">Payment date</th>
            <th scope="col">Reference</th>
            <th scope="col">
              <span className="visually-hidden">Claim PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.expenseId} data-testid="register-row">
              <td>
                <SelectBox row={row} selected={selected} onToggle={onToggle} />
              </td>
              <td>{row.empCode}</td>
              <th scope="row" id={`claim-${row.expenseId}`}>
                {row.employeeName}
              </th>
              <td>{row.hq}</td>
              <td>{statusChip(row.status)}</td>
              <td className="num">{money(row.claimed)}</td>
              <td className="num">{money(row.deductions)}</td>
              <td className="num">{money(row.approved)}</td>
              <td className="num">{money(row.paid)}</td>
              <td>{row.paymentDate ? formatListDate(row.paymentDate) : '—'}</td>
              <td>{row.reference ?? '—'}</td>
              <td>
                <ClaimPdfButton expenseId={row.expenseId} describedBy={`claim-${row.expenseId}`} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="register-totals">
            <td />
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td className="num">{formatRupees(totals.claimed)}</td>
            <td className="num">{formatRupees(totals.deductions)}</td>
            <td className="num">{formatRupees(totals.approved)}</td>
            <td className="num">{formatRupees(totals.paid)}</td>
            <td colSpan={3} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function RegisterCards({ rows, totals, selected, onToggle }: RowsProps) {
  return (
    <>
      <ul className="finance__cards" aria-label="Claims register">
        {rows.map((row) => (
          <li key={row.expenseId} className="card finance__card" data-testid="register-row">
            <div className="finance__card-head">
              <SelectBox row={row} selected={selected} onToggle={onToggle} />
              <strong id={`claim-${row.expenseId}`}>{row.employeeName}</strong>
              <span className="muted">{row.empCode}</span>
              {statusChip(row.status)}
            </div>
            <dl className="finance__figures">
              <dt>HQ</dt>
              <dd>{row.hq}</dd>
              <dt>Claimed</dt>
              <dd>{money(row.claimed)}</dd>
              <dt>Deductions</dt>
              <dd>{money(row.deductions)}</dd>
              <dt>Approved</dt>
              <dd>{money(row.approved)}</dd>
              <dt>Paid</dt>
              <dd>{money(row.paid)}</dd>
              {row.paymentDate && (
                <>
                  <dt>Payment date</dt>
                  <dd>{formatListDate(row.paymentDate)}</dd>
                  <dt>Reference</dt>
                  <dd>{row.reference}</dd>
                </>
              )}
            </dl>
            <ClaimPdfButton expenseId={row.expenseId} describedBy={`claim-${row.expenseId}`} />
          </li>
        ))}
      </ul>
      <dl className="card finance__figures finance__totals" data-testid="register-totals">
        <dt>Total claimed</dt>
        <dd>{formatRupees(totals.claimed)}</dd>
        <dt>Total deductions</dt>
        <dd>{formatRupees(totals.deductions)}</dd>
        <dt>Total approved</dt>
        <dd>{formatRupees(totals.approved)}</dd>
        <dt>Total paid</dt>
        <dd>{formatRupees(totals.paid)}</dd>
      </dl>
    </>
  );
}

/** The chosen claims are paid their approved totals: only the date and the reference are typed. */
function PayPanel({ selected, onPaid }: { selected: number[]; onPaid: () => void }) {
  const today = businessDate();
  const [paymentDate, setPaymentDate] = useState(today);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState('');
  const pay = useMutation(markPaidMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setProblem('Please enter the payment reference');
      return;
    }
    setProblem('');
    const result = await pay.run({ expenseIds: selected, paymentDate, reference: reference.trim() });
    if (result.ok) {
      showToast(result.data, 'success');
      setReference('');
      onPaid();
    } else if (result.isRefusal) {
      setProblem(result.message);
    }
  }

  return (
    <form className="finance__pay card" onSubmit={onSubmit} aria-label="Mark paid">
      <p className="finance__pay-count">
        {selected.length === 0
          ? 'Choose approved claims to mark them paid.'
          : `${selected.length} claim${selected.length === 1 ? '' : 's'} chosen`}
      </p>
      <Field id="finance-pay-date" label="Payment date">
        {(control) => (
          <input
            {...control}
            type="date"
            className="input"
            value={paymentDate}
            max={today}
            required
            onChange={(event) => setPaymentDate(event.target.value)}
          />
        )}
      </Field>
      <Field id="finance-reference" label="Reference (e.g. bank UTR)" error={problem || undefined}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={reference}
            maxLength={60}
            onChange={(event) => setReference(event.target.value)}
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button--primary"
        disabled={selected.length === 0 || pay.isPending}
      >
        {pay.isPending ? 'Saving...' : 'Mark paid'}
      </button>
    </form>
  );
}

function PayrollButtons({ month }: { month: { year: number; month: number } }) {
  const user = useUser();
  if (!user) return null;
  const query = { companyId: user.companyId, ...month };
  return (
    <>
      <DownloadButton
        label="Download CSV"
        start={() => saveDownload(getPayrollFile, { ...query, format: 'csv' })}
      />
      <DownloadButton
        label="Download Excel"
        start={() => saveDownload(getPayrollFile, { ...query, format: 'xlsx' })}
      />
    </>
  );
}
