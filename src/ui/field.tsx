// One form field: its label, its control and its error, wired for screen readers in one place.
import type { ReactNode, Ref } from 'react';

/** What the control inside a Field must carry so the label and the error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  /** The message under the field; none when the field is fine. */
  error?: string | undefined;
  /** A remark about the value under the field (e.g. that it was read from a photo), read with it. */
  note?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ id, label, error, note, className, children }: FieldProps) {
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [note && noteId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {note && (
        <span id={noteId} className="field__note">
          {note}
        </span>
      )}
      {error && (
        <span id={errorId} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ('' as its value), e.g. 'Please Select'; none when a value is always chosen. */
  placeholder?: string;
  /** A remark about the value under the field, read with it (see Field). */
  note?: string | undefined;
  isDisabled?: boolean;
  /** For a dialog that puts the focus on this field first. */
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down: a Field around a select of plain options. */
export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  options,
  placeholder,
  note,
  isDisabled,
  ref,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} note={note}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          className="select"
          value={value}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
