import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { drivers, tags } from './fleet-schema';
import { cabins, colors, companies, ownerships, vehicleStatuses, vehicleTypes } from './schema';

const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A company's vehicle (the spec's "company vehicle"). */
export const companyVehicles = pgTable(
  'company_vehicles',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    name: varchar('name', { length: 100 }).notNull(),
    /** The 9-character Iranian plate (see packages/domain/src/plate.ts). */
    license_plate: varchar('license_plate', { length: 9 }).notNull(),
    vehicle_type_id: integer('vehicle_type_id').references(() => vehicleTypes.id),
    ownership_id: integer('ownership_id').references(() => ownerships.id),
    status_id: integer('status_id').references(() => vehicleStatuses.id),
    color_id: integer('color_id').references(() => colors.id),
    cabin_id: integer('cabin_id').references(() => cabins.id),
    model_year: smallint('model_year'),
    vin: varchar('vin', { length: 17 }).notNull().default(''),
    third_party_insurance_expiry: date('third_party_insurance_expiry'),
    body_insurance_expiry: date('body_insurance_expiry'),
    inspection_expiry: date('inspection_expiry'),
    load_capacity_kg: integer('load_capacity_kg'),
    volume_capacity_m3: real('volume_capacity_m3'),
    passenger_capacity: smallint('passenger_capacity'),
    depreciation_per_hour: bigint('depreciation_per_hour', { mode: 'number' }),
    other_cost_per_km: bigint('other_cost_per_km', { mode: 'number' }),
    is_cold_chain: boolean('is_cold_chain').notNull().default(false),
    /** Lower-cased name, plate digits and VIN with Latin digits, for list search. */
    search_text: varchar('search_text', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('company_vehicles_company_idx').on(t.company_id, t.id),
    uniqueIndex('company_vehicles_plate_key').on(t.company_id, t.license_plate),
  ],
);

export const companyVehicleTags = pgTable(
  'company_vehicle_tags',
  {
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    tag_id: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.company_vehicle_id, t.tag_id] }),
    index('company_vehicle_tags_tag_idx').on(t.tag_id),
  ],
);

/** Tracking hardware. The IMEI is unique across the installation: data is routed by it. */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    imei: varchar('imei', { length: 20 }).notNull(),
    model: varchar('model', { length: 50 }).notNull().default(''),
    protocol: varchar('protocol', { length: 20 }).notNull(),
    sim_number: varchar('sim_number', { length: 20 }).notNull().default(''),
    /** Accept frames with bad checksums from this device (some firmwares send them). */
    lenient_crc: boolean('lenient_crc').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('devices_imei_key').on(t.imei), index('devices_company_idx').on(t.company_id, t.id)],
);

/**
 * Who drove / what hardware sat in which vehicle when: one open row (until_at null) per vehicle
 * at most, and per driver or device at most. The history reports and fines read them.
 */
export const driverAssignments = pgTable(
  'driver_assignments',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    from_at: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
    until_at: timestamp('until_at', { withTimezone: true }),
  },
  (t) => [
    index('driver_assignments_vehicle_idx').on(t.company_vehicle_id, t.from_at),
    index('driver_assignments_driver_idx').on(t.driver_id, t.from_at),
  ],
);

export const deviceAssignments = pgTable(
  'device_assignments',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    from_at: timestamp('from_at', { withTimezone: true }).notNull().defaultNow(),
    until_at: timestamp('until_at', { withTimezone: true }),
  },
  (t) => [
    index('device_assignments_vehicle_idx').on(t.company_vehicle_id, t.from_at),
    index('device_assignments_device_idx').on(t.device_id, t.from_at),
  ],
);
