// The days of a claim, flagged days first (issue 38): date (to the day's details in approval
// view), where the representative went, the money the employee sees, Approve/Reject and a remark;
// expanded, the day's money and the deduction. A table on a desktop, cards on a phone.
import { Fragment, useState } from 'react';
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { useIsDesktop } from '../../lib/media';
import { useText } from '../../lib/use-text';
import { formatRupees } from '../../pure/money';
import { truncate } from '../../pure/text';
import { judgedLabel, routeOf } from '../../shared/day-money';
import { DAY_MONEY_TEXTS } from '../../shared/day-money-texts';
import {
  type ClaimDaysProps,
  DateLink,
  DayFlags,
  DayMoney,
  DecisionControls,
  type Shared,
  TOWN_LENGTH_MOBILE,
  ToggleButton,
} from './claim-day-parts';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';
import { isFlagged } from './claim-flags';
import { FieldWorkDialog } from './field-work-dialog';
import { ResubmittedMark } from './resubmitted-round';

export function ClaimDays(props: ClaimDaysProps) {
  const t = useText();
  const isDesktop = useIsDesktop();
  const [fieldWorkDate, setFieldWorkDate] = useState<string>();
  const shared = { ...props, onFieldWork: setFieldWorkDate };
  const flagged = props.days.filter(isFlagged).length;
  return (
    <>
      {props.days.length === 0 && <p className="approvals__empty">{t(T.noData)}</p>}
      {flagged > 0 && <p className="claim__flagged-note">{t(T.flaggedFirst({ count: flagged }))}</p>}
      {props.days.length > 0 && (isDesktop ? <DaysTable {...shared} /> : <DayCards {...shared} />)}
      {fieldWorkDate && (
        <FieldWorkDialog
          employeeId={props.employeeId}
          date={fieldWorkDate}
          onClose={() => setFieldWorkDate(undefined)}
        />
      )}
    </>
  );
}

/** Where the representative went: the legs' towns, or from - to (shortened on a phone). */
const routeText = (day: TExpenseDayDetail, length?: number) =>
  length === undefined
    ? routeOf(day, day.fromTown, day.toTown)
    : routeOf(day, truncate(day.fromTown, length), truncate(day.toTown, length));

/** The money the employee sees on the day, in the employee's words: fare, allowance and bills. */
function MoneyBrief({ day }: { day: TExpenseDayDetail }) {
  const t = useText();
  return (
    <span className="claim-days__money muted">
      {t(DAY_MONEY_TEXTS.fare)} {formatRupees(day.fare)} · {t(DAY_MONEY_TEXTS.allowance)}{' '}
      {formatRupees(day.allownace)} · {t(DAY_MONEY_TEXTS.bills)} {formatRupees(day.bills ?? 0)}
    </span>
  );
}

const rowClass = (day: TExpenseDayDetail, base = '') =>
  [base, isFlagged(day) ? 'claim-days__flagged' : ''].filter(Boolean).join(' ') || undefined;

function DaysTable(props: Shared) {
  const t = useText();
  return (
    // Scrolls in its own box where the columns outgrow the content beside the menu (1024 px).
    <div className="approvals-table-wrap">
      <table className="approvals-table card claim-days" aria-label={t(T.days)}>
        <thead>
          <tr>
            <th scope="col">{t(T.date)}</th>
            <th scope="col">{t(T.route)}</th>
            <th scope="col" className="number">
              {judgedLabel(t, props.previousLevel)}
            </th>
            <th scope="col">{t(T.status)}</th>
            <th scope="col">{t(T.remark)}</th>
            <th scope="col">
              <span className="visually-hidden">{t(T.details)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.days.map((day) => {
            if (day.isHoliday) {
              return (
                <tr
                  key={day.expenseDetailId}
                  className={rowClass(day, 'claim-days__holiday')}
                  data-testid="claim-day"
                >
                  <th scope="row">
                    <DateLink day={day} expenseId={props.expenseId} />
                  </th>
                  <td colSpan={5}>
                    <span translate="no">{day.activity || t(T.holiday)}</span>
                    <DayFlags day={day} />
                  </td>
                </tr>
              );
            }
            const isOpen = props.expanded.has(day.expenseDetailId);
            return (
              <Fragment key={day.expenseDetailId}>
                <tr data-testid="claim-day" className={rowClass(day)}>
                  <th scope="row">
                    <DateLink day={day} expenseId={props.expenseId} />
                    <DayFlags day={day} props={props} />
                    <ResubmittedMark day={day} />
                  </th>
                  <td>
                    <span translate="no">{routeText(day)}</span>
                    <MoneyBrief day={day} />
                  </td>
                  <td className="number claim-days__total">{formatRupees(day.totalSubmitted)}</td>
                  <td>
                    <DecisionControls props={props} day={day} part="radios" />
                  </td>
                  <td>
                    <DecisionControls props={props} day={day} part="remark" />
                  </td>
                  <td>
                    <ToggleButton day={day} isOpen={isOpen} onToggle={() => props.onToggle(day)} />
                  </td>
                </tr>
                {isOpen && (
                  <tr className="claim-days__details">
                    <td colSpan={6} id={`day-${day.expenseDetailId}`}>
                      <DayMoney {...props} day={day} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DayCards(props: Shared) {
  const t = useText();
  return (
    <ul className="line-cards claim-days" aria-label={t(T.days)}>
      {props.days.map((day) => {
        if (day.isHoliday) {
          return (
            <li
              key={day.expenseDetailId}
              className={rowClass(day, 'line-card claim-days__holiday')}
              data-testid="claim-day"
            >
              <strong>
                <DateLink day={day} expenseId={props.expenseId} />
              </strong>{' '}
              <span className="muted" translate="no">
                {day.activity || t(T.holiday)}
              </span>
              <DayFlags day={day} />
            </li>
          );
        }
        const isOpen = props.expanded.has(day.expenseDetailId);
        return (
          <li key={day.expenseDetailId} className={rowClass(day, 'line-card')} data-testid="claim-day">
            <div className="line-card__title">
              <strong>
                <DateLink day={day} expenseId={props.expenseId} />
              </strong>
              <span translate="no">{routeText(day, TOWN_LENGTH_MOBILE)}</span>
              <span className="claim-days__total">
                <span className="visually-hidden">{judgedLabel(t, props.previousLevel)} </span>
                {formatRupees(day.totalSubmitted)}
              </span>
            </div>
            <MoneyBrief day={day} />
            <DayFlags day={day} props={props} />
            <ResubmittedMark day={day} />
            <DecisionControls props={props} day={day} part="radios" />
            <DecisionControls props={props} day={day} part="remark" />
            <ToggleButton day={day} isOpen={isOpen} onToggle={() => props.onToggle(day)} />
            {isOpen && (
              <div id={`day-${day.expenseDetailId}`}>
                <DayMoney {...props} day={day} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
