// A date picker field: dd/MM/yyyy, chosen from a calendar only (no typing, no calendar keys).
import { useEffect, useRef } from 'react';
import { useLanguage, useText } from '../lib/use-text';
import { formatPickerDate } from '../pure/calendar';
import { Field } from './field';
import type { DateLimits, Picker } from './flatpickr-loader';
import { Icon } from './icons';
import { UI_TEXTS } from './ui-texts';

interface DateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or '' */
  value: string;
  onChange: (isoDate: string) => void;
  error?: string | undefined;
  note?: string | undefined;
  /** A calendar button beside the field that focuses it and opens the calendar. */
  hasCalendarButton?: boolean;
  isDisabled?: boolean;
  /** The first and last day the calendar offers ('YYYY-MM-DD'); open-ended when left out. */
  minDate?: string | undefined;
  maxDate?: string | undefined;
}

export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  note,
  hasCalendarButton,
  isDisabled,
  minDate,
  maxDate,
}: DateFieldProps) {
  const t = useText();
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const pickerRef = useRef<Picker | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A tap that comes before the calendar code has loaded (a slow phone) opens it once it is there.
  const isOpenWantedRef = useRef(false);
  const limitsRef = useRef<DateLimits>({ minDate, maxDate });
  limitsRef.current = { minDate, maxDate };
  const languageRef = useRef(language);
  languageRef.current = language;
  const valueRef = useRef(value);
  valueRef.current = value;

  useEffect(() => {
    let isCancelled = false;
    void import('./flatpickr-loader').then(async ({ createPicker, pickerLocale, setLanguage }) => {
      const createdIn = languageRef.current;
      const locale = await pickerLocale(createdIn);
      if (isCancelled || !inputRef.current) return;
      pickerRef.current = createPicker(
        inputRef.current,
        (isoDate) => onChangeRef.current(isoDate),
        limitsRef.current,
        locale,
      );
      // A value given while the calendar's code and names loaded (a bill read from its photo) never
      // reached the input, which React leaves alone after its first render: the calendar takes it now.
      const shown = valueRef.current ? formatPickerDate(valueRef.current) : '';
      if (shown && pickerRef.current.input.value !== shown) pickerRef.current.setDate(shown, false, 'd/m/Y');
      // A switch while the names loaded: the calendar follows it.
      if (languageRef.current !== createdIn) void setLanguage(pickerRef.current, languageRef.current);
      if (isOpenWantedRef.current) pickerRef.current.open();
    });
    return () => {
      isCancelled = true;
      pickerRef.current?.destroy();
      pickerRef.current = null;
    };
  }, []);

  // The calendar's month and weekday names follow the language, from the first opening on.
  useEffect(() => {
    void import('./flatpickr-loader').then(({ setLanguage }) => {
      if (pickerRef.current) void setLanguage(pickerRef.current, language);
    });
  }, [language]);

  useEffect(() => {
    if (pickerRef.current)
      void import('./flatpickr-loader').then(({ setLimits }) => {
        if (pickerRef.current) setLimits(pickerRef.current, { minDate, maxDate });
      });
  }, [minDate, maxDate]);

  useEffect(() => {
    // Keeps the calendar's selection in step with a value restored from a draft or a bill.
    const picker = pickerRef.current;
    const shown = value ? formatPickerDate(value) : '';
    if (!picker || picker.input.value === shown) return;
    if (value) picker.setDate(shown, false, 'd/m/Y');
    else picker.clear(false);
  }, [value]);

  return (
    <Field id={id} label={label} error={error} note={note}>
      {(control) => (
        <span className="date-input">
          <input
            ref={inputRef}
            {...control}
            className="input"
            readOnly
            placeholder={t(UI_TEXTS.datePlaceholder)}
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
              aria-label={t(UI_TEXTS.clearField({ label }))}
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
              aria-label={t(UI_TEXTS.chooseField({ label }))}
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
