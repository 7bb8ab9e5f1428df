import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { toLatinDigits, toPersianDigits } from '@navgan/domain/digits';

/**
 * The Jalali adapter with Persian digits in the field and the calendar. date-fns-jalali formats
 * with Latin digits; the pickers take their digits from the adapter's formatting (and convert
 * typed digits with them), so formatting gives Persian digits and parsing accepts them again.
 */
export class PersianJalaliAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format));
    this.parse = (value, format) => parse(toLatinDigits(value), format);
    // The pickers detect a four-digit year by a leading Latin '0'; with Persian digits the year
    // section needs its length stated.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}
