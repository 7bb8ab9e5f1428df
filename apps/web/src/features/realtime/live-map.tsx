import Box from '@mui/material/Box';
import { directionOf } from '@navgan/domain/locales';
import { type GeoJSONSource, type MapLayerMouseEvent, type Map as MapLibreMap, Popup } from 'maplibre-gl';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocale } from '../../lib/i18n/use-locale';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';
import { type LiveSnapshot, vehiclePoints } from './live-digest';
import { useLiveVehicle } from './use-live-vehicle';
import { addVehicleLayers, clusterLayerId, vehicleLayerId, vehicleSource } from './vehicle-layers';
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

/**
 * The live vehicles on the base map. Each answer's points replace the source's data; when the map
 * has drawn them, the container's `data-live-refresh` counts up (tests and the benchmark wait on
 * it). The popup's and the followed vehicle's full features are asked of the live worker.
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
  const clusterAtStart = useRef(cluster);
  const readyHook = useRef(onReady);
  readyHook.current = onReady;

  useEffect(() => {
    if (!map) return;
    const removeLayers = addVehicleLayers(map, { cluster: clusterAtStart.current, locale });
    const removeMore = readyHook.current?.(map);
    const pick = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.id;
      if (typeof id === 'number') setSelected(id);
    };
    const expand = async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      const source = vehicleSource(map);
      if (!feature || !source || feature.geometry.type !== 'Point') return;
      const zoom = await source.getClusterExpansionZoom(feature.properties?.cluster_id as number);
      map.easeTo({ center: feature.geometry.coordinates as [number, number], zoom });
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', vehicleLayerId, pick);
    map.on('click', clusterLayerId, expand);
    for (const layer of [vehicleLayerId, clusterLayerId]) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    setLayersReady(true);
    return () => {
      setLayersReady(false);
      map.off('click', vehicleLayerId, pick);
      map.off('click', clusterLayerId, expand);
      if (typeof removeMore === 'function') removeMore();
      if (map.getStyle()) removeLayers();
    };
  }, [map, locale]);

  useEffect(() => {
    if (!map || !layersReady) return;
    void vehicleSource(map)?.setClusterOptions({ cluster });
  }, [map, layersReady, cluster]);

  useEffect(() => {
    const source: GeoJSONSource | undefined = map && layersReady ? vehicleSource(map) : undefined;
    if (!map || !source) return;
    void source.setData(vehiclePoints(snapshot?.points ?? { values: new Float64Array() })).then(() =>
      map.once('idle', () => {
        refreshes.current += 1;
        if (container.current) container.current.dataset.liveRefresh = String(refreshes.current);
      }),
    );
  }, [map, layersReady, snapshot]);

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
