import { temperatureNoSensor } from '@navgan/domain/constants';
import { type TrafficStatus, trafficStatusOf } from '@navgan/domain/traffic-status';
import type { LiveState } from '../../pipeline/live-state-store';
import type { CatalogVehicle } from './vehicle-catalog';

/** One vehicle on the live map (spec section 3, "Live tracking item"). */
export interface LiveFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  properties: {
    id: number;
    name: string;
    license_plate: string;
    speed: number;
    course: number;
    driver: { first_name: string; last_name: string } | null;
    /** First temperature sensor, °C; the spec's 250 when a cold-chain vehicle reports none. */
    temperature: number | null;
    is_cold_chain: boolean;
    fuel: number | null;
    /** What `fuel` counts: litres or percent, as the sensor reports it (null: unknown). */
    fuel_unit: 'l' | '%' | null;
    humidity: number | null;
    /** The spec's three states: null no data, 0 off, 1 on. */
    ignition: 0 | 1 | null;
    device: { sim_number: string; imei: string } | null;
    company_vehicle_tags: { id: number; fa_title: string; en_title: string }[];
    timestamp: string | null;
    traffic_status: TrafficStatus;
  };
}

export function liveFeature(vehicle: CatalogVehicle, state: LiveState | undefined, now: Date): LiveFeature {
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
      traffic_status: trafficStatusOf(
        {
          lastSeen: state?.serverTime ?? null,
          speedKmh: state?.speedKmh ?? 0,
          ignition: attributes.ignition,
          motion: attributes.motion,
        },
        now,
      ),
    },
  };
}
