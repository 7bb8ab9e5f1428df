import LockPersonRounded from '@mui/icons-material/LockPersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { dashboardHref } from '../../lib/paths';

/** Shown instead of a screen the user's policies do not allow (the address was typed or shared). */
export function NoAccessPage() {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  return (
    <Box data-testid="no-access" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 120,
          height: 120,
          borderRadius: '50%',
          bgcolor: 'rgba(11,93,107,0.08)',
          mb: 3,
        }}
      >
        <LockPersonRounded sx={{ fontSize: 64, color: 'primary.main' }} />
      </Box>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('access.noAccessHeading')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 4 }}>
        {t('access.noAccessBody')}
      </Typography>
      <Button component={Link} to={dashboardHref(lang)} variant="contained" size="large">
        {t('notFound.backToDashboard')}
      </Button>
    </Box>
  );
}
