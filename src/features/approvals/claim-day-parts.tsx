// The parts of a claim's day row: its date link, flags with their reasons and the suggested
// deduction (issue 38), the decision controls, and the expanded money with the deduction.
import type { TExpenseDayDetail } from '../../contract/expense-approvals';
import { useLanguage, useText } from '../../lib/use-text';
import { formatListDateIn } from '../../pure/calendar-texts';
import { formatRupees } from '../../pure/money';
import { DayMoneyLines, judgedLabel, MoneyLine, type PreviousLevel } from '../../shared/day-money';
import { DAY_MONEY_TEXTS } from '../../shared/day-money-texts';
import { ApprovalHistory } from '../../ui/approval-history';
import { Field } from '../../ui/field';
import { RowLink } from '../../ui/row-link';
import {
  approverTotal,
  type DayDecision,
  errorIn,
  isDeductionTyping,
  type LineDecision,
  type LineErrors,
} from './approval-lines';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';
import { dayFlags, suggestedDeduction } from './claim-flags';
import { CLAIM_LIST_TEXTS } from './claim-list-texts';
import { DecisionRadios, ReasonField } from './decision-controls';
import { ResubmittedRound } from './resubmitted-round';

export interface ClaimDaysProps {
  expenseId: number;
  employeeId: number;
  days: TExpenseDayDetail[];
  previousLevel: PreviousLevel | undefined;
  decisionOf: (day: TExpenseDayDetail) => DayDecision;
  errors: Record<number, LineErrors>;
  expanded: ReadonlySet<number>;
  isBusy: boolean;
  onChange: (day: TExpenseDayDetail, decision: DayDecision) => void;
  onToggle: (day: TExpenseDayDetail) => void;
  /** Fills the day's deduction with its policy excess and shows it; the approver still saves. */
  onApplySuggested: (day: TExpenseDayDetail) => void;
}

const FIELD_WORK = 'Field Work';

/** Spec section 9: towns shortened to 10 characters on a phone. */
export const TOWN_LENGTH_MOBILE = 10;

export type Shared = ClaimDaysProps & { onFieldWork: (date: string) => void };

/** The day's date in the reader's language. */
export function useDayDate(day: TExpenseDayDetail): string {
  return formatListDateIn(day.date, useLanguage());
}

export function DateLink({ day, expenseId }: { day: TExpenseDayDetail; expenseId: number }) {
  const text = useDayDate(day);
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
  const t = useText();
  const date = useDayDate(day);
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={isOpen}
      aria-controls={`day-${day.expenseDetailId}`}
      onClick={onToggle}
    >
      {t(isOpen ? T.hideDetails : T.showDetails)}
      <span className="visually-hidden"> {t(T.ofDate({ date }))}</span>
    </button>
  );
}

export function DecisionControls({
  props,
  day,
  part,
}: {
  props: Shared;
  day: TExpenseDayDetail;
  part: 'radios' | 'remark';
}) {
  const t = useText();
  const subject = useDayDate(day);
  const common = {
    subject,
    decision: props.decisionOf(day),
    disabled: props.isBusy,
    onChange: (decision: LineDecision) => props.onChange(day, { ...props.decisionOf(day), ...decision }),
  };
  if (part === 'radios') return <DecisionRadios name={`day-${day.expenseDetailId}-status`} {...common} />;
  return (
    <ReasonField
      id={`remark-${day.expenseDetailId}`}
      label={t(T.remark)}
      error={props.errors[day.expenseDetailId]?.reason}
      {...common}
    />
  );
}

/**
 * What the approved tour programme planned for the day (issue 42), and each flag with its kind and
 * its reason in words (issue 38): the call report's, the plan's and the bills'. A policy excess
 * offers its deduction with one press. A flag explains, it never blocks.
 */
export function DayFlags({ day, props }: { day: TExpenseDayDetail; props?: Shared }) {
  const t = useText();
  const date = useDayDate(day);
  const flags = dayFlags(day);
  const suggested = suggestedDeduction(day);
  return (
    <>
      {day.planned !== '' && (
        <span className="claim-days__plan muted">{t(T.planned({ planned: day.planned }))}</span>
      )}
      {flags.length > 0 && (
        <ul className="call-flags" aria-label={t(T.flagsOf({ date }))}>
          {flags.map((flag) => (
            <li
              key={`${flag.kind} ${typeof flag.text === 'string' ? flag.text : flag.text.key}`}
              className="call-flag"
              data-kind={flag.kind}
            >
              {t(T.flag({ kind: t(CLAIM_LIST_TEXTS[flag.kind]), reason: t(flag.text) }))}
            </li>
          ))}
        </ul>
      )}
      {props && suggested > 0 && !day.isHoliday && (
        <button
          type="button"
          className="button button--secondary button--small claim-days__suggest"
          disabled={props.isBusy}
          onClick={() => props.onApplySuggested(day)}
        >
          {t(T.applySuggested)}
          <span className="visually-hidden">
            {' '}
            {t(T.applySuggestedOf({ amount: formatRupees(suggested), date }))}
          </span>
        </button>
      )}
    </>
  );
}

export function DayMoney(props: Shared & { day: TExpenseDayDetail }) {
  const t = useText();
  const { day } = props;
  const decision = props.decisionOf(day);
  const date = useDayDate(day);
  return (
    <div className="day-money">
      <dl className="line-card__facts">
        <div>
          <dt>{t(T.activity)}</dt>
          <dd>
            {/* A day with calls is a field-work day (issue 27), whatever its route says. */}
            {day.activity === FIELD_WORK || day.calls > 0 ? (
              <button
                type="button"
                className="link-button"
                aria-label={t(T.fieldWorkOf({ date }))}
                onClick={() => props.onFieldWork(day.date)}
              >
                {t(T.fieldWork)}
              </button>
            ) : (
              <span translate="no">{day.activity || '-'}</span>
            )}
            <span className="muted"> {t(T.calls({ count: day.calls }))}</span>
          </dd>
        </div>
        <div>
          <dt>{t(T.category)}</dt>
          <dd translate="no">{day.stationType || '-'}</dd>
        </div>
        <div>
          <dt>{t(T.distance)}</dt>
          <dd>{t(T.distanceKm({ distance: day.distance }))}</dd>
        </div>
      </dl>
      <DayMoneyLines
        money={{ fare: day.fare, allowance: day.allownace, bills: day.bills ?? 0, sundry: day.sundry }}
      />
      <dl className="money-lines">
        <MoneyLine term={t(DAY_MONEY_TEXTS.claimed)} value={day.claimedTotal} />
        {props.previousLevel && (
          <MoneyLine term={judgedLabel(t, props.previousLevel)} value={day.totalSubmitted} />
        )}
      </dl>
      <Field
        id={`deduction-${day.expenseDetailId}`}
        className="day-money__deduction"
        error={errorIn(t, props.errors[day.expenseDetailId]?.deduction)}
        label={
          <>
            {t(T.yourDeduction)}
            <span className="visually-hidden"> {t(T.forDate({ date }))}</span>
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
        {t(DAY_MONEY_TEXTS.yourApproval)} <strong>{formatRupees(approverTotal(day, decision))}</strong>
      </p>
      <ResubmittedRound day={day} />
      <ApprovalHistory entries={day.history} subject={date} />
    </div>
  );
}
