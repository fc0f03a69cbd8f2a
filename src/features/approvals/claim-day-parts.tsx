import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { formatListDate } from '../../pure/calendar';
import { formatRupees } from '../../pure/money';
import { plural } from '../../pure/plural';
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
import { ResubmittedRound } from './resubmitted-round';

export interface ClaimDaysProps {
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
export const TOWN_LENGTH_MOBILE = 10;

export type Shared = ClaimDaysProps & { onFieldWork: (date: string) => void };

export function DateLink({ day, expenseId }: { day: TExpenseDayDetail; expenseId: number }) {
  const text = formatListDate(day.date);
  if (day.isHoliday) return <>{text}</>;
  return (
    <RowLink href={`/my-expense-details/${day.expenseDetailId}`} state={{ fromExpenseId: expenseId }}>
      {text}
    </RowLink>
  );
}

export function ToggleButton({
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

export function decisionControls(props: Shared, day: TExpenseDayDetail) {
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

/**
 * What the approved tour programme planned for the day (issue 42), and what the approver should look
 * at: the call report's flags (issue 27), its bills' (issue 37: a bill over its limit) and the plan's
 * (issue 42: 'Not as planned'), in the server's words. A flag explains, it never blocks.
 */
export function DayFlags({ day }: { day: TExpenseDayDetail }) {
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

export function DayMoney(props: Shared & { day: TExpenseDayDetail }) {
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
      <ResubmittedRound day={day} />
      <ApprovalHistory entries={day.history} subject={subject} />
    </div>
  );
}
