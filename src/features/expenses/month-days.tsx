// The month's days: a table on a desktop, cards on a phone. Working days open their details;
// holidays are shown but cannot be opened (spec section 2).
import type { TDayStanding } from '../../contract/approval-history';
import { claimStatusText } from '../../contract/claim-texts';
import type { TMyExpenseItem } from '../../contract/expenses';
import { useIsDesktop } from '../../lib/media';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { truncate } from '../../pure/text';
import { routeOf } from '../../shared/day-money';
import { MONTH_TEXTS } from './month-texts';
import { TransportIcon } from './transport-icon';

interface MonthDaysProps {
  days: TMyExpenseItem[];
  onOpen: (day: TMyExpenseItem) => void;
  /** Each day's standing by expenseDetailId: what the approvers decided, as they see it. */
  standings: ReadonlyMap<number, TDayStanding>;
}

export function MonthDays(props: MonthDaysProps) {
  return useIsDesktop() ? <DaysTable {...props} /> : <DayCards {...props} />;
}

/** Where the representative went, or the holiday's name. */
const route = (day: TMyExpenseItem) =>
  day.isHoliday ? day.activity : routeOf(day, day.fromCity, day.toCity);

function DaysTable({ days, onOpen, standings }: MonthDaysProps) {
  const t = useText();
  const language = useLanguage();
  const dateOf = (day: TMyExpenseItem) => formatListDateIn(day.activityDate, language);
  // Eight columns and an approved amount in the status outgrow the content beside the menu on a
  // 1024 px screen: the table scrolls in its own box there, never the page.
  return (
    <div className="days-table-wrap">
      <table className="days-table card" aria-label={t(MONTH_TEXTS.days)}>
        <thead>
          <tr>
            <th scope="col">{t(MONTH_TEXTS.date)}</th>
            <th scope="col">{t(MONTH_TEXTS.route)}</th>
            <th scope="col">{t(MONTH_TEXTS.category)}</th>
            <th scope="col">{t(MONTH_TEXTS.mode)}</th>
            <th scope="col" className="number">
              {t(MONTH_TEXTS.distance)}
            </th>
            <th scope="col" className="number">
              {t(MONTH_TEXTS.fare)}
            </th>
            <th scope="col" className="number">
              {t(MONTH_TEXTS.total)}
            </th>
            <th scope="col">{t(MONTH_TEXTS.status)}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr
              key={day.expenseDetailId}
              data-testid="expense-day"
              className={day.isHoliday ? 'days-table__holiday' : 'days-table__day'}
              onClick={day.isHoliday ? undefined : () => onOpen(day)}
            >
              <th scope="row">
                {day.isHoliday ? (
                  dateOf(day)
                ) : (
                  <button
                    type="button"
                    className="link-button"
                    onClick={(event) => {
                      // The row opens the day too: opening it twice put the day twice in the history.
                      event.stopPropagation();
                      onOpen(day);
                    }}
                  >
                    {dateOf(day)}
                  </button>
                )}
              </th>
              <td translate="no">{route(day)}</td>
              {day.isHoliday ? <td>{t(MONTH_TEXTS.holiday)}</td> : <td translate="no">{day.category}</td>}
              <td>
                {day.isHoliday ? (
                  ''
                ) : (
                  <TransportIcon transportId={day.transportId} name={day.modeOfTransport} />
                )}
              </td>
              <td className="number">
                {day.isHoliday ? '' : t(MONTH_TEXTS.km({ distance: String(day.distance) }))}
              </td>
              <td className="number">{day.isHoliday ? '' : formatRupees(day.fare)}</td>
              <td className="number">{day.isHoliday ? '' : formatRupees(day.total)}</td>
              <td>
                {/* Nobody submits or approves a holiday (issue 40): its row says neither. */}
                {day.isHoliday ? null : (
                  <StatusText status={day.status} standing={standings.get(day.expenseDetailId)} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayCards({ days, onOpen, standings }: MonthDaysProps) {
  const t = useText();
  const language = useLanguage();
  const dateOf = (day: TMyExpenseItem) => formatListDateIn(day.activityDate, language);
  return (
    <ul className="day-cards" aria-label={t(MONTH_TEXTS.days)}>
      {days.map((day) =>
        day.isHoliday ? (
          <li key={day.expenseDetailId} className="day-card day-card--holiday" data-testid="expense-day">
            <span className="day-card__date">{dateOf(day)}</span>
            <span className="day-card__route" translate="no">
              {day.activity}
            </span>
            <span className="day-card__meta">{t(MONTH_TEXTS.holiday)}</span>
          </li>
        ) : (
          <li key={day.expenseDetailId} data-testid="expense-day">
            <button type="button" className="day-card" onClick={() => onOpen(day)}>
              <span className="day-card__date">{dateOf(day)}</span>
              <span className="day-card__total">{formatRupees(day.total)}</span>
              <span className="day-card__route" translate="no">
                {day.route
                  ? day.route
                      .split(' → ')
                      .map((town) => truncate(town, 10))
                      .join(' → ')
                  : `${truncate(day.fromCity, 10)} - ${truncate(day.toCity, 10)}`}
              </span>
              <StatusText status={day.status} standing={standings.get(day.expenseDetailId)} />
              <span className="day-card__meta">
                <span translate="no">{day.category}</span> ·{' '}
                <TransportIcon transportId={day.transportId} name={day.modeOfTransport} /> ·{' '}
                {t(MONTH_TEXTS.km({ distance: String(day.distance) }))} ·{' '}
                {t(MONTH_TEXTS.fareAmount({ amount: formatRupees(day.fare) }))}
              </span>
            </button>
          </li>
        ),
      )}
    </ul>
  );
}

/** The day's status, or once a level has acted, its decision and the amount it approved. */
function StatusText({ status, standing }: { status: string; standing: TDayStanding | undefined }) {
  const t = useText();
  const decided = standing?.status === 'A' ? 'Approved' : standing?.status === 'R' ? 'Rejected' : undefined;
  const shown = decided ?? status;
  return (
    <span className={`expense-status expense-status--${shown.toLowerCase().replace(/\s+/g, '-')}`}>
      {t(claimStatusText(shown))}
      {standing?.status === 'A' && standing.approved !== null ? ` ${formatRupees(standing.approved)}` : ''}
    </span>
  );
}
