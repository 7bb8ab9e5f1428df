import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { feedTx } from './feed-columns';
import { drivers } from './fleet-schema';
import { companies } from './schema';
import { companyId } from './tenant-columns';
import { companyVehicles } from './vehicle-schema';

const vehicle = () =>
  integer('company_vehicle_id')
    .notNull()
    .references(() => companyVehicles.id, { onDelete: 'cascade' });
const driver = () => integer('driver_id').references(() => drivers.id, { onDelete: 'set null' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A trip as the motion derivation found it; the driver is the one assigned when it started. */
export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: vehicle(),
    driver_id: driver(),
    started_at: instant('started_at').notNull(),
    ended_at: instant('ended_at').notNull(),
    start_latitude: doublePrecision('start_latitude').notNull(),
    start_longitude: doublePrecision('start_longitude').notNull(),
    end_latitude: doublePrecision('end_latitude').notNull(),
    end_longitude: doublePrecision('end_longitude').notNull(),
    distance_m: doublePrecision('distance_m').notNull(),
    moving_s: doublePrecision('moving_s').notNull(),
    idle_s: doublePrecision('idle_s').notNull(),
    max_speed_kmh: real('max_speed_kmh').notNull(),
    mean_speed_kmh: real('mean_speed_kmh').notNull(),
    tx: feedTx(),
  },
  (t) => [
    index('trips_feed_idx').on(t.company_id, t.tx, t.id),
    uniqueIndex('trips_vehicle_start_key').on(t.company_vehicle_id, t.started_at),
    index('trips_company_start_idx').on(t.company_id, t.started_at),
    index('trips_driver_start_idx').on(t.driver_id, t.started_at),
  ],
);

/** A stop between two trips (the one before the first trip starts with the first fix). */
export const stops = pgTable(
  'stops',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: vehicle(),
    driver_id: driver(),
    started_at: instant('started_at').notNull(),
    ended_at: instant('ended_at').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Null for devices without an ignition signal. */
    ignition_off: boolean('ignition_off'),
  },
  (t) => [
    uniqueIndex('stops_vehicle_start_key').on(t.company_vehicle_id, t.started_at),
    index('stops_company_start_idx').on(t.company_id, t.started_at),
  ],
);

/**
 * Harsh acceleration / braking / cornering (instants), over-speed and idle (episodes with an end).
 * `value`: m/s² for derived harsh events (null from a device alarm), top km/h, idle seconds.
 */
export const vehicleEvents = pgTable(
  'vehicle_events',
  {
    id: serial('id').primaryKey(),
    company_id: companyId(),
    company_vehicle_id: vehicle(),
    driver_id: driver(),
    kind: varchar('kind', { length: 24 }).notNull(),
    at: instant('at').notNull(),
    ended_at: instant('ended_at'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    value: real('value'),
    from_device: boolean('from_device').notNull().default(false),
    tx: feedTx(),
  },
  (t) => [
    index('vehicle_events_feed_idx').on(t.company_id, t.tx, t.id),
    uniqueIndex('vehicle_events_vehicle_kind_at_key').on(t.company_vehicle_id, t.kind, t.at),
    index('vehicle_events_company_at_idx').on(t.company_id, t.at),
  ],
);

/**
 * The figures of one vehicle or driver on one Iran day (docs/metrics.md defines each). Seconds and
 * metres are fractional because a span crossing midnight is split in proportion.
 */
const dailyFigures = () => ({
  company_id: companyId(),
  day: date('day', { mode: 'string' }).notNull(),
  distance_m: doublePrecision('distance_m').notNull().default(0),
  engine_s: doublePrecision('engine_s').notNull().default(0),
  moving_s: doublePrecision('moving_s').notNull().default(0),
  idle_s: doublePrecision('idle_s').notNull().default(0),
  stopped_s: doublePrecision('stopped_s').notNull().default(0),
  downtime_s: doublePrecision('downtime_s').notNull().default(0),
  /**
   * Litres used; null when no span of the day had a fuel level at both ends (no sensor, or none
   * reporting): missing is "no data", never 0 (docs/metrics.md, "Fuel").
   */
  fuel_used_l: doublePrecision('fuel_used_l'),
  refuel_l: doublePrecision('refuel_l').notNull().default(0),
  /**
   * Rials: the day's fuel transactions if any, else litres used × the last price paid; null when
   * neither is known (no transactions, and no litres or no price).
   */
  fuel_cost: bigint('fuel_cost', { mode: 'number' }),
  /** Σ speed × seconds while moving (km/h·s): mean speed = this ÷ moving_s. */
  speed_time_sum: doublePrecision('speed_time_sum').notNull().default(0),
  max_speed_kmh: real('max_speed_kmh').notNull().default(0),
  max_speed_at: instant('max_speed_at'),
  harsh_acceleration: integer('harsh_acceleration').notNull().default(0),
  harsh_braking: integer('harsh_braking').notNull().default(0),
  harsh_cornering: integer('harsh_cornering').notNull().default(0),
  overspeed_count: integer('overspeed_count').notNull().default(0),
  overspeed_s: doublePrecision('overspeed_s').notNull().default(0),
  idle_count: integer('idle_count').notNull().default(0),
  trip_count: integer('trip_count').notNull().default(0),
  fence_violations: integer('fence_violations').notNull().default(0),
});

export const vehicleDailyRollups = pgTable(
  'vehicle_daily_rollups',
  {
    company_vehicle_id: vehicle(),
    ...dailyFigures(),
    /** Odometer at the day's last fix (device counter, else summed distance), m. */
    odometer_m: doublePrecision('odometer_m').notNull().default(0),
    /** Engine hours at the day's last fix (device counter, else summed engine time), s. */
    engine_total_s: doublePrecision('engine_total_s').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.company_vehicle_id, t.day] }),
    index('vehicle_daily_rollups_company_day_idx').on(t.company_id, t.day),
  ],
);

/**
 * The company's vehicle rollups summed per Iran day, for the analytics dashboard when nothing limits
 * the vehicles (a year is 365 rows instead of 365 × the fleet). Only the columns the analytics sum;
 * `vehicle_days` counts the vehicle rows behind the day. Kept by database triggers on
 * vehicle_daily_rollups (migration `company_daily_rollups_trigger`), so every writer of vehicle
 * rollups keeps it right; never written from code.
 */
export const companyDailyRollups = pgTable(
  'company_daily_rollups',
  {
    company_id: companyId(),
    day: date('day', { mode: 'string' }).notNull(),
    vehicle_days: integer('vehicle_days').notNull().default(0),
    distance_m: doublePrecision('distance_m').notNull().default(0),
    engine_s: doublePrecision('engine_s').notNull().default(0),
    moving_s: doublePrecision('moving_s').notNull().default(0),
    idle_s: doublePrecision('idle_s').notNull().default(0),
    stopped_s: doublePrecision('stopped_s').notNull().default(0),
    downtime_s: doublePrecision('downtime_s').notNull().default(0),
    /** Σ of the vehicle rows' known litres and costs; the distance and rows behind each known sum. */
    fuel_used_l: doublePrecision('fuel_used_l').notNull().default(0),
    fuel_cost: bigint('fuel_cost', { mode: 'number' }).notNull().default(0),
    fuel_days: integer('fuel_days').notNull().default(0),
    fuel_distance_m: doublePrecision('fuel_distance_m').notNull().default(0),
    cost_days: integer('cost_days').notNull().default(0),
    cost_distance_m: doublePrecision('cost_distance_m').notNull().default(0),
    harsh_acceleration: integer('harsh_acceleration').notNull().default(0),
    harsh_braking: integer('harsh_braking').notNull().default(0),
    harsh_cornering: integer('harsh_cornering').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.company_id, t.day] })],
);

export const driverDailyRollups = pgTable(
  'driver_daily_rollups',
  {
    driver_id: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    ...dailyFigures(),
    /** The vehicle the driver drove at the day's top speed. */
    max_speed_company_vehicle_id: integer('max_speed_company_vehicle_id').references(
      () => companyVehicles.id,
      {
        onDelete: 'set null',
      },
    ),
  },
  (t) => [
    primaryKey({ columns: [t.driver_id, t.day] }),
    index('driver_daily_rollups_company_day_idx').on(t.company_id, t.day),
  ],
);

/**
 * The motion state machine of each vehicle as of its last derived fix, written in the same
 * transaction as the figures it produced, so a restart resumes without counting anything twice.
 */
export const motionStates = pgTable(
  'motion_states',
  {
    company_vehicle_id: integer('company_vehicle_id')
      .primaryKey()
      .references(() => companyVehicles.id, { onDelete: 'cascade' }),
    company_id: companyId(),
    last_fix_time: instant('last_fix_time').notNull(),
    state: jsonb('state').notNull(),
  },
  (t) => [index('motion_states_company_idx').on(t.company_id)],
);

/** A company's own motion settings (a row only once it changed a default). */
export const motionSettings = pgTable('motion_settings', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  overspeed_kmh: smallint('overspeed_kmh').notNull(),
});
