import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { pgArrayLiteral } from '../db/sql-helpers';
import { liveStates } from '../db/telemetry-schema';
import type { PositionAttributes } from '../gateway/decoded-position';
import type { PositionRecord } from '../pipeline/position-writer';

export interface LiveState {
  deviceId: number;
  companyId: number;
  vehicleId: number | null;
  fixTime: Date;
  serverTime: Date;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  attributes: PositionAttributes;
}

/**
 * The newest fix of every device, in memory for the live map (no SQL per request) and in the
 * live_states table so a restart, or another process, starts from it. An older fix arriving late
 * never replaces a newer one.
 */
export class LiveStateStore {
  private readonly byDevice = new Map<number, LiveState>();
  /** The same states grouped by company, so a company's live map never walks other tenants' devices. */
  private readonly byCompany = new Map<number, Map<number, LiveState>>();
  /** Devices whose newest state is not in the table yet. */
  private readonly unsaved = new Set<number>();
  /** Bumped on every change to a company's states, so an answer built from them knows it is current. */
  private readonly versions = new Map<number, number>();
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /**
   * Reads the saved states; one older than the state held is skipped, so loading again (a node
   * catching up after its bus came back) never takes a device back in time.
   */
  async load(): Promise<void> {
    const rows = await this.db.select().from(liveStates);
    for (const row of rows) {
      const held = this.byDevice.get(row.device_id);
      if (held && held.fixTime >= row.fix_time) continue;
      this.remember({
        deviceId: row.device_id,
        companyId: row.company_id,
        vehicleId: row.company_vehicle_id,
        fixTime: row.fix_time,
        serverTime: row.server_time,
        latitude: row.latitude,
        longitude: row.longitude,
        speedKmh: row.speed_kmh,
        course: row.course,
        attributes: row.attributes as PositionAttributes,
      });
    }
  }

  get(deviceId: number): LiveState | undefined {
    return this.byDevice.get(deviceId);
  }

  /** Every state of one company (the live map's source). */
  ofCompany(companyId: number): LiveState[] {
    return [...(this.byCompany.get(companyId)?.values() ?? [])];
  }

  /** Changes whenever one of the company's states does (a new fix, a device moving in or out). */
  versionOf(companyId: number): number {
    return this.versions.get(companyId) ?? 0;
  }

  /** Every state of every company (the offline job's scan, once a minute). */
  all(): IterableIterator<LiveState> {
    return this.byDevice.values();
  }

  private remember(state: LiveState): void {
    const previous = this.byDevice.get(state.deviceId);
    if (previous && previous.companyId !== state.companyId) {
      this.byCompany.get(previous.companyId)?.delete(state.deviceId);
      this.bump(previous.companyId);
    }
    this.bump(state.companyId);
    this.byDevice.set(state.deviceId, state);
    let company = this.byCompany.get(state.companyId);
    if (!company) {
      company = new Map();
      this.byCompany.set(state.companyId, company);
    }
    company.set(state.deviceId, state);
  }

  private bump(companyId: number): void {
    this.versions.set(companyId, this.versionOf(companyId) + 1);
  }

  /**
   * Applies committed records to the in-memory states and returns those that changed. The table
   * is written by `save()` on a timer, not per batch: under load the same devices change many
   * times a second, and the positions themselves are already durable.
   */
  apply(records: PositionRecord[]): LiveState[] {
    const changed = new Map<number, LiveState>();
    for (const record of records) {
      const current = changed.get(record.deviceId) ?? this.byDevice.get(record.deviceId);
      if (current && current.fixTime >= record.position.fixTime) continue;
      changed.set(record.deviceId, {
        deviceId: record.deviceId,
        companyId: record.companyId,
        vehicleId: record.vehicleId,
        fixTime: record.position.fixTime,
        serverTime: record.serverTime,
        latitude: record.position.latitude,
        longitude: record.position.longitude,
        speedKmh: record.position.speedKmh,
        course: record.position.course,
        attributes: record.position.attributes,
      });
    }
    const states = [...changed.values()];
    for (const state of states) {
      this.remember(state);
      this.unsaved.add(state.deviceId);
    }
    return states;
  }

  /**
   * Takes states another node received (cluster mode): newest wins by fix time, and they are not
   * saved here, since the node that received them saves them. Answers how many were newer.
   */
  applyReceived(states: readonly LiveState[]): number {
    let taken = 0;
    for (const state of states) {
      const held = this.byDevice.get(state.deviceId);
      if (held && held.fixTime >= state.fixTime) continue;
      this.remember(state);
      taken++;
    }
    return taken;
  }

  /** Writes the states changed since the last save (one statement); saves never overlap. */
  save(): Promise<void> {
    this.saving = this.saving.then(async () => {
      if (this.unsaved.size === 0) return;
      const states = [...this.unsaved].flatMap((id) => this.byDevice.get(id) ?? []);
      this.unsaved.clear();
      try {
        await this.persist(states);
      } catch (error) {
        for (const state of states) this.unsaved.add(state.deviceId);
        throw error;
      }
    });
    return this.saving;
  }

  private async persist(states: LiveState[]): Promise<void> {
    const column = (pick: (s: LiveState) => string | number | null) => pgArrayLiteral(states.map(pick));
    await this.db.execute(sql`
      insert into live_states (device_id, company_id, company_vehicle_id, fix_time, server_time,
        latitude, longitude, speed_kmh, course, attributes)
      select s.* from unnest(
        ${column((s) => s.deviceId)}::int[],
        ${column((s) => s.companyId)}::int[],
        ${column((s) => s.vehicleId)}::int[],
        ${column((s) => s.fixTime.toISOString())}::timestamptz[],
        ${column((s) => s.serverTime.toISOString())}::timestamptz[],
        ${column((s) => s.latitude)}::float8[],
        ${column((s) => s.longitude)}::float8[],
        ${column((s) => s.speedKmh)}::real[],
        ${column((s) => Math.round(s.course) % 360)}::smallint[],
        ${column((s) => JSON.stringify(s.attributes))}::jsonb[]
      ) as s(device_id, company_id, company_vehicle_id, fix_time, server_time, latitude, longitude,
        speed_kmh, course, attributes)
      -- A device deleted since its last position has no state to keep; without this its row would
      -- fail the foreign key, and with it every later save of every device.
      where exists (select 1 from devices d where d.id = s.device_id)
      on conflict (device_id) do update set
        company_id = excluded.company_id, company_vehicle_id = excluded.company_vehicle_id,
        fix_time = excluded.fix_time, server_time = excluded.server_time,
        latitude = excluded.latitude, longitude = excluded.longitude, speed_kmh = excluded.speed_kmh,
        course = excluded.course, attributes = excluded.attributes
      where live_states.fix_time < excluded.fix_time`);
  }
}
