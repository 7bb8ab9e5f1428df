import type { FastifyBaseLogger } from 'fastify';
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
  ) {
    this.fences = new FenceEngine(db, catalog, changes.fences, outbox);
    this.rules = new RuleEngine(
      db,
      catalog,
      changes.rules,
      this.motion,
      (vehicleId) => this.fences.tracker.openViolations(vehicleId),
      undefined,
      outbox,
    );
  }

  accept(records: PositionRecord[]): void {
    this.queue = this.queue
      .then(async () => {
        await this.fences.evaluate(records);
        await this.rules.evaluate(records);
      })
      .catch((error) => this.log.error({ err: error }, 'fence and rule evaluation failed'));
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
