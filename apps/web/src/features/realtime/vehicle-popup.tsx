import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import RouteRounded from '@mui/icons-material/RouteRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { temperatureNoSensor } from '@navgan/domain/constants';
import type { LiveFeature } from '@navgan/domain/live-feature';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ltrIsolate } from '../../lib/format/bidi';
import { formatDate } from '../../lib/format/date';
import { formatNumber, localizeDigits } from '../../lib/format/number';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { localizedTitle } from '../../lib/i18n/localized-title';
import { useLocale } from '../../lib/i18n/use-locale';
import { getHref } from '../../lib/paths';
import { noValue } from '../../lib/resource/display-text';
import { PlateView } from '../../ui-kit/plate/plate-view';
import { statusColors } from './status-colors';

/** Directions to a point in the user's external map (Google Maps opens the installed app on phones). */
export function directionsUrl([lng, lat]: [number, number]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography component="div" variant="caption" color="text.secondary" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography component="div" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Every field of the spec's vehicle popup (section 2), in the page's language and direction. */
export function VehiclePopup({ feature }: { feature: LiveFeature }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const p = feature.properties;
  const percent = (value: number) => formatNumber(value / 100, locale, { style: 'percent' });
  const fuel =
    p.fuel === null
      ? noValue
      : p.fuel_unit === '%'
        ? percent(p.fuel)
        : p.fuel_unit === 'l'
          ? `${formatNumber(p.fuel, locale)} ${t('realtime.litres')}`
          : formatNumber(p.fuel, locale);
  const temperature = !p.is_cold_chain
    ? null
    : p.temperature === null || p.temperature === temperatureNoSensor
      ? t('realtime.noConnection')
      : ltrIsolate(`${formatNumber(p.temperature, locale)} °C`);
  const ignition =
    p.ignition === null ? t('realtime.noConnection') : p.ignition ? t('realtime.on') : t('realtime.off');
  return (
    <Box data-testid="vehicle-popup" sx={{ width: 300 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {p.name}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: statusColors[p.traffic_status] }}
            />
            <Typography variant="caption" color="text.secondary">
              {t(`realtime.status.${p.traffic_status}`)}
            </Typography>
          </Stack>
        </Box>
        <PlateView plate={p.license_plate} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 0.75 }}>
        <Row testId="popup-speed" label={t('realtime.speed')}>
          {`${formatNumber(p.speed, locale)} ${t('realtime.kmh')}`}
        </Row>
        <Row testId="popup-driver" label={t('realtime.driver')}>
          {p.driver ? `${p.driver.first_name} ${p.driver.last_name}` : t('realtime.noDriver')}
        </Row>
        {temperature !== null ? (
          <Row testId="popup-temperature" label={t('realtime.temperature')}>
            {temperature}
          </Row>
        ) : null}
        <Row testId="popup-fuel" label={t('realtime.fuel')}>
          {fuel}
        </Row>
        <Row testId="popup-humidity" label={t('realtime.humidity')}>
          {p.humidity === null ? noValue : percent(p.humidity)}
        </Row>
        <Row testId="popup-ignition" label={t('realtime.ignition')}>
          {ignition}
        </Row>
        <Row testId="popup-sim" label={t('realtime.sim')}>
          <span dir="ltr">
            {p.device?.sim_number ? localizeDigits(p.device.sim_number, locale) : noValue}
          </span>
        </Row>
        <Row testId="popup-time" label={t('realtime.time')}>
          {p.timestamp ? formatDate(p.timestamp, locale, 'dateTime') : noValue}
        </Row>
      </Box>
      {p.company_vehicle_tags.length > 0 ? (
        <Stack direction="row" data-testid="popup-tags" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
          {p.company_vehicle_tags.map((tag) => (
            <Chip key={tag.id} size="small" label={localizedTitle(tag, locale)} />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1, gap: 2 }}>
        {feature.geometry ? (
          <Link
            href={directionsUrl(feature.geometry.coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <OpenInNewRounded sx={{ fontSize: 16 }} />
            {t('realtime.directions')}
          </Link>
        ) : null}
        <Link
          component={RouterLink}
          to={getHref(routeLanguageFor(locale), 'reportsRealtimeRouting', { id: feature.id })}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <RouteRounded sx={{ fontSize: 16 }} />
          {t('realtime.follow')}
        </Link>
      </Stack>
    </Box>
  );
}
