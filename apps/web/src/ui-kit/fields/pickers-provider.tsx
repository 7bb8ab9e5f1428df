import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, faIR, trTR } from '@mui/x-date-pickers/locales';
import type { Locale } from '@navgan/domain/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { tr } from 'date-fns/locale/tr';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n/use-locale';
import { PersianJalaliAdapter } from './persian-jalali-adapter';

const pickerTexts = {
  fa: faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  tr: trTR.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Locale, unknown>;

/**
 * Date pickers in the user's calendar: Jalali months, Persian digits and right to left in fa
 * (date-fns-jalali); Gregorian with day/month/year order in en and tr, as the date formatter shows.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeText = useMemo(
    () => ({
      ...pickerTexts[locale],
      fieldYearPlaceholder: () => t('resource.yearPlaceholder'),
      fieldMonthPlaceholder: () => t('resource.monthPlaceholder'),
      fieldDayPlaceholder: () => t('resource.dayPlaceholder'),
    }),
    [locale, t],
  );
  if (locale === 'fa') {
    return (
      <LocalizationProvider
        dateAdapter={PersianJalaliAdapter}
        localeText={localeText}
        // Weekday initials ش ی د س چ پ ج, as Persian calendars head their columns.
        dateFormats={{ weekdayShort: 'EEEEE' }}
      >
        {children}
      </LocalizationProvider>
    );
  }
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={locale === 'tr' ? tr : enGB}
      localeText={localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
