// The home screen's expense cards: this month's total, the shortcuts, the two months before, the bill summary.
import { useState } from 'react';
import { Link } from 'wouter';
import { claimStatusText } from '../../contract/claim-texts';
import type { TExpenseMain } from '../../contract/dashboard';
import { PATHS } from '../../lib/paths';
import { useLanguage, useText } from '../../lib/use-text';
import { MONTH_NAMES } from '../../pure/calendar';
import { monthNameText } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import type { Text } from '../../pure/texts';
import { standingAmount, standingMessage } from '../../shared/claim-standing';
import { Icon, type IconName } from '../../ui/icons';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/** The server names months in English ('November'): the same month as a text of the reader's language. */
function monthText(name: string): Text | string {
  const index = MONTH_NAMES.indexOf(name as (typeof MONTH_NAMES)[number]);
  return index < 0 ? name : monthNameText(index + 1);
}

export function MonthTotalCard({ summary }: { summary: TExpenseMain }) {
  const t = useText();
  return (
    <section className="card dashboard__total" aria-labelledby="month-total-title">
      <h2 id="month-total-title" className="dashboard__card-title">
        {t(
          DASHBOARD_TEXTS.monthTotal({
            month: monthText(summary.currentMonth),
            year: String(summary.currentYear),
          }),
        )}
      </h2>
      <p className="dashboard__total-amount" data-testid="month-total">
        {formatRupees(summary.total)}
      </p>
    </section>
  );
}

export function Shortcuts({ onPendingTasks }: { onPendingTasks: () => void }) {
  const t = useText();
  const links: { href: string; label: Text; icon: IconName }[] = [
    { href: PATHS.sfc, label: DASHBOARD_TEXTS.sfc, icon: 'chart' },
    { href: PATHS.myExpense, label: DASHBOARD_TEXTS.expense, icon: 'wallet' },
    { href: PATHS.unreportedBills, label: DASHBOARD_TEXTS.unreportedBills, icon: 'receipt' },
  ];
  return (
    <nav className="dashboard__shortcuts" aria-label={t(DASHBOARD_TEXTS.shortcuts)}>
      {links.map((link) => (
        <Link key={link.href} href={link.href} className="dashboard__shortcut">
          <Icon name={link.icon} />
          <span>{t(link.label)}</span>
        </Link>
      ))}
      <button type="button" className="dashboard__shortcut" onClick={onPendingTasks}>
        <Icon name="list" />
        <span>{t(DASHBOARD_TEXTS.pendingTasksShortcut)}</span>
      </button>
    </nav>
  );
}

export function ExpenseHistory({ summary }: { summary: TExpenseMain }) {
  const t = useText();
  const language = useLanguage();
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
        {t(DASHBOARD_TEXTS.history)}
      </h2>
      <ul className="dashboard__history">
        {months.map((month) => {
          // A paid month shows what was paid, when and how; a decided one what was approved, and by whom.
          const decided = month.standing ? standingMessage(month.standing, language) : null;
          const amount = month.paid ?? (month.standing ? standingAmount(month.standing) : month.total);
          return (
            <li key={`${month.year}-${month.label}`} className="dashboard__history-row">
              <span>
                <strong>{t(monthText(month.label))}</strong> <span className="muted">{month.year}</span>
              </span>
              <span className={`status-chip status-chip--${month.status.replace(/\s+/g, '-').toLowerCase()}`}>
                {t(claimStatusText(month.status))}
              </span>
              <span className="dashboard__amount">{formatRupees(amount)}</span>
              {decided && <span className="dashboard__standing">{t(decided)}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function BillSummary({ summary }: { summary: TExpenseMain }) {
  const t = useText();
  const [isExpanded, setIsExpanded] = useState(false);
  const rows = [
    { label: DASHBOARD_TEXTS.travel, amount: summary.travelExpense },
    { label: DASHBOARD_TEXTS.food, amount: summary.foodExpense },
    { label: DASHBOARD_TEXTS.miscellaneous, amount: summary.misExpense },
    ...(isExpanded
      ? [
          { label: DASHBOARD_TEXTS.accommodation, amount: summary.accomodationExpense },
          { label: DASHBOARD_TEXTS.allowance, amount: summary.allowances },
        ]
      : []),
  ];
  return (
    <section className="card" aria-labelledby="bill-summary-title">
      <h2 id="bill-summary-title" className="dashboard__card-title">
        {t(DASHBOARD_TEXTS.billSummary({ month: monthText(summary.currentMonth) }))}
      </h2>
      <dl className="dashboard__bills">
        {rows.map((row) => (
          <div key={row.label.key} className="dashboard__bill-row">
            <dt>{t(row.label)}</dt>
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
        {t(isExpanded ? DASHBOARD_TEXTS.less : DASHBOARD_TEXTS.more)}
      </button>
    </section>
  );
}
