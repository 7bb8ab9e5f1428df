import AddRounded from '@mui/icons-material/AddRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pageSize } from '@navgan/domain/constants';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useResourceAbilities } from '../lib/access/use-resource-abilities';
import { isApiError } from '../lib/api/api-error';
import { type ResourceDefinition, resourceRouteIds } from '../lib/define-resource';
import { formatNumber } from '../lib/format/number';
import { routeLanguageFor } from '../lib/i18n/locale-route';
import { useLocale } from '../lib/i18n/use-locale';
import { notifySuccess } from '../lib/notify/notifier';
import { pageTitleKey } from '../lib/paths';
import {
  isFiltered,
  type ListState,
  listSearchParams,
  pageCount,
  readListState,
  withFilter,
  withPage,
  withSearch,
} from '../lib/resource/list-state';
import { resourceHref } from '../lib/resource/resource-href';
import { useDeleteRecord, useResourceList } from '../lib/resource/resource-queries';
import { DeleteDialog } from './delete-dialog';
import { EmptyState } from './empty-state';
import { ExportButton } from './export-button';
import { ListPager } from './list-pager';
import { ListToolbar } from './list-toolbar';
import { LoadFailedAlert } from './load-failed-alert';
import { PageHeading } from './page-heading';
import { RecordTable } from './record-table';

/**
 * The list screen of a resource (spec section 2): 'new registration' to ./add, search and filters
 * and the page in the URL, ten rows a page, view / edit / delete on each row.
 */
export function ListPage<R extends { id: number }, S extends z.ZodObject>({
  resource,
}: {
  resource: ResourceDefinition<R, S>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lang = routeLanguageFor(locale);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const filters = resource.list.filters ?? [];
  const filterKey = filters.map((filter) => filter.param).join(',');
  const state = useMemo(
    () => readListState(params, filterKey ? filterKey.split(',') : []),
    [params, filterKey],
  );
  const may = useResourceAbilities(resource.route);
  const go = (next: ListState, replace = false) => setParams(listSearchParams(next), { replace });

  const list = useResourceList<R>(resource.api, state);
  const remove = useDeleteRecord(resource.api);
  const [doomed, setDoomed] = useState<R | null>(null);
  const data = list.data;
  const title = t(pageTitleKey(resourceRouteIds(resource.route).list));

  // A page past the end (the URL was edited, or rows were deleted elsewhere) answers 404.
  const pastTheEnd = isApiError(list.error) && list.error.status === 404 && state.page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new 404 should move the page
  useEffect(() => {
    if (pastTheEnd) go(withPage(state, 1), true);
  }, [pastTheEnd]);

  const confirmDelete = () => {
    if (!doomed) return;
    const name = resource.recordName(doomed, locale);
    const lastOnPage = data?.results.length === 1 && state.page > 1;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        notifySuccess(t('resource.deleted', { name }));
        if (lastOnPage) go(withPage(state, state.page - 1), true);
      },
      onSettled: () => setDoomed(null),
    });
  };

  const addButton = may.add ? (
    <Button
      component={Link}
      to={resourceHref(lang, resource.route, 'add')}
      variant="contained"
      startIcon={<AddRounded />}
    >
      {t('resource.newRegistration')}
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeading
        title={title}
        subtitle={
          data && data.count > 0
            ? t('resource.count', { count: data.count, value: formatNumber(data.count, locale) })
            : undefined
        }
        actions={addButton}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <ListToolbar
          search={
            resource.list.search
              ? {
                  value: state.search,
                  placeholder: resource.list.search,
                  onChange: (v) => go(withSearch(state, v), true),
                }
              : undefined
          }
          filters={filters}
          filterValues={state.filters}
          onFilterChange={(param, value) => go(withFilter(state, param, value))}
          actions={
            resource.list.export && may.export ? (
              <ExportButton
                path={resource.list.export.api}
                fileName={resource.list.export.fileName}
                state={state}
              />
            ) : undefined
          }
        />
        {list.isFetching && data ? (
          <LinearProgress sx={{ position: 'absolute', insetInline: 0, height: 2 }} aria-hidden />
        ) : null}
        {list.isError && !data && !pastTheEnd ? (
          <LoadFailedAlert sx={{ m: 2 }} onRetry={() => void list.refetch()} />
        ) : data && data.count === 0 ? (
          isFiltered(state) ? (
            <EmptyState
              testId="list-no-matches"
              icon={<SearchOffRounded />}
              title={t('resource.noMatchesTitle')}
              body={t('resource.noMatchesBody')}
              actions={
                <Button variant="outlined" onClick={() => go({ page: 1, search: '', filters: {} })}>
                  {t('resource.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              testId="list-empty"
              icon={<Inventory2Outlined />}
              title={t(resource.list.empty.title)}
              body={t(resource.list.empty.body)}
              actions={addButton}
            />
          )
        ) : (
          <RecordTable
            caption={t('resource.recordsTable', { page: title })}
            columns={resource.list.columns}
            labels={resource.labels}
            rows={data?.results}
            cards={phone}
            nameOf={(record) => resource.recordName(record, locale)}
            viewHref={(record) => resourceHref(lang, resource.route, 'view', record.id)}
            editHref={(record) => resourceHref(lang, resource.route, 'edit', record.id)}
            canEdit={may.change}
            onDelete={may.delete && resource.deletable !== false ? setDoomed : undefined}
          />
        )}
        {data ? (
          <ListPager
            page={state.page}
            pages={pageCount(data.count, pageSize)}
            onChange={(page) => go(withPage(state, page))}
          />
        ) : null}
      </Paper>
      <DeleteDialog
        name={doomed ? resource.recordName(doomed, locale) : null}
        pending={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
