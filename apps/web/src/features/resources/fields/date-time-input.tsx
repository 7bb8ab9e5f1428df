import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../../lib/i18n/use-locale';
import { unfinishedDay } from './date-input';
import { PickersProvider } from './pickers-provider';

interface DateTimeInputProps {
  name: string;
  label: string;
  /** An ISO moment ('2025-05-10T05:00:00.000Z'), '' or `unfinishedDay`. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
  required: boolean;
  error?: string;
}

function momentToDate(value: string): Date | null {
  if (!value || value === unfinishedDay) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment field: a date-time picker in the user's calendar (Jalali in fa), local time, 24 hours. */
export function DateTimeInput(props: DateTimeInputProps) {
  return (
    <PickersProvider>
      <MomentPicker {...props} />
    </PickersProvider>
  );
}

function MomentPicker({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  error,
}: DateTimeInputProps) {
  const locale = useLocale();
  const [draft, setDraft] = useState<Date | null>(() => momentToDate(value));
  const reported = useRef(value);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setDraft(momentToDate(value));
    }
  }, [value]);

  return (
    <DateTimePicker
      label={label}
      name={name}
      value={draft}
      inputRef={inputRef}
      ampm={false}
      // The day first, then the time (fa's sections are laid out right to left, so its format is mirrored).
      format={locale === 'fa' ? 'HH:mm yyyy/MM/dd' : 'dd/MM/yyyy HH:mm'}
      onChange={(date) => {
        setDraft(date);
        const next = date === null ? '' : Number.isNaN(date.getTime()) ? unfinishedDay : date.toISOString();
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
