import type { Locale } from '@navgan/domain/locales';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { ClusterGlLayer } from './cluster-gl-layer';
import { VehicleGlLayer } from './vehicle-gl-layer';

const clusterLayerId = 'live-clusters';
const vehicleLayerId = 'live-vehicles';

/**
 * Adds the live vehicles to a map, no DOM markers and no MapLibre sources: the live worker's
 * clusters (`cluster-gl-layer.ts`) and, over them, every single vehicle (`vehicle-gl-layer.ts`),
 * each one WebGL layer. Returns both layers (their data and hit tests) and a function that
 * removes them again.
 */
export function addVehicleLayers(map: MapLibreMap, options: { locale: Locale }) {
  const clusters = new ClusterGlLayer(clusterLayerId, options.locale);
  const vehicles = new VehicleGlLayer(vehicleLayerId);
  map.addLayer(clusters);
  map.addLayer(vehicles);
  const remove = () => {
    for (const id of [vehicleLayerId, clusterLayerId]) {
      if (map.getLayer(id)) map.removeLayer(id);
    }
  };
  return { vehicles, clusters, remove };
}
