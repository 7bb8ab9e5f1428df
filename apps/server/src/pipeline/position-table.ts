import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { feedTx } from '../db/feed-columns';

/**
 * Positions as the ingest pipeline writes them. The table is created and partitioned by month at
 * run time (position-storage.ts) rather than by the migrations, because partitions are added as
 * months come and retention drops them; this file sits outside the migrations' schema glob on
 * purpose. The definition serves typed queries.
 */
export const positions = pgTable('positions', {
  company_id: integer('company_id').notNull(),
  device_id: integer('device_id').notNull(),
  company_vehicle_id: integer('company_vehicle_id'),
  fix_time: timestamp('fix_time', { withTimezone: true }).notNull(),
  server_time: timestamp('server_time', { withTimezone: true }).notNull(),
  valid: boolean('valid').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  altitude: real('altitude'),
  speed_kmh: real('speed_kmh').notNull(),
  course: smallint('course').notNull(),
  satellites: smallint('satellites'),
  attributes: jsonb('attributes').notNull(),
  /** Tells apart records of one device and fix time by what they say (position-writer.ts). */
  record_hash: bigint('record_hash', { mode: 'bigint' }).notNull(),
  tx: feedTx(),
});
