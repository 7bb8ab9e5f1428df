import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { devices } from './vehicle-schema';

/** The newest position of each device, kept for restarts and for other processes. */
export const liveStates = pgTable(
  'live_states',
  {
    device_id: integer('device_id')
      .primaryKey()
      .references(() => devices.id, { onDelete: 'cascade' }),
    company_id: integer('company_id').notNull(),
    company_vehicle_id: integer('company_vehicle_id'),
    fix_time: timestamp('fix_time', { withTimezone: true }).notNull(),
    server_time: timestamp('server_time', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speed_kmh: real('speed_kmh').notNull(),
    course: smallint('course').notNull(),
    attributes: jsonb('attributes').notNull(),
  },
  (t) => [index('live_states_company_idx').on(t.company_id)],
);
