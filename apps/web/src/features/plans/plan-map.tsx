import Box from '@mui/material/Box';
import type { Feature, FeatureCollection } from 'geojson';
import { LngLatBounds, type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';

export type LngLatPair = [number, number];

/** A numbered point on the map: a planned stop (with its state after evaluation) or a route vertex. */
export interface PlanPoint {
  point: LngLatPair;
  label: string;
  /** Visited (green), missed (red), or planned only (orange). */
  state?: 'visited' | 'missed' | 'planned';
}

interface PlanMapProps {
  points: PlanPoint[];
  /** The planned line of a route plan, drawn dashed. */
  line?: LngLatPair[] | null;
  /** The line between stops, in order, for a stops plan. */
  connect?: boolean;
  /** The vehicle's travelled path of the day. */
  path?: LngLatPair[];
  /** Clicks add points and points can be dragged; without it the plan is only shown. */
  editable?: boolean;
  onAdd?(point: LngLatPair): void;
  onMove?(index: number, point: LngLatPair): void;
  height?: number;
}

const stateColour = { visited: '#2e7d32', missed: '#c62828', planned: '#ef6c00' } as const;
const tehran: LngLatPair = [51.389, 35.6892];

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });
const lineFeature = (coordinates: LngLatPair[]): Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'LineString', coordinates },
});
const lineData = (coordinates: LngLatPair[] | null | undefined): FeatureCollection =>
  coordinates && coordinates.length > 1
    ? { type: 'FeatureCollection', features: [lineFeature(coordinates)] }
    : empty();

function addLayers(map: MapLibreMap): () => void {
  map.addSource('plan-path', { type: 'geojson', data: empty() });
  map.addLayer({
    id: 'plan-path',
    type: 'line',
    source: 'plan-path',
    paint: { 'line-color': '#1565c0', 'line-width': 4, 'line-opacity': 0.8 },
    layout: { 'line-join': 'round', 'line-cap': 'round' },
  });
  map.addSource('plan-line', { type: 'geojson', data: empty() });
  map.addLayer({
    id: 'plan-line',
    type: 'line',
    source: 'plan-line',
    paint: { 'line-color': '#ef6c00', 'line-width': 3, 'line-dasharray': [2, 1.5] },
  });
  return () => {
    for (const id of ['plan-line', 'plan-path']) {
      map.removeLayer(id);
      map.removeSource(id);
    }
  };
}

function markerElement(point: PlanPoint, editable: boolean): HTMLDivElement {
  const element = document.createElement('div');
  element.dataset.testid = 'plan-point';
  element.dataset.state = point.state ?? 'planned';
  element.textContent = point.label;
  element.style.cssText = `background:${stateColour[point.state ?? 'planned']};color:#fff;border:2px solid #fff;border-radius:50%;width:26px;height:26px;display:flex;align-items:center;justify-content:center;font:700 12px sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.45);cursor:${editable ? 'grab' : 'default'}`;
  return element;
}

/**
 * A plan on the shared base map: numbered stops or route vertices as markers (dragged to move
 * when editable, a click on the map adds one), the planned line dashed and the travelled path.
 */
export function PlanMap({
  points,
  line,
  connect = false,
  path,
  editable = false,
  onAdd,
  onMove,
  height = 420,
}: PlanMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const { map, offline } = useBaseMap(container);
  const handlers = useRef({ onAdd, onMove });
  handlers.current = { onAdd, onMove };
  const fitted = useRef(false);

  useEffect(() => {
    if (!map) return;
    const remove = addLayers(map);
    const click = (event: { lngLat: { lng: number; lat: number } }) =>
      handlers.current.onAdd?.([round(event.lngLat.lng), round(event.lngLat.lat)]);
    if (editable) map.on('click', click);
    fitted.current = false;
    return () => {
      map.off('click', click);
      if (map.getStyle()) remove();
    };
  }, [map, editable]);

  useEffect(() => {
    if (!map) return;
    const planned = line ?? (connect ? points.map((p) => p.point) : null);
    (map.getSource('plan-line') as { setData?(d: FeatureCollection): void } | undefined)?.setData?.(
      lineData(planned),
    );
    (map.getSource('plan-path') as { setData?(d: FeatureCollection): void } | undefined)?.setData?.(
      lineData(path),
    );
    const markers = points.map((p, index) => {
      const marker = new Marker({ element: markerElement(p, editable), draggable: editable })
        .setLngLat(p.point)
        .addTo(map);
      if (editable)
        marker.on('dragend', () => {
          const at = marker.getLngLat();
          handlers.current.onMove?.(index, [round(at.lng), round(at.lat)]);
        });
      return marker;
    });
    if (!fitted.current) {
      fitted.current = true;
      const bounds = new LngLatBounds();
      for (const p of points) bounds.extend(p.point);
      for (const p of line ?? []) bounds.extend(p);
      for (const p of path ?? []) bounds.extend(p);
      if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 64, animate: false, maxZoom: 15 });
      else if (editable) map.jumpTo({ center: tehran, zoom: 11 });
    }
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, points, line, connect, path, editable]);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden' }}>
      <BaseMapView container={container} ready={map !== null} offline={offline} data-testid="plan-map" />
    </Box>
  );
}

/** Six decimals: about 10 cm, plenty for a stop. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
