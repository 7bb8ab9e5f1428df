import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pgArrayLiteral } from '../db/sql-helpers';
import type { DecodedPosition } from '../gateway/decoded-position';
import { insertEvents, type Outbox, type OutboxEvent } from '../webhooks/outbox';

/** A decoded fix, attributed to the device and vehicle it belongs to. */
export interface PositionRecord {
  companyId: number;
  deviceId: number;
  vehicleId: number | null;
  position: DecodedPosition;
  serverTime: Date;
}

export interface WriterOptions {
  /** Flush when this many records wait. */
  maxBatch: number;
  /** Flush at the latest this long after the first record of a batch arrived. */
  maxDelayMs: number;
  /** Batches that may be committing at the same time (each on its own connection). */
  concurrency?: number;
}

interface Pending {
  records: PositionRecord[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Collects positions from every connection and writes them in batches: one INSERT of many rows
 * (unnest of column arrays, so the statement has 13 parameters whatever the batch size), flushed
 * by size or time. `write()` resolves only once its records are committed, which is when the
 * gateway may acknowledge them to the device; if the INSERT fails, every waiting caller gets the
 * error and acknowledges nothing, so the device sends the data again. Duplicates (same device, fix
 * time and content: a retransmission) are ignored by the primary key; records of one fix time that
 * differ (an alarm in the same second as a location) are all kept; out-of-order fixes are stored
 * like any other.
 */
export class PositionWriter {
  private queue: Pending[] = [];
  private queued = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: WriterOptions = { maxBatch: 2000, maxDelayMs: 100 },
    private readonly onCommitted: (records: PositionRecord[]) => void = () => {},
    /** Where a company's `positions.batch` event goes when one of its webhooks wants it. */
    private readonly outbox?: Outbox,
  ) {}

  write(records: PositionRecord[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('position writer is closed'));
    if (records.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ records, resolve, reject });
      this.queued += records.length;
      if (this.queued >= this.options.maxBatch) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.options.maxDelayMs);
    });
  }

  /** Writes everything queued so far; resolves when it and every batch before it is committed. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue;
    this.queue = [];
    this.queued = 0;
    if (batch.length > 0) {
      // Batches are independent (a device has one packet in flight), so a few may commit at once;
      // past the limit, wait for one to finish: that is where back-pressure reaches the sockets.
      while (this.inFlight.size >= (this.options.concurrency ?? 1)) await Promise.race(this.inFlight);
      const committing = this.commit(batch).finally(() => this.inFlight.delete(committing));
      this.inFlight.add(committing);
    }
    await Promise.all(this.inFlight);
  }

  /** Flushes what is queued and refuses further writes (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async commit(batch: Pending[]): Promise<void> {
    const records = batch.flatMap((pending) => pending.records);
    try {
      const wanting = this.outbox
        ? await this.outbox.companiesWanting(
            'positions.batch',
            records.map((r) => r.companyId),
          )
        : new Set<number>();
      const events =
        wanting.size === 0 ? [] : positionBatchEvents(records.filter((r) => wanting.has(r.companyId)));
      if (events.length === 0) await insertPositions(this.db, records);
      else
        await this.db.transaction(async (tx) => {
          await insertPositions(tx as unknown as Db, records);
          await insertEvents(tx, events);
        });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const pending of batch) pending.resolve();
    try {
      this.onCommitted(records);
    } catch {
      // Followers of committed data (live state) must never undo an acknowledgement.
    }
  }
}

/** One `positions.batch` event per company of a committed batch, its positions in fix order. */
export function positionBatchEvents(records: readonly PositionRecord[]): OutboxEvent[] {
  const byCompany = new Map<number, PositionRecord[]>();
  for (const record of records) {
    const list = byCompany.get(record.companyId) ?? [];
    list.push(record);
    byCompany.set(record.companyId, list);
  }
  return [...byCompany].map(([companyId, list]) => {
    const ordered = list.sort((a, b) => a.position.fixTime.getTime() - b.position.fixTime.getTime());
    return {
      companyId,
      type: 'positions.batch',
      vehicleId: null,
      occurredAt: (ordered.at(-1) as PositionRecord).position.fixTime,
      data: {
        positions: ordered.map(({ vehicleId, deviceId, position: p, serverTime }) => ({
          vehicle_id: vehicleId,
          device_id: deviceId,
          fix_time: p.fixTime.toISOString(),
          server_time: serverTime.toISOString(),
          valid: p.valid,
          latitude: p.latitude,
          longitude: p.longitude,
          altitude: p.altitude ?? null,
          speed_kmh: p.speedKmh,
          course: p.course,
          attributes: p.attributes,
        })),
      },
    };
  });
}

export async function insertPositions(db: Db, records: PositionRecord[]): Promise<void> {
  const column = (pick: (r: PositionRecord) => string | number | boolean | null) =>
    pgArrayLiteral(records.map(pick));
  await db.execute(sql`
    insert into positions (company_id, device_id, company_vehicle_id, fix_time, server_time, valid,
      latitude, longitude, altitude, speed_kmh, course, satellites, attributes, record_hash)
    select r.*, ${RECORD_HASH} from unnest(
      ${column((r) => r.companyId)}::int[],
      ${column((r) => r.deviceId)}::int[],
      ${column((r) => r.vehicleId)}::int[],
      ${column((r) => r.position.fixTime.toISOString())}::timestamptz[],
      ${column((r) => r.serverTime.toISOString())}::timestamptz[],
      ${column((r) => r.position.valid)}::bool[],
      ${column((r) => r.position.latitude)}::float8[],
      ${column((r) => r.position.longitude)}::float8[],
      ${column((r) => r.position.altitude ?? null)}::real[],
      ${column((r) => r.position.speedKmh)}::real[],
      ${column((r) => Math.round(r.position.course) % 360)}::smallint[],
      ${column((r) => r.position.satellites ?? null)}::smallint[],
      ${column((r) => JSON.stringify(r.position.attributes))}::jsonb[]
    ) as r(company_id, device_id, company_vehicle_id, fix_time, server_time, valid, latitude, longitude,
      altitude, speed_kmh, course, satellites, attributes)
    on conflict (device_id, fix_time, record_hash) do nothing`);
}

/**
 * What makes two records of one device at one fix time the same record (docs/decisions.md): all
 * they say — validity, place, altitude, speed, course, satellites and every attribute (jsonb's
 * text is canonical, so key order does not matter). A retransmission is identical and is dropped
 * by the key (device_id, fix_time, record_hash); an alarm sent in the same second as a location
 * differs and is kept. 64 bits of MD5: a collision between two records of one device in one second
 * is not a practical concern.
 */
const RECORD_HASH = sql.raw(`('x' || left(md5(concat_ws('|', r.valid, r.latitude, r.longitude,
  coalesce(r.altitude::text, ''), r.speed_kmh, r.course, coalesce(r.satellites::text, ''),
  r.attributes)), 16))::bit(64)::bigint`);
