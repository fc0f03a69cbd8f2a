// A labelled one-line input of an administration form (ui/field.tsx wires the label and error).
import { Field } from '../../ui/field';

export function TextField({
  id,
  label,
  value,
  onChange,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          className="input"
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
