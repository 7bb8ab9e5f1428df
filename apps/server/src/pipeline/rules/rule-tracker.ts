import { type MovementSample, nextStillRuns, type StillRuns } from '@navgan/domain/motion';

/** What the tracker remembers of one rule row for one vehicle (epoch ms). */
export interface RowMemory {
  since: number | null;
  fired: boolean;
  firedAt: number | null;
}

/**
 * When a rule row fires for a vehicle: the condition must hold for its duration, fires once per
 * episode (until it stops holding), and not again within the cooldown even if the value flaps
 * around the threshold: no storm of events.
 */
export class RuleTracker {
  private readonly states = new Map<string, RowMemory>();
  /** Keys whose memory changed since the last `takeChanges`. */
  private readonly changed = new Set<string>();

  constructor(private readonly cooldownMs = 15 * 60_000) {}

  /** Sets a row's memory as it was saved (a restart, a vehicle taken over from another node). */
  restore(key: string, memory: RowMemory): void {
    this.states.set(key, { ...memory });
  }

  /** The rows changed since the last call, with their memory now; the list starts again. */
  takeChanges(): Map<string, RowMemory> {
    const changes = new Map<string, RowMemory>();
    for (const key of this.changed) {
      const memory = this.states.get(key);
      if (memory) changes.set(key, { ...memory });
    }
    this.changed.clear();
    return changes;
  }

  /** Forgets the rows whose key `leaving` picks. */
  forget(leaving: (key: string) => boolean): void {
    for (const key of [...this.states.keys()]) {
      if (!leaving(key)) continue;
      this.states.delete(key);
      this.changed.delete(key);
    }
  }

  /** Feeds one observation; true when the row fires now. */
  observe(key: string, holds: boolean, at: Date, durationMs: number): boolean {
    let state = this.states.get(key);
    if (!state) {
      state = { since: null, fired: false, firedAt: null };
      this.states.set(key, state);
    }
    const t = at.getTime();
    if (!holds) {
      if (state.since !== null || state.fired) this.changed.add(key);
      state.since = null;
      state.fired = false;
      return false;
    }
    if (state.since === null || t < state.since) {
      state.since = t;
      this.changed.add(key);
    }
    if (state.fired || t - state.since < durationMs) return false;
    if (state.firedAt !== null && t - state.firedAt < this.cooldownMs) return false;
    state.fired = true;
    state.firedAt = t;
    this.changed.add(key);
    return true;
  }
}

/**
 * Per vehicle: since when it has stood still, and since when it has idled (ignition on, not moving).
 * A vehicle not seen since this process started (a restart, a takeover) starts from the runs its
 * motion derivation saved, so an episode keeps its start and a time rule does not fire for it twice.
 */
export class MotionMemory {
  private readonly states = new Map<number, StillRuns & { at: number }>();

  /** Whether the vehicle's runs are in memory (seen or loaded since this process started). */
  knows(vehicleId: number): boolean {
    return this.states.has(vehicleId);
  }

  /** Sets a vehicle's runs as saved with its last derived fix (`at`, epoch ms). */
  restore(vehicleId: number, at: number, runs: StillRuns): void {
    this.states.set(vehicleId, { at, ...runs });
  }

  observe(vehicleId: number, at: Date, sample: MovementSample, ignition: boolean | undefined): void {
    const state = this.states.get(vehicleId) ?? { at: 0, stoppedSince: null, idleSince: null };
    if (at.getTime() < state.at) return;
    this.states.set(vehicleId, { at: at.getTime(), ...nextStillRuns(state, at.getTime(), sample, ignition) });
  }

  /** Forgets the vehicles `leaving` picks. */
  forget(leaving: (vehicleId: number) => boolean): void {
    for (const id of [...this.states.keys()]) if (leaving(id)) this.states.delete(id);
  }

  stoppedSince(vehicleId: number): Date | null {
    const since = this.states.get(vehicleId)?.stoppedSince;
    return since == null ? null : new Date(since);
  }

  idleSince(vehicleId: number): Date | null {
    const since = this.states.get(vehicleId)?.idleSince;
    return since == null ? null : new Date(since);
  }
}
