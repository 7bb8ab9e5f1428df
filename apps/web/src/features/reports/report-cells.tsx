import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale } from '@navgan/domain/locales';
import { textIn } from '@navgan/domain/messages/catalogue';
import { flaggedChoices, type ReportColumn } from '@navgan/domain/reports';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate, formatDay } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { catalogueOf } from '../../lib/i18n/i18n';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { getHref } from '../../lib/paths';
import { noValue } from '../../lib/resource/display-text';
import { PlateView } from '../../ui-kit/plate/plate-view';

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
      return <>{formatDate(String(value), locale, 'dateTime')}</>;
    case 'day':
      return <>{formatDay(String(value), locale)}</>;
    case 'duration':
      return <>{durationText(Number(value), locale)}</>;
    case 'number':
      return <>{formatNumber(Number(value), locale, { maximumFractionDigits: column.digits ?? 0 })}</>;
    case 'money':
      return <>{formatNumber(Number(value), locale)}</>;
    case 'event':
      return <>{textIn(catalogueOf(locale).messages.eventKinds, String(value)) ?? String(value)}</>;
    case 'flag':
      return <>{t(value ? 'reportFrame.yes' : 'reportFrame.no')}</>;
    case 'choice': {
      const key = `${column.key}.${String(value)}`;
      const text = textIn(catalogueOf(locale).messages.reportTable, key) ?? String(value);
      return flaggedChoices.has(key) ? (
        <Typography component="span" variant="body2" color="warning.dark" sx={{ fontWeight: 700 }}>
          {text}
        </Typography>
      ) : (
        text
      );
    }
    case 'playback': {
      // The vehicle's route of that Iran day, its playback starting where the episode began.
      const span = value as { company_vehicle_id: number; day: string; at: string };
      const href = getHref(
        routeLanguageFor(locale),
        'reportsRoutingView',
        { id: span.company_vehicle_id },
        { day: span.day, at: span.at },
      );
      return (
        <Button
          component={Link}
          to={href}
          size="small"
          startIcon={<PlayCircleOutlined />}
          data-testid="report-playback"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('reportFrame.play')}
        </Button>
      );
    }
    default:
      return <>{localizeDigits(String(value), locale)}</>;
  }
}
