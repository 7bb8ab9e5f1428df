import Box from '@mui/material/Box';
import { directionOf } from '@navgan/domain/locales';
import { type Map as MapLibreMap, type MapMouseEvent, Popup } from 'maplibre-gl';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../../lib/i18n/use-locale';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';
import type { LiveSnapshot } from './live-digest';
import { clusterExpansionZoom, type LiveView, liveView } from './live-worker-client';
import { useLiveVehicle } from './use-live-vehicle';
import { addVehicleLayers } from './vehicle-layers';
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

const noVehicles = (): LiveView => ({ singles: new Float64Array(), clusters: new Float64Array() });

/**
 * The live vehicles on the base map. Each answer (and each integer zoom while clustering) asks
 * the live worker for the points as drawn: the singles and the clusters go to their WebGL layers;
 * when the map has drawn them, the container's `data-live-refresh` counts up
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
  const layers = useRef<ReturnType<typeof addVehicleLayers> | null>(null);
  const readyHook = useRef(onReady);
  readyHook.current = onReady;

  useEffect(() => {
    if (!map) return;
    const added = addVehicleLayers(map, { locale });
    const { vehicles, clusters } = added;
    layers.current = added;
    const removeMore = readyHook.current?.(map);
    const click = async (event: MapMouseEvent) => {
      // Single vehicles are drawn over the clusters: they are hit first.
      const id = vehicles.vehicleAt(event.point.x, event.point.y);
      if (id !== null) {
        setSelected(id);
        return;
      }
      const cluster = clusters.clusterAt(event.point.x, event.point.y);
      if (cluster !== null) {
        const zoom = await clusterExpansionZoom(cluster.index);
        map.easeTo({ center: cluster.center, zoom });
      }
    };
    const hover = (event: MapMouseEvent) => {
      const { x, y } = event.point;
      const over = vehicles.vehicleAt(x, y) !== null || clusters.clusterAt(x, y) !== null;
      map.getCanvas().style.cursor = over ? 'pointer' : '';
    };
    map.on('click', click);
    map.on('mousemove', hover);
    setLayersReady(true);
    return () => {
      setLayersReady(false);
      layers.current = null;
      map.off('click', click);
      map.off('mousemove', hover);
      if (typeof removeMore === 'function') removeMore();
      if (map.getStyle()) added.remove();
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
    const drawn = layers.current;
    if (!map || !layersReady || !drawn) return;
    let current = true;
    const shown = snapshot ? liveView(viewZoom) : Promise.resolve(noVehicles());
    shown
      .then((view) => {
        if (!current) return;
        drawn.vehicles.setPoints(view.singles);
        drawn.clusters.setClusters(view.clusters);
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
    // Once its content is laid out: a vehicle near the map's edge would leave its links clipped.
    requestAnimationFrame(() => panIntoView(map, made));
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

/** Pans the map just enough for an open popup to show whole inside it (with a small margin). */
function panIntoView(map: MapLibreMap, popup: Popup) {
  const element = popup.getElement();
  if (!element?.isConnected) return;
  const box = element.getBoundingClientRect();
  const frame = map.getContainer().getBoundingClientRect();
  const margin = 8;
  const overflow = (low: number, high: number, start: number, end: number) =>
    low < start + margin ? low - start - margin : high > end - margin ? high - end + margin : 0;
  const dx = overflow(box.left, box.right, frame.left, frame.right);
  const dy = overflow(box.top, box.bottom, frame.top, frame.bottom);
  if (dx || dy) map.panBy([dx, dy], { duration: 0 });
}
