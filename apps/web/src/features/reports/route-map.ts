import 'maplibre-gl/dist/maplibre-gl.css';
import { LngLatBounds, Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre looks for its worker beside its own file, which bundling moves: point it at the copy.
setWorkerUrl(workerUrl);

/**
 * The map of the route history, in one file so it can move onto the shared base map module at
 * merge. The raster layer needs the network; without it the route still draws on the background.
 */
export function createRouteMap(container: HTMLElement): MapLibre {
  const map = new MapLibre({
    container,
    style: {
      version: 8,
      sources: {
        osm: {
          type: 'raster',
          tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
          tileSize: 256,
          attribution: '© OpenStreetMap contributors',
        },
      },
      layers: [
        { id: 'background', type: 'background', paint: { 'background-color': '#eef2f5' } },
        { id: 'osm', type: 'raster', source: 'osm' },
      ],
    },
    center: [53.7, 32.4],
    zoom: 5,
    attributionControl: { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }));
  return map;
}

export type { MapLibre };
export { LngLatBounds, Marker };
