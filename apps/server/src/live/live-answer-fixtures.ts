import { trafficStatuses } from '@navgan/domain/traffic-status';
import type { LiveRow } from './live-fleet';
import type { LiveState } from './live-state-store';
import type { CatalogVehicle } from './vehicle-catalog';

/** A catalog row; `i` varies the texts (Persian, quotes, emoji) and the optional parts. */
export function catalogRow(i: number, overrides: Partial<CatalogVehicle> = {}): CatalogVehicle {
  return {
    id: 1000 + i,
    name: i % 7 === 0 ? `وانت "ب" \\ ${i} 🚚` : `خودرو ${i}`,
    license_plate: `${120000000 + i * 7919}`,
    vehicle_type_id: i % 4 === 0 ? null : i % 4,
    is_cold_chain: i % 3 === 0,
    tank_capacity_l: i % 4 === 0 ? null : 60,
    driver: i % 5 === 0 ? null : { id: i, first_name: 'علی', last_name: `رضایی ${i}` },
    device: i % 6 === 0 ? null : { id: i, imei: `${860000000000000 + i}`, sim_number: `0912${i}` },
    tags: i % 2 === 0 ? [] : [{ id: i, fa_title: 'سردخانه', en_title: 'Cold "store"' }],
    ...overrides,
  };
}

/** A live state; `i` varies which attributes it has (none, some, odd values). */
export function liveStateOf(
  vehicle: CatalogVehicle,
  i: number,
  overrides: Partial<LiveState> = {},
): LiveState {
  const at = new Date(Date.UTC(2026, 10, 21, 10, 0, i % 60, i % 1000));
  const attributes: LiveState['attributes'] = {};
  if (i % 2 === 0) attributes.ignition = i % 4 === 0;
  if (i % 3 !== 1) attributes.fuel = i % 9 === 0 ? 12.5 : 30 + (i % 60);
  if (i % 5 === 0) attributes.fuelUnit = i % 10 === 0 ? '%' : 'l';
  if (i % 4 === 1) attributes.temperatures = i % 8 === 1 ? [-18.25, 4] : [Number.NaN, 3];
  if (i % 6 === 2) attributes.humidities = [55.5];
  return {
    deviceId: vehicle.device?.id ?? i,
    companyId: 1,
    vehicleId: vehicle.id,
    fixTime: at,
    serverTime: at,
    latitude: 35.6 + i / 7000,
    longitude: i % 11 === 0 ? -0 : 51.2 + i / 3000,
    speedKmh: (i * 13.37) % 120,
    course: (i * 37) % 360,
    attributes,
    ...overrides,
  };
}

/** `count` rows: most live, some never heard from, statuses of every kind. */
export function liveRows(count: number): LiveRow[] {
  return Array.from({ length: count }, (_, i) => {
    const vehicle = catalogRow(i);
    return {
      vehicle,
      state: i % 13 === 0 ? undefined : liveStateOf(vehicle, i),
      status: trafficStatuses[i % trafficStatuses.length] ?? 'offline',
    };
  });
}
