import 'maplibre-gl/dist/maplibre-gl.css';
import type { Locale } from '@navgan/domain/locales';
import {
  AttributionControl,
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { baseLayerId, baseSourceId, baseStyle, offlineStyle } from './base-style';
import { PlaceLabels } from './place-labels';

// MapLibre looks for its worker next to its own file, which bundling moves: point it at the copy.
setWorkerUrl(workerUrl);

/** Central Iran at a zoom that shows the whole country (spec section 2). */
export const iranCenter: [number, number] = [53.7, 32.4];
export const iranZoom = 5;

/** Failed base tiles, with none loaded, after which the map is considered offline. */
const failuresBeforeOffline = 3;
/**
 * Without any network a tile request may neither load nor fail (it hangs until the browser gives
 * up, minutes later): with no tile after this long the map is considered offline as well.
 */
const firstTileWithinMs = 6_000;

export interface BaseMapOptions {
  container: HTMLElement;
  locale: Locale;
  direction: 'rtl' | 'ltr';
  /** MAP_STYLE_URL (see map-config.ts); null for OpenStreetMap raster tiles. */
  styleUrl: string | null;
  /** Told when the map switches to (true) or from (false) its shipped offline layers. */
  onOfflineChange?: (offline: boolean) => void;
}

/**
 * The one way the app makes a map: MapLibre in a left-to-right container (map controls and
 * gestures assume it, even inside the right-to-left page), controls on the page's leading side
 * mirrored for the direction, centred on Iran, on the configured base map with the shipped
 * outline of Iran underneath for when no tiles can load.
 */
export function createBaseMap(options: BaseMapOptions): MapLibreMap {
  const { container, locale, direction, styleUrl, onOfflineChange } = options;
  container.dir = 'ltr';
  const style = baseStyle(styleUrl);
  const map = new MapLibreMap({
    container,
    style,
    center: iranCenter,
    zoom: iranZoom,
    attributionControl: false,
    // Phones: one finger scrolls the page, two move the map.
    cooperativeGestures: false,
    // No symbol cross-fade: with thousands of live vehicles every fade frame rewrites each icon's
    // opacity on the main thread, and the maps draw no text that a fade would soften.
    fadeDuration: 0,
  });
  // MapLibre's left-to-right layout puts controls on the trailing (right) side: mirrored for RTL.
  const trailing = direction === 'rtl' ? 'left' : 'right';
  const leading = direction === 'rtl' ? 'right' : 'left';
  map.addControl(new NavigationControl({ visualizePitch: false }), `top-${trailing}`);
  map.addControl(new ScaleControl({ unit: 'metric' }), `bottom-${leading}`);
  map.addControl(new AttributionControl({ compact: true }), `bottom-${trailing}`);

  const labels = new PlaceLabels(map, locale);
  let offline = false;
  let failures = 0;
  let tileLoaded = false;
  let styleLoaded = false;
  map.once('style.load', () => {
    styleLoaded = true;
  });
  const goOffline = () => {
    if (offline) return;
    offline = true;
    // Removed, not hidden: a source with tiles pending keeps the map from ever being idle.
    if (map.getLayer(baseLayerId)) map.removeLayer(baseLayerId);
    if (map.getSource(baseSourceId)) map.removeSource(baseSourceId);
    void labels.show();
    onOfflineChange?.(true);
  };
  const patience = setTimeout(() => {
    if (!tileLoaded && map.getSource(baseSourceId)) goOffline();
  }, firstTileWithinMs);
  map.once('remove', () => clearTimeout(patience));

  map.on('sourcedata', (event) => {
    if (event.sourceId === baseSourceId && event.tile) tileLoaded = true;
  });
  map.on('error', (event) => {
    if (typeof style === 'string' && !styleLoaded) {
      // The configured style itself did not load: draw the shipped one instead.
      styleLoaded = true;
      map.setStyle(offlineStyle());
      goOffline();
      return;
    }
    if (
      (event as { sourceId?: string }).sourceId === baseSourceId &&
      !tileLoaded &&
      ++failures >= failuresBeforeOffline
    )
      goOffline();
  });
  return map;
}
