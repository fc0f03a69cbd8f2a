// The days of a claim: date (to the day's details in approval view), towns, Approve/Reject and a
// remark; expanded, the day's money and the deduction. A table on a desktop, cards on a phone.
import { Fragment, useState } from 'react';
import type { TExpenseDayDetail } from '../../contract/approvals';
import { useIsDesktop } from '../../lib/media';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { plural } from '../../pure/plural';
import { truncate } from '../../pure/text';
import { ApprovalHistory } from '../../ui/approval-history';
import { Field } from '../../ui/field';
import { RowLink } from '../../ui/row-link';
import {
  approverTotal,
  type DayDecision,
  isDeductionTyping,
  type LineDecision,
  type LineErrors,
} from './approval-lines';
import { DecisionRadios, ReasonField } from './decision-controls';
import { FieldWorkDialog } from './field-work-dialog';

interface ClaimDaysProps {
  expenseId: number;
  employeeId: number;
  days: TExpenseDayDetail[];
  decisionOf: (day: TExpenseDayDetail) => DayDecision;
  errors: Record<number, LineErrors>;
  expanded: ReadonlySet<number>;
  isBusy: boolean;
  onChange: (day: TExpenseDayDetail, decision: DayDecision) => void;
  onToggle: (day: TExpenseDayDetail) => void;
}

const FIELD_WORK = 'Field Work';

/** Spec section 9: towns shortened to 10 characters on a phone. */
const TOWN_LENGTH_MOBILE = 10;

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

type Shared = ClaimDaysProps & { onFieldWork: (date: string) => void };

function DateLink({ day, expenseId }: { day: TExpenseDayDetail; expenseId: number }) {
  const text = formatListDate(day.date);
  if (day.isHoliday) return <>{text}</>;
  return (
    <RowLink href={`/my-expense-details/${day.expenseDetailId}`} state={{ fromExpenseId: expenseId }}>
      {text}
    </RowLink>
  );
}

function ToggleButton({
  day,
  isOpen,
  onToggle,
}: {
  day: TExpenseDayDetail;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={isOpen}
      aria-controls={`day-${day.expenseDetailId}`}
      onClick={onToggle}
    >
      {isOpen ? 'Hide details' : 'Show details'}
      <span className="visually-hidden"> of {formatListDate(day.date)}</span>
    </button>
  );
}

function decisionControls(props: Shared, day: TExpenseDayDetail) {
  const subject = formatListDate(day.date);
  const common = {
    subject,
    decision: props.decisionOf(day),
    disabled: props.isBusy,
    onChange: (decision: LineDecision) => props.onChange(day, { ...props.decisionOf(day), ...decision }),
  };
  return {
    radios: <DecisionRadios name={`day-${day.expenseDetailId}-status`} {...common} />,
    remark: (
      <ReasonField
        id={`remark-${day.expenseDetailId}`}
        label="Remark"
        error={props.errors[day.expenseDetailId]?.reason}
        {...common}
      />
    ),
  };
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

/**
 * What the approved tour programme planned for the day (issue 42), and what the approver should look
 * at: the call report's flags (issue 27), its bills' (issue 37: a bill over its limit) and the plan's
 * (issue 42: 'Not as planned'), in the server's words. A flag explains, it never blocks.
 */
function DayFlags({ day }: { day: TExpenseDayDetail }) {
  const texts = [
    ...day.flags,
    ...day.billFlags.map((flag) => flag.text),
    ...day.planFlags.map((flag) => flag.text),
  ];
  return (
    <>
      {day.planned !== '' && <span className="claim-days__plan muted">Plan: {day.planned}</span>}
      {texts.length > 0 && (
        <ul className="call-flags" aria-label={`Flags of ${formatListDate(day.date)}`}>
          {texts.map((text) => (
            <li key={text} className="call-flag">
              {text}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DayMoney(props: Shared & { day: TExpenseDayDetail }) {
  const { day } = props;
  const decision = props.decisionOf(day);
  const subject = formatListDate(day.date);
  return (
    <div className="day-money">
      <dl className="line-card__facts">
        <div>
          <dt>Activity</dt>
          <dd>
            {/* A day with calls is a field-work day (issue 27), whatever its route says. */}
            {day.activity === FIELD_WORK || day.calls > 0 ? (
              <button
                type="button"
                className="link-button"
                aria-label={`Field Work, customers of ${subject}`}
                onClick={() => props.onFieldWork(day.date)}
              >
                Field Work
              </button>
            ) : (
              day.activity || '-'
            )}
            <span className="muted"> ({plural(day.calls, 'call', 'calls')})</span>
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{day.stationType || '-'}</dd>
        </div>
        <div>
          <dt>Fare</dt>
          <dd>{formatRupees(day.fare)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd>{day.distance} KM</dd>
        </div>
        <div>
          <dt>Allowance</dt>
          <dd>{formatRupees(day.allownace)}</dd>
        </div>
        <div>
          <dt>Total Submitted</dt>
          <dd>{formatRupees(day.totalSubmitted)}</dd>
        </div>
      </dl>
      <Field
        id={`deduction-${day.expenseDetailId}`}
        className="day-money__deduction"
        error={props.errors[day.expenseDetailId]?.deduction}
        label={
          <>
            Approver Deduction<span className="visually-hidden"> for {subject}</span>
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            className="input"
            inputMode="decimal"
            autoComplete="off"
            value={decision.deduction}
            disabled={props.isBusy || day.totalSubmitted === 0}
            onChange={(event) => {
              if (isDeductionTyping(event.target.value)) {
                props.onChange(day, { ...decision, deduction: event.target.value });
              }
            }}
          />
        )}
      </Field>
      <p className="day-money__total">
        Approver Total <strong>{formatRupees(approverTotal(day, decision))}</strong>
      </p>
      <ApprovalHistory entries={day.history} subject={subject} />
    </div>
  );
}
