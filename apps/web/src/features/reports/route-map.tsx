import Box from '@mui/material/Box';
import { directionOf } from '@navgan/domain/locales';
import type { RoutePoint } from '@navgan/domain/route-simplify';
import type { Feature, FeatureCollection } from 'geojson';
import { LngLatBounds, type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { BaseMapView } from '../../lib/map/base-map-view';
import { useBaseMap } from '../../lib/map/use-base-map';

/** What the route history draws: the thinned path, the stops and the events of the day. */
export interface DrawnRoute {
  points: RoutePoint[];
  stops: { latitude: number; longitude: number }[];
  events: { latitude: number; longitude: number }[];
}

export const stopColour = '#616161';
export const eventColour = '#c62828';

const routeLayers = ['route', 'stops', 'events'] as const;

const featureCollection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});
const pointFeature = (lng: number, lat: number): Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

/** The day on the map: the path, stops (grey) and events (red), fitted to the view. */
function addRouteLayers(map: MapLibreMap, route: DrawnRoute): () => void {
  map.addSource('route', {
    type: 'geojson',
    data: {
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: route.points.map((p) => [p[0], p[1]]) },
    },
  });
  map.addLayer({
    id: 'route',
    type: 'line',
    source: 'route',
    paint: { 'line-color': '#1565c0', 'line-width': 4 },
    layout: { 'line-join': 'round', 'line-cap': 'round' },
  });
  map.addSource('stops', {
    type: 'geojson',
    data: featureCollection(route.stops.map((s) => pointFeature(s.longitude, s.latitude))),
  });
  map.addLayer({
    id: 'stops',
    type: 'circle',
    source: 'stops',
    paint: {
      'circle-radius': 7,
      'circle-color': stopColour,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 2,
    },
  });
  map.addSource('events', {
    type: 'geojson',
    data: featureCollection(route.events.map((e) => pointFeature(e.longitude, e.latitude))),
  });
  map.addLayer({
    id: 'events',
    type: 'circle',
    source: 'events',
    paint: {
      'circle-radius': 5,
      'circle-color': eventColour,
      'circle-stroke-color': '#fff',
      'circle-stroke-width': 1,
    },
  });
  const bounds = new LngLatBounds();
  for (const p of route.points) bounds.extend([p[0], p[1]]);
  if (!bounds.isEmpty()) map.fitBounds(bounds, { padding: 40, animate: false, maxZoom: 16 });
  return () => {
    for (const id of routeLayers) {
      map.removeLayer(id);
      map.removeSource(id);
    }
  };
}

interface RouteMapProps {
  route: DrawnRoute;
  /** Where the playback marker stands, and its label (the speed there). */
  position: { lng: number; lat: number } | null;
  label: string;
}

/** The route history on the base map, with the playback marker moved without re-rendering the map. */
export function RouteMap({ route, position, label }: RouteMapProps) {
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const { map, offline } = useBaseMap(container);
  const marker = useRef<Marker | null>(null);
  const badge = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!map) return;
    const removeLayers = addRouteLayers(map, route);
    const element = document.createElement('div');
    element.setAttribute('data-testid', 'playback-marker');
    element.style.cssText =
      'background:#1565c0;color:#fff;border:2px solid #fff;border-radius:12px;padding:2px 8px;font:600 12px sans-serif;white-space:nowrap;box-shadow:0 1px 4px rgba(0,0,0,.4)';
    badge.current = element;
    const start = route.points[0];
    marker.current = new Marker({ element }).setLngLat(start ? [start[0], start[1]] : [0, 0]).addTo(map);
    return () => {
      marker.current?.remove();
      marker.current = null;
      badge.current = null;
      // The base map may already be gone (a language change remakes it).
      if (map.getStyle()) removeLayers();
    };
  }, [map, route]);

  useEffect(() => {
    if (!map || !position || !marker.current || !badge.current) return;
    marker.current.setLngLat([position.lng, position.lat]);
    badge.current.dir = directionOf(locale);
    badge.current.textContent = label;
  }, [map, position, label, locale]);

  return (
    <Box sx={{ position: 'relative', height: 440 }}>
      <BaseMapView container={container} ready={map !== null} offline={offline} data-testid="routing-map" />
    </Box>
  );
}
