// /my-expense 'My Expense': a month's days with their route, category, mode, distance, fare, total
// and status; chips that filter; the month's totals; the final submit.
import { useDeferredValue, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { claimStatusText } from '../../contract/claim-texts';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useMutation } from '../../lib/server-mutation';
import { type StoredUserData, selectExpenseDay, useUser } from '../../lib/session';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import {
  businessDate,
  isSameMonth,
  monthKey,
  monthLabel,
  shiftMonth,
  type YearMonth,
} from '../../pure/calendar';
import { formatListDateIn, monthLabelIn } from '../../pure/calendar-texts';
import { renderText } from '../../pure/texts';
import { standingMessage } from '../../shared/claim-standing';
import { ClaimPdfButton } from '../../shared/downloads';
import { PageHeader } from '../../ui/page-header';
import { finalSubmitMutation } from './expense-mutations';
import { cityFilterQuery, monthQuery } from './expense-queries';
import { MonthDays } from './month-days';
import { MonthSwitch, MonthTotals } from './month-parts';
import { MONTH_TEXTS } from './month-texts';
import { canSubmitMonth, filterDays, type MonthFilter, STATUS_CHIPS, sumDays } from './month-view';
import { ResubmitAll, returnedDays } from './resubmit-all';
import { SubmitDialog } from './submit-dialog';
import './expenses.css';

export const NO_DATA = renderText(MONTH_TEXTS.noData, 'en');

export default function MyExpensePage() {
  const user = useUser();
  if (!user) return null;
  return <MyExpense user={user} />;
}

/** The month in the address (?month=YYYY-MM), else the session's expense month. */
function useShownMonth(user: StoredUserData): YearMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(new URLSearchParams(useSearch()).get('month') ?? '');
  return match
    ? { year: Number(match[1]), month: Number(match[2]) }
    : { year: user.expenseYear, month: user.expenseMonth };
}

function MyExpense({ user }: { user: StoredUserData }) {
  const t = useText();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const shown = useShownMonth(user);
  const current = { year: user.expenseYear, month: user.expenseMonth };
  const { data: loaded, isLoading, error, isFromCache, refresh } = useQuery(monthQuery, shown);
  // A month of day cards is the heaviest render in the app: React renders it in the background,
  // in slices, rather than in one task that blocks a phone's main thread (docs/decisions.md).
  const data = useDeferredValue(loaded);
  const cities = useQuery(cityFilterQuery, shown).data ?? [];
  // A chip chosen for one month does not carry over to another.
  const [chosen, setChosen] = useState<{ month: string; filter: MonthFilter }>({ month: '', filter: null });
  const shownKey = monthLabel(shown);
  const filter = chosen.month === shownKey ? chosen.filter : null;
  const setFilter = (next: MonthFilter) => setChosen({ month: shownKey, filter: next });
  const submit = useMutation(finalSubmitMutation);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const days = data?.getMyExpenseList ?? [];
  const standings = new Map((data?.dayStandings ?? []).map((day) => [day.expenseDetailId, day]));
  const decided = data ? standingMessage(data.standing, language) : null;
  // Final submit opens on the month's last day (DESIGN.md section 8): until then the button says when.
  const today = businessDate();
  const opensOn = data && today < data.finalSubmitFrom ? data.finalSubmitFrom : null;
  const rows = filterDays(days, filter);
  const totals = sumDays(rows);
  const goToMonth = (month: YearMonth) => navigate(`/my-expense?month=${monthKey(month)}`);
  const onOpen = (day: TMyExpenseItem) => {
    selectExpenseDay(day);
    navigate('/my-expense-details');
  };
  const onSubmit = async () => {
    await submit.run(shown);
    setIsSubmitting(false);
  };
  const chips = [
    ...STATUS_CHIPS.map((value) => ({ kind: 'status' as const, value })),
    ...cities.map((city) => ({ kind: 'city' as const, value: city.cityName })),
  ];

  return (
    <section className="page expense-month">
      <PageHeader title={t(MONTH_TEXTS.title)} backTo="/home">
        {/* A claim sent for approval can be printed with its bills (for the employee's records). */}
        {days[0] && days[0].status !== 'Unsubmitted' && !isFromCache && (
          <ClaimPdfButton expenseId={days[0].expenseId} />
        )}
        {canSubmitMonth(days) && !isFromCache && (
          <button
            type="button"
            className="button button--primary"
            disabled={opensOn !== null}
            onClick={() => setIsSubmitting(true)}
          >
            {t(
              opensOn
                ? MONTH_TEXTS.submitFrom({ date: formatListDateIn(opensOn, language) })
                : MONTH_TEXTS.submit,
            )}
          </button>
        )}
      </PageHeader>
      <MonthSwitch
        label={monthLabelIn(shown, language)}
        isLatest={isSameMonth(shown, current)}
        onMove={(by) => goToMonth(shiftMonth(shown, by))}
      />
      <fieldset className="chips">
        <legend className="visually-hidden">{t(MONTH_TEXTS.filterDays)}</legend>
        {chips.map((chip) => {
          const isOn = filter?.kind === chip.kind && filter.value === chip.value;
          return (
            <button
              key={`${chip.kind}:${chip.value}`}
              type="button"
              className="chip"
              aria-pressed={isOn}
              onClick={() => setFilter(isOn ? null : chip)}
              translate={chip.kind === 'city' ? 'no' : undefined}
            >
              {chip.kind === 'status' ? t(claimStatusText(chip.value)) : chip.value}
            </button>
          );
        })}
      </fieldset>
      {isFromCache && (
        <p className="notice-box" role="status">
          {t(MONTH_TEXTS.fromCache)}
        </p>
      )}
      {data && days.length > 0 && (
        <MonthTotals month={data} fare={totals.fare} distance={totals.distance} status={days[0]?.status} />
      )}
      {decided && (
        <p className="notice-box" role="status">
          {t(decided)}
        </p>
      )}
      {!isFromCache && <ResubmitAll days={returnedDays(days, standings)} />}
      {isLoading && !data && (
        <div className="page-loading" role="status" aria-label={t(MONTH_TEXTS.loading)}>
          <span className="spinner" />
        </div>
      )}
      {error && !data && (
        <div className="empty-state">
          <p className="error-text">{error}</p>
          <button type="button" className="button button--secondary" onClick={() => void refresh()}>
            {t(MONTH_TEXTS.tryAgain)}
          </button>
        </div>
      )}
      {data && rows.length === 0 && <p className="empty-state">{t(MONTH_TEXTS.noData)}</p>}
      {rows.length > 0 && <MonthDays days={rows} onOpen={onOpen} standings={standings} />}
      {isSubmitting && (
        <SubmitDialog
          month={shown}
          days={days}
          today={today}
          onOpenDay={(day) => onOpen(day)}
          onCancel={() => setIsSubmitting(false)}
          onConfirm={onSubmit}
        />
      )}
    </section>
  );
}
