// The home calendar: one month, SUN to SAT, today highlighted, arrows to the months before and after.
import { useState } from 'react';
import { monthLabel, shiftMonth, type YearMonth } from '../../pure/calendar';
import { Icon } from '../../ui/icons';
import { monthWeeks, WEEKDAYS } from './month-grid';

export function MonthCalendar({ today }: { today: Date }) {
  const current = { year: today.getFullYear(), month: today.getMonth() + 1 };
  const [shown, setShown] = useState<YearMonth>(current);
  const isCurrentMonth = shown.year === current.year && shown.month === current.month;
  const title = monthLabel(shown);
  return (
    <section className="card" aria-labelledby="calendar-title">
      <header className="calendar__header">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous month"
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
          aria-label="Next month"
          onClick={() => setShown((month) => shiftMonth(month, 1))}
        >
          <Icon name="back" />
        </button>
      </header>
      <table className="calendar" aria-labelledby="calendar-title">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col">
                {day}
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
