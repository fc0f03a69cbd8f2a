// The home calendar: one month, SUN to SAT, today highlighted, arrows to the months before and after.
import { useState } from 'react';
import { useLanguage, useText } from '../../lib/use-text';
import { shiftMonth, type YearMonth } from '../../pure/calendar';
import { monthLabelIn } from '../../pure/calendar-texts';
import { Icon } from '../../ui/icons';
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
                return (
                  <td
                    key={WEEKDAYS[column]}
                    className={isToday ? 'calendar__day calendar__day--today' : 'calendar__day'}
                  >
                    {day !== null && (isToday ? <span aria-current="date">{day}</span> : day)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
