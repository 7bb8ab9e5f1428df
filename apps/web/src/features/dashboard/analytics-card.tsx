import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FenceRounded from '@mui/icons-material/FenceRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LocalGasStationRounded from '@mui/icons-material/LocalGasStationRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import SpeedRounded from '@mui/icons-material/SpeedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { RouteLanguage } from '@navgan/domain/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../lib/paths';
import { SectionCard } from './section-card';

const topics = [
  { key: 'dashboard.analyticsUtilization', Icon: AccessTimeRounded },
  { key: 'dashboard.analyticsCosts', Icon: PaymentsRounded },
  { key: 'dashboard.analyticsFuel', Icon: LocalGasStationRounded },
  { key: 'dashboard.analyticsBehaviour', Icon: SpeedRounded },
  { key: 'dashboard.analyticsFences', Icon: FenceRounded },
] as const;

/** The analytics block: what the statistics dashboard holds, and the way to it (`reporting`). */
export function AnalyticsCard({ lang }: { lang: RouteLanguage }) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  return (
    <SectionCard
      testId="dashboard-analytics"
      title={t('dashboard.analyticsTitle')}
      icon={<InsightsRounded fontSize="small" />}
      action={
        <Button
          component={Link}
          to={getHref(lang, 'reporting')}
          size="small"
          endIcon={<ArrowForwardRounded sx={{ transform: rtl ? 'scaleX(-1)' : 'none' }} />}
        >
          {t('dashboard.openAnalytics')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dashboard.analyticsBody')}
      </Typography>
      <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {topics.map(({ key, Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                p: 1.5,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                height: '100%',
              }}
            >
              <Icon fontSize="small" color="primary" aria-hidden />
              <Typography variant="body2">{t(key)}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </SectionCard>
  );
}
