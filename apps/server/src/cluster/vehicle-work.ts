import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { type Executor, pgArrayLiteral, rowsOf } from '../db/sql-helpers';
import type { MotionDeriver } from '../derive/motion-deriver';
import type { PositionAttributes } from '../gateway/decoded-position';
import type { Evaluation } from '../pipeline/evaluation';
import type { PositionRecord } from '../pipeline/position-writer';
import type { Bus } from './bus';
import { holdShardsOf, ShardNotHeld } from './shard-guard';
import type { ShardWork } from './shard-ownership';
import { shardOf, vehicleShardCount } from './vehicle-shards';
import { decodeRecord, type WorkMessage, workSubject } from './work-messages';
import type { WorkOwnership } from './work-ownership';

/**
 * How far back, at least, the fences and rules of a vehicle taken over are worked again from the
 * stored positions; further back when its previous owner's derivation had saved less (a device
 * sending old fixes). Whatever the previous owner stored meanwhile is found rather than stored twice.
 */
const takeoverLookBackMs = 60 * 60_000;

/** The ownership check the deriver and the evaluation write under: this node's shard leases. */
export class ShardLeaseOwnership implements WorkOwnership {
  /** Set by the shard work: what to replay when a writer dropped vehicles. */
  onDropped: (vehicleIds: number[]) => void = () => {};

  constructor(private readonly nodeId: string) {}

  hold(tx: Executor, vehicleIds: number[]): Promise<void> {
    return holdShardsOf(tx, this.nodeId, vehicleIds);
  }

  isRefusal(error: unknown): boolean {
    return error instanceof ShardNotHeld;
  }

  dropped(vehicleIds: number[]): void {
    this.onDropped(vehicleIds);
  }
}

interface ShardInbox {
  unsubscribe: () => void;
  /** Messages held while the shard's vehicles are rebuilt from storage. */
  waiting: WorkMessage[] | undefined;
  /** Each gateway's last message number seen for this shard. */
  seen: Map<string, number>;
}

/**
 * The worker side of the per-vehicle work in cluster mode: for each shard this node owns, the
 * gateways' committed positions arrive over the bus and go through motion derivation and the
 * fences and rules, in order. When a shard is taken (or a message was missed), its vehicles are
 * rebuilt from PostgreSQL first: the deriver replays the positions stored after each saved state;
 * the fences set their memory from each vehicle's last fix before the span worked again (the last
 * hour, or from the previous owner's last derived fix when that is older) and the rules resume from
 * their stored memory, and both work that span again; messages arriving meanwhile wait, then go on.
 */
export class VehicleWork implements ShardWork {
  private readonly inboxes = new Map<number, ShardInbox>();
  /** Per vehicle, the newest fix a rebuild worked: older ones arriving after it are skipped. */
  private readonly rebuiltUntil = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly motion: MotionDeriver,
    private readonly evaluation: Evaluation,
    ownership: ShardLeaseOwnership,
    private readonly log: FastifyBaseLogger,
  ) {
    ownership.onDropped = (vehicleIds) => {
      const shards = [...new Set(vehicleIds.map(shardOf))].filter((shard) => this.inboxes.has(shard));
      if (shards.length > 0) setImmediate(() => void this.rebuild(shards));
    };
  }

  async gained(shards: number[]): Promise<void> {
    for (const shard of shards) {
      const inbox: ShardInbox = { unsubscribe: () => {}, waiting: [], seen: new Map() };
      inbox.unsubscribe = this.bus.subscribe<WorkMessage>(workSubject(shard), (message) =>
        this.receive(shard, message),
      );
      this.inboxes.set(shard, inbox);
    }
    // The subscriptions are in place before storage is read: nothing committed falls between.
    await this.bus.connection.flush();
    await this.rebuild(shards);
  }

  async handingOver(shards: number[]): Promise<void> {
    for (const shard of shards) this.inboxes.get(shard)?.unsubscribe();
    // Evaluation first: it hands each batch on to the deriver, whose flush then stores it all.
    await this.evaluation.idle();
    await this.motion.flush();
  }

  lost(shards: number[]): void {
    for (const shard of shards) {
      this.inboxes.get(shard)?.unsubscribe();
      this.inboxes.delete(shard);
    }
    const leaving = (vehicleId: number) => shards.includes(shardOf(vehicleId));
    this.motion.forget(leaving);
    void this.evaluation.forget(leaving);
    for (const id of [...this.rebuiltUntil.keys()]) if (leaving(id)) this.rebuiltUntil.delete(id);
  }

  private receive(shard: number, message: WorkMessage): void {
    const inbox = this.inboxes.get(shard);
    if (!inbox) return;
    if (inbox.waiting) {
      inbox.waiting.push(message);
      return;
    }
    const last = inbox.seen.get(message.g);
    inbox.seen.set(message.g, message.n);
    if (last !== undefined && message.n !== last + 1) {
      // A message of this gateway was missed: the shard is worked again from storage.
      this.log.warn(
        { shard, gateway: message.g },
        'vehicle work: a message was missed, rebuilding the shard',
      );
      inbox.waiting = [message];
      void this.rebuild([shard]);
      return;
    }
    this.work(message);
  }

  private work(message: WorkMessage): void {
    const records = message.r.map(decodeRecord).filter((record) => {
      const until = this.rebuiltUntil.get(record.vehicleId as number);
      return until === undefined || record.position.fixTime.getTime() > until;
    });
    if (records.length === 0) return;
    // The deriver hears of a batch only once the fences and rules have worked it, so the state it
    // saves never runs ahead of them: a takeover that works them again from the last derived fix
    // misses nothing they had not seen.
    void this.evaluation.accept(records).then(() => {
      const owned = records.filter((record) => this.inboxes.has(shardOf(record.vehicleId as number)));
      if (owned.length > 0) this.motion.accept(owned);
    });
  }

  /** Rebuilds the shards' vehicles from storage, then lets their waiting messages through. */
  private async rebuild(shards: number[]): Promise<void> {
    for (const shard of shards) {
      const inbox = this.inboxes.get(shard);
      if (inbox && !inbox.waiting) inbox.waiting = [];
    }
    try {
      const leaving = (vehicleId: number) => shards.includes(shardOf(vehicleId));
      await this.evaluation.forget(leaving);
      // Read before the deriver replays: its saved states tell how far the previous owner got.
      const { primers, records } = await this.storedRecords(shards);
      for (const record of records) {
        const id = record.vehicleId as number;
        this.rebuiltUntil.set(
          id,
          Math.max(this.rebuiltUntil.get(id) ?? 0, record.position.fixTime.getTime()),
        );
      }
      // Fences and rules first, the deriver after: a node dying in between leaves the saved
      // states where they were, and the next owner works the same span again.
      this.evaluation.replay(primers, records);
      await this.evaluation.idle();
      await this.motion.replay({ shardCount: vehicleShardCount, shards });
    } catch (error) {
      this.log.error({ err: error, shards }, 'vehicle work: rebuilding shards failed');
    } finally {
      for (const shard of shards) {
        const inbox = this.inboxes.get(shard);
        if (!inbox) continue;
        const waiting = inbox.waiting ?? [];
        inbox.waiting = undefined;
        for (const message of waiting) {
          inbox.seen.set(message.g, message.n);
          this.work(message);
        }
      }
    }
  }

  /**
   * The shards' vehicles' stored positions of the span worked again, oldest first, and for each
   * vehicle the last one before it (`primer`), which sets the fences' memory. The span starts an
   * hour ago, or at the last fix the previous owner derived when that is older: its deriver hears
   * of a fix only after the fences and rules have worked it, so everything they may have missed
   * is in the span.
   */
  private async storedRecords(
    shards: number[],
  ): Promise<{ primers: PositionRecord[]; records: PositionRecord[] }> {
    const since = sql`least(s.last_fix_time, now() - ${takeoverLookBackMs} * interval '1 millisecond')`;
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select p.*, false as primer from company_vehicles v
          left join motion_states s on s.company_vehicle_id = v.id cross join lateral (
            select company_id, device_id, company_vehicle_id, fix_time, server_time, valid, latitude, longitude,
                   altitude, speed_kmh, course, satellites, attributes
              from positions p where p.company_vehicle_id = v.id and p.fix_time > ${since}
             order by p.fix_time limit 20000) p
         where v.id % ${vehicleShardCount} = any(${pgArrayLiteral(shards)}::int[])
        union all
        select p.*, true as primer from company_vehicles v
          left join motion_states s on s.company_vehicle_id = v.id cross join lateral (
            select company_id, device_id, company_vehicle_id, fix_time, server_time, valid, latitude, longitude,
                   altitude, speed_kmh, course, satellites, attributes
              from positions p where p.company_vehicle_id = v.id and p.fix_time <= ${since}
             order by p.fix_time desc limit 1) p
         where v.id % ${vehicleShardCount} = any(${pgArrayLiteral(shards)}::int[])
        order by fix_time`),
    );
    const all = rows.map((row) => ({ primer: Boolean(row.primer), record: recordOf(row) }));
    return {
      primers: all.filter((r) => r.primer).map((r) => r.record),
      records: all.filter((r) => !r.primer).map((r) => r.record),
    };
  }
}

/** A stored position row as the pipeline's record. */
function recordOf(row: Record<string, unknown>): PositionRecord {
  return {
    companyId: Number(row.company_id),
    deviceId: Number(row.device_id),
    vehicleId: Number(row.company_vehicle_id),
    serverTime: new Date(row.server_time as string),
    position: {
      deviceId: '',
      fixTime: new Date(row.fix_time as string),
      valid: Boolean(row.valid),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      ...(row.altitude === null ? {} : { altitude: Number(row.altitude) }),
      speedKmh: Number(row.speed_kmh),
      course: Number(row.course),
      ...(row.satellites === null ? {} : { satellites: Number(row.satellites) }),
      attributes: (typeof row.attributes === 'string'
        ? JSON.parse(row.attributes)
        : row.attributes) as PositionAttributes,
    },
  };
}
