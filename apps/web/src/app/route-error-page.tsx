import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last-resort page when rendering a route throws. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <div>
        <ErrorOutlineRounded sx={{ fontSize: 56, color: 'error.main', mb: 2 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {t('errors.unexpectedHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('errors.unexpectedBody')}
        </Typography>
        <Button variant="contained" onClick={() => globalThis.location.reload()}>
          {t('errors.reload')}
        </Button>
      </div>
    </Box>
  );
}
