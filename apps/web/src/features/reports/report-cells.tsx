import Stack from '@mui/material/Stack';
import type { Locale } from '@navgan/domain/locales';
import { eventKindLabels, type ReportColumn } from '@navgan/domain/reports';
import type { TFunction } from 'i18next';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { noValue } from '../../lib/resource/display-text';
import { PlateView } from '../resources/plate/plate-view';

/** Seconds as h:mm (hours not wrapped at 24), in the locale's digits. */
export function durationText(seconds: number, locale: Locale): string {
  const minutes = Math.round(seconds / 60);
  const text = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  return localizeDigits(text, locale);
}

/** One report cell as the locale shows it: Jalali dates and Persian digits in fa. */
export function ReportCell({
  column,
  value,
  locale,
  t,
}: {
  column: ReportColumn;
  value: unknown;
  locale: Locale;
  t: TFunction;
}) {
  if (value === null || value === undefined) return <>{noValue}</>;
  switch (column.kind) {
    case 'vehicle': {
      const vehicle = value as { name: string; license_plate: string };
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
          <span>{vehicle.name}</span>
          <PlateView plate={vehicle.license_plate} />
        </Stack>
      );
    }
    case 'driver': {
      const driver = value as { first_name: string; last_name: string };
      return <>{`${driver.first_name} ${driver.last_name}`}</>;
    }
    case 'instant':
      return <>{formatDate(String(value), locale, 'dateTime', 'Asia/Tehran')}</>;
    case 'day':
      return <>{formatDay(String(value), locale)}</>;
    case 'duration':
      return <>{durationText(Number(value), locale)}</>;
    case 'number':
      return <>{formatNumber(Number(value), locale, { maximumFractionDigits: column.digits ?? 0 })}</>;
    case 'money':
      return <>{formatNumber(Number(value), locale)}</>;
    case 'event':
      return <>{eventKindLabels[locale][String(value)] ?? String(value)}</>;
    case 'flag':
      return <>{t(value ? 'reportFrame.yes' : 'reportFrame.no')}</>;
    default:
      return <>{localizeDigits(String(value), locale)}</>;
  }
}
