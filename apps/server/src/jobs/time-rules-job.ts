import { daysBetween, isoDayIn } from '@navgan/domain/calendar-day';
import { compare, type RuleCondition } from '@navgan/domain/resources/rule';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { vehicleServices } from '../db/service-schema';
import { recallStillRuns } from '../derive/still-runs';
import type { LiveStateStore } from '../live/live-state-store';
import type { VehicleCatalog } from '../live/vehicle-catalog';
import { vehiclesById } from '../pipeline/fences/fence-engine';
import { loadActiveRules, type RuleDef, ruleAppliesTo } from '../pipeline/rules/rule-defs';
import { type RuleFiring, recordRuleFirings } from '../pipeline/rules/rule-engine';
import type { MotionMemory } from '../pipeline/rules/rule-tracker';
import type { Outbox } from '../webhooks/outbox';

/** A time metric's value for a vehicle now, and the start of the episode it belongs to. */
interface Reading {
  value: number;
  since: string;
}

/** Days to the soonest due date of each vehicle's current services (superseded ones left out). */
async function serviceDueDays(db: Db, companyId: number, today: string): Promise<Map<number, Reading>> {
  const rows = await db
    .selectDistinctOn([vehicleServices.company_vehicle_id, vehicleServices.service_type], {
      vehicle: vehicleServices.company_vehicle_id,
      due: vehicleServices.due_date,
    })
    .from(vehicleServices)
    .where(and(eq(vehicleServices.company_id, companyId)))
    .orderBy(
      vehicleServices.company_vehicle_id,
      vehicleServices.service_type,
      sql`${vehicleServices.date} desc`,
      sql`${vehicleServices.id} desc`,
    );
  const soonest = new Map<number, Reading>();
  for (const row of rows) {
    if (!row.due) continue;
    const due = String(row.due).slice(0, 10);
    const current = soonest.get(row.vehicle);
    if (!current || due < current.since)
      soonest.set(row.vehicle, { value: daysBetween(today, due), since: due });
  }
  return soonest;
}

/**
 * Rule rows on time metrics (idle, stop and offline durations, days to a service): checked on an
 * interval; each episode fires once, remembered across restarts by its start in the key.
 */
export async function evaluateTimeRules(
  db: Db,
  catalog: VehicleCatalog,
  liveStates: LiveStateStore,
  motion: MotionMemory,
  now: Date,
  outbox?: Outbox,
  /** Cluster mode: only the vehicles this node owns (their motion memory is here). */
  owns?: (vehicleId: number) => boolean,
): Promise<number> {
  const rules = (await loadActiveRules(db)).filter((rule) =>
    rule.conditions.some((c) =>
      ['idle_duration', 'stop_duration', 'offline_duration', 'service_due'].includes(c.metric),
    ),
  );
  const byCompany = new Map<number, RuleDef[]>();
  for (const rule of rules) byCompany.set(rule.companyId, [...(byCompany.get(rule.companyId) ?? []), rule]);
  const today = isoDayIn(now);
  let fired = 0;
  for (const [companyId, companyRules] of byCompany) {
    const vehicles = await vehiclesById(catalog, companyId);
    await recallStillRuns(
      db,
      motion,
      [...vehicles.keys()].filter((id) => !owns || owns(id)),
    );
    const lastHeard = new Map<number, Date>();
    for (const state of liveStates.ofCompany(companyId))
      if (state.vehicleId !== null) lastHeard.set(state.vehicleId, state.serverTime);
    const needsServices = companyRules.some((r) => r.conditions.some((c) => c.metric === 'service_due'));
    const services = needsServices ? await serviceDueDays(db, companyId, today) : new Map<number, Reading>();
    const minutesSince = (since: Date | null | undefined): Reading | undefined =>
      since ? { value: (now.getTime() - since.getTime()) / 60_000, since: since.toISOString() } : undefined;
    const read = (condition: RuleCondition, vehicleId: number): Reading | undefined => {
      switch (condition.metric) {
        case 'idle_duration':
          return minutesSince(motion.idleSince(vehicleId));
        case 'stop_duration':
          return minutesSince(motion.stoppedSince(vehicleId));
        case 'offline_duration':
          return minutesSince(lastHeard.get(vehicleId));
        case 'service_due':
          return services.get(vehicleId);
        default:
          return undefined;
      }
    };
    const firings: (RuleFiring & { since: string })[] = [];
    for (const rule of companyRules) {
      for (const vehicle of vehicles.values()) {
        if (owns && !owns(vehicle.id)) continue;
        if (
          !ruleAppliesTo(
            rule,
            vehicle.id,
            vehicle.tags.map((t) => t.id),
          )
        )
          continue;
        rule.conditions.forEach((condition, index) => {
          const reading = read(condition, vehicle.id);
          if (reading && compare(reading.value, condition.operator, condition.threshold))
            firings.push({
              rule,
              index,
              vehicleId: vehicle.id,
              at: now,
              value: reading.value,
              since: reading.since,
            });
        });
      }
    }
    fired += await recordRuleFirings(db, catalog, firings, {
      onceKey: (f) => {
        const since = (f as RuleFiring & { since: string }).since;
        return `rule:${f.rule.id}:${f.index}:${f.vehicleId}:${since}`;
      },
      outbox,
    });
  }
  return fired;
}
