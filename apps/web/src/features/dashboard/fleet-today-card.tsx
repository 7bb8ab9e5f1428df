import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TodaysReport } from '@navgan/domain/dashboard-stats';
import type { Locale } from '@navgan/domain/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format/date';
import { formatNumber } from '../../lib/format/number';
import { localizedTitle } from '../../lib/i18n/localized-title';
import { noValue } from '../../lib/resource/display-text';
import { PlateView } from '../../ui-kit/plate/plate-view';
import { PanelNotice, SectionCard } from './section-card';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center', minHeight: 32 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'end', fontWeight: 600, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

export interface FleetTodayCardProps {
  report: TodaysReport | undefined;
  loading: boolean;
  failed: boolean;
  locale: Locale;
}

/**
 * 'Fleet today' (spec section 2): the driver with the top speed (or 'no driver'), the vehicle
 * with its plate, the top speed and its time, and the mean speed of the day.
 */
export function FleetTodayCard({ report, loading, failed, locale }: FleetTodayCardProps) {
  const { t } = useTranslation();
  const speed = (value: number | null | undefined) =>
    value === null || value === undefined
      ? noValue
      : t('dashboard.speedKmh', { value: formatNumber(value, locale) });
  const top = report?.max_speed_company_vehicle ?? null;
  const driver = top?.driver ? `${top.driver.first_name} ${top.driver.last_name}`.trim() : '';

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack spacing={2} data-testid="fleet-today-loading">
        {[0, 1, 2, 3, 4].map((row) => (
          <Stack key={row} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Skeleton variant="text" width="35%" />
            <Skeleton variant="text" width="35%" />
          </Stack>
        ))}
      </Stack>
    );
  } else if (failed || !report) {
    body = (
      <PanelNotice icon={<CloudOffRounded />} text={t('dashboard.loadFailed')} testId="fleet-today-failed" />
    );
  } else if (!top) {
    body = (
      <PanelNotice
        icon={<DirectionsCarRounded />}
        text={t('dashboard.noMovementToday')}
        testId="fleet-today-empty"
      />
    );
  } else {
    const vehicleType = top.vehicle ? localizedTitle(top.vehicle, locale) : '';
    body = (
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        <Row label={t('dashboard.topSpeedDriver')} testId="fleet-today-driver">
          {driver || (
            <Typography component="span" color="text.secondary">
              {t('dashboard.noDriver')}
            </Typography>
          )}
        </Row>
        <Row label={t('dashboard.vehicle')} testId="fleet-today-vehicle">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Box component="span" sx={{ minWidth: 0 }}>
              {top.name || vehicleType}
            </Box>
            <PlateView plate={top.license_plate} />
          </Stack>
        </Row>
        <Row label={t('dashboard.maxSpeed')} testId="fleet-today-max-speed">
          {speed(report.max_speed)}
        </Row>
        <Row label={t('dashboard.maxSpeedTime')} testId="fleet-today-max-speed-time">
          {report.max_speed_datetime ? (
            <time dateTime={report.max_speed_datetime}>
              {formatDate(report.max_speed_datetime, locale, 'time')}
            </time>
          ) : (
            noValue
          )}
        </Row>
        <Row label={t('dashboard.meanSpeed')} testId="fleet-today-mean-speed">
          {speed(report.mean_speed)}
        </Row>
      </Stack>
    );
  }
  return (
    <SectionCard
      testId="dashboard-fleet-today"
      title={t('dashboard.fleetTodayTitle')}
      icon={<DirectionsCarRounded fontSize="small" />}
    >
      <Box aria-busy={loading}>{body}</Box>
    </SectionCard>
  );
}
