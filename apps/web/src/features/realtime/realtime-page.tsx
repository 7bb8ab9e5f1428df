import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitleKey } from '../../lib/paths';
import { PageHeading } from '../../ui-kit/page-heading';
import { FilterBar, type LiveFilters, noFilters, trackingQuery } from './filter-bar';
import { LiveMap } from './live-map';
import { MapLegend } from './map-legend';
import { OfflineNotice } from './offline-notice';
import { useLiveTrackings } from './use-live-trackings';

/** The realtime map (`reports/realtime`, spec section 2 "Live vehicle map"). */
export function RealtimePage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LiveFilters>(noFilters);
  const [cluster, setCluster] = useState(true);
  // The clustering toggle is part of the key: turning it clears the map and loads afresh (spec section 4).
  const query = useMemo(() => trackingQuery(filters), [filters]);
  const live = useLiveTrackings(query, { key: cluster ? 'clustered' : 'single' });
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeading title={t(pageTitleKey('reportsRealtime'))} />
      <FilterBar filters={filters} onChange={setFilters} count={live.data?.count} />
      <LiveMap snapshot={live.data} cluster={cluster} height="max(480px, calc(100vh - 330px))">
        <MapLegend cluster={cluster} onClusterChange={setCluster} />
      </LiveMap>
      <OfflineNotice snapshot={live.data} />
    </Stack>
  );
}
