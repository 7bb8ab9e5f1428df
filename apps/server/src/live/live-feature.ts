import { temperatureNoSensor } from '@navgan/domain/constants';
import type { LiveFeature } from '@navgan/domain/live-feature';
import type { TrafficStatus } from '@navgan/domain/traffic-status';
import type { LiveState } from './live-state-store';
import type { CatalogVehicle } from './vehicle-catalog';

/** One vehicle as the spec's live tracking item; its status comes from the caller's clock (live-fleet.ts). */
export function liveFeature(
  vehicle: CatalogVehicle,
  state: LiveState | undefined,
  status: TrafficStatus,
): LiveFeature {
  const attributes = state?.attributes ?? {};
  const firstReading = (values: (number | null)[] | undefined) =>
    values?.find((v): v is number => typeof v === 'number') ?? null;
  const temperature = firstReading(attributes.temperatures as (number | null)[] | undefined);
  return {
    type: 'Feature',
    id: vehicle.id,
    geometry: state ? { type: 'Point', coordinates: [state.longitude, state.latitude] } : null,
    properties: {
      name: vehicle.name,
      license_plate: vehicle.license_plate,
      speed: Math.round((state?.speedKmh ?? 0) * 10) / 10,
      course: state?.course ?? 0,
      driver: vehicle.driver
        ? { first_name: vehicle.driver.first_name, last_name: vehicle.driver.last_name }
        : null,
      temperature: vehicle.is_cold_chain ? (temperature ?? temperatureNoSensor) : temperature,
      is_cold_chain: vehicle.is_cold_chain,
      fuel: attributes.fuel ?? null,
      fuel_unit: attributes.fuel === undefined ? null : (attributes.fuelUnit ?? null),
      humidity: firstReading(attributes.humidities as (number | null)[] | undefined),
      ignition: attributes.ignition === undefined ? null : attributes.ignition ? 1 : 0,
      device: vehicle.device ? { sim_number: vehicle.device.sim_number, imei: vehicle.device.imei } : null,
      company_vehicle_tags: vehicle.tags,
      timestamp: state ? state.fixTime.toISOString() : null,
      traffic_status: status,
    },
  };
}
