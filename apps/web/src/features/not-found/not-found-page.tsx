import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeLanguageFor } from '../../lib/i18n/locale-route';
import { useLocale } from '../../lib/i18n/use-locale';
import { dashboardHref } from '../../lib/paths';

/** The catch-all page (spec section 2), shown inside the layout. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  return (
    <Box data-testid="not-found" sx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}>
      <Box sx={{ position: 'relative', display: 'inline-block', mb: 2 }} aria-hidden>
        <Typography
          component="span"
          sx={{
            fontSize: { xs: 96, sm: 140 },
            fontWeight: 800,
            lineHeight: 1,
            color: 'rgba(11,93,107,0.12)',
          }}
        >
          {t('notFound.code')}
        </Typography>
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <SearchOffRounded sx={{ fontSize: { xs: 52, sm: 68 }, color: 'primary.main' }} />
        </Box>
      </Box>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('notFound.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto', mb: 4 }}>
        {t('notFound.body')}
      </Typography>
      <Button component={Link} to={dashboardHref(lang)} variant="contained" size="large">
        {t('notFound.backToDashboard')}
      </Button>
    </Box>
  );
}
