import type { Locale } from '@navgan/domain/locales';
import type { FilterSpecification, GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '../../lib/format/number';
import { statusColors } from './status-colors';

export const liveSourceId = 'live-vehicles';
export const vehicleLayerId = 'live-vehicles';
export const clusterLayerId = 'live-clusters';
const headingLayerId = 'live-headings';
const clusterCountLayerId = 'live-cluster-counts';
const arrowImage = 'live-arrow';
const clusterImagePrefix = 'live-cluster-';

function canvasImage(width: number, height: number, draw: (g: CanvasRenderingContext2D) => void) {
  const ratio = 2;
  const canvas = document.createElement('canvas');
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const g = canvas.getContext('2d');
  if (!g) return null;
  g.scale(ratio, ratio);
  draw(g);
  return { image: g.getImageData(0, 0, canvas.width, canvas.height), pixelRatio: ratio };
}

/** A white arrow pointing north, turned by each vehicle's heading (icon-rotate). */
function addArrowImage(map: MapLibreMap) {
  if (map.hasImage(arrowImage)) return;
  const made = canvasImage(16, 16, (g) => {
    g.fillStyle = '#ffffff';
    g.beginPath();
    g.moveTo(8, 2);
    g.lineTo(13, 13);
    g.lineTo(8, 10.5);
    g.lineTo(3, 13);
    g.closePath();
    g.fill();
  });
  if (made) map.addImage(arrowImage, made.image, { pixelRatio: made.pixelRatio });
}

/**
 * Cluster counts drawn as images on demand, in the locale's digits: the map has no glyph server
 * (it must work offline), so text layers are not an option.
 */
function clusterImageMaker(map: MapLibreMap, locale: Locale) {
  return (event: { id: string }) => {
    if (!event.id.startsWith(clusterImagePrefix) || map.hasImage(event.id)) return;
    const text = formatNumber(Number(event.id.slice(clusterImagePrefix.length)), locale);
    const width = Math.max(20, 8 + text.length * 8);
    const made = canvasImage(width, 18, (g) => {
      g.font = "700 13px 'Vazirmatn Variable', system-ui, sans-serif";
      g.fillStyle = '#ffffff';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(text, width / 2, 10);
    });
    if (made) map.addImage(event.id, made.image, { pixelRatio: made.pixelRatio });
  };
}

/**
 * Adds the live vehicles to a map: one GeoJSON source (clustered or not) and WebGL layers, no DOM
 * markers, so ten thousand vehicles stay smooth. Returns a function that removes them again.
 */
export function addVehicleLayers(map: MapLibreMap, options: { cluster: boolean; locale: Locale }) {
  addArrowImage(map);
  const makeClusterImage = clusterImageMaker(map, options.locale);
  map.on('styleimagemissing', makeClusterImage);
  map.addSource(liveSourceId, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: options.cluster,
    clusterRadius: 50,
    clusterMaxZoom: 14,
  });
  const single: FilterSpecification = ['!', ['has', 'point_count']];
  map.addLayer({
    id: clusterLayerId,
    type: 'circle',
    source: liveSourceId,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#1565c0',
      'circle-opacity': 0.85,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 100, 22, 1000, 28],
    },
  });
  map.addLayer({
    id: clusterCountLayerId,
    type: 'symbol',
    source: liveSourceId,
    filter: ['has', 'point_count'],
    layout: {
      'icon-image': ['concat', clusterImagePrefix, ['to-string', ['get', 'point_count']]],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  });
  map.addLayer({
    id: vehicleLayerId,
    type: 'circle',
    source: liveSourceId,
    filter: single,
    paint: {
      'circle-radius': 9,
      'circle-color': [
        'match',
        ['get', 'status'],
        'moving',
        statusColors.moving,
        'idle',
        statusColors.idle,
        'stopped',
        statusColors.stopped,
        statusColors.offline,
      ],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
  map.addLayer({
    id: headingLayerId,
    type: 'symbol',
    source: liveSourceId,
    filter: single,
    layout: {
      'icon-image': arrowImage,
      'icon-rotate': ['get', 'course'],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      // Drawn in the source's order: 'auto' sorts every arrow by screen position on each frame.
      'symbol-z-order': 'source',
    },
  });
  return () => {
    map.off('styleimagemissing', makeClusterImage);
    for (const id of [headingLayerId, vehicleLayerId, clusterCountLayerId, clusterLayerId]) {
      if (map.getLayer(id)) map.removeLayer(id);
    }
    if (map.getSource(liveSourceId)) map.removeSource(liveSourceId);
  };
}

export function vehicleSource(map: MapLibreMap): GeoJSONSource | undefined {
  return map.getSource<GeoJSONSource>(liveSourceId);
}
