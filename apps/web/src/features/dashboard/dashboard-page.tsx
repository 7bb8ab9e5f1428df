import DirectionsCarRounded from '@mui/icons-material/DirectionsCarRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PieChartRounded from '@mui/icons-material/PieChartRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../app/paths';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';

function SectionCard({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        avatar={
          <Box
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(11,93,107,0.08)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
        }
        title={title}
        action={action}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const fleetTodayRows = ['topSpeedDriver', 'vehicle', 'maxSpeed', 'maxSpeedTime', 'meanSpeed'] as const;
const pies = ['pieRealtime', 'pieDrivers', 'pieOwnership', 'pieVehicles'] as const;

/**
 * The dashboard's frame (spec section 2): analytics block, 'fleet today' and four pie summaries.
 * Until live tracking lands the slots show skeletons and say so; no made-up figures.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h3" component="h1">
          {t('dashboard.heading')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
      </Box>
      <Alert
        severity="info"
        variant="outlined"
        role="note"
        icon={<SensorsRounded />}
        sx={{ bgcolor: 'background.paper' }}
      >
        {t('dashboard.awaitingData')}
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard
            testId="dashboard-analytics"
            title={t('dashboard.analyticsTitle')}
            icon={<InsightsRounded fontSize="small" />}
            action={
              <Button component={Link} to={getHref(lang, 'reporting')} size="small">
                {t('dashboard.openAnalytics')}
              </Button>
            }
          >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('dashboard.analyticsBody')}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              {[0, 1, 2].map((slot) => (
                <Grid key={slot} size={4}>
                  <Skeleton variant="rounded" height={72} animation={false} />
                </Grid>
              ))}
            </Grid>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-end', height: 160 }} aria-hidden>
              {[45, 70, 55, 85, 60, 75, 50, 90, 65, 80, 58, 72].map((height, index) => (
                <Skeleton
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static decorative row
                  key={index}
                  variant="rounded"
                  animation="wave"
                  sx={{ flex: 1, height: `${height}%` }}
                />
              ))}
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard
            testId="dashboard-fleet-today"
            title={t('dashboard.fleetTodayTitle')}
            icon={<DirectionsCarRounded fontSize="small" />}
          >
            <Stack component="dl" spacing={2} sx={{ m: 0 }}>
              {fleetTodayRows.map((row) => (
                <Box
                  key={row}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, alignItems: 'center' }}
                >
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`dashboard.${row}`)}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, flex: '0 0 40%' }}>
                    <Skeleton variant="text" animation="wave" />
                  </Box>
                </Box>
              ))}
            </Stack>
          </SectionCard>
        </Grid>
        {pies.map((pie) => (
          <Grid key={pie} size={{ xs: 12, sm: 6, lg: 3 }}>
            <SectionCard
              testId={`dashboard-${pie}`}
              title={t(`dashboard.${pie}`)}
              icon={<PieChartRounded fontSize="small" />}
            >
              <Stack spacing={2} sx={{ alignItems: 'center', py: 1 }}>
                <Skeleton variant="circular" width={132} height={132} animation="wave" />
                <Stack direction="row" spacing={1} sx={{ width: '100%', justifyContent: 'center' }}>
                  <Skeleton variant="text" width="30%" />
                  <Skeleton variant="text" width="30%" />
                </Stack>
              </Stack>
            </SectionCard>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
