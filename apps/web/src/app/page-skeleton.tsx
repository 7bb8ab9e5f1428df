import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page's code loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('app.loading')} sx={{ py: 2 }}>
      <Skeleton variant="text" width="30%" height={44} />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rounded" height={220} sx={{ mt: 3 }} />
    </Box>
  );
}
