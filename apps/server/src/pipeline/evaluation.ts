import type { FastifyBaseLogger } from 'fastify';
import type { WorkOwnership } from '../cluster/work-ownership';
import type { Db } from '../db/database';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import type { Outbox } from '../webhooks/outbox';
import type { DefinitionChanges } from './fences/definition-changes';
import { FenceEngine } from './fences/fence-engine';
import type { PositionRecord } from './position-writer';
import { RuleEngine } from './rules/rule-engine';
import { MotionMemory } from './rules/rule-tracker';

/**
 * What follows every committed batch here: geofences first (the rules read their open
 * violations), then the position rules. Batches run one after the other, off the writer's path.
 */
export class Evaluation {
  readonly motion = new MotionMemory();
  readonly fences: FenceEngine;
  readonly rules: RuleEngine;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    db: Db,
    catalog: VehicleCatalog,
    private readonly log: FastifyBaseLogger,
    /** The process's "fences/rules changed" signals, which drop a company's cached definitions. */
    changes: DefinitionChanges,
    /** Where fence and rule events go for the webhooks (none: they are not recorded). */
    outbox?: Outbox,
    /** Cluster mode: the check that this node still owns the vehicles it writes. */
    private readonly ownership?: WorkOwnership,
  ) {
    this.fences = new FenceEngine(db, catalog, changes.fences, outbox, ownership);
    this.rules = new RuleEngine(
      db,
      catalog,
      changes.rules,
      this.motion,
      (vehicleId) => this.fences.tracker.openViolations(vehicleId),
      undefined,
      outbox,
      ownership,
    );
  }

  /** Queues a committed batch; resolves once it is evaluated (or its failure handled). */
  accept(records: PositionRecord[]): Promise<void> {
    return this.enqueue(records, async () => {
      await this.fences.evaluate(records);
      await this.rules.evaluate(records);
    });
  }

  /**
   * Vehicles taken over from another node: their fences' memory is set from `primers` (one fix
   * each, from before the span worked again) without storing anything, then `records` are
   * evaluated as usual (what the previous owner had already stored is found, not stored or
   * announced again; the rules resume from the memory it stored).
   */
  replay(primers: PositionRecord[], records: PositionRecord[]): void {
    void this.enqueue(primers, () => this.fences.prime(primers));
    if (records.length > 0) void this.accept(records);
  }

  /** Forgets the vehicles `leaving` picks (their shard went to another node), after what is queued. */
  forget(leaving: (vehicleId: number) => boolean): Promise<void> {
    this.queue = this.queue.then(() => {
      this.fences.tracker.forget(leaving);
      this.rules.forget(leaving);
    });
    return this.queue;
  }

  private enqueue(records: PositionRecord[], work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error) => {
      if (this.ownership?.isRefusal(error)) {
        // Another node owns some of these vehicles now: what this node remembers of them is dropped.
        const vehicles = [...new Set(records.flatMap((r) => (r.vehicleId === null ? [] : [r.vehicleId])))];
        this.fences.tracker.forget((id) => vehicles.includes(id));
        this.rules.forget((id) => vehicles.includes(id));
        this.ownership.dropped(vehicles);
        return;
      }
      this.log.error({ err: error }, 'fence and rule evaluation failed');
    });
    return this.queue;
  }

  /** Resolves when every accepted batch has been evaluated. */
  idle(): Promise<void> {
    return this.queue;
  }

  close(): void {
    this.fences.close();
    this.rules.close();
  }
}
