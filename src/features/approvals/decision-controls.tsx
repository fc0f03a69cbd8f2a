// The Approve/Reject radios and the reason of one line, shared by fare chart lines and expense days.
import { useText } from '../../lib/use-text';
import { Field } from '../../ui/field';
import { errorIn, type LineDecision, type LineErrors } from './approval-lines';
import { CLAIM_DETAILS_TEXTS as T } from './claim-details-texts';

export function DecisionRadios({
  name,
  subject,
  decision,
  disabled,
  onChange,
}: {
  name: string;
  /** Says which line the radios decide, for a screen reader: 'Nashik to Niphad'. */
  subject: string;
  decision: LineDecision;
  disabled?: boolean;
  onChange: (decision: LineDecision) => void;
}) {
  const t = useText();
  return (
    <fieldset className="decision">
      <legend className="visually-hidden">{t(T.statusFor({ subject }))}</legend>
      {(['A', 'R'] as const).map((status) => (
        <label key={status} className="decision__option">
          <input
            type="radio"
            name={name}
            value={status}
            checked={decision.status === status}
            disabled={disabled}
            onChange={() => onChange({ ...decision, status })}
          />
          {t(status === 'A' ? T.approve : T.reject)}
        </label>
      ))}
    </fieldset>
  );
}

export function ReasonField({
  id,
  label,
  subject,
  decision,
  error,
  disabled,
  onChange,
}: {
  id: string;
  /** The visible word: 'Reason' or 'Remark'. */
  label: string;
  subject: string;
  decision: LineDecision;
  error: LineErrors['reason'];
  disabled?: boolean;
  onChange: (decision: LineDecision) => void;
}) {
  const t = useText();
  return (
    <Field
      id={id}
      error={errorIn(t, error)}
      className="decision__reason"
      label={
        <>
          {label}
          <span className="visually-hidden"> {t(T.forSubject({ subject }))}</span>
        </>
      }
    >
      {(control) => (
        <textarea
          {...control}
          className="textarea"
          rows={1}
          maxLength={500}
          value={decision.reason}
          disabled={disabled}
          onChange={(event) => onChange({ ...decision, reason: event.target.value })}
        />
      )}
    </Field>
  );
}
