import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dateToIsoDay, isoDayToDate } from '../../lib/format/day-value';
import { type PickerFieldProps, pickerSlotProps, usePickerDraft } from './picker-draft';
import { PickersProvider } from './pickers-provider';

/**
 * A calendar-day field ('YYYY-MM-DD'): a date picker in the user's calendar (Jalali in fa). This
 * module carries the pickers and date-fns, so forms load it only when they have a date field.
 */
export function DateInput(props: PickerFieldProps) {
  return (
    <PickersProvider>
      <DayPicker {...props} />
    </PickersProvider>
  );
}

function DayPicker(props: PickerFieldProps) {
  const { draft, change } = usePickerDraft(props.value, props.onChange, isoDayToDate, dateToIsoDay);
  return (
    <DatePicker
      label={props.label}
      name={props.name}
      value={draft}
      inputRef={props.inputRef}
      onChange={change}
      slotProps={pickerSlotProps(props)}
    />
  );
}
