// The claims register's rows (issue 25): a table on the desktop, cards on a phone, each with its
// totals, and a box to choose each claim that can be paid.
import type { TClaimStatus, TRegisterRow } from '../../contract/finance';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { ClaimPdfButton } from '../../shared/downloads';

const PAYABLE: readonly TClaimStatus[] = ['Approved', 'Partially Approved'];

const money = (amount: number | null) => (amount === null ? '—' : formatRupees(amount));

export interface RowsProps {
  rows: TRegisterRow[];
  totals: { claimed: number; deductions: number; approved: number; paid: number };
  /** The chosen claims: each one's approved total, which Mark paid pays. */
  selected: ReadonlyMap<number, number>;
  onToggle: (row: TRegisterRow) => void;
}

function SelectBox({ row, selected, onToggle }: { row: TRegisterRow } & Omit<RowsProps, 'rows' | 'totals'>) {
  if (!PAYABLE.includes(row.status)) return null;
  return (
    <label className="finance__select">
      <input type="checkbox" checked={selected.has(row.expenseId)} onChange={() => onToggle(row)} />
      <span className="visually-hidden">Select {row.employeeName}</span>
    </label>
  );
}

function statusChip(status: TClaimStatus) {
  return (
    <span className={`status-chip status-chip--${status.replace(/\s+/g, '-').toLowerCase()}`}>{status}</span>
  );
}

export function RegisterTable({ rows, totals, selected, onToggle }: RowsProps) {
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

export function RegisterCards({ rows, totals, selected, onToggle }: RowsProps) {
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
