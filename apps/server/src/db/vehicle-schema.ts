import { sql } from 'drizzle-orm';
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
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { drivers, tags } from './fleet-schema';
import { cabins, colors, insuranceTypes, ownerships, vehicleStatuses, vehicleTypes } from './schema';
import { companyId, timestamps } from './tenant-columns';

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
    /** The digits printed on the plate in reading order (two, three, region), for digit search. */
    plate_digits: varchar('plate_digits', { length: 7 }).notNull().default(''),
    /** Lower-cased name and VIN with Latin digits, for text search. */
    search_text: varchar('search_text', { length: 300 }).notNull().default(''),
    ...timestamps(),
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
    /**
     * Secret the HTTP (OsmAnd) and MQTT protocols must present with every position; null = none
     * asked (devices registered before keys existed). New devices get one (device-key.ts).
     */
    ingest_key: varchar('ingest_key', { length: 64 }),
    /** Minutes the device's clock runs ahead of UTC when it sends local time unannounced (GT06 clones). */
    clock_offset_minutes: smallint('clock_offset_minutes').notNull().default(0),
    /** Unit of the OsmAnd `speed` parameter: knots as the protocol says, or what the app really sends. */
    speed_unit: varchar('speed_unit', { length: 4 }).notNull().default('kn'),
    ...timestamps(),
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
    uniqueIndex('driver_assignments_open_vehicle_key').on(t.company_vehicle_id).where(sql`until_at is null`),
    uniqueIndex('driver_assignments_open_driver_key').on(t.driver_id).where(sql`until_at is null`),
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
    uniqueIndex('device_assignments_open_vehicle_key').on(t.company_vehicle_id).where(sql`until_at is null`),
    uniqueIndex('device_assignments_open_device_key').on(t.device_id).where(sql`until_at is null`),
  ],
);

/**
 * What a vehicle costs beyond fuel and services, one row per vehicle. Depreciation per hour and
 * other cost per km live on the vehicle itself (the list and reports read them there).
 */
export const vehicleCosts = pgTable(
  'vehicle_costs',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    purchase_date: date('purchase_date'),
    purchase_price: bigint('purchase_price', { mode: 'number' }),
    monthly_parking: bigint('monthly_parking', { mode: 'number' }),
    monthly_tracking_subscription: bigint('monthly_tracking_subscription', { mode: 'number' }),
    monthly_lease: bigint('monthly_lease', { mode: 'number' }),
    monthly_other: bigint('monthly_other', { mode: 'number' }),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vehicle_costs_vehicle_key').on(t.company_vehicle_id)],
);

/** Technical data of a vehicle, one row per vehicle. */
export const vehicleTechnicals = pgTable(
  'vehicle_technicals',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    engine_number: varchar('engine_number', { length: 30 }).notNull().default(''),
    chassis_number: varchar('chassis_number', { length: 30 }).notNull().default(''),
    fuel_type: varchar('fuel_type', { length: 20 }),
    tank_capacity_l: real('tank_capacity_l'),
    nominal_consumption_l_per_100km: real('nominal_consumption_l_per_100km'),
    tyre_size: varchar('tyre_size', { length: 30 }).notNull().default(''),
    axles: smallint('axles'),
    empty_weight_kg: integer('empty_weight_kg'),
    gross_weight_kg: integer('gross_weight_kg'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('vehicle_technicals_vehicle_key').on(t.company_vehicle_id)],
);

/** An insurance policy of a vehicle. Kept when the vehicle is deleted only by refusing the delete. */
export const vehicleInsurances = pgTable(
  'vehicle_insurances',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id),
    insurance_type_id: integer('insurance_type_id')
      .notNull()
      .references(() => insuranceTypes.id),
    insurer: varchar('insurer', { length: 100 }).notNull().default(''),
    policy_number: varchar('policy_number', { length: 50 }).notNull().default(''),
    start_date: date('start_date').notNull(),
    end_date: date('end_date').notNull(),
    premium: bigint('premium', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('vehicle_insurances_company_idx').on(t.company_id, t.id),
    index('vehicle_insurances_vehicle_idx').on(t.company_vehicle_id),
  ],
);

/** A payment towards an insurance premium (instalments are common). */
export const vehicleInsuranceTransactions = pgTable(
  'vehicle_insurance_transactions',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_insurance_id: integer('company_vehicle_insurance_id')
      .notNull()
      .references(() => vehicleInsurances.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 50 }).notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('vehicle_insurance_transactions_insurance_idx').on(t.company_vehicle_insurance_id, t.date)],
);

/** A traffic fine. The driver is the one given, or who was assigned to the vehicle at the time. */
export const fines = pgTable(
  'fines',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: integer('company_vehicle_id')
      .notNull()
      .references(() => companyVehicles.id),
    driver_id: integer('driver_id').references(() => drivers.id),
    /** True when the driver was taken from the assignment history, not chosen. */
    driver_from_assignment: boolean('driver_from_assignment').notNull().default(false),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    fine_type: varchar('fine_type', { length: 20 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull().default(false),
    paid_at: date('paid_at'),
    location: varchar('location', { length: 200 }).notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('fines_company_idx').on(t.company_id, t.occurred_at),
    index('fines_vehicle_idx').on(t.company_vehicle_id),
    index('fines_driver_idx').on(t.driver_id),
  ],
);
