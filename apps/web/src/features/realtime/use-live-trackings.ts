import { liveMapRefreshMs, noDataNoticeMs } from '@navgan/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api/api';
import type { QueryValue } from '../../lib/api/http-client';
import { notifyInfo } from '../../lib/notify/notifier';
import type { LiveSnapshot } from './live-digest';
import { digestTrackings, fetchInLiveWorker } from './live-worker-client';
import { usePageVisible } from './use-page-visible';

export type TrackingQuery = Record<string, QueryValue>;

/**
 * `trackings/` polled every 10 s, fetched and read by the live worker: the page gets its digest (count,
 * not-updated vehicles, map points), never the multi-MB answer itself. Polled while the tab is visible (asked again at once on return).
 * Another filter is another query, so the map is cleared until its first answer. An empty answer
 * says 'No data available' for 5 s and stops polling until the filters change (spec section 8);
 * a failed poll is silent and the next one tries again.
 */
export function useLiveTrackings(query: TrackingQuery, options: { enabled?: boolean; key?: string } = {}) {
  const { t } = useTranslation();
  const visible = usePageVisible();
  const live = useQuery({
    queryKey: ['trackings', query, options.key],
    queryFn: ({ signal }) =>
      api.get<LiveSnapshot>('trackings/', {
        query,
        signal,
        silent: true,
        background: true,
        fetch: fetchInLiveWorker,
        read: digestTrackings,
      }),
    enabled: options.enabled ?? true,
    staleTime: 0,
    gcTime: 0,
    // Every answer is new positions: comparing 10,000 points with the last answer to keep
    // unchanged ones would cost more main-thread time than it could ever save.
    structuralSharing: false,
    refetchInterval: (q) => (visible && q.state.data?.count !== 0 ? liveMapRefreshMs : false),
    refetchIntervalInBackground: false,
  });
  const { refetch } = live;
  const empty = live.data?.count === 0;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && !empty) void refetch();
    wasVisible.current = visible;
  }, [visible, empty, refetch]);

  useEffect(() => {
    if (empty) notifyInfo(t('realtime.noData'), 'live-no-data', noDataNoticeMs);
  }, [empty, t]);
  return live;
}
