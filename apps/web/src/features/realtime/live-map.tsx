import Box from '@mui/material/Box';
import { directionOf } from '@navgan/domain/locales';
import { type Map as MapLibreMap, type MapMouseEvent, type PointLike, Popup } from 'maplibre-gl';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../../lib/i18n/use-locale';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';
import type { LiveSnapshot } from './live-digest';
import { clusterExpansionZoom, type LiveView, liveView } from './live-worker-client';
import { useLiveVehicle } from './use-live-vehicle';
import type { VehicleGlLayer } from './vehicle-gl-layer';
import { addVehicleLayers, clusterLayerId, clusterSource } from './vehicle-layers';
import { VehiclePopup } from './vehicle-popup';

interface LiveMapProps {
  snapshot: LiveSnapshot | undefined;
  cluster: boolean;
  /** Keep this vehicle in view (route following). */
  follow?: number;
  /** Drawn over the map (legend, toggles). */
  children?: ReactNode;
  /** More layers once the map is ready (the followed vehicle's trail). */
  onReady?: (map: MapLibreMap) => (() => void) | undefined;
  height?: number | string;
}

const noVehicles = (): LiveView => ({
  singles: new Float64Array(),
  clusters: { type: 'FeatureCollection', features: [] },
});

/**
 * The live vehicles on the base map. Each answer (and each integer zoom while clustering) asks
 * the live worker for the points as drawn: the singles go to the WebGL layer, the clusters to
 * their small source; when the map has drawn them, the container's `data-live-refresh` counts up
 * (tests and the benchmark wait on it). The popup's and the followed vehicle's full features are
 * asked of the live worker too.
 */
export function LiveMap({ snapshot, cluster, follow, children, onReady, height = 560 }: LiveMapProps) {
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const { map, offline } = useBaseMap(container);
  const [layersReady, setLayersReady] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const popupNode = useMemo(() => document.createElement('div'), []);
  const popup = useRef<Popup | null>(null);
  const refreshes = useRef(0);
  const vehicles = useRef<VehicleGlLayer | null>(null);
  const clustersShown = useRef(0);
  const readyHook = useRef(onReady);
  readyHook.current = onReady;

  useEffect(() => {
    if (!map) return;
    const { vehicles: layer, remove: removeLayers } = addVehicleLayers(map, { locale });
    vehicles.current = layer;
    clustersShown.current = 0;
    const removeMore = readyHook.current?.(map);
    const clusterAt = (point: PointLike) => map.queryRenderedFeatures(point, { layers: [clusterLayerId] })[0];
    const click = async (event: MapMouseEvent) => {
      const cluster = clusterAt(event.point);
      if (cluster?.geometry.type === 'Point') {
        const zoom = await clusterExpansionZoom(cluster.properties.cluster_index as number);
        map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom });
        return;
      }
      const id = layer.vehicleAt(event.point.x, event.point.y);
      if (id !== null) setSelected(id);
    };
    const hover = (event: MapMouseEvent) => {
      const over =
        clusterAt(event.point) !== undefined || layer.vehicleAt(event.point.x, event.point.y) !== null;
      map.getCanvas().style.cursor = over ? 'pointer' : '';
    };
    map.on('click', click);
    map.on('mousemove', hover);
    setLayersReady(true);
    return () => {
      setLayersReady(false);
      vehicles.current = null;
      map.off('click', click);
      map.off('mousemove', hover);
      if (typeof removeMore === 'function') removeMore();
      if (map.getStyle()) removeLayers();
    };
  }, [map, locale]);

  // Clusters are made per integer zoom: crossing one (at the end of a move) asks for them again.
  const [zoomLevel, setZoomLevel] = useState(0);
  useEffect(() => {
    if (!map) return;
    const update = () => setZoomLevel(Math.floor(map.getZoom()));
    update();
    map.on('moveend', update);
    return () => void map.off('moveend', update);
  }, [map]);
  const viewZoom = cluster ? zoomLevel : null;

  useEffect(() => {
    const layer = vehicles.current;
    if (!map || !layersReady || !layer) return;
    let current = true;
    const shown = snapshot ? liveView(viewZoom) : Promise.resolve(noVehicles());
    shown
      .then(async (view) => {
        if (!current) return;
        layer.setPoints(view.singles);
        // Unclustered, the clusters' source stays empty: setting it again would only reload its tiles.
        const clusters = view.clusters.features.length;
        if (clusters > 0 || clustersShown.current > 0) await clusterSource(map)?.setData(view.clusters);
        clustersShown.current = clusters;
        map.once('idle', () => {
          refreshes.current += 1;
          if (container.current) container.current.dataset.liveRefresh = String(refreshes.current);
        });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [map, layersReady, snapshot, viewZoom]);

  const followed = useLiveVehicle(snapshot, follow ?? null);
  useEffect(() => {
    if (map && followed?.geometry)
      map.easeTo({ center: followed.geometry.coordinates, zoom: Math.max(map.getZoom(), 13) });
  }, [map, followed]);

  const picked = useLiveVehicle(snapshot, selected);
  const selectedFeature = picked?.geometry ? picked : undefined;
  useEffect(() => {
    if (!map || !selectedFeature?.geometry) {
      popup.current?.remove();
      popup.current = null;
      return;
    }
    const open = popup.current;
    if (open) {
      // Only moved: adding it again would close it first, and closing clears the selection.
      open.setLngLat(selectedFeature.geometry.coordinates);
      return;
    }
    const made = new Popup({ maxWidth: '320px', offset: 12, focusAfterOpen: false }).setDOMContent(popupNode);
    made.on('close', () => {
      popup.current = null;
      setSelected(null);
    });
    popup.current = made;
    made.setLngLat(selectedFeature.geometry.coordinates).addTo(map);
  }, [map, selectedFeature, popupNode]);
  useEffect(() => () => void popup.current?.remove(), []);

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        minHeight: 360,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <BaseMapView container={container} ready={map !== null} offline={offline} data-testid="live-map" />
      {children}
      {selectedFeature
        ? createPortal(
            <Box dir={directionOf(locale)}>
              <VehiclePopup feature={selectedFeature} />
            </Box>,
            popupNode,
          )
        : null}
    </Box>
  );
}
