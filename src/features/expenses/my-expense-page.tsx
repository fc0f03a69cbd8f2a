// /my-expense 'My Expense': a month's days with their route, category, mode, distance, fare, total
// and status; chips that filter; the month's totals; the final submit.
import { useDeferredValue, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TMyExpenseItem } from '../../contract/expenses';
import { formatRupees, todayIso } from '../../lib/format';
import { useIsOnline } from '../../lib/media';
import { showToast } from '../../lib/notices';
import type { StoredUserData } from '../../lib/session';
import { Icon } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { useUser } from '../auth/auth-store';
import { finalSubmit } from './expense-actions';
import { MonthDays } from './month-days';
import { useCityFilterStore, useMonthStore } from './month-store';
import {
  canSubmitMonth,
  filterDays,
  isSameMonth,
  type MonthFilter,
  type MonthRef,
  monthLabel,
  STATUS_CHIPS,
  shiftMonth,
  sumDays,
} from './month-view';
import { selectDay } from './selected-day';
import { SubmitDialog } from './submit-dialog';
import './expenses.css';

export const NO_DATA = 'No Data Found';

export default function MyExpensePage() {
  const user = useUser();
  if (!user) return null;
  return <MyExpense user={user} />;
}

/** The month in the address (?month=YYYY-MM), else the session's expense month. */
function useShownMonth(user: StoredUserData): MonthRef {
  const match = /^(\d{4})-(\d{2})$/.exec(new URLSearchParams(useSearch()).get('month') ?? '');
  return match
    ? { year: Number(match[1]), month: Number(match[2]) }
    : { year: user.expenseYear, month: user.expenseMonth };
}

function MyExpense({ user }: { user: StoredUserData }) {
  const [, navigate] = useLocation();
  const isOnline = useIsOnline();
  const shown = useShownMonth(user);
  const current = { year: user.expenseYear, month: user.expenseMonth };
  const { data: loaded, isLoading, error, isFromCache, load } = useMonthStore();
  // A month of day cards is the heaviest render in the app: React renders it in the background,
  // in slices, rather than in one task that blocks a phone's main thread (docs/decisions.md).
  const data = useDeferredValue(loaded);
  const cities = useCityFilterStore((state) => state.data) ?? [];
  const [filter, setFilter] = useState<MonthFilter>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: isOnline is the trigger, not a value read
  useEffect(() => {
    setFilter(null);
    void load(shown);
    void useCityFilterStore.getState().load(shown);
  }, [shown.year, shown.month, isOnline, load]);

  const days = data?.getMyExpenseList ?? [];
  const rows = filterDays(days, filter);
  const totals = sumDays(rows);
  const goToMonth = (month: MonthRef) =>
    navigate(`/my-expense?month=${month.year}-${String(month.month).padStart(2, '0')}`);
  const onOpen = (day: TMyExpenseItem) => {
    selectDay(day);
    navigate('/my-expense-details');
  };
  const onSubmit = async () => {
    const result = await finalSubmit(user, shown);
    setIsSubmitting(false);
    showToast(result.message, result.ok ? 'success' : 'fail');
  };
  const chips = [
    ...STATUS_CHIPS.map((value) => ({ kind: 'status' as const, value })),
    ...cities.map((city) => ({ kind: 'city' as const, value: city.cityName })),
  ];

  return (
    <section className="page expense-month">
      <PageHeader title="My Expense" backTo="/home">
        {canSubmitMonth(days) && !isFromCache && (
          <button type="button" className="button button--primary" onClick={() => setIsSubmitting(true)}>
            Submit
          </button>
        )}
      </PageHeader>
      <nav className="month-switch" aria-label="Month">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
          onClick={() => goToMonth(shiftMonth(shown, -1))}
        >
          <Icon name="back" />
        </button>
        <h2 className="month-switch__label" aria-live="polite">
          {monthLabel(shown)}
        </h2>
        <button
          type="button"
          className="icon-button month-switch__next"
          aria-label="Next month"
          disabled={isSameMonth(shown, current)}
          onClick={() => goToMonth(shiftMonth(shown, 1))}
        >
          <Icon name="back" />
        </button>
      </nav>
      <fieldset className="chips">
        <legend className="visually-hidden">Filter days</legend>
        {chips.map((chip) => {
          const isOn = filter?.kind === chip.kind && filter.value === chip.value;
          return (
            <button
              key={`${chip.kind}:${chip.value}`}
              type="button"
              className="chip"
              aria-pressed={isOn}
              onClick={() => setFilter(isOn ? null : chip)}
            >
              {chip.value}
            </button>
          );
        })}
      </fieldset>
      {isFromCache && (
        <p className="expense-notice" role="status">
          Showing the month saved on this device; it refreshes when you are online.
        </p>
      )}
      {data && days.length > 0 && (
        <dl className="month-totals card" aria-label="Month totals">
          <div>
            <dt>Month total</dt>
            <dd>{formatRupees(data.monthTotal)}</dd>
          </div>
          <div>
            <dt>Sundry total</dt>
            <dd>{formatRupees(data.sundryTotal)}</dd>
          </div>
          <div>
            <dt>Fare</dt>
            <dd>{formatRupees(totals.fare)}</dd>
          </div>
          <div>
            <dt>Distance</dt>
            <dd>{totals.distance} km</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{days[0]?.status}</dd>
          </div>
        </dl>
      )}
      {isLoading && !data && (
        <div className="page-loading" role="status" aria-label="Loading">
          <span className="spinner" />
        </div>
      )}
      {error && !data && (
        <div className="empty-state">
          <p className="error-text">{error}</p>
          <button type="button" className="button button--secondary" onClick={() => void load(shown)}>
            Try again
          </button>
        </div>
      )}
      {data && rows.length === 0 && <p className="empty-state">{NO_DATA}</p>}
      {rows.length > 0 && <MonthDays days={rows} onOpen={onOpen} />}
      {isSubmitting && (
        <SubmitDialog
          month={shown}
          days={days}
          today={todayIso()}
          onOpenDay={(day) => onOpen(day)}
          onCancel={() => setIsSubmitting(false)}
          onConfirm={onSubmit}
        />
      )}
    </section>
  );
}
