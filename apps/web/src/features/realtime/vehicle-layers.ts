import type { Locale } from '@navgan/domain/locales';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { formatNumber } from '../../lib/format/number';
import { VehicleGlLayer } from './vehicle-gl-layer';

const clusterSourceId = 'live-cluster-spots';
const vehicleLayerId = 'live-vehicles';
export const clusterLayerId = 'live-clusters';
const clusterCountLayerId = 'live-cluster-counts';
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
 * Adds the live vehicles to a map, no DOM markers: every single vehicle drawn by one WebGL layer
 * (`vehicle-gl-layer.ts`) and the live worker's clusters (a few hundred at most) in a small
 * GeoJSON source, circles with their counts drawn as images. Returns the vehicles' layer (its
 * points and hit tests) and a function that removes them all again.
 */
export function addVehicleLayers(map: MapLibreMap, options: { locale: Locale }) {
  const makeClusterImage = clusterImageMaker(map, options.locale);
  map.on('styleimagemissing', makeClusterImage);
  map.addSource(clusterSourceId, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: clusterLayerId,
    type: 'circle',
    source: clusterSourceId,
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
    source: clusterSourceId,
    layout: {
      'icon-image': ['concat', clusterImagePrefix, ['to-string', ['get', 'point_count']]],
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  });
  const vehicles = new VehicleGlLayer(vehicleLayerId);
  map.addLayer(vehicles);
  const remove = () => {
    map.off('styleimagemissing', makeClusterImage);
    for (const id of [vehicleLayerId, clusterCountLayerId, clusterLayerId]) {
      if (map.getLayer(id)) map.removeLayer(id);
    }
    if (map.getSource(clusterSourceId)) map.removeSource(clusterSourceId);
  };
  return { vehicles, remove };
}

export function clusterSource(map: MapLibreMap): GeoJSONSource | undefined {
  return map.getSource<GeoJSONSource>(clusterSourceId);
}
