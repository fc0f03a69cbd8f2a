// The claims register's rows (issue 25): a table on the desktop, cards on a phone, each with its
// totals, and a box to choose each claim that can be paid.

import { claimStatusText } from '../../contract/claim-texts';
import type { TClaimStatus, TRegisterRow } from '../../contract/finance';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { ClaimPdfButton } from '../../shared/downloads';
import { FINANCE_TEXTS } from './finance-texts';

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
  const t = useText();
  if (!PAYABLE.includes(row.status)) return null;
  return (
    <label className="finance__select">
      <input type="checkbox" checked={selected.has(row.expenseId)} onChange={() => onToggle(row)} />
      <span className="visually-hidden">{t(FINANCE_TEXTS.selectEmployee({ name: row.employeeName }))}</span>
    </label>
  );
}

function StatusChip({ status }: { status: TClaimStatus }) {
  const t = useText();
  return (
    <span className={`status-chip status-chip--${status.replace(/\s+/g, '-').toLowerCase()}`}>
      {t(claimStatusText(status))}
    </span>
  );
}

export function RegisterTable({ rows, totals, selected, onToggle }: RowsProps) {
  const t = useText();
  const language = useLanguage();
  return (
    <div className="finance__table-wrap card">
      <table className="finance__table" aria-label={t(FINANCE_TEXTS.title)}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t(FINANCE_TEXTS.select)}</span>
            </th>
            <th scope="col">{t(FINANCE_TEXTS.code)}</th>
            <th scope="col">{t(FINANCE_TEXTS.name)}</th>
            <th scope="col">{t(FINANCE_TEXTS.hq)}</th>
            <th scope="col">{t(FINANCE_TEXTS.status)}</th>
            <th scope="col" className="num">
              {t(FINANCE_TEXTS.claimed)}
            </th>
            <th scope="col" className="num">
              {t(FINANCE_TEXTS.deductions)}
            </th>
            <th scope="col" className="num">
              {t(FINANCE_TEXTS.approved)}
            </th>
            <th scope="col" className="num">
              {t(FINANCE_TEXTS.paid)}
            </th>
            <th scope="col">{t(FINANCE_TEXTS.paymentDate)}</th>
            <th scope="col">{t(FINANCE_TEXTS.reference)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(FINANCE_TEXTS.claimPdf)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.expenseId} data-testid="register-row">
              <td>
                <SelectBox row={row} selected={selected} onToggle={onToggle} />
              </td>
              <td translate="no">{row.empCode}</td>
              <th scope="row" id={`claim-${row.expenseId}`}>
                {row.employeeName}
              </th>
              <td translate="no">{row.hq}</td>
              <td>
                <StatusChip status={row.status} />
              </td>
              <td className="num">{money(row.claimed)}</td>
              <td className="num">{money(row.deductions)}</td>
              <td className="num">{money(row.approved)}</td>
              <td className="num">{money(row.paid)}</td>
              <td>{row.paymentDate ? formatListDateIn(row.paymentDate, language) : '—'}</td>
              <td translate="no">{row.reference ?? '—'}</td>
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
              {t(FINANCE_TEXTS.total)}
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
  const t = useText();
  const language = useLanguage();
  return (
    <>
      <ul className="finance__cards" aria-label={t(FINANCE_TEXTS.title)}>
        {rows.map((row) => (
          <li key={row.expenseId} className="card finance__card" data-testid="register-row">
            <div className="finance__card-head">
              <SelectBox row={row} selected={selected} onToggle={onToggle} />
              <strong id={`claim-${row.expenseId}`}>{row.employeeName}</strong>
              <span className="muted" translate="no">
                {row.empCode}
              </span>
              <StatusChip status={row.status} />
            </div>
            <dl className="finance__figures">
              <dt>{t(FINANCE_TEXTS.hq)}</dt>
              <dd translate="no">{row.hq}</dd>
              <dt>{t(FINANCE_TEXTS.claimed)}</dt>
              <dd>{money(row.claimed)}</dd>
              <dt>{t(FINANCE_TEXTS.deductions)}</dt>
              <dd>{money(row.deductions)}</dd>
              <dt>{t(FINANCE_TEXTS.approved)}</dt>
              <dd>{money(row.approved)}</dd>
              <dt>{t(FINANCE_TEXTS.paid)}</dt>
              <dd>{money(row.paid)}</dd>
              {row.paymentDate && (
                <>
                  <dt>{t(FINANCE_TEXTS.paymentDate)}</dt>
                  <dd>{formatListDateIn(row.paymentDate, language)}</dd>
                  <dt>{t(FINANCE_TEXTS.reference)}</dt>
                  <dd translate="no">{row.reference}</dd>
                </>
              )}
            </dl>
            <ClaimPdfButton expenseId={row.expenseId} describedBy={`claim-${row.expenseId}`} />
          </li>
        ))}
      </ul>
      <dl className="card finance__figures finance__totals" data-testid="register-totals">
        <dt>{t(FINANCE_TEXTS.totalClaimed)}</dt>
        <dd>{formatRupees(totals.claimed)}</dd>
        <dt>{t(FINANCE_TEXTS.totalDeductions)}</dt>
        <dd>{formatRupees(totals.deductions)}</dd>
        <dt>{t(FINANCE_TEXTS.totalApproved)}</dt>
        <dd>{formatRupees(totals.approved)}</dd>
        <dt>{t(FINANCE_TEXTS.totalPaid)}</dt>
        <dd>{formatRupees(totals.paid)}</dd>
      </dl>
    </>
  );
}
