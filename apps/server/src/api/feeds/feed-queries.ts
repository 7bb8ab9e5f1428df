import type {
  eventFeedItem,
  fuelTransactionFeedItem,
  positionFeedItem,
  tripFeedItem,
} from '@navgan/domain/feeds';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { visibleRecordCondition } from '../../access/organization-scope';
import type { Db } from '../../db/database';
import { fuelTransactions } from '../../db/fuel-schema';
import { trips, vehicleEvents } from '../../db/motion-schema';
import { inCompany, type Tenant } from '../../db/tenant-scope';
import { positions } from '../../pipeline/position-table';
import { type CursorParts, encodeCursor } from './feed-cursor';

export interface FeedRead {
  /** The cursor's parts, or undefined to read from the start. */
  after: CursorParts | undefined;
  limit: number;
}

export interface FeedPage<T> {
  results: T[];
  next_cursor: string | null;
  has_more: boolean;
}

/**
 * Rows of transactions that have all ended: every transaction with an id below the oldest one
 * still running has committed or rolled back, so no row can later appear below this line. A
 * writer that started earlier but commits later is read once it ends, after those before it.
 */
const settled = (tx: AnyPgColumn) => sql`${tx} < pg_snapshot_xmin(pg_current_snapshot())`;

/** `(tx, id) > cursor` for the tables keyed by a serial id. */
const afterRow = (tx: AnyPgColumn, id: AnyPgColumn, after: CursorParts | undefined) =>
  after ? sql`(${tx}, ${id}) > (${after[0]}::xid8, ${after[1]}::int)` : undefined;

/** Reads `limit + 1` rows to say whether more are there, and builds the page. */
function pageOf<R, T>(
  rows: R[],
  read: FeedRead,
  cursorOf: (row: R) => CursorParts,
  present: (row: R) => T,
): FeedPage<T> {
  const page = rows.slice(0, read.limit);
  const last = page.at(-1);
  return {
    results: page.map(present),
    next_cursor: last ? encodeCursor(cursorOf(last)) : read.after ? encodeCursor(read.after) : null,
    has_more: rows.length > read.limit,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

type PositionItem = z.infer<typeof positionFeedItem>;

/**
 * The company's positions in the order they were stored; a caller limited to organizations gets
 * those of their vehicles. Rows of one transaction (a batch) are told apart by their key.
 */
export async function positionFeed(db: Db, tenant: Tenant, read: FeedRead): Promise<FeedPage<PositionItem>> {
  const fixMicros = sql<string>`(extract(epoch from ${positions.fix_time}) * 1000000)::bigint::text`;
  const after = read.after;
  const rows = await db
    .select({
      tx: sql<string>`${positions.tx}::text`,
      device_id: positions.device_id,
      fix_micros: fixMicros,
      record_hash: sql<string>`${positions.record_hash}::text`,
      company_vehicle_id: positions.company_vehicle_id,
      fix_time: positions.fix_time,
      server_time: positions.server_time,
      valid: positions.valid,
      latitude: positions.latitude,
      longitude: positions.longitude,
      altitude: positions.altitude,
      speed_kmh: positions.speed_kmh,
      course: positions.course,
      satellites: positions.satellites,
      attributes: positions.attributes,
    })
    .from(positions)
    .where(
      inCompany(
        positions,
        tenant,
        settled(positions.tx),
        after ? sql`${positions.tx} >= ${after[0]}::xid8` : undefined,
        after
          ? sql`(${positions.tx}, ${positions.device_id}, ${positions.fix_time}, ${positions.record_hash}) >
              (${after[0]}::xid8, ${after[1]}::int, timestamptz 'epoch' + ${after[2]}::bigint * interval '1 microsecond', ${after[3]}::bigint)`
          : undefined,
        visibleRecordCondition(positions.company_vehicle_id, 'vehicles', tenant),
      ),
    )
    .orderBy(asc(positions.tx), asc(positions.device_id), asc(positions.fix_time), asc(positions.record_hash))
    .limit(read.limit + 1);
  return pageOf(
    rows,
    read,
    (r) => [r.tx, String(r.device_id), r.fix_micros, r.record_hash],
    (r) => ({
      vehicle: r.company_vehicle_id,
      device: r.device_id,
      fix_time: r.fix_time.toISOString(),
      server_time: r.server_time.toISOString(),
      valid: r.valid,
      latitude: r.latitude,
      longitude: r.longitude,
      altitude: r.altitude,
      speed_kmh: r.speed_kmh,
      course: r.course,
      satellites: r.satellites,
      attributes: r.attributes as Record<string, unknown>,
    }),
  );
}

/** One feed over a table keyed by a serial id, limited through its vehicle column. */
async function idFeed<T extends typeof trips | typeof vehicleEvents | typeof fuelTransactions>(
  db: Db,
  tenant: Tenant,
  read: FeedRead,
  table: T,
  extra?: SQL,
) {
  return db
    .select({ tx: sql<string>`${table.tx}::text`, row: table })
    .from(table as typeof trips)
    .where(
      inCompany(
        table,
        tenant,
        settled(table.tx),
        afterRow(table.tx, table.id, read.after),
        visibleRecordCondition(table.company_vehicle_id, 'vehicles', tenant),
        extra,
      ),
    )
    .orderBy(asc(table.tx), asc(table.id))
    .limit(read.limit + 1);
}

type TripItem = z.infer<typeof tripFeedItem>;
type TripRow = typeof trips.$inferSelect;

/** Trips as the derivation closes them (it writes a trip once, when it ends). */
export async function tripFeed(db: Db, tenant: Tenant, read: FeedRead): Promise<FeedPage<TripItem>> {
  const rows = (await idFeed(db, tenant, read, trips)) as { tx: string; row: TripRow }[];
  return pageOf(
    rows,
    read,
    (r) => [r.tx, String(r.row.id)],
    ({ row }) => ({
      id: row.id,
      vehicle: row.company_vehicle_id,
      driver: row.driver_id,
      started_at: row.started_at.toISOString(),
      ended_at: row.ended_at.toISOString(),
      start_latitude: row.start_latitude,
      start_longitude: row.start_longitude,
      end_latitude: row.end_latitude,
      end_longitude: row.end_longitude,
      distance_m: row.distance_m,
      moving_s: row.moving_s,
      idle_s: row.idle_s,
      max_speed_kmh: row.max_speed_kmh,
      mean_speed_kmh: row.mean_speed_kmh,
    }),
  );
}

type EventItem = z.infer<typeof eventFeedItem>;
type EventRow = typeof vehicleEvents.$inferSelect;

/** Harsh driving, over-speed and idle events as the derivation writes them (once, when known whole). */
export async function eventFeed(db: Db, tenant: Tenant, read: FeedRead): Promise<FeedPage<EventItem>> {
  const rows = (await idFeed(db, tenant, read, vehicleEvents)) as { tx: string; row: EventRow }[];
  return pageOf(
    rows,
    read,
    (r) => [r.tx, String(r.row.id)],
    ({ row }) => ({
      id: row.id,
      vehicle: row.company_vehicle_id,
      driver: row.driver_id,
      kind: row.kind,
      at: row.at.toISOString(),
      ended_at: iso(row.ended_at),
      latitude: row.latitude,
      longitude: row.longitude,
      value: row.value,
      from_device: row.from_device,
    }),
  );
}

type FuelItem = z.infer<typeof fuelTransactionFeedItem>;
type FuelRow = typeof fuelTransactions.$inferSelect;

/** Fill-ups, each again after every change to it (a trigger moves its tx on); deletions are not fed. */
export async function fuelTransactionFeed(
  db: Db,
  tenant: Tenant,
  read: FeedRead,
): Promise<FeedPage<FuelItem>> {
  const rows = (await idFeed(db, tenant, read, fuelTransactions)) as { tx: string; row: FuelRow }[];
  return pageOf(
    rows,
    read,
    (r) => [r.tx, String(r.row.id)],
    ({ row }) => ({
      id: row.id,
      fuel_card: row.fuel_card_id,
      vehicle: row.company_vehicle_id,
      occurred_at: row.occurred_at.toISOString(),
      liters: row.liters,
      price_per_liter: row.price_per_liter,
      paid_total: row.paid_total,
      real_cost: row.real_cost,
      station: row.station,
      odometer_km: row.odometer_km,
      description: row.description,
      updated_at: row.updated_at.toISOString(),
    }),
  );
}
