// The home screen's expense cards: this month's total, the shortcuts, the two months before, the bill summary.
import { useState } from 'react';
import { Link } from 'wouter';
import type { TExpenseMain } from '../../contract/dashboard';
import { PATHS } from '../../lib/paths';
import { formatRupees } from '../../pure/money';
import { standingAmount, standingText } from '../../shared/claim-standing';
import { Icon, type IconName } from '../../ui/icons';

export function MonthTotalCard({ summary }: { summary: TExpenseMain }) {
  return (
    <section className="card dashboard__total" aria-labelledby="month-total-title">
      <h2 id="month-total-title" className="dashboard__card-title">
        {summary.currentMonth} {summary.currentYear} expense
      </h2>
      <p className="dashboard__total-amount" data-testid="month-total">
        {formatRupees(summary.total)}
      </p>
    </section>
  );
}

export function Shortcuts({ onPendingTasks }: { onPendingTasks: () => void }) {
  const links: { href: string; label: string; icon: IconName }[] = [
    { href: PATHS.sfc, label: 'SFC', icon: 'chart' },
    { href: PATHS.myExpense, label: 'Expense', icon: 'wallet' },
    { href: PATHS.unreportedBills, label: 'Unreported bills', icon: 'receipt' },
  ];
  return (
    <nav className="dashboard__shortcuts" aria-label="Shortcuts">
      {links.map((link) => (
        <Link key={link.href} href={link.href} className="dashboard__shortcut">
          <Icon name={link.icon} />
          <span>{link.label}</span>
        </Link>
      ))}
      <button type="button" className="dashboard__shortcut" onClick={onPendingTasks}>
        <Icon name="list" />
        <span>Pending tasks</span>
      </button>
    </nav>
  );
}

export function ExpenseHistory({ summary }: { summary: TExpenseMain }) {
  const months = [
    {
      label: summary.previousMonth,
      year: summary.previousYear,
      status: summary.previousMonthStatus,
      total: summary.previousMonthTotal,
      paid: summary.previousMonthPaid,
      standing: summary.previousMonthStanding,
    },
    {
      label: summary.secondLastMonth,
      year: summary.secondLastYear,
      status: summary.secondLastStatus,
      total: summary.secondLastTotal,
      paid: summary.secondLastPaid,
      standing: summary.secondLastStanding,
    },
  ];
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title" className="dashboard__card-title">
        Expense History
      </h2>
      <ul className="dashboard__history">
        {months.map((month) => {
          // A paid month shows what was paid, when and how; a decided one what was approved, and by whom.
          const decided = month.standing ? standingText(month.standing) : null;
          const amount = month.paid ?? (month.standing ? standingAmount(month.standing) : month.total);
          return (
            <li key={`${month.year}-${month.label}`} className="dashboard__history-row">
              <span>
                <strong>{month.label}</strong> <span className="muted">{month.year}</span>
              </span>
              <span className={`status-chip status-chip--${month.status.replace(/\s+/g, '-').toLowerCase()}`}>
                {month.status}
              </span>
              <span className="dashboard__amount">{formatRupees(amount)}</span>
              {decided && <span className="dashboard__standing">{decided}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function BillSummary({ summary }: { summary: TExpenseMain }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const rows = [
    { label: 'Travel', amount: summary.travelExpense },
    { label: 'Food', amount: summary.foodExpense },
    { label: 'Miscellaneous', amount: summary.misExpense },
    ...(isExpanded
      ? [
          { label: 'Accommodation', amount: summary.accomodationExpense },
          { label: 'Allowance', amount: summary.allowances },
        ]
      : []),
  ];
  return (
    <section className="card" aria-labelledby="bill-summary-title">
      <h2 id="bill-summary-title" className="dashboard__card-title">
        Bill summary · {summary.currentMonth}
      </h2>
      <dl className="dashboard__bills">
        {rows.map((row) => (
          <div key={row.label} className="dashboard__bill-row">
            <dt>{row.label}</dt>
            <dd className="dashboard__amount">{formatRupees(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="link-button"
        aria-expanded={isExpanded}
        onClick={() => setIsExpanded((value) => !value)}
      >
        {isExpanded ? 'less' : 'more'}
      </button>
    </section>
  );
}
