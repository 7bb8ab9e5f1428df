import { isMoving, type MovementSample } from '@navgan/domain/motion';

/**
 * When a rule row fires for a vehicle: the condition must hold for its duration, fires once per
 * episode (until it stops holding), and not again within the cooldown even if the value flaps
 * around the threshold: no storm of events.
 */
export class RuleTracker {
  private readonly states = new Map<
    string,
    { since: number | null; fired: boolean; firedAt: number | null }
  >();

  constructor(private readonly cooldownMs = 15 * 60_000) {}

  /**
   * Sets a row's memory from an observation without firing (a vehicle taken over from another
   * node): a condition that holds is taken as already fired, as its previous owner would have.
   */
  prime(key: string, holds: boolean, at: Date): void {
    this.states.set(
      key,
      holds
        ? { since: at.getTime(), fired: true, firedAt: null }
        : { since: null, fired: false, firedAt: null },
    );
  }

  /** Forgets the rows whose key `leaving` picks. */
  forget(leaving: (key: string) => boolean): void {
    for (const key of [...this.states.keys()]) if (leaving(key)) this.states.delete(key);
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
      state.since = null;
      state.fired = false;
      return false;
    }
    if (state.since === null || t < state.since) state.since = t;
    if (state.fired || t - state.since < durationMs) return false;
    if (state.firedAt !== null && t - state.firedAt < this.cooldownMs) return false;
    state.fired = true;
    state.firedAt = t;
    return true;
  }
}

/** Per vehicle: since when it has stood still, and since when it has idled (ignition on, not moving). */
export class MotionMemory {
  private readonly states = new Map<
    number,
    { at: number; stoppedSince: Date | null; idleSince: Date | null }
  >();

  observe(vehicleId: number, at: Date, sample: MovementSample, ignition: boolean | undefined): void {
    const state = this.states.get(vehicleId) ?? { at: 0, stoppedSince: null, idleSince: null };
    if (at.getTime() < state.at) return;
    const moving = isMoving(sample);
    state.at = at.getTime();
    state.stoppedSince = moving ? null : (state.stoppedSince ?? at);
    state.idleSince = !moving && ignition === true ? (state.idleSince ?? at) : null;
    this.states.set(vehicleId, state);
  }

  /** Forgets the vehicles `leaving` picks. */
  forget(leaving: (vehicleId: number) => boolean): void {
    for (const id of [...this.states.keys()]) if (leaving(id)) this.states.delete(id);
  }

  stoppedSince(vehicleId: number): Date | null {
    return this.states.get(vehicleId)?.stoppedSince ?? null;
  }

  idleSince(vehicleId: number): Date | null {
    return this.states.get(vehicleId)?.idleSince ?? null;
  }
}
