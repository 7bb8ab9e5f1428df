import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pageSize } from '@navgan/domain/constants';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import { type ComponentType, type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../lib/api/api-error';
import type { Column, ListFilter } from '../lib/define-resource';
import { formatNumber } from '../lib/format/number';
import type { MessageKey } from '../lib/i18n/message-key';
import { useLocale } from '../lib/i18n/use-locale';
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
import { useResourceList } from '../lib/resource/resource-queries';
import { EmptyState } from './empty-state';
import { ListPager } from './list-pager';
import { ListToolbar } from './list-toolbar';
import { LoadFailedAlert } from './load-failed-alert';
import { PageHeading } from './page-heading';
import { useRecordDeletion } from './record-deletion';
import { RecordTable, type RecordTableProps } from './record-table';

export interface RecordsListProps<R extends { id: number }> {
  title: string;
  api: string;
  columns: readonly Column<R>[];
  labels: LabelScope;
  nameOf(record: R): string;
  search?: MessageKey | undefined;
  filters?: readonly ListFilter[] | undefined;
  empty: { title: MessageKey; body: MessageKey; icon?: ComponentType | undefined };
  /** The 'new registration' button, given the list's state (absent without the right). */
  addAction(state: ListState): ReactNode;
  /** A button beside the filters (export). */
  toolbarAction?(state: ListState): ReactNode;
  /** Without it (the user may not delete) rows have no delete button. */
  mayDelete: boolean;
  /** How a row is opened and edited: links to screens, or a dialog. */
  rowActions: Pick<RecordTableProps<R>, 'viewHref' | 'editHref' | 'onEdit' | 'canEdit' | 'extraActions'>;
}

/**
 * A list screen (spec section 2): search and filters and the page in the URL, ten rows a page,
 * the empty and no-match states, and delete after a question; opening and editing are the
 * caller's (screens of their own or a dialog).
 */
export function RecordsList<R extends { id: number }>({
  title,
  api,
  columns,
  labels,
  nameOf,
  search,
  filters = [],
  empty,
  addAction,
  toolbarAction,
  mayDelete,
  rowActions,
}: RecordsListProps<R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const filterKey = filters.map((filter) => filter.param).join(',');
  const state = useMemo(
    () => readListState(params, filterKey ? filterKey.split(',') : []),
    [params, filterKey],
  );
  const go = (next: ListState, replace = false) => setParams(listSearchParams(next), { replace });
  const list = useResourceList<R>(api, state);
  const data = list.data;
  const lastOnPage = data?.results.length === 1 && state.page > 1;
  const deletion = useRecordDeletion<R>(api, {
    nameOf,
    onDeleted: () => {
      if (lastOnPage) go(withPage(state, state.page - 1), true);
    },
  });

  // A page past the end (the URL was edited, or rows were deleted elsewhere) answers 404.
  const pastTheEnd = isApiError(list.error) && list.error.status === 404 && state.page > 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new 404 should move the page
  useEffect(() => {
    if (pastTheEnd) go(withPage(state, 1), true);
  }, [pastTheEnd]);

  const addButton = addAction(state);
  const EmptyIcon = empty.icon ?? Inventory2Outlined;

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
            search
              ? { value: state.search, placeholder: search, onChange: (v) => go(withSearch(state, v), true) }
              : undefined
          }
          filters={filters}
          filterValues={state.filters}
          onFilterChange={(param, value) => go(withFilter(state, param, value))}
          actions={toolbarAction?.(state)}
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
              icon={<EmptyIcon />}
              title={t(empty.title)}
              body={t(empty.body)}
              actions={addButton}
            />
          )
        ) : (
          <RecordTable
            caption={t('resource.recordsTable', { page: title })}
            columns={columns}
            labels={labels}
            rows={data?.results}
            cards={phone}
            nameOf={nameOf}
            {...rowActions}
            {...(mayDelete ? { onDelete: deletion.ask } : {})}
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
      {deletion.dialog}
    </>
  );
}
