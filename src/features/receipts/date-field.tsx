// A date picker field: dd/MM/yyyy, chosen from a calendar only (no typing, no calendar keys).
import { useEffect, useRef } from 'react';
import { formatPickerDate } from '../../lib/format';
import { Field } from '../../ui/field';
import { Icon } from '../../ui/icons';
import type { Picker } from './flatpickr-loader';

interface DateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (isoDate: string) => void;
  error?: string | undefined;
  /** A calendar button beside the field that focuses it and opens the calendar. */
  hasCalendarButton?: boolean;
  isDisabled?: boolean;
}

export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  hasCalendarButton,
  isDisabled,
}: DateFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<Picker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A tap that comes before the calendar code has loaded (a slow phone) opens it once it is there.
  const isOpenWantedRef = useRef(false);

  useEffect(() => {
    let isCancelled = false;
    void import('./flatpickr-loader').then(({ createPicker }) => {
      if (isCancelled || !inputRef.current) return;
      pickerRef.current = createPicker(inputRef.current, (isoDate) => onChangeRef.current(isoDate));
      if (isOpenWantedRef.current) pickerRef.current.open();
    });
    return () => {
      isCancelled = true;
      pickerRef.current?.destroy();
      pickerRef.current = null;
    };
  }, []);

  useEffect(() => {
    // Keeps the calendar's selection in step with a value restored from a draft or a bill.
    const picker = pickerRef.current;
    const shown = value ? formatPickerDate(value) : '';
    if (!picker || picker.input.value === shown) return;
    if (value) picker.setDate(shown, false, 'd/m/Y');
    else picker.clear(false);
  }, [value]);

  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <span className="date-input">
          <input
            ref={inputRef}
            {...control}
            className="input"
            readOnly
            placeholder="dd/mm/yyyy"
            defaultValue={value ? formatPickerDate(value) : ''}
            disabled={isDisabled}
            onClick={() => {
              if (!pickerRef.current) isOpenWantedRef.current = true;
            }}
          />
          {value && !isDisabled && (
            <button
              type="button"
              className="icon-button date-input__clear"
              aria-label={`Clear ${label}`}
              onClick={() => {
                pickerRef.current?.clear();
                onChange('');
              }}
            >
              <Icon name="close" size={18} />
            </button>
          )}
          {hasCalendarButton && (
            <button
              type="button"
              className="icon-button"
              aria-label={`Choose ${label}`}
              disabled={isDisabled}
              onClick={() => {
                inputRef.current?.focus();
                if (pickerRef.current) pickerRef.current.open();
                else isOpenWantedRef.current = true;
              }}
            >
              <Icon name="calendar" size={20} />
            </button>
          )}
        </span>
      )}
    </Field>
  );
}
