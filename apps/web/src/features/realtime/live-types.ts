import type { TrafficStatus } from '@navgan/domain/traffic-status';

/** One vehicle of `trackings/` (spec section 3, "Live tracking item"). */
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
    temperature: number | null;
    is_cold_chain: boolean;
    fuel: number | null;
    fuel_unit: 'l' | '%' | null;
    humidity: number | null;
    ignition: 0 | 1 | null;
    device: { sim_number: string; imei: string } | null;
    company_vehicle_tags: { id: number; fa_title: string; en_title: string }[];
    timestamp: string | null;
    traffic_status: TrafficStatus;
  };
}

/** The status filter of the filter bar: the four statuses plus 'online' (every updated one). */
export const statusChoices = ['online', 'moving', 'idle', 'stopped', 'offline'] as const;
export type StatusChoice = (typeof statusChoices)[number];

/** The `traffic_status__in` values a status selection asks for ('online' is all but offline). */
export function trafficStatusesOf(choices: readonly StatusChoice[]): TrafficStatus[] {
  const statuses = new Set<TrafficStatus>();
  for (const choice of choices) {
    if (choice === 'online') for (const s of ['moving', 'idle', 'stopped'] as const) statuses.add(s);
    else statuses.add(choice);
  }
  return [...statuses];
}
