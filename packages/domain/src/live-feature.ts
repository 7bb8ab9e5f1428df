import type { TrafficStatus } from './traffic-status';

/**
 * One vehicle of `trackings/` on the live map (spec section 3, "Live tracking item"). The
 * vehicle's id is the feature's `id` (not repeated in the properties).
 */
export interface LiveFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] } | null;
  properties: {
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
