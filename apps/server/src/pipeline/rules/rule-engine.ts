import { compare, isPositionMetric, type RuleCondition } from '@navgan/domain/resources/rule';
import type { WorkOwnership } from '../../cluster/work-ownership';
import type { Db } from '../../db/database';
import { ruleEvents } from '../../db/fence-schema';
import { recallStillRuns } from '../../derive/still-runs';
import type { VehicleCatalog } from '../../live/vehicle-catalog';
import { type NewNotification, storeNotifications } from '../../notifications/deliver';
import { vehicleLabel } from '../../notifications/vehicle-label';
import type { Outbox, OutboxEvent } from '../../webhooks/outbox';
import { CompanyCache } from '../fences/company-cache';
import type { CompanyChanges } from '../fences/definition-changes';
import { vehiclesById } from '../fences/fence-engine';
import type { PositionRecord } from '../position-writer';
import { loadActiveRules, type RuleDef, ruleAppliesTo, ruleTexts } from './rule-defs';
import { loadRuleStates, type RuleStateRow, saveRuleStates } from './rule-states';
import { type MotionMemory, type RowMemory, RuleTracker } from './rule-tracker';

/** The tracker's key of a rule row for a vehicle. */
const ruleKey = (ruleId: number, index: number, vehicleId: number) => `${ruleId}:${index}:${vehicleId}`;

/** Temperature sensors report 250 when disconnected (spec section 9). */
const noTemperature = 250;

/**
 * The value of a position metric in a record; undefined when the record does not carry it. A fuel
 * level rule is in % of the tank: litres count only when the vehicle's tank size is known.
 */
export function positionMetricValue(
  condition: RuleCondition,
  record: PositionRecord,
  openFenceViolations: (vehicleId: number) => number,
  tankCapacityL: number | null = null,
): number | undefined {
  const attributes = record.position.attributes;
  switch (condition.metric) {
    case 'speed':
      return record.position.speedKmh;
    case 'temperature': {
      const t = attributes.temperatures?.find((v) => v !== noTemperature);
      return t;
    }
    case 'fuel_level':
      if (attributes.fuel === undefined || attributes.fuelUnit !== 'l') return attributes.fuel;
      return tankCapacityL ? Math.round((1000 * attributes.fuel) / tankCapacityL) / 10 : undefined;
    case 'fence_violation':
      return record.vehicleId === null ? undefined : openFenceViolations(record.vehicleId);
    default:
      return undefined;
  }
}

export interface RuleFiring {
  rule: RuleDef;
  index: number;
  vehicleId: number;
  at: Date;
  value: number;
}

/** The `rule.fired` webhook event of a firing. */
function ruleFiredEvent(f: RuleFiring): OutboxEvent {
  const condition = f.rule.conditions[f.index] as RuleCondition;
  return {
    companyId: f.rule.companyId,
    type: 'rule.fired',
    vehicleId: f.vehicleId,
    occurredAt: f.at,
    data: {
      vehicle_id: f.vehicleId,
      rule: { id: f.rule.id, title: f.rule.title },
      condition_index: f.index,
      metric: condition.metric,
      operator: condition.operator,
      threshold: condition.threshold,
      value: f.value,
      at: f.at.toISOString(),
    },
  };
}

/**
 * Stores fired rule rows, announces them and hands them to the outbox, in one transaction (one
 * statement each, whatever the count), with the rule rows' memory that goes with them (`states`).
 */
export async function recordRuleFirings(
  db: Db,
  catalog: VehicleCatalog,
  firings: RuleFiring[],
  options: {
    onceKey?: ((firing: RuleFiring) => string) | undefined;
    outbox?: Outbox | undefined;
    ownership?: WorkOwnership | undefined;
    states?: RuleStateRow[];
  } = {},
): Promise<number> {
  const { onceKey, outbox, ownership, states = [] } = options;
  if (firings.length === 0 && states.length === 0) return 0;
  const items: NewNotification[] = [];
  for (const f of firings) {
    const vehicle = (await vehiclesById(catalog, f.rule.companyId)).get(f.vehicleId);
    const name = vehicleLabel(vehicle, f.vehicleId);
    const condition = f.rule.conditions[f.index] as RuleCondition;
    const text = ruleTexts(f.rule, condition, f.value, name);
    items.push({
      companyId: f.rule.companyId,
      kind: condition.metric === 'service_due' ? 'service' : 'vehicle',
      faBody: text.fa,
      enBody: text.en,
      subjectId: f.vehicleId,
      vehicleId: f.vehicleId,
      ...(onceKey ? { onceKey: onceKey(f) } : {}),
    });
  }
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    if (ownership) await ownership.hold(tx, [...new Set([...firings, ...states].map((f) => f.vehicleId))]);
    await saveRuleStates(tx, states);
    if (items.length === 0) return 0;
    const sent = new Set((await storeNotifications(tx, items)).map((stored) => stored.item));
    const stored = firings.filter((_, i) => sent.has(items[i] as NewNotification));
    if (stored.length === 0) return 0;
    await tx.insert(ruleEvents).values(
      stored.map((f) => ({
        company_id: f.rule.companyId,
        rule_id: f.rule.id,
        condition_index: f.index,
        company_vehicle_id: f.vehicleId,
        at: f.at,
        value: f.value,
      })),
    );
    await outbox?.record(tx, stored.map(ruleFiredEvent));
    return stored.length;
  });
}

/**
 * Rules on committed positions: speed, temperature, fuel level and fence violations, each row
 * with its duration and the tracker's cooldown. Also feeds the motion memory the time rules read.
 * Each row's memory is stored as it changes; a vehicle first seen by this process (a restart, a
 * takeover) resumes from what was stored, and the fixes stored memory already covers are not
 * counted again.
 */
export class RuleEngine {
  readonly tracker: RuleTracker;
  private readonly rules: CompanyCache<RuleDef[]>;
  private readonly unsubscribe: () => void;
  /** Per vehicle resumed from storage: the last fix its stored rule memory covers (epoch ms). */
  private readonly resumed = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly catalog: VehicleCatalog,
    changes: CompanyChanges,
    private readonly motion: MotionMemory,
    private readonly openFenceViolations: (vehicleId: number) => number,
    cooldownMs?: number,
    private readonly outbox?: Outbox,
    private readonly ownership?: WorkOwnership,
  ) {
    this.tracker = new RuleTracker(cooldownMs);
    this.rules = new CompanyCache((companyId) => loadActiveRules(db, companyId));
    this.unsubscribe = changes.on((companyId) => this.rules.invalidate(companyId));
  }

  close(): void {
    this.unsubscribe();
  }

  async evaluate(records: PositionRecord[]): Promise<number> {
    await this.resume(records);
    const firings: RuleFiring[] = [];
    const rows = new Map<string, Omit<RuleStateRow, keyof RowMemory>>();
    const ordered = [...records].sort((a, b) => a.position.fixTime.getTime() - b.position.fixTime.getTime());
    for (const record of ordered) {
      this.observeMotion(record);
      const covered = record.vehicleId === null ? undefined : this.resumed.get(record.vehicleId);
      if (covered !== undefined && record.position.fixTime.getTime() <= covered) continue;
      await this.eachCondition(record, (reading) => {
        const { rule, index, condition, vehicleId, holds, value } = reading;
        const at = record.position.fixTime;
        rows.set(reading.key, {
          companyId: rule.companyId,
          ruleId: rule.id,
          index,
          vehicleId,
          fixTime: at.getTime(),
        });
        if (this.tracker.observe(reading.key, holds, at, (condition.duration ?? 0) * 60_000))
          firings.push({ rule, index, vehicleId, at, value });
      });
    }
    const states = [...this.tracker.takeChanges()].flatMap(([key, memory]) => {
      const row = rows.get(key);
      return row ? [{ ...row, ...memory }] : [];
    });
    // Under cluster ownership each firing is named by its row, vehicle and moment as well, so
    // positions worked again after a takeover cannot announce it twice.
    const once = this.ownership
      ? (f: RuleFiring) => `rule:${f.rule.id}:${f.index}:${f.vehicleId}:${f.at.getTime()}`
      : undefined;
    return recordRuleFirings(this.db, this.catalog, firings, {
      onceKey: once,
      outbox: this.outbox,
      ownership: this.ownership,
      states,
    });
  }

  /**
   * Reads back what is stored of the vehicles this process has not seen yet: their rule rows'
   * memory and the still runs their derivation saved (two queries, only when there are some).
   */
  private async resume(records: PositionRecord[]): Promise<void> {
    const fresh = [
      ...new Set(
        records.flatMap((r) => (r.vehicleId !== null && !this.resumed.has(r.vehicleId) ? [r.vehicleId] : [])),
      ),
    ];
    if (fresh.length === 0) return;
    const covered = new Map<number, number>(fresh.map((id) => [id, -Infinity]));
    for (const row of await loadRuleStates(this.db, fresh)) {
      this.tracker.restore(ruleKey(row.ruleId, row.index, row.vehicleId), row);
      covered.set(row.vehicleId, Math.max(covered.get(row.vehicleId) ?? -Infinity, row.fixTime));
    }
    await recallStillRuns(this.db, this.motion, fresh);
    for (const [id, fixTime] of covered) this.resumed.set(id, fixTime);
  }

  /** Reads each position condition of the record's vehicle's rules. */
  private async eachCondition(
    record: PositionRecord,
    visit: (reading: {
      key: string;
      rule: RuleDef;
      index: number;
      condition: RuleCondition;
      vehicleId: number;
      holds: boolean;
      value: number;
    }) => void,
  ): Promise<void> {
    const vehicleId = record.vehicleId;
    if (vehicleId === null) return;
    const rules = await this.rules.get(record.companyId);
    if (rules.length === 0) return;
    const vehicle = (await vehiclesById(this.catalog, record.companyId)).get(vehicleId);
    const tagIds = vehicle?.tags.map((t) => t.id) ?? [];
    for (const rule of rules) {
      if (!ruleAppliesTo(rule, vehicleId, tagIds)) continue;
      rule.conditions.forEach((condition, index) => {
        if (!isPositionMetric(condition.metric)) return;
        const value = positionMetricValue(
          condition,
          record,
          this.openFenceViolations,
          vehicle?.tank_capacity_l ?? null,
        );
        if (value === undefined) return;
        const holds = compare(value, condition.operator, condition.threshold);
        visit({ key: ruleKey(rule.id, index, vehicleId), rule, index, condition, vehicleId, holds, value });
      });
    }
  }

  /** Forgets the vehicles `leaving` picks (their shard went to another node). */
  forget(leaving: (vehicleId: number) => boolean): void {
    this.tracker.forget((key) => leaving(Number(key.slice(key.lastIndexOf(':') + 1))));
    this.motion.forget(leaving);
    for (const id of [...this.resumed.keys()]) if (leaving(id)) this.resumed.delete(id);
  }

  private observeMotion(record: PositionRecord): void {
    const { speedKmh, valid, attributes, fixTime } = record.position;
    if (record.vehicleId === null) return;
    this.motion.observe(
      record.vehicleId,
      fixTime,
      { speedKmh, valid, motion: attributes.motion },
      attributes.ignition,
    );
  }
}
