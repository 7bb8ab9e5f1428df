import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { liveMapRefreshMs } from '@navgan/domain/constants';
import { useQuery } from '@tanstack/react-query';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { api } from '../../lib/api/api';
import { pageTitleKey } from '../../lib/paths';
import { PageHeading } from '../../ui-kit/page-heading';
import { LiveMap } from './live-map';
import { MapLegend } from './map-legend';
import { useLiveTrackings } from './use-live-trackings';
import { useLiveVehicle } from './use-live-vehicle';
import { usePageVisible } from './use-page-visible';
import { VehiclePopup } from './vehicle-popup';

const trailSourceId = 'live-trail';
type Trail = {
  type: 'Feature';
  geometry: { type: 'LineString'; coordinates: [number, number][] };
  properties: { id: number; minutes: number };
};

/**
 * Following one vehicle (`reports/realtime/routing/{id}`): the live map narrowed to it, kept in
 * view, with its last hour's track behind it and its details beside the map.
 */
export function RealtimeRoutingPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const visible = usePageVisible();
  const live = useLiveTrackings(useMemo(() => ({ id__in: [id] }), [id]));
  const trail = useQuery({
    queryKey: ['trackings', id, 'trail'],
    queryFn: ({ signal }) =>
      api.get<Trail>(`trackings/${id}/trail/`, { signal, silent: true, background: true }),
    refetchInterval: visible ? liveMapRefreshMs : false,
    enabled: Number.isInteger(id),
  });
  const map = useRef<MapLibreMap | null>(null);
  const drawTrail = useCallback((data: Trail | undefined) => {
    const source = map.current?.getSource<GeoJSONSource>(trailSourceId);
    if (source && data) void source.setData(data);
  }, []);
  const onReady = useCallback(
    (ready: MapLibreMap) => {
      map.current = ready;
      ready.addSource(trailSourceId, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
      ready.addLayer(
        {
          id: trailSourceId,
          type: 'line',
          source: trailSourceId,
          layout: { 'line-cap': 'round', 'line-join': 'round' },
          paint: { 'line-color': '#1565c0', 'line-width': 4, 'line-opacity': 0.8 },
        },
        'live-clusters',
      );
      drawTrail(trail.data);
      return () => {
        map.current = null;
        if (ready.getLayer(trailSourceId)) ready.removeLayer(trailSourceId);
        if (ready.getSource(trailSourceId)) ready.removeSource(trailSourceId);
      };
    },
    [drawTrail, trail.data],
  );
  useEffect(() => drawTrail(trail.data), [drawTrail, trail.data]);
  const vehicle = useLiveVehicle(live.data, id);

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeading
        title={
          vehicle
            ? `${t(pageTitleKey('reportsRealtimeRouting'))}: ${vehicle.properties.name}`
            : t(pageTitleKey('reportsRealtimeRouting'))
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, alignItems: 'stretch' }}>
        <Paper
          variant="outlined"
          sx={{ p: 2, width: { md: 320 }, flexShrink: 0 }}
          data-testid="followed-vehicle"
        >
          {vehicle ? <VehiclePopup feature={vehicle} /> : <Skeleton variant="rectangular" height={260} />}
        </Paper>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <LiveMap
            snapshot={live.data}
            cluster={false}
            follow={id}
            onReady={onReady}
            height="calc(100vh - 230px)"
          >
            <MapLegend />
          </LiveMap>
        </Stack>
      </Stack>
    </Stack>
  );
}
