import { osmRasterTiles } from '@navgan/domain/base-map';
import type { StyleSpecification } from 'maplibre-gl';

export { osmRasterTiles };

const osmAttribution = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** The shipped country and province boundaries (public domain). */
const boundariesAttribution = 'Boundaries: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/**
 * Static files shipped with the app (public/map), fetched only when a map opens. Absolute, because
 * MapLibre's worker resolves a relative URL against its own (blob) address.
 */
export const offlineAssets = {
  /**
   * Iran's 31 provinces (polygons, for the land), their shared borders and the country's border
   * (lines), from Natural Earth's 1:10m admin-1 states and provinces, simplified to about 1 km.
   */
  get provinces() {
    return new URL('/map/iran-provinces.geojson', window.location.origin).href;
  },
  get places() {
    return new URL('/map/iran-places.geojson', window.location.origin).href;
  },
};

export const baseSourceId = 'base-tiles';
export const baseLayerId = 'base-tiles';

/** A tile template ({z}/{x}/{y}) is drawn as raster tiles; anything else is a MapLibre style URL. */
export function isTileTemplate(url: string): boolean {
  return url.includes('{z}') && url.includes('{x}') && url.includes('{y}');
}

/**
 * Iran with its province borders and cities, drawn from files the app ships: what the map shows
 * when no tile server answers. No text layers, so no glyph server is needed; city names are images
 * the browser shapes on a canvas (place-labels.ts), which also gets Persian right without
 * MapLibre's right-to-left plugin.
 */
export function offlineLayers(): Pick<StyleSpecification, 'sources' | 'layers'> {
  return {
    sources: {
      'offline-provinces': {
        type: 'geojson',
        data: offlineAssets.provinces,
        attribution: boundariesAttribution,
      },
      'offline-places': { type: 'geojson', data: offlineAssets.places },
    },
    layers: [
      // Outside Iran: neighbours and seas alike (the outline has no coastlines of its own).
      { id: 'offline-background', type: 'background', paint: { 'background-color': '#dde3e8' } },
      {
        id: 'offline-land',
        type: 'fill',
        source: 'offline-provinces',
        filter: ['==', ['get', 'kind'], 'province'],
        paint: { 'fill-color': '#f4f1ea' },
      },
      {
        id: 'offline-provinces',
        type: 'line',
        source: 'offline-provinces',
        filter: ['==', ['get', 'kind'], 'province-border'],
        paint: {
          'line-color': '#a89f8c',
          'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.6, 8, 1.2],
          'line-dasharray': [3, 2],
        },
      },
      {
        id: 'offline-border',
        type: 'line',
        source: 'offline-provinces',
        filter: ['==', ['get', 'kind'], 'country-border'],
        paint: { 'line-color': '#8a7f6b', 'line-width': 1.5 },
      },
      {
        id: 'offline-cities',
        type: 'circle',
        source: 'offline-places',
        paint: {
          'circle-color': '#6b6256',
          'circle-radius': ['case', ['get', 'capital'], 3.5, 2],
          'circle-opacity': ['step', ['zoom'], ['case', ['get', 'capital'], 1, 0], 6, 1],
        },
      },
    ],
  };
}

/**
 * The base style: the offline layers underneath and the configured raster tiles on top, so when
 * the tiles cannot load the outline simply shows through. A style URL is returned as is (its
 * failure is handled by the map factory, which falls back to `offlineStyle`).
 */
export function baseStyle(styleUrl: string | null): StyleSpecification | string {
  if (styleUrl && !isTileTemplate(styleUrl)) return styleUrl;
  const offline = offlineLayers();
  return {
    version: 8,
    sources: {
      ...offline.sources,
      [baseSourceId]: {
        type: 'raster',
        tiles: [styleUrl ?? osmRasterTiles],
        tileSize: 256,
        maxzoom: 19,
        attribution: styleUrl ? '' : osmAttribution,
      },
    },
    layers: [...offline.layers, { id: baseLayerId, type: 'raster', source: baseSourceId }],
  };
}

/** The offline layers alone: the style when a configured style URL cannot be loaded. */
export function offlineStyle(): StyleSpecification {
  return { version: 8, ...offlineLayers() };
}
