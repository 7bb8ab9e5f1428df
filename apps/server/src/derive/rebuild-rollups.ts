import { addDays, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { PositionAttributes } from '../gateway/decoded-position';
import { pgArrayLiteral } from '../pipeline/position-writer';
import { driverAt, loadDriverSpans } from './driver-history';
import { recountFenceViolations } from './fence-violations';
import { MotionBatch } from './motion-batch';
import { motionFixOf } from './motion-fix';
import { advance, type MotionSettings, type MotionState, newMotionState } from './motion-machine';
import { loadMotionSettings } from './motion-settings';
import { refreshFuelCost, rowsOf, writeMotionBatch } from './motion-store';

/** Fixes read before the window so trips and stops under way at its start are known. */
export const rebuildWarmupMs = 12 * 3_600_000;
/** Fixes read after the window so trips and episodes begun in it can end. */
export const rebuildLookaheadMs = 12 * 3_600_000;
/** Vehicles replayed per query, and the time read per query, to bound memory. */
const vehiclesPerChunk = 25;
const sliceMs = 24 * 3_600_000;

export interface RebuildSummary {
  vehicles: number;
  positions: number;
  vehicle_days: number;
  driver_days: number;
  trips: number;
  stops: number;
  events: number;
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
 * the rollups of those days and the trips, stops and events starting in them are replaced in one
 * transaction. Each vehicle is replayed from its last fix before the window (minus a warm-up) in
 * fix-time order; a fix that arrived after a newer one (the live path skipped it) is skipped here
 * too, so the figures equal those of the live path. Deterministic: the same positions give the
 * same rows.
 */
export async function rebuildRollups(
  db: Db,
  companyId: number,
  fromDay: string,
  toDay: string,
): Promise<RebuildSummary> {
  const from = startOfDayIn(fromDay).getTime();
  const until = startOfDayIn(addDays(toDay, 1)).getTime();
  const readFrom = from - rebuildWarmupMs;
  const readUntil = until + rebuildLookaheadMs;
  const stored = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('positions') is not null as present`),
  )[0]?.present;
  const vehicleIds = rowsOf<{ id: number }>(
    await db.execute(sql`select id from company_vehicles where company_id = ${companyId} order by id`),
  ).map((row) => Number(row.id));
  const settings = (await loadMotionSettings(db, [companyId])).get(companyId) as MotionSettings;
  const spans = await loadDriverSpans(db, vehicleIds, new Date(readFrom));
  const batch = new MotionBatch({ fromDay, toDay, from, until });
  let positions = 0;

  // Before the first tracker listener started there is no positions table: nothing to replay.
  for (let i = 0; stored && i < vehicleIds.length; i += vehiclesPerChunk) {
    const chunk = vehicleIds.slice(i, i + vehiclesPerChunk);
    const ids = pgArrayLiteral(chunk);
    const states = new Map<number, MotionState>(chunk.map((id) => [id, newMotionState()]));
    const replay = (rows: PositionRow[]) => {
      for (const row of rows) {
        if (row.late) continue;
        const vehicleId = Number(row.company_vehicle_id);
        const sink = batch.sinkFor(companyId, vehicleId, (at) => driverAt(spans.get(vehicleId), at));
        if (advance(states.get(vehicleId) as MotionState, fixOfRow(row), settings, sink)) positions++;
      }
    };
    // Each vehicle's last fix before the read window: where its intervals start.
    replay(
      rowsOf<PositionRow>(
        await db.execute(sql`
          select v.id as company_vehicle_id, p.fix_time, p.valid, p.latitude, p.longitude, p.speed_kmh, p.course, p.attributes
          from unnest(${ids}::int[]) as v(id)
          cross join lateral (select * from positions p where p.company_vehicle_id = v.id
            and p.fix_time < ${new Date(readFrom).toISOString()} order by p.fix_time desc limit 1) p`),
      ),
    );
    for (let start = readFrom; start < readUntil; start += sliceMs) {
      const end = Math.min(start + sliceMs, readUntil);
      replay(
        rowsOf<PositionRow>(
          await db.execute(sql`
            select company_vehicle_id, fix_time, valid, latitude, longitude, speed_kmh, course, attributes,
              server_time > min(server_time) over (partition by company_vehicle_id order by fix_time, device_id
                rows between 1 following and unbounded following) as late
            from positions
            where company_id = ${companyId} and company_vehicle_id = any(${ids}::int[])
              and fix_time >= ${new Date(start).toISOString()} and fix_time < ${new Date(end).toISOString()}
            order by company_vehicle_id, fix_time, device_id`),
        ),
      );
    }
  }

  const fromIso = new Date(from).toISOString();
  const untilIso = new Date(until).toISOString();
  await db.transaction(async (tx) => {
    for (const table of ['vehicle_daily_rollups', 'driver_daily_rollups']) {
      await tx.execute(
        sql`delete from ${sql.raw(table)} where company_id = ${companyId} and day between ${fromDay} and ${toDay}`,
      );
    }
    for (const [table, column] of [
      ['trips', 'started_at'],
      ['stops', 'started_at'],
      ['vehicle_events', 'at'],
    ] as const) {
      await tx.execute(sql`delete from ${sql.raw(table)} where company_id = ${companyId}
        and ${sql.raw(column)} >= ${fromIso} and ${sql.raw(column)} < ${untilIso}`);
    }
    await writeMotionBatch(tx, batch);
    const days = [...new Set([...batch.driverDays.values()].map((row) => row.day))];
    await refreshFuelCost(
      tx,
      companyId,
      [...batch.vehicleDays.values()].map((row) => ({ vehicleId: row.subjectId, day: row.day })),
      days,
    );
    await recountFenceViolations(tx, companyId, fromDay, toDay);
  });

  return {
    vehicles: vehicleIds.length,
    positions,
    vehicle_days: batch.vehicleDays.size,
    driver_days: batch.driverDays.size,
    trips: batch.trips.length,
    stops: batch.stops.length,
    events: batch.events.length,
  };
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
