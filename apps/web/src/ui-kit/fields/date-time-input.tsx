import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { momentToPickerDate, pickerDateToMoment } from '../../lib/format/zoned-moment';
import { useLocale } from '../../lib/i18n/use-locale';
import { type PickerFieldProps, pickerSlotProps, unfinishedDay, usePickerDraft } from './picker-draft';
import { PickersProvider } from './pickers-provider';

function momentToDate(value: string): Date | null {
  return value === unfinishedDay ? null : momentToPickerDate(value);
}

const dateToMoment = (date: Date) => pickerDateToMoment(date);

/**
 * A moment field (an ISO instant): a date-time picker in the user's calendar (Jalali in fa), on
 * the company's clock whatever the browser's zone, 24 hours, saved to the minute.
 */
export function DateTimeInput(props: PickerFieldProps) {
  return (
    <PickersProvider>
      <MomentPicker {...props} />
    </PickersProvider>
  );
}

function MomentPicker(props: PickerFieldProps) {
  const locale = useLocale();
  const { draft, change } = usePickerDraft(props.value, props.onChange, momentToDate, dateToMoment);
  return (
    <DateTimePicker
      label={props.label}
      name={props.name}
      value={draft}
      inputRef={props.inputRef}
      ampm={false}
      // The day first, then the time (fa's sections are laid out right to left, so its format is mirrored).
      format={locale === 'fa' ? 'HH:mm yyyy/MM/dd' : 'dd/MM/yyyy HH:mm'}
      onChange={change}
      slotProps={pickerSlotProps(props)}
    />
  );
}
