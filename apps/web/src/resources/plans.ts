import { type Plan, planInput, planStatuses } from '@navgan/domain/resources/plan';
import { defineResource, enumOptions } from '../lib/define-resource';

const statusOptions = enumOptions(planStatuses, (v) => `plans.status.${v}`);

/** Plans (plans/list, add, edit/{id}, view/{id}); the form with its map is features/plans. */
export const plans = defineResource<Plan, typeof planInput>({
  name: 'plans',
  schema: planInput,
  labels: 'plans',
  recordName: (plan) => plan.title,
  list: {
    columns: [
      { field: 'day', kind: 'day' },
      { field: 'title', kind: 'text' },
      { field: 'company_vehicle', kind: 'vehicle' },
      {
        field: 'kind',
        kind: 'enum',
        options: enumOptions(['stops', 'route'] as const, (v) => `plans.kind.${v}`),
      },
      { field: 'status', kind: 'enum', options: statusOptions },
    ],
    search: 'plans.searchPlaceholder',
    empty: { title: 'plans.emptyTitle', body: 'plans.emptyBody' },
  },
  form: [],
});
