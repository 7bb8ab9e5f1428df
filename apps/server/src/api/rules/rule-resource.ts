import { type Rule, type RuleCondition, ruleInput } from '@navgan/domain/resources/rule';
import { asc, eq, ilike } from 'drizzle-orm';
import { rules } from '../../db/fence-schema';
import { tags } from '../../db/fleet-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';

const present = (row: typeof rules.$inferSelect): Rule => ({
  id: row.id,
  title: row.title,
  active: row.active,
  company_vehicles: row.company_vehicle_ids,
  company_vehicle_tags: row.tag_ids,
  conditions: row.conditions as RuleCondition[],
  created: row.created_at.toISOString(),
});

export const ruleResource: ResourceDefinition<typeof rules, typeof ruleInput, Rule, 'rules'> = {
  name: 'rules',
  table: rules,
  input: ruleInput,
  labels: 'rules',
  toRow: (v) => ({
    title: v.title,
    active: v.active,
    conditions: v.conditions,
    company_vehicle_ids: [...new Set(v.company_vehicles)],
    tag_ids: [...new Set(v.company_vehicle_tags)],
  }),
  present: async (rows) => rows.map(present),
  references: [
    { field: 'company_vehicles', table: companyVehicles },
    { field: 'company_vehicle_tags', table: tags },
  ],
  search: (term) => ilike(rules.title, containsPattern(term)),
  filters: {
    active: (active) => eq(rules.active, active),
  },
  orderBy: [asc(rules.title), asc(rules.id)],
  committed: (companyId, ctx) => ctx.definitionChanges.rules.emit(companyId),
  summary: (row) => ({ id: row.id, title: row.title }),
};
