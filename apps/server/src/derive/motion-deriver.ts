import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkOwnership } from '../cluster/work-ownership';
import type { Db } from '../db/database';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import type { PositionAttributes } from '../gateway/decoded-position';
import type { PositionRecord } from '../pipeline/position-writer';
import type { Outbox, OutboxEvent } from '../webhooks/outbox';
import { type DriverSpan, driverAt, loadDriverSpans } from './driver-history';
import { MotionBatch } from './motion-batch';
import { motionFixOf } from './motion-fix';
import {
  advance,
  type MotionFix,
  type MotionSettings,
  type MotionState,
  newMotionState,
} from './motion-machine';
import { loadMotionSettings } from './motion-settings';
import { loadMotionStates, refreshFuelCost, type StoredMotionEvent, writeMotionBatch } from './motion-store';

export interface DeriverOptions {
  /** How often queued fixes are derived and written (one transaction each time). */
  flushMs: number;
  /** How long a vehicle's driver assignments and a company's settings are trusted from memory. */
  cacheMs: number;
  /** How often a vehicle-day's fuel cost is worked out again without new fuel readings. */
  fuelCostEveryMs: number;
}

/** Consecutive failed writes after which the waiting figures are given up (and logged). */
const maxWriteAttempts = 5;

const defaults: DeriverOptions = { flushMs: 5_000, cacheMs: 60_000, fuelCostEveryMs: 10 * 60_000 };

interface Item {
  companyId: number;
  vehicleId: number;
  fix: MotionFix;
}

interface VehicleMotion {
  companyId: number;
  state: MotionState;
}

/**
 * The live derivation: fed with every committed batch, it runs each vehicle's motion machine in
 * memory and writes what came out every `flushMs` in one transaction — the added figures, the
 * trips, stops and events, and the machines' states, so the states on disk always match the
 * figures. After a restart the states are read back and the positions stored after each state's
 * last fix are replayed, so nothing is counted twice or lost.
 */
export class MotionDeriver {
  private inbox: Item[] = [];
  private readonly vehicles = new Map<number, VehicleMotion>();
  private readonly spans = new Map<number, { spans: DriverSpan[]; at: number }>();
  private readonly settings = new Map<number, { settings: MotionSettings; at: number }>();
  private readonly fuelCheckedAt = new Map<string, number>();
  /** Batches derived but not yet written (the write failed); written first, in order. */
  private unwritten: { batch: MotionBatch; states: Set<number> }[] = [];
  private writeFailures = 0;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private readonly options: DeriverOptions;
  /** Counters for logs and the ingest benchmark: fixes used, flushes, CPU and write time. */
  readonly stats = { fixes: 0, flushes: 0, deriveMs: 0, writeMs: 0 };

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: Partial<DeriverOptions> = {},
    /** Where harsh driving events go for the webhooks. */
    private readonly outbox?: Outbox,
    private readonly ownership?: WorkOwnership,
  ) {
    this.options = { ...defaults, ...options };
  }

  /**
   * Forgets the vehicles `leaving` picks (their shard went to another node): their queued fixes,
   * states and caches. Call after a flush when handing over; their next owner reads them back.
   */
  forget(leaving: (vehicleId: number) => boolean): void {
    this.inbox = this.inbox.filter((item) => !leaving(item.vehicleId));
    for (const id of [...this.vehicles.keys()]) if (leaving(id)) this.vehicles.delete(id);
    for (const id of [...this.spans.keys()]) if (leaving(id)) this.spans.delete(id);
  }

  /**
   * Replays, for the vehicles `only` picks among those with a saved state, the positions stored
   * after that state (a shard taken over from another node); their states are read afresh.
   */
  replay(only: { shardCount: number; shards: number[] }): Promise<void> {
    return this.enqueue(() => this.catchUp(only));
  }

  /** The `Telematics.onCommitted` listener: queues the fixes of vehicles (unassigned devices have none). */
  readonly accept = (records: PositionRecord[]): void => {
    for (const record of records) {
      if (record.vehicleId === null) continue;
      this.inbox.push({
        companyId: record.companyId,
        vehicleId: record.vehicleId,
        fix: motionFixOf(record.position),
      });
    }
  };

  /**
   * Replays what was stored after the saved states (call once positions storage exists), then
   * runs. In a cluster each shard's owner replays its own vehicles instead (`replay`).
   */
  async start(options: { replay: boolean } = { replay: true }): Promise<void> {
    if (options.replay) await this.enqueue(() => this.catchUp());
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Derives and writes everything queued so far. */
  flush(): Promise<void> {
    return this.enqueue(async () => {
      const items = this.inbox;
      this.inbox = [];
      try {
        await this.process(items);
      } catch (error) {
        // Fixes already run through the machines are skipped as not newer when tried again.
        this.inbox = items.concat(this.inbox);
        throw error;
      }
    });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.chain = this.chain
      .then(work)
      .catch((error) => this.log.error({ err: error }, 'motion derivation failed'));
    return this.chain;
  }

  private async catchUp(only?: { shardCount: number; shards: number[] }): Promise<void> {
    if (only) {
      const picked = (id: number) => only.shards.includes(id % only.shardCount);
      this.forget(picked);
      // Fixes queued before the states are read again are replayed from storage instead.
    }
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select s.company_id, s.company_vehicle_id, p.fix_time, p.valid, p.latitude, p.longitude, p.speed_kmh,
          p.course, p.attributes
        from motion_states s cross join lateral (select * from positions p
          where p.company_vehicle_id = s.company_vehicle_id and p.fix_time > s.last_fix_time
          order by p.fix_time limit 100000) p
        ${only ? sql`where s.company_vehicle_id % ${only.shardCount} = any(${pgArrayLiteral(only.shards)}::int[])` : sql``}
        order by s.company_vehicle_id, p.fix_time`),
    );
    if (rows.length === 0) return;
    this.log.info(
      { positions: rows.length },
      'motion derivation: replaying positions stored after the saved states',
    );
    await this.process(
      rows.map((row) => ({
        companyId: Number(row.company_id),
        vehicleId: Number(row.company_vehicle_id),
        fix: motionFixOf({
          fixTime: new Date(row.fix_time as string),
          valid: Boolean(row.valid),
          latitude: Number(row.latitude),
          longitude: Number(row.longitude),
          speedKmh: Number(row.speed_kmh),
          course: Number(row.course),
          attributes: (typeof row.attributes === 'string'
            ? JSON.parse(row.attributes)
            : row.attributes) as PositionAttributes,
        }),
      })),
    );
  }

  private async process(items: Item[]): Promise<void> {
    if (items.length > 0) {
      await this.prepare(items);
      const started = performance.now();
      const batch = new MotionBatch();
      const changed = new Set<number>();
      const sinks = new Map<number, ReturnType<MotionBatch['sinkFor']>>();
      for (const item of items) {
        const vehicle = this.vehicles.get(item.vehicleId) as VehicleMotion;
        let sink = sinks.get(item.vehicleId);
        if (!sink) {
          const spans = this.spans.get(item.vehicleId)?.spans;
          sink = batch.sinkFor(vehicle.companyId, item.vehicleId, (at) => driverAt(spans, at));
          sinks.set(item.vehicleId, sink);
        }
        const settings = this.settings.get(vehicle.companyId)?.settings as MotionSettings;
        if (advance(vehicle.state, item.fix, settings, sink)) {
          changed.add(item.vehicleId);
          this.stats.fixes++;
        }
      }
      this.stats.deriveMs += performance.now() - started;
      if (changed.size > 0) this.unwritten.push({ batch, states: changed });
    }
    if (this.unwritten.length === 0) return;
    const pending = this.unwritten;
    const writing = performance.now();
    try {
      await this.write(pending);
    } catch (error) {
      if (this.ownership?.isRefusal(error)) {
        // Another node owns some of these vehicles now: drop all that waited (the states went
        // ahead of storage) and let the owner of each replay it from the stored positions.
        const vehicles = [...new Set(pending.flatMap((p) => [...p.states]))];
        this.unwritten = [];
        this.forget((id) => vehicles.includes(id));
        this.ownership.dropped(vehicles);
        return;
      }
      // Kept for the next flush; a write that keeps failing is given up so it cannot pile up
      // forever. The states went ahead, so nothing is counted twice: a rebuild restores the figures.
      if (++this.writeFailures >= maxWriteAttempts) {
        this.log.error(
          { err: error, batches: pending.length },
          'motion figures given up after repeated failed writes; rebuild the days concerned',
        );
        this.unwritten = this.unwritten.slice(pending.length);
        this.writeFailures = 0;
      }
      throw error;
    }
    this.writeFailures = 0;
    this.unwritten = this.unwritten.slice(pending.length);
    this.stats.flushes++;
    this.stats.writeMs += performance.now() - writing;
  }

  private async write(pending: { batch: MotionBatch; states: Set<number> }[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (this.ownership) await this.ownership.hold(tx, [...new Set(pending.flatMap((p) => [...p.states]))]);
      const states = new Set<number>();
      for (const { batch, states: changed } of pending) {
        const events = await writeMotionBatch(tx, batch);
        if (this.outbox) await this.outbox.record(tx, events.filter(isHarsh).map(harshWebhookEvent));
        for (const id of changed) states.add(id);
      }
      await this.saveStates(tx, [...states]);
      await this.refreshFuel(
        tx,
        pending.map((p) => p.batch),
      );
    });
  }

  /** Loads what the items need and memory lacks: states, driver assignments, settings (a query each). */
  private async prepare(items: Item[]): Promise<void> {
    const now = Date.now();
    const vehicleIds = [...new Set(items.map((item) => item.vehicleId))];
    const unknown = vehicleIds.filter((id) => !this.vehicles.has(id));
    if (unknown.length > 0) {
      for (const [id, saved] of await loadMotionStates(this.db, unknown)) this.vehicles.set(id, saved);
      for (const item of items) {
        if (!this.vehicles.has(item.vehicleId))
          this.vehicles.set(item.vehicleId, { companyId: item.companyId, state: newMotionState() });
      }
    }
    const staleSpans = vehicleIds.filter(
      (id) => (this.spans.get(id)?.at ?? -Infinity) < now - this.options.cacheMs,
    );
    if (staleSpans.length > 0) {
      const loaded = await loadDriverSpans(this.db, staleSpans, new Date(now - 2 * 86_400_000));
      for (const [id, spans] of loaded) this.spans.set(id, { spans, at: now });
    }
    const companies = [...new Set(items.map((item) => item.companyId))].filter(
      (id) => (this.settings.get(id)?.at ?? -Infinity) < now - this.options.cacheMs,
    );
    if (companies.length > 0) {
      for (const [id, settings] of await loadMotionSettings(this.db, companies))
        this.settings.set(id, { settings, at: now });
    }
  }

  private async saveStates(db: Executor, vehicleIds: number[]): Promise<void> {
    if (vehicleIds.length === 0) return;
    const existing = new Set(
      rowsOf<{ id: number }>(
        await db.execute(
          sql`select id from company_vehicles where id = any(${pgArrayLiteral(vehicleIds)}::int[])`,
        ),
      ).map((row) => Number(row.id)),
    );
    const rows = vehicleIds.flatMap((id) => {
      const vehicle = this.vehicles.get(id);
      // A vehicle deleted meanwhile: its state goes too.
      if (!existing.has(id)) this.vehicles.delete(id);
      return vehicle?.state.last && existing.has(id) ? [{ id, vehicle, last: vehicle.state.last.t }] : [];
    });
    if (rows.length === 0) return;
    await db.execute(sql`
      insert into motion_states (company_vehicle_id, company_id, last_fix_time, state)
      select * from unnest(${pgArrayLiteral(rows.map((r) => r.id))}::int[],
        ${pgArrayLiteral(rows.map((r) => r.vehicle.companyId))}::int[],
        ${pgArrayLiteral(rows.map((r) => new Date(r.last).toISOString()))}::timestamptz[],
        ${pgArrayLiteral(rows.map((r) => JSON.stringify(r.vehicle.state)))}::jsonb[])
      on conflict (company_vehicle_id) do update set company_id = excluded.company_id,
        last_fix_time = excluded.last_fix_time, state = excluded.state`);
  }

  /**
   * Fuel cost of the vehicle-days whose fuel readings changed, of those first seen by this process
   * and of those not looked at for `fuelCostEveryMs` (a fill-up may have been recorded since).
   */
  private async refreshFuel(db: Executor, batches: MotionBatch[]): Promise<void> {
    const now = Date.now();
    if (this.fuelCheckedAt.size > 100_000) this.fuelCheckedAt.clear();
    const byCompany = new Map<
      number,
      { vehicleDays: { vehicleId: number; day: string }[]; days: Set<string> }
    >();
    for (const batch of batches) {
      for (const [key, row] of batch.vehicleDays) {
        const touched = batch.fuelTouched.has(key);
        if (!touched && (this.fuelCheckedAt.get(key) ?? -Infinity) >= now - this.options.fuelCostEveryMs)
          continue;
        this.fuelCheckedAt.set(key, now);
        let entry = byCompany.get(row.companyId);
        if (!entry) {
          entry = { vehicleDays: [], days: new Set() };
          byCompany.set(row.companyId, entry);
        }
        entry.vehicleDays.push({ vehicleId: row.subjectId, day: row.day });
        if (touched) entry.days.add(row.day);
      }
    }
    for (const [companyId, entry] of byCompany)
      await refreshFuelCost(db, companyId, entry.vehicleDays, [...entry.days]);
  }
}

const isHarsh = (event: StoredMotionEvent) => event.kind.startsWith('harsh_');

/** The `motion.harsh` webhook event of a stored harsh acceleration, braking or cornering. */
function harshWebhookEvent(event: StoredMotionEvent): OutboxEvent {
  const at = new Date(event.at);
  return {
    companyId: Number(event.company_id),
    type: 'motion.harsh',
    vehicleId: Number(event.company_vehicle_id),
    occurredAt: at,
    data: {
      vehicle_id: Number(event.company_vehicle_id),
      driver_id: event.driver_id === null ? null : Number(event.driver_id),
      kind: event.kind,
      at: at.toISOString(),
      latitude: Number(event.latitude),
      longitude: Number(event.longitude),
      value: event.value === null ? null : Number(event.value),
    },
  };
}
