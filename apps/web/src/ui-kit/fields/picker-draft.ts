import { type Ref, useEffect, useRef, useState } from 'react';

/** What the form keeps while the typed value is incomplete or impossible: the schema calls it invalid. */
export const unfinishedDay = 'unfinished';

/** What the form gives a picker field: its text value and the usual field wiring. */
export interface PickerFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
  /** A hint under the field while it has no error. */
  helper?: string;
}

/**
 * The picker keeps its own Date while the user types, so half-typed sections are not wiped by
 * the form's text; the form hears '' (cleared), `unfinishedDay` or the finished value.
 */
export function usePickerDraft(
  value: string,
  onChange: (value: string) => void,
  toDate: (value: string) => Date | null,
  toValue: (date: Date) => string,
) {
  const [draft, setDraft] = useState<Date | null>(() => toDate(value));
  const reported = useRef(value);

  useEffect(() => {
    // A change from outside (a reset): show it.
    if (value !== reported.current) {
      reported.current = value;
      setDraft(toDate(value));
    }
  }, [value, toDate]);

  const change = (date: Date | null) => {
    setDraft(date);
    const next = date === null ? '' : Number.isNaN(date.getTime()) ? unfinishedDay : toValue(date);
    reported.current = next;
    onChange(next);
  };
  return { draft, change };
}

/** The text field around a picker: clearable, with the field's error under it. */
export function pickerSlotProps({ required, error, helper, onBlur }: PickerFieldProps) {
  return {
    field: { clearable: true },
    textField: { required, error: Boolean(error), helperText: error ?? helper, fullWidth: true, onBlur },
  };
}
