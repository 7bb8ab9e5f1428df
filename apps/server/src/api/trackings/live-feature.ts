import { temperatureNoSensor } from '@navgan/domain/constants';
import type { LiveFeature } from '@navgan/domain/live-feature';
import {
  defaultTrafficThresholds,
  type TrafficStatus,
  type TrafficThresholds,
  trafficStatusOf,
} from '@navgan/domain/traffic-status';
import type { LiveState } from '../../pipeline/live-state-store';
import type { CatalogVehicle } from './vehicle-catalog';

/**
 * The thresholds of the server's configuration: a vehicle is "not updated" on the map after the
 * same silence (OFFLINE_AFTER_SECONDS) that sends its offline notification.
 */
export function configuredThresholds(offlineAfterMs: number): TrafficThresholds {
  return { ...defaultTrafficThresholds, offlineAfterMs };
}

/** A vehicle's status from its live state at `now` (the live map, the pie, the not-updated list agree). */
export function liveStatus(
  state: LiveState | undefined,
  now: Date,
  thresholds: TrafficThresholds = defaultTrafficThresholds,
): TrafficStatus {
  return trafficStatusOf(
    {
      lastSeen: state?.serverTime ?? null,
      speedKmh: state?.speedKmh ?? 0,
      ignition: state?.attributes.ignition,
      motion: state?.attributes.motion,
    },
    now,
    thresholds,
  );
}

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
      id: vehicle.id,
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
