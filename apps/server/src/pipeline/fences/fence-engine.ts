import { formatClock } from '@navgan/domain/display-format';
import type { GeofenceShape, TimeRuleMode, TimeWindow } from '@navgan/domain/resources/geofence';
import { eq, sql } from 'drizzle-orm';
import type { WorkOwnership } from '../../cluster/work-ownership';
import type { Db } from '../../db/database';
import { fenceEvents, geofences } from '../../db/fence-schema';
import { pgArrayLiteral, rowsOf } from '../../db/sql-helpers';
import { addFenceViolations, fenceViolationSource } from '../../derive/fence-violations';
import type { CatalogVehicle, VehicleCatalog } from '../../live/vehicle-catalog';
import { type NewNotification, storeNotifications } from '../../notifications/deliver';
import { vehicleLabel } from '../../notifications/vehicle-label';
import type { Outbox, OutboxEvent } from '../../webhooks/outbox';
import type { PositionRecord } from '../position-writer';
import { CompanyCache } from './company-cache';
import type { CompanyChanges } from './definition-changes';
import { type FenceDef, FenceIndex } from './fence-index';
import { type FenceOccurrence, FenceTracker } from './fence-tracker';

export async function loadFenceIndex(db: Db, companyId: number): Promise<FenceIndex> {
  const rows = await db.select().from(geofences).where(eq(geofences.company_id, companyId));
  return new FenceIndex(
    rows.map(
      (row): FenceDef => ({
        id: row.id,
        title: row.title,
        shape: row.shape as GeofenceShape,
        box: { minLng: row.min_lng, minLat: row.min_lat, maxLng: row.max_lng, maxLat: row.max_lat },
        maxSpeed: row.max_speed,
        timeRuleMode: row.time_rule_mode as TimeRuleMode | null,
        timeWindows: row.time_windows as TimeWindow[],
        forbidden: row.forbidden,
        vehicleIds: new Set(row.company_vehicle_ids),
        tagIds: new Set(row.tag_ids),
      }),
    ),
  );
}

/** Episode kinds that count as fence violations in the day figures (the rollups name them once). */
const violationKinds = new Set<string>(fenceViolationSource.kinds);

const vehicleMaps = new WeakMap<CatalogVehicle[], Map<number, CatalogVehicle>>();
/** The catalogue's vehicles of a company by id (built once per catalogue load). */
export async function vehiclesById(catalog: VehicleCatalog, companyId: number) {
  const list = await catalog.vehicles(companyId);
  let map = vehicleMaps.get(list);
  if (!map) {
    map = new Map(list.map((v) => [v.id, v]));
    vehicleMaps.set(list, map);
  }
  return map;
}

/**
 * Geofence evaluation of committed positions: enter/exit and violation episodes stored in
 * `fence_events` (one insert and one update per batch), violations announced as "fence"
 * notifications.
 */
export class FenceEngine {
  readonly tracker = new FenceTracker();
  private readonly indexes: CompanyCache<FenceIndex>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    private readonly catalog: VehicleCatalog,
    changes: CompanyChanges,
    private readonly outbox?: Outbox,
    private readonly ownership?: WorkOwnership,
  ) {
    this.indexes = new CompanyCache((companyId) => loadFenceIndex(db, companyId));
    this.unsubscribe = changes.on((companyId) => this.indexes.invalidate(companyId));
  }

  close(): void {
    this.unsubscribe();
  }

  async evaluate(records: PositionRecord[]): Promise<void> {
    const started: FenceOccurrence[] = [];
    const ended: { occurrence: FenceOccurrence; at: Date }[] = [];
    const ordered = [...records].sort((a, b) => a.position.fixTime.getTime() - b.position.fixTime.getTime());
    for (const record of ordered) {
      const fix = await this.fixOf(record);
      if (!fix) continue;
      const step = this.tracker.step(fix.fix, fix.index);
      started.push(...step.started);
      ended.push(...step.ended);
    }
    await this.store(started, ended);
  }

  /**
   * Sets the memory of vehicles taken over from another node from their first replayed fix, each
   * open violation episode tied to its stored row, without storing or announcing anything.
   */
  async prime(records: PositionRecord[]): Promise<void> {
    const vehicleIds = [...new Set(records.flatMap((r) => (r.vehicleId === null ? [] : [r.vehicleId])))];
    if (vehicleIds.length === 0) return;
    const open = new Map<string, number>();
    const rows = rowsOf<{ id: number; vehicle: number; fence: number; kind: string }>(
      await this.db.execute(sql`
        select id, company_vehicle_id as vehicle, geofence_id as fence, kind from fence_events
         where company_vehicle_id = any(${pgArrayLiteral(vehicleIds)}::int[]) and ended_at is null
           and kind not in ('enter', 'exit')
         order by at`),
    );
    for (const row of rows) open.set(`${row.vehicle}:${row.fence}:${row.kind}`, Number(row.id));
    for (const record of records) {
      const fix = await this.fixOf(record);
      if (!fix) continue;
      this.tracker.prime(fix.fix, fix.index, (fenceId, kind) =>
        open.get(`${fix.fix.vehicleId}:${fenceId}:${kind}`),
      );
    }
  }

  private async fixOf(record: PositionRecord) {
    if (record.vehicleId === null || !record.position.valid) return undefined;
    const index = await this.indexes.get(record.companyId);
    if (index.size === 0) return undefined;
    const vehicle = (await vehiclesById(this.catalog, record.companyId)).get(record.vehicleId);
    return {
      index,
      fix: {
        companyId: record.companyId,
        vehicleId: record.vehicleId,
        tagIds: vehicle?.tags.map((t) => t.id) ?? [],
        longitude: record.position.longitude,
        latitude: record.position.latitude,
        speedKmh: record.position.speedKmh,
        at: record.position.fixTime,
      },
    };
  }

  /**
   * Stores what started and ended, and announces the violations, in one transaction. An event
   * already stored (the same vehicle, fence, kind and moment: positions worked again after a
   * takeover) is found instead of added, and only what is new is counted, sent to the webhooks
   * and announced.
   */
  private async store(started: FenceOccurrence[], ended: { occurrence: FenceOccurrence; at: Date }[]) {
    if (started.length === 0 && !ended.some((e) => e.occurrence.rowId !== undefined)) return;
    const announcements = await this.announcements(started.filter((o) => violationKinds.has(o.kind)));
    await this.db.transaction(async (txAny) => {
      const tx = txAny as unknown as Db;
      if (this.ownership)
        await this.ownership.hold(
          tx,
          [...started, ...ended.map((e) => e.occurrence)].map((o) => o.fix.vehicleId),
        );
      const fresh: FenceOccurrence[] = [];
      if (started.length > 0) {
        const inserted = await tx
          .insert(fenceEvents)
          .values(
            started.map((o) => ({
              company_id: o.fix.companyId,
              company_vehicle_id: o.fix.vehicleId,
              geofence_id: o.fence.id,
              kind: o.kind,
              at: o.fix.at,
              latitude: o.fix.latitude,
              longitude: o.fix.longitude,
              speed_kmh: o.fix.speedKmh,
            })),
          )
          .onConflictDoUpdate({
            target: [
              fenceEvents.company_vehicle_id,
              fenceEvents.geofence_id,
              fenceEvents.kind,
              fenceEvents.at,
            ],
            set: { kind: sql`excluded.kind` },
          })
          .returning({ id: fenceEvents.id, fresh: sql<boolean>`xmax = 0` });
        inserted.forEach((row, i) => {
          const occurrence = started[i];
          if (!occurrence) return;
          occurrence.rowId = row.id;
          if (row.fresh) fresh.push(occurrence);
        });
        // The episodes and the day figures they add to are stored together.
        await addFenceViolations(
          tx,
          fresh
            .filter((o) => violationKinds.has(o.kind))
            .map((o) => ({ companyId: o.fix.companyId, vehicleId: o.fix.vehicleId, at: o.fix.at })),
        );
        await this.outbox?.record(
          tx,
          fresh.map((o) => fenceWebhookEvent(o, o.rowId ?? null)),
        );
        const announced = announcements.filter((a) => fresh.includes(a.occurrence)).map((a) => a.item);
        if (announced.length > 0) await storeNotifications(tx, announced);
      }
      const ends = ended.filter((e) => e.occurrence.rowId !== undefined);
      if (ends.length > 0) {
        await tx.execute(sql`
          update fence_events set ended_at = e.ended_at, speed_kmh = greatest(fence_events.speed_kmh, e.top_kmh)
            from unnest(${pgArrayLiteral(ends.map((e) => e.occurrence.rowId ?? 0))}::int[],
                        ${pgArrayLiteral(ends.map((e) => e.at.toISOString()))}::timestamptz[],
                        ${pgArrayLiteral(ends.map((e) => e.occurrence.topKmh ?? 0))}::real[]) as e(id, ended_at, top_kmh)
           where fence_events.id = e.id`);
      }
    });
  }

  /** The "fence" notification of each violation (read before the transaction: names come from the catalog). */
  private async announcements(
    violations: FenceOccurrence[],
  ): Promise<{ occurrence: FenceOccurrence; item: NewNotification }[]> {
    const out: { occurrence: FenceOccurrence; item: NewNotification }[] = [];
    for (const o of violations) {
      const vehicle = (await vehiclesById(this.catalog, o.fix.companyId)).get(o.fix.vehicleId);
      const name = vehicleLabel(vehicle, o.fix.vehicleId);
      const text = fenceTexts(o, name);
      out.push({
        occurrence: o,
        item: {
          companyId: o.fix.companyId,
          kind: 'fence',
          faBody: text.fa,
          enBody: text.en,
          subjectId: o.fence.id,
          vehicleId: o.fix.vehicleId,
        },
      });
    }
    return out;
  }
}

/** The webhook event of a fence occurrence: entered, exited, or a violation of its kind. */
function fenceWebhookEvent(o: FenceOccurrence, rowId: number | null): OutboxEvent {
  return {
    companyId: o.fix.companyId,
    type: o.kind === 'enter' ? 'fence.entered' : o.kind === 'exit' ? 'fence.exited' : 'fence.violation',
    vehicleId: o.fix.vehicleId,
    occurredAt: o.fix.at,
    data: {
      fence_event_id: rowId,
      vehicle_id: o.fix.vehicleId,
      geofence: { id: o.fence.id, title: o.fence.title },
      kind: o.kind,
      at: o.fix.at.toISOString(),
      latitude: o.fix.latitude,
      longitude: o.fix.longitude,
      speed_kmh: o.fix.speedKmh,
      ...(o.kind === 'over_speed' ? { max_speed_kmh: o.fence.maxSpeed } : {}),
    },
  };
}

function fenceTexts(o: FenceOccurrence, vehicle: { fa: string; en: string }): { fa: string; en: string } {
  const fa = formatClock(o.fix.at, 'fa');
  const en = formatClock(o.fix.at, 'en');
  const speed = Math.round(o.fix.speedKmh);
  switch (o.kind) {
    case 'forbidden':
      return {
        fa: `ورود ${vehicle.fa} به حصار ممنوعه «${o.fence.title}» در ساعت ${fa}`,
        en: `${vehicle.en} entered the forbidden fence "${o.fence.title}" at ${en}`,
      };
    case 'over_speed':
      return {
        fa: `سرعت ${vehicle.fa} در حصار «${o.fence.title}» ${speed.toLocaleString('fa-IR')} کیلومتر بر ساعت بود (مجاز: ${(o.fence.maxSpeed ?? 0).toLocaleString('fa-IR')}) در ساعت ${fa}`,
        en: `${vehicle.en} drove ${speed} km/h in the fence "${o.fence.title}" (limit ${o.fence.maxSpeed}) at ${en}`,
      };
    default:
      return {
        fa: `حضور ${vehicle.fa} در حصار «${o.fence.title}» خارج از زمان مجاز در ساعت ${fa}`,
        en: `${vehicle.en} was in the fence "${o.fence.title}" outside its allowed time at ${en}`,
      };
  }
}
