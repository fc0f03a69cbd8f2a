// The home calendar: one month, SUN to SAT, today highlighted, arrows to the months before and after;
// each day marked with its state (issue 40: claimed, holiday, planned), said to a screen reader too,
// with a key under the month.
import { useState } from 'react';
import type { TCalendarDayState } from '../../contract/dashboard';
import { useQuery } from '../../lib/use-query';
import { useLanguage, useText } from '../../lib/use-text';
import { monthStart, shiftMonth, type YearMonth } from '../../pure/calendar';
import { monthLabelIn } from '../../pure/calendar-texts';
import { Icon } from '../../ui/icons';
import { calendarQuery } from './dashboard-query';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { monthWeeks, WEEKDAYS } from './month-grid';

const WEEKDAY_TEXTS = [
  DASHBOARD_TEXTS.short0,
  DASHBOARD_TEXTS.short1,
  DASHBOARD_TEXTS.short2,
  DASHBOARD_TEXTS.short3,
  DASHBOARD_TEXTS.short4,
  DASHBOARD_TEXTS.short5,
  DASHBOARD_TEXTS.short6,
];

export function MonthCalendar({ today }: { today: Date }) {
  const t = useText();
  const language = useLanguage();
  const current = { year: today.getFullYear(), month: today.getMonth() + 1 };
  const [shown, setShown] = useState<YearMonth>(current);
  const isCurrentMonth = shown.year === current.year && shown.month === current.month;
  const title = monthLabelIn(shown, language);
  const { data: states, error } = useQuery(calendarQuery, shown);
  const prefix = monthStart(shown).slice(0, 8);
  return (
    <section className="card" aria-labelledby="calendar-title">
      <header className="calendar__header">
        <button
          type="button"
          className="icon-button"
          aria-label={t(DASHBOARD_TEXTS.previousMonth)}
          onClick={() => setShown((month) => shiftMonth(month, -1))}
        >
          <Icon name="back" />
        </button>
        <h2 id="calendar-title" className="dashboard__card-title" aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="icon-button calendar__next"
          aria-label={t(DASHBOARD_TEXTS.nextMonth)}
          onClick={() => setShown((month) => shiftMonth(month, 1))}
        >
          <Icon name="back" />
        </button>
      </header>
      <table className="calendar" aria-labelledby="calendar-title">
        <thead>
          <tr>
            {WEEKDAYS.map((day, column) => (
              <th key={day} scope="col">
                {t(WEEKDAY_TEXTS[column] ?? day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week) => (
            <tr key={week.join('-')}>
              {week.map((day, column) => {
                const isToday = isCurrentMonth && day === today.getDate();
                const state =
                  day === null ? undefined : states?.get(`${prefix}${String(day).padStart(2, '0')}`);
                return (
                  <td
                    key={WEEKDAYS[column]}
                    className={isToday ? 'calendar__day calendar__day--today' : 'calendar__day'}
                  >
                    {day !== null && <DayMark day={day} state={state} isToday={isToday} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {error && !states && <p className="muted">{t(DASHBOARD_TEXTS.calendarFailed)}</p>}
      <CalendarKey />
    </section>
  );
}

const STATE_TEXTS = {
  claimed: DASHBOARD_TEXTS.dayClaimed,
  holiday: DASHBOARD_TEXTS.dayHoliday,
  planned: DASHBOARD_TEXTS.dayPlanned,
} as const;

function DayMark({ day, state, isToday }: { day: number; state?: TCalendarDayState; isToday: boolean }) {
  const t = useText();
  return (
    <>
      <span
        className={state ? `calendar__mark calendar__mark--${state}` : 'calendar__mark'}
        aria-current={isToday ? 'date' : undefined}
        data-state={state}
      >
        {day}
      </span>
      {state && <span className="visually-hidden">, {t(STATE_TEXTS[state])}</span>}
    </>
  );
}

function CalendarKey() {
  const t = useText();
  return (
    <ul className="calendar__key" aria-label={t(DASHBOARD_TEXTS.calendarKey)}>
      {(['claimed', 'planned', 'holiday'] as const).map((state) => (
        <li key={state}>
          <span className={`calendar__swatch calendar__mark--${state}`} aria-hidden="true" />
          {t(STATE_TEXTS[state])}
        </li>
      ))}
    </ul>
  );
}
