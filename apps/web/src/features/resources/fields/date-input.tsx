import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type Ref, useEffect, useRef, useState } from 'react';
import { dateToIsoDay, isoDayToDate } from '../../../lib/format/day-value';
import { PickersProvider } from './pickers-provider';

/** What the form keeps while the typed day is incomplete or impossible: the schema calls it invalid. */
export const unfinishedDay = 'unfinished';

interface DateInputProps {
  name: string;
  label: string;
  /** ISO 'YYYY-MM-DD', '' or `unfinishedDay`. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
}

/**
 * A calendar-day field: a date picker in the user's calendar (Jalali in fa). This module carries
 * the pickers and date-fns, so forms load it only when they have a date field.
 */
export function DateInput(props: DateInputProps) {
  return (
    <PickersProvider>
      <DayPicker {...props} />
    </PickersProvider>
  );
}

/** Keeps its own Date while the user types, so half-typed sections are not wiped by the form's text. */
function DayPicker({ name, label, value, onChange, onBlur, inputRef, required, error }: DateInputProps) {
  const [draft, setDraft] = useState<Date | null>(() => isoDayToDate(value));
  const reported = useRef(value);

  useEffect(() => {
    // A change from outside (a reset): show it.
    if (value !== reported.current) {
      reported.current = value;
      setDraft(isoDayToDate(value));
    }
  }, [value]);

  return (
    <DatePicker
      label={label}
      name={name}
      value={draft}
      inputRef={inputRef}
      onChange={(date) => {
        setDraft(date);
        const next = date === null ? '' : Number.isNaN(date.getTime()) ? unfinishedDay : dateToIsoDay(date);
        reported.current = next;
        onChange(next);
      }}
      slotProps={{
        field: { clearable: true },
        textField: { required, error: Boolean(error), helperText: error, fullWidth: true, onBlur },
      }}
    />
  );
}
