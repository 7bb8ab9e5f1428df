import { addDays, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/sql-helpers';
import type { PositionAttributes } from '../gateway/decoded-position';
import { driverAt, loadDriverSpans } from './driver-history';
import { recountFenceViolations } from './fence-violations';
import { MotionBatch } from './motion-batch';
import { motionFixOf } from './motion-fix';
import { advance, type MotionSettings, newMotionState } from './motion-machine';
import { loadMotionSettings } from './motion-settings';
import { refreshFuelCost, writeMotionBatch } from './motion-store';

/** Fixes read before the window so trips and stops under way at its start are known. */
export const rebuildWarmupMs = 12 * 3_600_000;
/** Fixes read after the window so trips and episodes begun in it can end. */
export const rebuildLookaheadMs = 12 * 3_600_000;
/** The time read per query: a vehicle's fixes of an hour (360 at a fix every 10 s), a short turn on an embedded database. */
const sliceMs = 3_600_000;

export interface RebuildSummary {
  vehicles: number;
  positions: number;
  vehicle_days: number;
  driver_days: number;
  trips: number;
  stops: number;
  events: number;
}

/** How a long rebuild shares the process: told its progress, and given a turn to yield. */
export interface RebuildPacing {
  /** After each chunk: `done` of `total` chunks (one per vehicle, then the drivers' figures). */
  progress?: (done: number, total: number) => Promise<void> | void;
  /** Awaited between reads and chunks, so requests waiting for the process or database run. */
  yieldTurn?: () => Promise<void>;
  /** Stop before the next chunk (shutdown); what was written stays, a rerun redoes it all. */
  signal?: AbortSignal;
}

interface PositionRow {
  company_vehicle_id: number;
  fix_time: Date | string;
  valid: boolean;
  latitude: number;
  longitude: number;
  speed_kmh: number;
  course: number;
  attributes: PositionAttributes | string;
  late?: boolean;
}

/**
 * Recomputes a company's derived data for Iran days [fromDay, toDay] from the stored positions:
 * the rollups of those days and the trips, stops and events starting in them are replaced. Each
 * vehicle is replayed from its last fix before the window (minus a warm-up) in fix-time order; a
 * fix that arrived after a newer one (the live path skipped it) is skipped here too, so the figures
 * equal those of the live path. Deterministic: the same positions give the same rows.
 *
 * Bounded chunks, so an embedded database (one query at a time) keeps answering everyone else:
 * each vehicle is read an hour per query and written in its own transaction (its day rows,
 * trips, stops and events); the drivers' day rows, which sum several vehicles, are written last in
 * one transaction with the fence violations. Between reads and chunks `pacing.yieldTurn` lets
 * waiting requests through. While it runs a report may see some vehicles rebuilt and others not.
 */
export async function rebuildRollups(
  db: Db,
  companyId: number,
  fromDay: string,
  toDay: string,
  pacing: RebuildPacing = {},
): Promise<RebuildSummary> {
  const yieldTurn = pacing.yieldTurn ?? (async () => {});
  const from = startOfDayIn(fromDay).getTime();
  const until = startOfDayIn(addDays(toDay, 1)).getTime();
  const readFrom = from - rebuildWarmupMs;
  const readUntil = until + rebuildLookaheadMs;
  const fromIso = new Date(from).toISOString();
  const untilIso = new Date(until).toISOString();
  const stored = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('positions') is not null as present`),
  )[0]?.present;
  const vehicleIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from company_vehicles where company_id = ${companyId} order by id`),
  ).map((row) => Number(row.id));
  const settings = (await loadMotionSettings(db, [companyId])).get(companyId) as MotionSettings;
  const spans = await loadDriverSpans(db, vehicleIds, new Date(readFrom));
  const filter = { fromDay, toDay, from, until };
  // The drivers' figures gather here across vehicles; each vehicle's own go out with its chunk.
  const drivers = new MotionBatch(filter);
  const total = vehicleIds.length + 1;
  const summary: RebuildSummary = {
    vehicles: vehicleIds.length,
    positions: 0,
    vehicle_days: 0,
    driver_days: 0,
    trips: 0,
    stops: 0,
    events: 0,
  };
  const aborted = () => {
    if (pacing.signal?.aborted) throw new Error('rebuild stopped: the server is shutting down');
  };

  for (const [i, vehicleId] of vehicleIds.entries()) {
    aborted();
    const state = newMotionState();
    const sink = drivers.sinkFor(companyId, vehicleId, (at) => driverAt(spans.get(vehicleId), at));
    const replay = (rows: PositionRow[]) => {
      for (const row of rows) {
        if (row.late) continue;
        if (advance(state, fixOfRow(row), settings, sink)) summary.positions++;
      }
    };
    // Before the first tracker listener started there is no positions table: nothing to replay.
    if (stored) {
      // The vehicle's last fix before the read window: where its intervals start.
      replay(
        rowsOf<PositionRow>(
          await db.execute(sql`
            select company_vehicle_id, fix_time, valid, latitude, longitude, speed_kmh, course, attributes
            from positions where company_vehicle_id = ${vehicleId}
              and fix_time < ${new Date(readFrom).toISOString()} order by fix_time desc limit 1`),
        ),
      );
      for (let start = readFrom; start < readUntil; start += sliceMs) {
        await yieldTurn();
        const end = Math.min(start + sliceMs, readUntil);
        replay(
          rowsOf<PositionRow>(
            await db.execute(sql`
              select company_vehicle_id, fix_time, valid, latitude, longitude, speed_kmh, course, attributes,
                server_time > min(server_time) over (order by fix_time, device_id
                  rows between 1 following and unbounded following) as late
              from positions
              where company_id = ${companyId} and company_vehicle_id = ${vehicleId}
                and fix_time >= ${new Date(start).toISOString()} and fix_time < ${new Date(end).toISOString()}
              order by fix_time, device_id`),
          ),
        );
      }
    }
    const own = takeVehicleFigures(drivers);
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from vehicle_daily_rollups where company_vehicle_id = ${vehicleId}
        and day between ${fromDay} and ${toDay}`);
      for (const [table, column] of [
        ['trips', 'started_at'],
        ['stops', 'started_at'],
        ['vehicle_events', 'at'],
      ] as const) {
        await tx.execute(sql`delete from ${sql.raw(table)} where company_vehicle_id = ${vehicleId}
          and ${sql.raw(column)} >= ${fromIso} and ${sql.raw(column)} < ${untilIso}`);
      }
      await writeMotionBatch(tx, own);
      await refreshFuelCost(
        tx,
        companyId,
        [...own.vehicleDays.values()].map((row) => ({ vehicleId: row.subjectId, day: row.day })),
      );
    });
    summary.vehicle_days += own.vehicleDays.size;
    summary.trips += own.trips.length;
    summary.stops += own.stops.length;
    summary.events += own.events.length;
    await pacing.progress?.(i + 1, total);
    await yieldTurn();
  }

  aborted();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from driver_daily_rollups where company_id = ${companyId} and day between ${fromDay} and ${toDay}`,
    );
    await writeMotionBatch(tx, drivers);
    const days = [...new Set([...drivers.driverDays.values()].map((row) => row.day))];
    await refreshFuelCost(tx, companyId, [], days);
    await recountFenceViolations(tx, companyId, fromDay, toDay);
  });
  summary.driver_days = drivers.driverDays.size;
  await pacing.progress?.(total, total);
  return summary;
}

/** Moves a batch's vehicle figures, trips, stops and events into a batch of their own; the driver rows stay. */
function takeVehicleFigures(batch: MotionBatch): MotionBatch {
  const own = new MotionBatch();
  for (const [key, row] of batch.vehicleDays) own.vehicleDays.set(key, row);
  own.trips.push(...batch.trips);
  own.stops.push(...batch.stops);
  own.events.push(...batch.events);
  for (const key of batch.fuelTouched) own.fuelTouched.add(key);
  batch.vehicleDays.clear();
  batch.trips.length = 0;
  batch.stops.length = 0;
  batch.events.length = 0;
  batch.fuelTouched.clear();
  return own;
}

function fixOfRow(row: PositionRow) {
  return motionFixOf({
    fixTime: new Date(row.fix_time),
    valid: row.valid,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    speedKmh: Number(row.speed_kmh),
    course: Number(row.course),
    attributes: typeof row.attributes === 'string' ? JSON.parse(row.attributes) : row.attributes,
  });
}
