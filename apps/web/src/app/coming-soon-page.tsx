import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { dashboardHref, getHref, pageTitleKey, parentOf, routes } from '../lib/paths';
import { sectionIcons } from './layout/section-icons';
import { useCurrentRouteId } from './use-current-route-id';

/** Stands in for every screen of the route table that isn't built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  const rtl = useTheme().direction === 'rtl';
  const routeId = useCurrentRouteId() ?? 'dashboard';
  const Icon = sectionIcons[routes[routeId].section];
  const parent = parentOf(routeId);
  const BackIcon = rtl ? ArrowForwardRounded : ArrowBackRounded;

  return (
    <Paper
      variant="outlined"
      data-testid="coming-soon"
      sx={{
        px: { xs: 3, sm: 6 },
        py: { xs: 5, sm: 8 },
        textAlign: 'center',
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      <Box sx={{ position: 'relative', width: 148, height: 148, mx: 'auto', mb: 4 }} aria-hidden>
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            background: 'radial-gradient(circle at 30% 30%, rgba(18,128,143,0.20), rgba(11,93,107,0.06) 70%)',
          }}
        />
        <Box
          sx={{
            position: 'absolute',
            inset: 22,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            border: 2,
            borderColor: 'rgba(11,93,107,0.18)',
            borderStyle: 'dashed',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Icon sx={{ fontSize: 52, color: 'primary.main' }} />
        </Box>
        <Box
          sx={{
            position: 'absolute',
            insetInlineEnd: 6,
            bottom: 10,
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            color: 'common.white',
            display: 'grid',
            placeItems: 'center',
            boxShadow: 3,
          }}
        >
          <ConstructionRounded fontSize="small" />
        </Box>
      </Box>
      <Chip label={t('placeholder.badge')} color="secondary" variant="outlined" size="small" sx={{ mb: 2 }} />
      <Typography variant="h3" component="h1" gutterBottom>
        {t(pageTitleKey(routeId))}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 4 }}>
        {t('placeholder.body')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {parent ? (
          <Button
            component={Link}
            to={getHref(lang, parent as 'dashboard')}
            variant="outlined"
            startIcon={<BackIcon />}
          >
            {t('placeholder.backToParent', { page: t(pageTitleKey(parent)) })}
          </Button>
        ) : null}
        <Button
          component={Link}
          to={dashboardHref(lang)}
          variant="contained"
          startIcon={parent ? undefined : <BackIcon />}
        >
          {t('placeholder.backToDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
