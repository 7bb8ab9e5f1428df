import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import type { FineType } from '@navgan/domain/resources/fine';
import { type GeofenceShape, shapeBBox } from '@navgan/domain/resources/geofence';
import type { ServiceType } from '@navgan/domain/resources/service';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { geofences } from '../db/fence-schema';
import { fuelCards, fuelTransactions } from '../db/fuel-schema';
import { appMeta, notifications } from '../db/schema';
import { vehicleServices } from '../db/service-schema';
import { rowsOf } from '../db/sql-helpers';
import { deviceAssignments, devices, driverAssignments, fines } from '../db/vehicle-schema';
import { driverAt, loadDriverSpans } from '../derive/driver-history';
import { MotionBatch } from '../derive/motion-batch';
import { motionFixOf } from '../derive/motion-fix';
import { advance, type MotionSettings, type MotionState, newMotionState } from '../derive/motion-machine';
import { loadMotionSettings } from '../derive/motion-settings';
import { refreshFuelCost, writeMotionBatch } from '../derive/motion-store';
import type { DecodedPosition } from '../gateway/decoded-position';
import { VehicleCatalog } from '../live/vehicle-catalog';
import { Evaluation } from '../pipeline/evaluation';
import { type DefinitionChanges, newDefinitionChanges } from '../pipeline/fences/definition-changes';
import { ensurePositionStorage } from '../pipeline/position-storage';
import { insertPositions, type PositionRecord } from '../pipeline/position-writer';
import { loadActiveRules } from '../pipeline/rules/rule-defs';
import { type DemoProtocol, type DemoVehicle, demoFleet } from './demo-fleet';
import { noEntryZone, tehranDepot } from './simulator/places';
import type { DeviceFix } from './simulator/protocols/device-fix';
import { Random } from './simulator/random';
import { SimVehicle, tankLitres } from './simulator/sim-vehicle';
import { simSpec } from './simulator/simulator';

/** app_meta key recording that the demo history was made (or begun): it is never made twice. */
export const demoHistoryMetaKey = 'demo_history';

export interface DemoHistoryOptions {
  companyId: number;
  /** Demo fleet size (the vehicles of demo-fleet.ts replayed). */
  vehicles: number;
  /** Days of history before `until`. */
  days: number;
  /** The most recent days whose raw positions are stored too (the older ones keep only what was derived). */
  positionDays: number;
  /** Where the history ends: the instant the live simulator takes over. */
  until: Date;
  seed?: number;
  log?: FastifyBaseLogger;
  /** Seconds between moving fixes on the days whose positions are not kept (default 30). */
  historyReportS?: number;
  /** Shutdown: stop after the day being written (the history stays marked as begun, not redone). */
  signal?: AbortSignal;
  /** The process's vehicle catalog (the server passes its own; alone, the history loads one). */
  catalog?: VehicleCatalog;
  /** The process's "fences/rules changed" signals (alone, the history has its own). */
  definitionChanges?: DefinitionChanges;
}

export interface DemoHistorySummary {
  vehicles: number;
  days: number;
  fixes: number;
  positions: number;
  trips: number;
  stops: number;
  events: number;
  refuels: number;
  services: number;
  fines: number;
  ms: number;
  /** Where the time went, ms: stepping the models, deriving, writing, evaluating fences and rules. */
  timings: { simulate: number; derive: number; write: number; evaluate: number };
}

const dayMs = 86_400_000;
/** Demo prices, rials: per litre of petrol (light vehicles) and diesel (trucks). */
const pricePerLitre = { light: 30_000, heavy: 25_000 };
/**
 * Engine oil every so many km or days, whichever comes first, and what the service costs (rials).
 * The days are about the km at the kind's usual pace (docs/demo-fleet.md), so the latest service
 * of many vehicles falls due within the reminders' month.
 */
const oilService = {
  light: { km: 5_000, days: 45, price: 28_000_000 },
  heavy: { km: 15_000, days: 35, price: 95_000_000 },
};
/** Share of fast trips a camera catches, and of parked stops in Tehran a warden tickets (rials each). */
const fineChances = {
  speeding: { chance: 0.004, fastKmh: 85, amount: 12_000_000 },
  parking: { chance: 0.002, amount: 4_000_000 },
};

/**
 * Whether a demo install still lacks its history: never made (nor begun) and no derived figures
 * yet, so an install that has been running live is not given a second past.
 */
export async function demoHistoryPending(db: Db, companyId: number): Promise<boolean> {
  const marked = await db.select().from(appMeta).where(eq(appMeta.key, demoHistoryMetaKey)).limit(1);
  if (marked.length > 0) return false;
  const figures = rowsOf(
    await db.execute(sql`select 1 from vehicle_daily_rollups where company_id = ${companyId} limit 1`),
  );
  return figures.length === 0;
}

/** Makes the history when the install still lacks it (`demoHistoryPending`); null when it did nothing. */
export async function demoHistoryOnce(
  db: Db,
  options: DemoHistoryOptions,
): Promise<DemoHistorySummary | null> {
  if (options.days <= 0 || !(await demoHistoryPending(db, options.companyId))) return null;
  return backfillDemoHistory(db, options);
}

/**
 * The fix as the gateway hands it on after decoding the vehicle's protocol: integer km/h and
 * degrees, what each protocol carries (GT06: no fuel or sensors, no harsh-driving alarm). The
 * fuel level is litres of the model's tank, as the live trackers report it.
 */
/** Protocols whose demo trackers report supply voltage, fuel and alarms (GT06, H02 and TK103 ones do not). */
const carriesSensors = new Set<DemoProtocol>(['teltonika', 'osmand', 'wialon']);

export function decodedPositionOf(fix: DeviceFix, protocol: DemoProtocol): DecodedPosition {
  const position: DecodedPosition = {
    deviceId: fix.imei,
    fixTime: fix.time,
    valid: true,
    latitude: Math.round(fix.latitude * 1e6) / 1e6,
    longitude: Math.round(fix.longitude * 1e6) / 1e6,
    altitude: fix.altitude,
    speedKmh: Math.round(fix.speedKmh),
    course: Math.round(fix.course) % 360,
    attributes: { ignition: fix.ignition, odometer: Math.round(fix.odometerMetres) },
  };
  const a = position.attributes;
  if (carriesSensors.has(protocol)) {
    a.power = Math.round(fix.powerVolts * 100) / 100;
    a.motion = fix.speedKmh > 3;
    if (fix.fuelLitres !== undefined) {
      a.fuel = fix.fuelLitres;
      a.fuelUnit = 'l';
    }
    if (fix.alarm) a.alarm = fix.alarm;
  }
  if (protocol === 'teltonika') {
    if (fix.temperature !== undefined && fix.temperature !== null) a.temperatures = [fix.temperature];
    if (fix.humidity !== undefined) a.humidities = [fix.humidity];
  }
  return position;
}

interface Replayed {
  vehicle: DemoVehicle;
  vehicleId: number;
  deviceId: number;
  sim: SimVehicle;
  tankL: number;
  light: boolean;
  state: MotionState;
  inFenceArea: boolean;
  lastFuelL: number | null;
  nextServiceKm: number;
}

const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * About `days` of past for the demo fleet, made by the code that makes the live figures: the
 * simulator's vehicle models are stepped through simulated time (no sockets, no waiting), every
 * fix is decoded as its protocol would be and goes through the motion derivation, the geofence
 * and rule evaluation and the rollups; the raw positions of the last `positionDays` are stored
 * by the position writer's insert. Fill-ups found in the fixes become fuel transactions, odometer
 * milestones engine-oil services, a few fast trips and parked stops fines. One day is written
 * per transaction; the server stays responsive (the work yields between vehicles).
 */
export async function backfillDemoHistory(db: Db, options: DemoHistoryOptions): Promise<DemoHistorySummary> {
  const started = performance.now();
  const { companyId, log } = options;
  const until = options.until.getTime();
  const from = until - options.days * dayMs;
  const positionsFrom = until - options.positionDays * dayMs;
  await db
    .insert(appMeta)
    .values({ key: demoHistoryMetaKey, value: JSON.stringify({ state: 'running', until: options.until }) })
    .onConflictDoNothing();
  await ensurePositionStorage(db);

  await seedDemoGeofences(db, companyId);
  const random = new Random(options.seed ?? 90);
  const replayed = await vehiclesToReplay(db, companyId, options.vehicles, new Date(from), random);
  const settings = (await loadMotionSettings(db, [companyId])).get(companyId) as MotionSettings;
  const spans = await loadDriverSpans(
    db,
    replayed.map((r) => r.vehicleId),
    new Date(from),
  );
  const cards = await fuelCardsOf(db, companyId, replayed);
  const catalog = options.catalog ?? new VehicleCatalog(db, 60_000);
  const evaluation = new Evaluation(
    db,
    catalog,
    log ?? silentLog,
    options.definitionChanges ?? newDefinitionChanges(),
  );
  const firstNotification = await lastNotificationId(db, companyId);
  const summary: DemoHistorySummary = {
    vehicles: replayed.length,
    days: options.days,
    fixes: 0,
    positions: 0,
    trips: 0,
    stops: 0,
    events: 0,
    refuels: 0,
    services: 0,
    fines: 0,
    ms: 0,
    timings: { simulate: 0, derive: 0, write: 0, evaluate: 0 },
  };
  const timed = async <T>(phase: keyof DemoHistorySummary['timings'], work: () => T | Promise<T>) => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      summary.timings[phase] += performance.now() - at;
    }
  };
  const fenceAreas = await fenceAreasOf(db, companyId);
  const withRules = (await loadActiveRules(db, companyId)).length > 0;

  try {
    for (
      let sliceStart = from, day = 1;
      sliceStart < until && !options.signal?.aborted;
      sliceStart += dayMs, day++
    ) {
      const sliceEnd = Math.min(until, sliceStart + dayMs);
      const records: PositionRecord[] = [];
      const refuels: (typeof fuelTransactions.$inferInsert)[] = [];
      const services: (typeof vehicleServices.$inferInsert)[] = [];
      const nearFences: PositionRecord[] = [];
      for (const r of replayed) {
        const at = performance.now();
        // Fixes whose positions are kept come every 10 s moving, as live; older ones every 30 s.
        const kept = sliceEnd > positionsFrom;
        r.sim.reportMovingS = kept ? 10 : (options.historyReportS ?? 30);
        for (const message of r.sim.advance(new Date(sliceEnd))) {
          if (!('fixes' in message)) continue;
          for (const fix of message.fixes) {
            const position = decodedPositionOf(fix, r.vehicle.protocol);
            const record = {
              companyId,
              deviceId: r.deviceId,
              vehicleId: r.vehicleId,
              position,
              serverTime: position.fixTime,
            };
            records.push(record);
            // Far from every fence nothing can happen to a vehicle's fence state: only the fixes
            // near a fence, and the first one after leaving, need evaluating.
            const inArea = fenceAreas.some((box) => within(box, position));
            if (inArea || r.inFenceArea) nearFences.push(record);
            r.inFenceArea = inArea;
            const refuel = fillUp(r, position, cards.get(r.vehicleId));
            if (refuel) refuels.push({ ...refuel, company_id: companyId });
            const service = oilChange(r, position, random);
            if (service) services.push({ ...service, company_id: companyId });
          }
        }
        summary.timings.simulate += performance.now() - at;
        await yieldToServer();
      }
      const deriving = performance.now();
      const batch = new MotionBatch();
      const sinks = new Map(
        replayed.map((r) => [
          r.vehicleId,
          batch.sinkFor(companyId, r.vehicleId, (at) => driverAt(spans.get(r.vehicleId), at)),
        ]),
      );
      const states = new Map(replayed.map((r) => [r.vehicleId, r.state]));
      for (const record of records) {
        const vehicleId = record.vehicleId as number;
        advance(
          states.get(vehicleId) as MotionState,
          motionFixOf(record.position),
          settings,
          sinks.get(vehicleId) as ReturnType<MotionBatch['sinkFor']>,
        );
      }
      const caught = finesOf(batch, companyId, random);
      summary.timings.derive += performance.now() - deriving;
      const stored =
        sliceEnd > positionsFrom ? records.filter((r) => r.position.fixTime.getTime() >= positionsFrom) : [];
      await timed('write', () =>
        db.transaction(async (txAny) => {
          const tx = txAny as unknown as Db;
          // Fill-ups first: the day's fuel cost is that of its transactions.
          if (refuels.length > 0) await tx.insert(fuelTransactions).values(refuels);
          if (services.length > 0) await tx.insert(vehicleServices).values(services);
          if (caught.length > 0) await tx.insert(fines).values(caught);
          for (let i = 0; i < stored.length; i += 5_000)
            await insertPositions(tx, stored.slice(i, i + 5_000));
          await writeMotionBatch(tx, batch);
          await refreshFuelCost(
            tx,
            companyId,
            [...batch.vehicleDays.values()].map((row) => ({ vehicleId: row.subjectId, day: row.day })),
            [...new Set([...batch.driverDays.values()].map((row) => row.day))],
          );
        }),
      );
      await timed('evaluate', async () => {
        await evaluation.fences.evaluate(nearFences);
        if (withRules) await evaluation.rules.evaluate(records);
      });
      summary.fixes += records.length;
      summary.positions += stored.length;
      summary.trips += batch.trips.length;
      summary.stops += batch.stops.length;
      summary.events += batch.events.length;
      summary.refuels += refuels.length;
      summary.services += services.length;
      summary.fines += caught.length;
      if (day % 10 === 0 || sliceEnd === until)
        log?.info(
          { day, of: Math.ceil((until - from) / dayMs), fixes: summary.fixes },
          'demo history: days replayed',
        );
    }
  } finally {
    evaluation.close();
  }
  // What the past announced has long been seen: only live notifications arrive unread.
  await db.execute(sql`update user_notifications set read_at = now() where company_id = ${companyId}
    and read_at is null and notification_id > ${firstNotification}`);
  summary.ms = Math.round(performance.now() - started);
  for (const phase of Object.keys(summary.timings) as (keyof DemoHistorySummary['timings'])[])
    summary.timings[phase] = Math.round(summary.timings[phase]);
  await db
    .update(appMeta)
    .set({ value: JSON.stringify({ state: 'done', until: options.until, ...summary }) })
    .where(eq(appMeta.key, demoHistoryMetaKey));
  return summary;
}

/**
 * The demo vehicles with their ids, each with its own model started at `from`. The demo fleet
 * has driven with its drivers and trackers all along: their open assignments are dated back to
 * `from`, so the history is attributed to them. The vehicle that goes offline live drove normally
 * before.
 */
async function vehiclesToReplay(
  db: Db,
  companyId: number,
  size: number,
  from: Date,
  random: Random,
): Promise<Replayed[]> {
  for (const table of [driverAssignments, deviceAssignments]) {
    await db
      .update(table)
      .set({ from_at: from })
      .where(and(eq(table.company_id, companyId), isNull(table.until_at), gt(table.from_at, from)));
  }
  const rows = await db
    .select({ imei: devices.imei, deviceId: devices.id, vehicleId: deviceAssignments.company_vehicle_id })
    .from(devices)
    .innerJoin(
      deviceAssignments,
      and(eq(deviceAssignments.device_id, devices.id), isNull(deviceAssignments.until_at)),
    )
    .where(eq(devices.company_id, companyId));
  const byImei = new Map(rows.map((row) => [row.imei, row]));
  return demoFleet(size).flatMap((vehicle) => {
    const row = byImei.get(vehicle.imei);
    const seed = Math.floor(random.next() * 2 ** 32);
    if (!row) return [];
    const spec = {
      ...simSpec(vehicle),
      role: vehicle.role === 'offline' ? ('long-haul' as const) : vehicle.role,
      workSchedule: true,
    };
    const sim = new SimVehicle(spec, new Random(seed), from);
    const km = spec.light ? oilService.light.km : oilService.heavy.km;
    return [
      {
        vehicle,
        vehicleId: row.vehicleId,
        deviceId: row.deviceId,
        sim,
        tankL: tankLitres(spec),
        light: spec.light,
        state: newMotionState(),
        inFenceArea: false,
        lastFuelL: null,
        nextServiceKm: (Math.floor(sim.odometer / 1000 / km) + 1) * km,
      },
    ];
  });
}

/**
 * Three fences around real places the demo fleet drives through, when the company has none: the
 * depot (entries and exits), the Grand Bazaar as a no-entry zone, Azadi Square with a 40 km/h limit.
 */
async function seedDemoGeofences(db: Db, companyId: number): Promise<void> {
  const [any] = await db
    .select({ id: geofences.id })
    .from(geofences)
    .where(eq(geofences.company_id, companyId))
    .limit(1);
  if (any) return;
  const z = noEntryZone;
  const bazaar: [number, number][] = [
    [z.minLng, z.minLat],
    [z.maxLng, z.minLat],
    [z.maxLng, z.maxLat],
    [z.minLng, z.maxLat],
    [z.minLng, z.minLat],
  ];
  const fences: {
    title: string;
    color: string;
    shape: GeofenceShape;
    forbidden?: boolean;
    max_speed?: number;
  }[] = [
    {
      title: 'انبار مرکزی تهران',
      color: '#1e88e5',
      shape: { type: 'Circle', center: [tehranDepot.lng, tehranDepot.lat], radius: 400 },
    },
    {
      title: 'محدوده بازار بزرگ (ورود ممنوع)',
      color: '#e53935',
      shape: { type: 'Polygon', coordinates: [bazaar] },
      forbidden: true,
    },
    {
      title: 'میدان آزادی (حداکثر ۴۰)',
      color: '#fb8c00',
      shape: { type: 'Circle', center: [51.338, 35.6997], radius: 700 },
      max_speed: 40,
    },
  ];
  await db.insert(geofences).values(
    fences.map((f) => {
      const box = shapeBBox(f.shape);
      return {
        company_id: companyId,
        title: f.title,
        color: f.color,
        shape: f.shape,
        min_lng: box.minLng,
        min_lat: box.minLat,
        max_lng: box.maxLng,
        max_lat: box.maxLat,
        max_speed: f.max_speed ?? null,
        forbidden: f.forbidden ?? false,
      };
    }),
  );
}

type Box = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** The box of each fence of the company, a kilometre wider on each side. */
async function fenceAreasOf(db: Db, companyId: number): Promise<Box[]> {
  const rows = await db.select().from(geofences).where(eq(geofences.company_id, companyId));
  const margin = 0.01;
  return rows.map((r) => ({
    minLng: r.min_lng - margin,
    minLat: r.min_lat - margin,
    maxLng: r.max_lng + margin,
    maxLat: r.max_lat + margin,
  }));
}

function within(box: Box, p: { latitude: number; longitude: number }): boolean {
  return (
    p.longitude >= box.minLng &&
    p.longitude <= box.maxLng &&
    p.latitude >= box.minLat &&
    p.latitude <= box.maxLat
  );
}

/** A fuel card for each demo vehicle (the fill-ups are paid with it); existing cards are kept. */
async function fuelCardsOf(db: Db, companyId: number, replayed: Replayed[]): Promise<Map<number, number>> {
  const existing = await db
    .select({ id: fuelCards.id, vehicleId: fuelCards.company_vehicle_id })
    .from(fuelCards)
    .where(eq(fuelCards.company_id, companyId));
  const cards = new Map<number, number>();
  for (const row of existing)
    if (row.vehicleId !== null && !cards.has(row.vehicleId)) cards.set(row.vehicleId, row.id);
  const missing = replayed.filter((r) => !cards.has(r.vehicleId));
  if (missing.length > 0) {
    const added = await db
      .insert(fuelCards)
      .values(
        missing.map((r) => ({
          company_id: companyId,
          card_number: `6037${String(990_000_000_000 + r.vehicle.index).slice(0, 12)}`,
          title: `کارت سوخت ${r.vehicle.name}`,
          company_vehicle_id: r.vehicleId,
          monthly_quota: r.tankL * 8,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: fuelCards.id, vehicleId: fuelCards.company_vehicle_id });
    for (const row of added) if (row.vehicleId !== null) cards.set(row.vehicleId, row.id);
  }
  return cards;
}

/** A few fines of the day: speeding on some fast trips, parking at some stops in Tehran with the engine off. */
function finesOf(batch: MotionBatch, companyId: number, random: Random): (typeof fines.$inferInsert)[] {
  const fine = (
    row: { vehicleId: number; driverId: number | null },
    at: number,
    place: { latitude: number; longitude: number },
    type: FineType,
    amount: number,
  ) => ({
    company_id: companyId,
    company_vehicle_id: row.vehicleId,
    driver_id: row.driverId,
    driver_from_assignment: row.driverId !== null,
    occurred_at: new Date(at),
    fine_type: type,
    amount,
    location: `${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`,
  });
  const { speeding, parking } = fineChances;
  return [
    ...batch.trips
      .filter((trip) => trip.maxSpeedKmh >= speeding.fastKmh && random.chance(speeding.chance))
      .map((trip) => fine(trip, (trip.startAt + trip.endAt) / 2, trip.end, 'speeding', speeding.amount)),
    ...batch.stops
      .filter((stop) => stop.ignitionOff === true && inTehran(stop.place) && random.chance(parking.chance))
      .map((stop) => fine(stop, stop.startAt + 60_000, stop.place, 'parking', parking.amount)),
  ];
}

function inTehran(p: { latitude: number; longitude: number }): boolean {
  return p.latitude > 35.55 && p.latitude < 35.85 && p.longitude > 51.1 && p.longitude < 51.65;
}

/** A fill-up when the level rose by more than a tenth of the tank since the last fix. */
function fillUp(r: Replayed, position: DecodedPosition, cardId: number | undefined) {
  const litres = position.attributes.fuel;
  if (litres === undefined) return null;
  const before = r.lastFuelL;
  r.lastFuelL = litres;
  if (before === null || cardId === undefined || litres - before < r.tankL / 10) return null;
  const filled = Math.round((litres - before) * 100) / 100;
  const price = r.light ? pricePerLitre.light : pricePerLitre.heavy;
  return {
    fuel_card_id: cardId,
    company_vehicle_id: r.vehicleId,
    occurred_at: position.fixTime,
    liters: filled,
    price_per_liter: price,
    paid_total: Math.round(filled * price),
    station: 'جایگاه سوخت بین‌راهی',
    odometer_km: Math.round((position.attributes.odometer ?? 0) / 1000),
  };
}

/** An engine-oil service when the odometer passes the next interval (done at the depot that day). */
function oilChange(r: Replayed, position: DecodedPosition, random: Random) {
  const km = (position.attributes.odometer ?? 0) / 1000;
  if (km < r.nextServiceKm) return null;
  const rule = r.light ? oilService.light : oilService.heavy;
  const done = r.nextServiceKm;
  r.nextServiceKm += rule.km;
  const day = isoDayIn(position.fixTime);
  return {
    company_vehicle_id: r.vehicleId,
    service_type: (random.chance(0.3) ? 'general' : 'engineOil') as ServiceType,
    price: Math.round((rule.price * random.between(0.85, 1.25)) / 10_000) * 10_000,
    date: day,
    distance: Math.round(done),
    meter_interval: rule.km,
    next_distance: Math.round(done + rule.km),
    due_distance: Math.round(done + rule.km),
    next_date: addDays(day, rule.days),
    due_date: addDays(day, rule.days),
  };
}

async function lastNotificationId(db: Db, companyId: number): Promise<number> {
  const row = rowsOf<{ id: number | null }>(
    await db.execute(sql`select max(id) as id from ${notifications} where company_id = ${companyId}`),
  )[0];
  return Number(row?.id ?? 0);
}

const noop = () => {};
const silentLog = {
  info: noop,
  warn: noop,
  error: noop,
  debug: noop,
  trace: noop,
  fatal: noop,
  child: () => silentLog,
  level: 'silent',
  silent: noop,
} as unknown as FastifyBaseLogger;
