import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../lib/api/api-error';
import { type ResourceRoute, resourceRouteIds } from '../lib/define-resource';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { pageTitleKey } from '../lib/paths';
import { resourceHref } from '../lib/resource/resource-href';
import { useResourceRecord } from '../lib/resource/resource-queries';
import { EmptyState } from './empty-state';
import { LoadFailedAlert } from './load-failed-alert';

interface RecordLoaderProps<R> {
  api: string;
  route: ResourceRoute;
  mode: 'add' | 'edit' | 'view';
  /** What shows while the record loads; a generic form outline by default. */
  skeleton?: ReactNode;
  children(record: R | undefined): ReactNode;
}

/**
 * The record of an edit or view screen that draws its own form (a map, rows): a skeleton while it
 * loads, the not-found state for a 404, a retry on other failures, then the screen.
 */
export function RecordLoader<R>({ api, route, mode, skeleton, children }: RecordLoaderProps<R>) {
  const { t } = useTranslation();
  const lang = routeLanguageFor(useLocale());
  const { id } = useParams();
  const record = useResourceRecord<R>(api, mode === 'add' ? undefined : id);
  if (mode === 'add') return children(undefined);
  if (record.isPending) {
    if (skeleton) return skeleton;
    return (
      <Box aria-busy="true" aria-label={t('app.loading')} data-testid="record-skeleton">
        <Skeleton variant="text" width="35%" height={44} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={180} sx={{ mb: 2.5 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (record.isError) {
    if (isApiError(record.error) && record.error.status === 404) {
      const listTitle = t(pageTitleKey(resourceRouteIds(route).list));
      return (
        <Paper variant="outlined">
          <EmptyState
            testId="record-not-found"
            icon={<SearchOffRounded />}
            title={t('resource.notFoundTitle')}
            body={t('resource.notFoundBody')}
            actions={
              <Button component={Link} to={resourceHref(lang, route, 'list')} variant="contained">
                {t('resource.backToList', { page: listTitle })}
              </Button>
            }
          />
        </Paper>
      );
    }
    return <LoadFailedAlert onRetry={() => void record.refetch()} />;
  }
  return children(record.data);
}
