import { type Plan, planInput, planShape } from '@navgan/domain/resources/plan';
import { and, desc, gte, ilike, inArray, lte } from 'drizzle-orm';
import { plans } from '../../db/plan-schema';
import { companyVehicles } from '../../db/vehicle-schema';
import { presentPlans } from '../../reports/plan-evaluations';
import type { ResourceDefinition } from '../../resources/resource-definition';
import { containsPattern } from '../../resources/search';
import { inList } from '../vehicles/vehicle-resource';

/** Plans belong to organizations through their vehicle (docs/decisions.md, "Plans"). */
export const planResource: ResourceDefinition<typeof plans, typeof planInput, Plan, 'plans'> = {
  name: 'plans',
  table: plans,
  scope: { through: plans.company_vehicle_id },
  input: planInput,
  labels: 'plans',
  toRow: (v) => ({
    title: v.title,
    company_vehicle_id: v.company_vehicle,
    day: v.day,
    start_time: v.start_time,
    kind: v.kind,
    status: v.status,
    ...planShape(v),
    corridor_m: v.corridor_m,
    notes: v.notes,
  }),
  present: (rows, { db, tenant }) => presentPlans(rows, db, tenant),
  references: [{ field: 'company_vehicle', table: companyVehicles }],
  search: (term) => ilike(plans.title, containsPattern(term)),
  filters: {
    company_vehicle__id__in: (ids) => inList(plans.company_vehicle_id, ids),
    status__in: (statuses) => inArray(plans.status, statuses),
    window: ({ from, to }) =>
      and(from ? gte(plans.day, from) : undefined, to ? lte(plans.day, to) : undefined),
  },
  orderBy: [desc(plans.day), desc(plans.id)],
  summary: (row) => ({ id: row.id, title: row.title, day: row.day }),
};
