import type { FenceDef, FenceIndex } from './fence-index';
import { fenceAppliesTo, fenceBreaksTime } from './fence-index';

export const fenceEventKinds = ['enter', 'exit', 'forbidden', 'over_speed', 'time_violation'] as const;
export type FenceEventKind = (typeof fenceEventKinds)[number];
/** Kinds that last (an episode with an end); enter and exit are instants. */
type EpisodeKind = 'forbidden' | 'over_speed' | 'time_violation';

export interface FenceFix {
  companyId: number;
  vehicleId: number;
  tagIds: readonly number[];
  longitude: number;
  latitude: number;
  speedKmh: number;
  at: Date;
}

/** A fence event that starts now; `rowId` is set once it is stored, so its end can be written. */
export interface FenceOccurrence {
  kind: FenceEventKind;
  fence: FenceDef;
  fix: FenceFix;
  rowId?: number;
  /** Over-speed: the top speed of the episode so far (stored as its speed when it ends). */
  topKmh?: number;
}

export interface FenceStep {
  started: FenceOccurrence[];
  /** Episodes that ended at `at`. */
  ended: { occurrence: FenceOccurrence; at: Date }[];
}

interface Inside {
  episodes: Map<EpisodeKind, FenceOccurrence>;
}

/**
 * Which fences each vehicle is inside, and which violation episodes are open: every fix gives
 * the events that start (enter, exit, violations) and the episodes that end. One event per
 * episode, however many positions it lasts. Fixes older than the vehicle's last one are ignored.
 */
export class FenceTracker {
  private readonly inside = new Map<number, Map<number, Inside>>();
  private readonly lastAt = new Map<number, number>();

  step(fix: FenceFix, index: FenceIndex): FenceStep {
    const step: FenceStep = { started: [], ended: [] };
    const last = this.lastAt.get(fix.vehicleId);
    if (last !== undefined && fix.at.getTime() < last) return step;
    this.lastAt.set(fix.vehicleId, fix.at.getTime());

    let memory = this.inside.get(fix.vehicleId);
    if (!memory) {
      memory = new Map();
      this.inside.set(fix.vehicleId, memory);
    }
    const now = new Map<number, FenceDef>();
    for (const fence of index.containing([fix.longitude, fix.latitude]))
      if (fenceAppliesTo(fence, fix.vehicleId, fix.tagIds)) now.set(fence.id, fence);

    for (const [fenceId, state] of memory) {
      if (now.has(fenceId)) continue;
      for (const occurrence of state.episodes.values()) step.ended.push({ occurrence, at: fix.at });
      memory.delete(fenceId);
      // A fence deleted (or no longer for this vehicle) ends its episodes without an exit.
      const fence = index.get(fenceId);
      if (fence && fenceAppliesTo(fence, fix.vehicleId, fix.tagIds))
        step.started.push({ kind: 'exit', fence, fix });
    }

    for (const fence of now.values()) {
      let state = memory.get(fence.id);
      if (!state) {
        state = { episodes: new Map() };
        memory.set(fence.id, state);
        step.started.push({ kind: 'enter', fence, fix });
      }
      const conditions: [EpisodeKind, boolean][] = [
        ['forbidden', fence.forbidden],
        ['over_speed', fence.maxSpeed !== null && fix.speedKmh > fence.maxSpeed],
        ['time_violation', fenceBreaksTime(fence, fix.at)],
      ];
      for (const [kind, holds] of conditions) {
        const open = state.episodes.get(kind);
        if (holds && open?.topKmh !== undefined) open.topKmh = Math.max(open.topKmh, fix.speedKmh);
        if (holds && !open) {
          const occurrence: FenceOccurrence = {
            kind,
            fence,
            fix,
            ...(kind === 'over_speed' ? { topKmh: fix.speedKmh } : {}),
          };
          state.episodes.set(kind, occurrence);
          step.started.push(occurrence);
        } else if (!holds && open) {
          state.episodes.delete(kind);
          step.ended.push({ occurrence: open, at: fix.at });
        }
      }
    }
    return step;
  }

  /**
   * Sets a vehicle's memory from a fix without raising anything (a vehicle taken over from another
   * node): the fences it is inside and the violation episodes open there, each tied to its stored
   * row by `openRow` (fence, kind → row id) so its end can be written.
   */
  prime(
    fix: FenceFix,
    index: FenceIndex,
    openRow: (fenceId: number, kind: EpisodeKind) => number | undefined,
  ): void {
    const step = this.step(fix, index);
    for (const occurrence of step.started) {
      if (occurrence.kind === 'enter' || occurrence.kind === 'exit') continue;
      const rowId = openRow(occurrence.fence.id, occurrence.kind as EpisodeKind);
      if (rowId !== undefined) occurrence.rowId = rowId;
    }
  }

  /** Forgets the vehicles `leaving` picks (their shard went to another node). */
  forget(leaving: (vehicleId: number) => boolean): void {
    for (const id of [...this.inside.keys()]) if (leaving(id)) this.inside.delete(id);
    for (const id of [...this.lastAt.keys()]) if (leaving(id)) this.lastAt.delete(id);
  }

  /** Open violation episodes of a vehicle (the rules' "fence violation" metric). */
  openViolations(vehicleId: number): number {
    let count = 0;
    for (const state of this.inside.get(vehicleId)?.values() ?? []) count += state.episodes.size;
    return count;
  }
}
