import { catalogueOf } from '@navgan/domain/messages/catalogues';
import type { RuleCondition, RuleMetric } from '@navgan/domain/resources/rule';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rules } from '../../db/fence-schema';

export interface RuleDef {
  id: number;
  companyId: number;
  title: string;
  conditions: RuleCondition[];
  vehicleIds: ReadonlySet<number>;
  tagIds: ReadonlySet<number>;
}

export async function loadActiveRules(db: Db, companyId?: number): Promise<RuleDef[]> {
  const rows = await db
    .select()
    .from(rules)
    .where(
      companyId === undefined
        ? eq(rules.active, true)
        : and(eq(rules.active, true), eq(rules.company_id, companyId)),
    );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    conditions: row.conditions as RuleCondition[],
    vehicleIds: new Set(row.company_vehicle_ids),
    tagIds: new Set(row.tag_ids),
  }));
}

/** A rule names vehicles and/or tags (at least one): it applies to those vehicles and the tagged ones. */
export function ruleAppliesTo(rule: RuleDef, vehicleId: number, tagIds: readonly number[]): boolean {
  return rule.vehicleIds.has(vehicleId) || tagIds.some((tag) => rule.tagIds.has(tag));
}

/** "Rule «title»: Speed (km/h) 92 (> 80)" in fa and en. */
export function ruleTexts(
  rule: RuleDef,
  condition: RuleCondition,
  value: number,
  vehicle: { fa: string; en: string },
): { fa: string; en: string } {
  const metric = (locale: 'fa' | 'en') =>
    catalogueOf(locale).messages.ruleMetrics[condition.metric as RuleMetric];
  const round = Math.round(value * 10) / 10;
  return {
    fa: `قانون «${rule.title}» برای ${vehicle.fa}: ${metric('fa')} ${round.toLocaleString('fa-IR')} (${condition.operator} ${condition.threshold.toLocaleString('fa-IR')})`,
    en: `Rule "${rule.title}" for ${vehicle.en}: ${metric('en')} ${round} (${condition.operator} ${condition.threshold})`,
  };
}
