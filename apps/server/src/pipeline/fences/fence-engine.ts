import { formatClock } from '@navgan/domain/display-format';
import type { GeofenceShape, TimeRuleMode, TimeWindow } from '@navgan/domain/resources/geofence';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fenceEvents, geofences } from '../../db/fence-schema';
import { pgArrayLiteral } from '../../db/sql-helpers';
import { addFenceViolations, fenceViolationSource } from '../../derive/fence-violations';
import type { CatalogVehicle, VehicleCatalog } from '../../live/vehicle-catalog';
import { deliverNotifications, type NewNotification } from '../../notifications/deliver';
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
      if (record.vehicleId === null || !record.position.valid) continue;
      const index = await this.indexes.get(record.companyId);
      if (index.size === 0) continue;
      const vehicle = (await vehiclesById(this.catalog, record.companyId)).get(record.vehicleId);
      const step = this.tracker.step(
        {
          companyId: record.companyId,
          vehicleId: record.vehicleId,
          tagIds: vehicle?.tags.map((t) => t.id) ?? [],
          longitude: record.position.longitude,
          latitude: record.position.latitude,
          speedKmh: record.position.speedKmh,
          at: record.position.fixTime,
        },
        index,
      );
      started.push(...step.started);
      ended.push(...step.ended);
    }
    await this.store(started, ended);
    await this.announce(started.filter((o) => o.kind !== 'enter' && o.kind !== 'exit'));
  }

  private async store(started: FenceOccurrence[], ended: { occurrence: FenceOccurrence; at: Date }[]) {
    if (started.length > 0) {
      // The episodes and the day figures they add to are stored together.
      const rows = await this.db.transaction(async (tx) => {
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
          .returning({ id: fenceEvents.id });
        await addFenceViolations(
          tx as unknown as Db,
          started
            .filter((o) => violationKinds.has(o.kind))
            .map((o) => ({ companyId: o.fix.companyId, vehicleId: o.fix.vehicleId, at: o.fix.at })),
        );
        await this.outbox?.record(
          tx,
          started.map((o, i) => fenceWebhookEvent(o, inserted[i]?.id ?? null)),
        );
        return inserted;
      });
      rows.forEach((row, i) => {
        const occurrence = started[i];
        if (occurrence) occurrence.rowId = row.id;
      });
    }
    const ends = ended.filter((e) => e.occurrence.rowId !== undefined);
    if (ends.length > 0) {
      await this.db.execute(sql`
        update fence_events set ended_at = e.ended_at, speed_kmh = greatest(fence_events.speed_kmh, e.top_kmh)
          from unnest(${pgArrayLiteral(ends.map((e) => e.occurrence.rowId ?? 0))}::int[],
                      ${pgArrayLiteral(ends.map((e) => e.at.toISOString()))}::timestamptz[],
                      ${pgArrayLiteral(ends.map((e) => e.occurrence.topKmh ?? 0))}::real[]) as e(id, ended_at, top_kmh)
         where fence_events.id = e.id`);
    }
  }

  private async announce(violations: FenceOccurrence[]): Promise<void> {
    if (violations.length === 0) return;
    const items: NewNotification[] = [];
    for (const o of violations) {
      const vehicle = (await vehiclesById(this.catalog, o.fix.companyId)).get(o.fix.vehicleId);
      const name = vehicleLabel(vehicle, o.fix.vehicleId);
      const text = fenceTexts(o, name);
      items.push({
        companyId: o.fix.companyId,
        kind: 'fence',
        faBody: text.fa,
        enBody: text.en,
        subjectId: o.fence.id,
        vehicleId: o.fix.vehicleId,
      });
    }
    await deliverNotifications(this.db, items);
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
