import type { BBox, LngLat } from '@navgan/domain/geo/geometry';
import { inBBox } from '@navgan/domain/geo/geometry';
import {
  breaksTimeRule,
  type GeofenceShape,
  shapeContains,
  type TimeRuleMode,
  type TimeWindow,
} from '@navgan/domain/resources/geofence';

/** A fence as the evaluation needs it. */
export interface FenceDef {
  id: number;
  title: string;
  shape: GeofenceShape;
  box: BBox;
  maxSpeed: number | null;
  timeRuleMode: TimeRuleMode | null;
  timeWindows: TimeWindow[];
  forbidden: boolean;
  /** Both empty: every vehicle. */
  vehicleIds: ReadonlySet<number>;
  tagIds: ReadonlySet<number>;
}

export function fenceAppliesTo(fence: FenceDef, vehicleId: number, tagIds: readonly number[]): boolean {
  if (fence.vehicleIds.size === 0 && fence.tagIds.size === 0) return true;
  return fence.vehicleIds.has(vehicleId) || tagIds.some((tag) => fence.tagIds.has(tag));
}

export function fenceBreaksTime(fence: FenceDef, at: Date): boolean {
  return breaksTimeRule(fence.timeRuleMode, fence.timeWindows, at);
}

/** Grid cells of 0.1° (~11 km): a position looks at the fences of its cell only. */
const cellDeg = 0.1;
/** A fence over more cells than this (a whole province) is kept in a short list checked by its box. */
const maxCellsPerFence = 2_500;

const cellKey = (ix: number, iy: number) => (ix + 1_800) * 2_000 + (iy + 900);
const cellOf = (deg: number) => Math.floor(deg / cellDeg);

/**
 * One company's fences, indexed by grid cell so the cost per position depends on the fences
 * near it, not on how many the company has.
 */
export class FenceIndex {
  private readonly cells = new Map<number, FenceDef[]>();
  private readonly wide: FenceDef[] = [];
  private readonly byId = new Map<number, FenceDef>();

  constructor(fences: readonly FenceDef[]) {
    for (const fence of fences) {
      this.byId.set(fence.id, fence);
      const x0 = cellOf(fence.box.minLng);
      const x1 = cellOf(fence.box.maxLng);
      const y0 = cellOf(fence.box.minLat);
      const y1 = cellOf(fence.box.maxLat);
      if ((x1 - x0 + 1) * (y1 - y0 + 1) > maxCellsPerFence) {
        this.wide.push(fence);
        continue;
      }
      for (let x = x0; x <= x1; x++) {
        for (let y = y0; y <= y1; y++) {
          const key = cellKey(x, y);
          const list = this.cells.get(key);
          if (list) list.push(fence);
          else this.cells.set(key, [fence]);
        }
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: number): FenceDef | undefined {
    return this.byId.get(id);
  }

  /** The fences whose box may hold the point: those of its grid cell, and the very wide ones. */
  nearby(point: LngLat): FenceDef[] {
    const near = this.cells.get(cellKey(cellOf(point[0]), cellOf(point[1]))) ?? [];
    return this.wide.length === 0 ? near : [...near, ...this.wide];
  }

  /** The fences whose shape contains the point. */
  containing(point: LngLat): FenceDef[] {
    return this.nearby(point).filter(
      (fence) => inBBox(point, fence.box) && shapeContains(fence.shape, point),
    );
  }
}
