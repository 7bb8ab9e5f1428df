import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api';
import type { LookupSource } from '../define-resource';
import type { Titled } from '../i18n/localized-title';
import { type ListState, listApiQuery } from './list-state';

/** A DRF page (`?p=`, ten rows). */
export interface Page<R> {
  count: number;
  next: string | null;
  previous: string | null;
  results: R[];
}

/** Query keys: everything of a resource starts with its API path, so one invalidation refreshes it all. */
export const resourceKeys = {
  all: (path: string) => [path] as const,
  list: (path: string, state: ListState) => [path, 'list', state] as const,
  record: (path: string, id: string) => [path, 'record', id] as const,
};

export function useResourceList<R>(path: string, state: ListState) {
  return useQuery({
    queryKey: resourceKeys.list(path, state),
    queryFn: ({ signal }) => api.get<Page<R>>(path, { query: listApiQuery(state), signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One page (`?p=`) of a list at `path` that is not a manifest resource, the previous page kept on
 * screen while the next loads; its key starts with the path, so invalidating the path refreshes it.
 */
export function usePage<R>(path: string, page: number, refetchIntervalMs?: number) {
  return useQuery({
    queryKey: [path, 'page', page],
    queryFn: ({ signal }) => api.get<Page<R>>(path, { query: page > 1 ? { p: page } : {}, signal }),
    placeholderData: keepPreviousData,
    ...(refetchIntervalMs ? { refetchInterval: refetchIntervalMs } : {}),
  });
}

export function useResourceRecord<R>(path: string, id: string | undefined) {
  return useQuery({
    queryKey: resourceKeys.record(path, id ?? ''),
    queryFn: ({ signal }) => api.get<R>(`${path}${encodeURIComponent(id ?? '')}/`, { signal }),
    enabled: Boolean(id),
  });
}

/** Saves a record: POST to the list path, or PUT (a full replace) to the record's path. */
export function useSaveRecord<R extends { id: number }>(
  path: string,
  fieldLabel: (field: string) => string | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: unknown }) =>
      id
        ? api.put<R>(`${path}${encodeURIComponent(id)}/`, values, { fieldLabel })
        : api.post<R>(path, values, { fieldLabel }),
    // The answer is the stored record: the view page shows it without asking again.
    onSuccess: async (record) => {
      queryClient.setQueryData(resourceKeys.record(path, String(record.id)), record);
      await queryClient.invalidateQueries({ queryKey: [path, 'list'] });
    },
  });
}

export function useDeleteRecord(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${path}${id}/`),
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: resourceKeys.record(path, String(id)) });
      await queryClient.invalidateQueries({ queryKey: [path, 'list'] });
    },
  });
}

/**
 * A reference list (provinces, statuses...). They change with releases only, so they are kept
 * for the session. A list that depends on a parent waits until the parent is chosen; without a
 * source (a field that is no lookup) nothing is loaded.
 */
export function useLookup(source: LookupSource | undefined, parentValue: string | undefined, enabled = true) {
  const path = source?.path ?? '';
  const query = {
    ...source?.query,
    ...(source?.parent && parentValue ? { [source.parent.param]: parentValue } : {}),
  };
  return useQuery({
    queryKey: ['lookup', path, query],
    queryFn: ({ signal }) => api.get<Titled[]>(path, { query, signal }),
    enabled: enabled && Boolean(source) && (!source?.parent || Boolean(parentValue)),
    // Summaries of the company's records change as people work: asked again by each form.
    staleTime: source?.rows ? 0 : Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
}
