import {
  type Device,
  type DeviceProtocol,
  type DeviceSpeedUnit,
  deviceInput,
} from '@navgan/domain/resources/device';
import { and, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { deviceAssignments, devices } from '../../db/vehicle-schema';
import { newDeviceKey } from '../../pipeline/device-key';
import { fieldError } from '../../resources/field-error';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';
import { currentVehiclesOfDevices } from '../assignments/current-assignments';
import { sightingsOf } from './device-support-queries';

/** Whether a device is installed in a vehicle now (an open assignment). */
export const deviceIsInstalled = (): SQL =>
  sql`exists (select 1 from ${deviceAssignments} where ${and(
    eq(deviceAssignments.device_id, devices.id),
    isNull(deviceAssignments.until_at),
  )})`;

export const deviceResource: ResourceDefinition<typeof devices, typeof deviceInput, Device, 'devices'> = {
  name: 'devices',
  table: devices,
  // A device belongs to the organizations of the vehicle it is installed in now; one in stock
  // belongs to none, so only users of the whole company see it.
  scope: {
    through: devices.id,
    via: {
      id: deviceAssignments.device_id,
      link: deviceAssignments.company_vehicle_id,
      current: deviceAssignments.until_at,
    },
  },
  input: deviceInput,
  labels: 'devices',
  // A new device is asked for a key from the start; an edit leaves the key as it is (key-routes.ts).
  toRow: (v, { id }) => ({
    imei: v.imei,
    model: v.model,
    protocol: v.protocol,
    sim_number: v.sim_number,
    lenient_crc: v.lenient_crc,
    clock_offset_minutes: v.clock_offset_minutes,
    speed_unit: v.speed_unit,
    ...(id === undefined ? { ingest_key: newDeviceKey() } : {}),
  }),
  async present(rows, { db }) {
    const ids = rows.map((r) => r.id);
    const [vehicleOf, sightingOf] = await Promise.all([
      currentVehiclesOfDevices(db, ids),
      sightingsOf(db, ids),
    ]);
    return rows.map((row) => ({
      id: row.id,
      imei: row.imei,
      model: row.model,
      protocol: row.protocol as DeviceProtocol,
      sim_number: row.sim_number,
      lenient_crc: row.lenient_crc,
      clock_offset_minutes: row.clock_offset_minutes,
      speed_unit: row.speed_unit as DeviceSpeedUnit,
      key_required: row.ingest_key !== null,
      company_vehicle: vehicleOf.get(row.id) ?? null,
      created: row.created_at.toISOString(),
      last_seen: sightingOf.get(row.id)?.last_seen_at.toISOString() ?? null,
      connected: sightingOf.get(row.id)?.connected ?? false,
    }));
  },
  // The IMEI routes tracker data, so it is unique across the installation, not per company.
  async check(values, { db, id }) {
    const [taken] = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(eq(devices.imei, values.imei), id === undefined ? undefined : ne(devices.id, id)))
      .limit(1);
    return taken ? fieldError('imei', 'imeiTaken') : undefined;
  },
  uniqueErrors: { devices_imei_key: fieldError('imei', 'imeiTaken') },
  search: (term) =>
    or(
      ilike(devices.imei, containsPattern(term)),
      ilike(devices.sim_number, containsPattern(term)),
      ilike(devices.model, containsPattern(term)),
    ),
  filters: {
    company_vehicle__isnull: (inStock) => (inStock ? sql`not ${deviceIsInstalled()}` : deviceIsInstalled()),
  },
  orderBy: [desc(devices.id)],
  summary: (row) => ({ id: row.id, imei: row.imei, model: row.model, sim_number: row.sim_number }),
};
