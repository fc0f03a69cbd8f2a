// The days of a claim: date (to the day's details in approval view), towns, Approve/Reject and a
// remark; expanded, the day's money and the deduction. A table on a desktop, cards on a phone.
import { Fragment, useState } from 'react';
import { useIsDesktop } from '../../lib/media';
import { formatRupees } from '../../pure/money';
import { truncate } from '../../pure/text';
import {
  type ClaimDaysProps,
  DateLink,
  DayFlags,
  DayMoney,
  decisionControls,
  type Shared,
  TOWN_LENGTH_MOBILE,
  ToggleButton,
} from './claim-day-parts';
import { FieldWorkDialog } from './field-work-dialog';
import { ResubmittedMark } from './resubmitted-round';

export function ClaimDays(props: ClaimDaysProps) {
  const isDesktop = useIsDesktop();
  const [fieldWorkDate, setFieldWorkDate] = useState<string>();
  const shared = { ...props, onFieldWork: setFieldWorkDate };
  return (
    <>
      {props.days.length === 0 && <p className="approvals__empty">No Data Found</p>}
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

function DaysTable(props: Shared) {
  return (
    // Scrolls in its own box where the columns outgrow the content beside the menu (1024 px).
    <div className="approvals-table-wrap">
      <table className="approvals-table card claim-days" aria-label="Days">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">From Town</th>
            <th scope="col">To Town</th>
            <th scope="col" className="number">
              Total Submitted
            </th>
            <th scope="col">Status</th>
            <th scope="col">Remark</th>
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.days.map((day) => {
            if (day.isHoliday) {
              return (
                <tr key={day.expenseDetailId} className="claim-days__holiday" data-testid="claim-day">
                  <th scope="row">
                    <DateLink day={day} expenseId={props.expenseId} />
                  </th>
                  <td colSpan={6}>
                    {day.activity || 'Holiday'}
                    <DayFlags day={day} />
                  </td>
                </tr>
              );
            }
            const isOpen = props.expanded.has(day.expenseDetailId);
            const controls = decisionControls(props, day);
            return (
              <Fragment key={day.expenseDetailId}>
                <tr data-testid="claim-day">
                  <th scope="row">
                    <DateLink day={day} expenseId={props.expenseId} />
                    <DayFlags day={day} />
                    <ResubmittedMark day={day} />
                  </th>
                  <td>{day.fromTown}</td>
                  <td>{day.toTown}</td>
                  <td className="number">{formatRupees(day.totalSubmitted)}</td>
                  <td>{controls.radios}</td>
                  <td>{controls.remark}</td>
                  <td>
                    <ToggleButton day={day} isOpen={isOpen} onToggle={() => props.onToggle(day)} />
                  </td>
                </tr>
                {isOpen && (
                  <tr className="claim-days__details">
                    <td colSpan={7} id={`day-${day.expenseDetailId}`}>
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
  return (
    <ul className="line-cards claim-days" aria-label="Days">
      {props.days.map((day) => {
        if (day.isHoliday) {
          return (
            <li key={day.expenseDetailId} className="line-card claim-days__holiday" data-testid="claim-day">
              <strong>
                <DateLink day={day} expenseId={props.expenseId} />
              </strong>{' '}
              <span className="muted">{day.activity || 'Holiday'}</span>
              <DayFlags day={day} />
            </li>
          );
        }
        const isOpen = props.expanded.has(day.expenseDetailId);
        const controls = decisionControls(props, day);
        return (
          <li key={day.expenseDetailId} className="line-card" data-testid="claim-day">
            <div className="line-card__title">
              <strong>
                <DateLink day={day} expenseId={props.expenseId} />
              </strong>
              <span>
                {truncate(day.fromTown, TOWN_LENGTH_MOBILE)} - {truncate(day.toTown, TOWN_LENGTH_MOBILE)}
              </span>
              <span className="claim-days__total">
                <span className="visually-hidden">Total Submitted </span>
                {formatRupees(day.totalSubmitted)}
              </span>
            </div>
            <DayFlags day={day} />
            <ResubmittedMark day={day} />
            {controls.radios}
            {controls.remark}
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
