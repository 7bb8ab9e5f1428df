import { iranTimeZone } from '@navgan/domain/calendar-day';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import type { DayTally, MotionBatch } from './motion-batch';
import { type MotionState, type TallyKey, tallyKeys } from './motion-machine';

type Cell = string | number | boolean | null;
const arr = (values: Cell[]) => pgArrayLiteral(values);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The motion states saved for these vehicles, by vehicle (a vehicle never derived has none). */
export async function loadMotionStates(
  db: Executor,
  vehicleIds: number[],
): Promise<Map<number, { companyId: number; state: MotionState }>> {
  const saved = new Map<number, { companyId: number; state: MotionState }>();
  if (vehicleIds.length === 0) return saved;
  const rows = rowsOf<{ company_vehicle_id: number; company_id: number; state: MotionState | string }>(
    await db.execute(sql`select company_vehicle_id, company_id, state from motion_states
      where company_vehicle_id = any(${pgArrayLiteral(vehicleIds)}::int[])`),
  );
  for (const row of rows)
    saved.set(Number(row.company_vehicle_id), {
      companyId: Number(row.company_id),
      state: typeof row.state === 'string' ? (JSON.parse(row.state) as MotionState) : row.state,
    });
  return saved;
}

/** A vehicle event as stored by a batch (a replayed one that was already there is not among them). */
export interface StoredMotionEvent {
  company_id: number;
  company_vehicle_id: number;
  driver_id: number | null;
  kind: string;
  at: string;
  latitude: number;
  longitude: number;
  value: number | null;
}

/**
 * Writes one batch: figures are added to their day rows (insert or add, one statement per table),
 * trips, stops and events inserted once (a replay after a restart meets the unique keys and adds
 * nothing), then the fuel cost of the vehicle-days whose fuel changed is worked out again.
 * Answers the events it stored.
 */
export async function writeMotionBatch(db: Executor, batch: MotionBatch): Promise<StoredMotionEvent[]> {
  await dropMissingOwners(db, batch);
  if (batch.vehicleDays.size > 0) await addDays(db, 'vehicle', [...batch.vehicleDays.values()]);
  if (batch.driverDays.size > 0) await addDays(db, 'driver', [...batch.driverDays.values()]);
  if (batch.trips.length > 0) {
    const t = batch.trips;
    await db.execute(sql`
      insert into trips (company_id, company_vehicle_id, driver_id, started_at, ended_at, start_latitude,
        start_longitude, end_latitude, end_longitude, distance_m, moving_s, idle_s, max_speed_kmh, mean_speed_kmh)
      select * from unnest(${arr(t.map((r) => r.companyId))}::int[], ${arr(t.map((r) => r.vehicleId))}::int[],
        ${arr(t.map((r) => r.driverId))}::int[], ${arr(t.map((r) => iso(r.startAt)))}::timestamptz[],
        ${arr(t.map((r) => iso(r.endAt)))}::timestamptz[], ${arr(t.map((r) => r.start.latitude))}::float8[],
        ${arr(t.map((r) => r.start.longitude))}::float8[], ${arr(t.map((r) => r.end.latitude))}::float8[],
        ${arr(t.map((r) => r.end.longitude))}::float8[], ${arr(t.map((r) => r.distanceM))}::float8[],
        ${arr(t.map((r) => r.movingS))}::float8[], ${arr(t.map((r) => r.idleS))}::float8[],
        ${arr(t.map((r) => r.maxSpeedKmh))}::real[], ${arr(t.map((r) => r.meanSpeedKmh))}::real[])
      on conflict (company_vehicle_id, started_at) do nothing`);
  }
  if (batch.stops.length > 0) {
    const s = batch.stops;
    await db.execute(sql`
      insert into stops (company_id, company_vehicle_id, driver_id, started_at, ended_at, latitude, longitude, ignition_off)
      select * from unnest(${arr(s.map((r) => r.companyId))}::int[], ${arr(s.map((r) => r.vehicleId))}::int[],
        ${arr(s.map((r) => r.driverId))}::int[], ${arr(s.map((r) => iso(r.startAt)))}::timestamptz[],
        ${arr(s.map((r) => iso(r.endAt)))}::timestamptz[], ${arr(s.map((r) => r.place.latitude))}::float8[],
        ${arr(s.map((r) => r.place.longitude))}::float8[], ${arr(s.map((r) => r.ignitionOff))}::bool[])
      on conflict (company_vehicle_id, started_at) do nothing`);
  }
  if (batch.events.length > 0) {
    const e = batch.events;
    const stored = await db.execute(sql`
      insert into vehicle_events (company_id, company_vehicle_id, driver_id, kind, at, ended_at, latitude, longitude, value, from_device)
      select * from unnest(${arr(e.map((r) => r.companyId))}::int[], ${arr(e.map((r) => r.vehicleId))}::int[],
        ${arr(e.map((r) => r.driverId))}::int[], ${arr(e.map((r) => r.kind))}::text[],
        ${arr(e.map((r) => iso(r.at)))}::timestamptz[], ${arr(e.map((r) => iso(r.endAt)))}::timestamptz[],
        ${arr(e.map((r) => r.place.latitude))}::float8[], ${arr(e.map((r) => r.place.longitude))}::float8[],
        ${arr(e.map((r) => r.value))}::real[], ${arr(e.map((r) => r.fromDevice))}::bool[])
      on conflict (company_vehicle_id, kind, at) do nothing
      returning company_id, company_vehicle_id, driver_id, kind, at, latitude, longitude, value`);
    return rowsOf<StoredMotionEvent>(stored);
  }
  return [];
}

/** Two indexed look-ups: which of the batch's vehicles and drivers still exist. */
async function dropMissingOwners(db: Executor, batch: MotionBatch): Promise<void> {
  const { vehicles, drivers } = batch.owners();
  const existing = async (table: string, ids: number[]) =>
    ids.length === 0
      ? new Set<number>()
      : new Set(
          rowsOf<{ id: number }>(
            await db.execute(sql`select id from ${sql.raw(table)} where id = any(${arr(ids)}::int[])`),
          ).map((row) => Number(row.id)),
        );
  batch.dropMissing(await existing('company_vehicles', vehicles), await existing('drivers', drivers));
}

const tallyColumns = tallyKeys.join(', ');

/** Insert-or-add of day rows; the top speed keeps the earlier instant on a tie, like the machine. */
async function addDays(db: Executor, kind: 'vehicle' | 'driver', rows: DayTally[]): Promise<void> {
  const table = sql.raw(kind === 'vehicle' ? 'vehicle_daily_rollups' : 'driver_daily_rollups');
  const subject = sql.raw(kind === 'vehicle' ? 'company_vehicle_id' : 'driver_id');
  const extra = sql.raw(kind === 'vehicle' ? 'odometer_m, engine_total_s' : 'max_speed_company_vehicle_id');
  const extraValues =
    kind === 'vehicle'
      ? sql`${arr(rows.map((r) => r.odometerM ?? 0))}::float8[], ${arr(rows.map((r) => r.engineTotalS ?? 0))}::float8[]`
      : sql`${arr(rows.map((r) => r.maxSpeedVehicleId))}::int[]`;
  // Litres are null on a day without a measured span; known litres add up, unknown ones add nothing.
  const cell = (row: DayTally, key: TallyKey) =>
    key === 'fuel_used_l' && !row.fuelMeasured ? null : row.values[key];
  const values = tallyKeys.map((key) => sql`${arr(rows.map((r) => cell(r, key)))}::float8[]`);
  const added = tallyKeys.map((key) =>
    sql.raw(
      key === 'fuel_used_l'
        ? `${key} = case when excluded.${key} is null then r.${key} else coalesce(r.${key}, 0) + excluded.${key} end`
        : `${key} = r.${key} + excluded.${key}`,
    ),
  );
  const extraUpdate =
    kind === 'vehicle'
      ? sql`odometer_m = case when excluded.odometer_m > 0 then excluded.odometer_m else r.odometer_m end,
          engine_total_s = case when excluded.engine_total_s > 0 then excluded.engine_total_s else r.engine_total_s end`
      : sql`max_speed_company_vehicle_id = case when r.max_speed_at is null or excluded.max_speed_kmh > r.max_speed_kmh
          then excluded.max_speed_company_vehicle_id else r.max_speed_company_vehicle_id end`;
  await db.execute(sql`
    insert into ${table} as r (company_id, ${subject}, day, ${sql.raw(tallyColumns)}, max_speed_kmh, max_speed_at, ${extra})
    select * from unnest(${arr(rows.map((r) => r.companyId))}::int[], ${arr(rows.map((r) => r.subjectId))}::int[],
      ${arr(rows.map((r) => r.day))}::date[], ${sql.join(values, sql`, `)},
      ${arr(rows.map((r) => r.maxSpeedKmh))}::real[], ${arr(rows.map((r) => iso(r.maxSpeedAt)))}::timestamptz[],
      ${extraValues})
    on conflict (${subject}, day) do update set ${sql.join(added, sql`, `)},
      ${extraUpdate},
      max_speed_at = case when r.max_speed_at is null or excluded.max_speed_kmh > r.max_speed_kmh
        then excluded.max_speed_at else r.max_speed_at end,
      max_speed_kmh = greatest(r.max_speed_kmh, excluded.max_speed_kmh)`);
}

/** Iran's midnight starting a `date` column's day, as an instant. */
const dayStart = (column: SQL) => sql`(${column}::timestamp at time zone ${iranTimeZone})`;
const dayEnd = (column: SQL) => sql`((${column} + 1)::timestamp at time zone ${iranTimeZone})`;

/**
 * The fuel cost of some vehicle-days: the day's fuel transactions of the vehicle when there are
 * any, else the litres used × the last price paid for that vehicle (the company's last price when
 * the vehicle has none). Driver-days: litres × the company's last price up to that day. Null when
 * not known (no transactions, and litres not measured or no price paid yet): never a false 0.
 */
export async function refreshFuelCost(
  db: Executor,
  companyId: number,
  vehicleDays: { vehicleId: number; day: string }[],
  driverDays: string[] = [],
): Promise<void> {
  const lastPrice = (
    vehicleCondition: SQL,
    end: SQL,
  ) => sql`(select f.price_per_liter from fuel_transactions f
      where f.company_id = ${companyId} ${vehicleCondition} and f.occurred_at < ${end}
      order by f.occurred_at desc limit 1)`;
  if (vehicleDays.length > 0) {
    const r = sql.raw('r');
    const end = dayEnd(sql`${r}.day`);
    await db.execute(sql`
      update vehicle_daily_rollups r set fuel_cost = coalesce(
        (select sum(f.paid_total) from fuel_transactions f where f.company_id = ${companyId}
           and f.company_vehicle_id = r.company_vehicle_id
           and f.occurred_at >= ${dayStart(sql`${r}.day`)} and f.occurred_at < ${end}),
        round(r.fuel_used_l * coalesce(${lastPrice(sql`and f.company_vehicle_id = r.company_vehicle_id`, end)},
          ${lastPrice(sql``, end)})))
      from unnest(${arr(vehicleDays.map((v) => v.vehicleId))}::int[], ${arr(vehicleDays.map((v) => v.day))}::date[])
        as k(vehicle_id, day)
      where r.company_id = ${companyId} and r.company_vehicle_id = k.vehicle_id and r.day = k.day`);
  }
  if (driverDays.length > 0) {
    const end = dayEnd(sql.raw('r.day'));
    await db.execute(sql`
      update driver_daily_rollups r set fuel_cost = round(r.fuel_used_l * ${lastPrice(sql``, end)})
      where r.company_id = ${companyId} and r.day = any(${arr(driverDays)}::date[])`);
  }
}
