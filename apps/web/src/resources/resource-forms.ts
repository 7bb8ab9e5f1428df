import type { AccessResource } from '@navgan/domain/access';
import { useQuery } from '@tanstack/react-query';
import type { FormField, FormSection } from '../lib/define-resource';
import { organizationSource } from './organizations';

interface FormOf {
  form: readonly FormSection[];
  organizations?: boolean;
}

/** The definition of each resource with a form, loaded when a change of it is shown (split like the screens). */
const definitions: Partial<Record<AccessResource, () => Promise<FormOf>>> = {
  drivers: () => import('./drivers').then((m) => m.drivers),
  leaves: () => import('./leaves').then((m) => m.leaves),
  vehicles: () => import('./vehicles').then((m) => m.vehicles),
  tags: () => import('./tags').then((m) => m.tags),
  fines: () => import('./fines').then((m) => m.fines),
  fuel_cards: () => import('./fuel-cards').then((m) => m.fuelCards),
  services: () => import('./services').then((m) => m.services),
  geofences: () => import('./geofences').then((m) => m.geofences),
  rules: () => import('./rules').then((m) => m.rules),
  plans: () => import('./plans').then((m) => m.plans),
  organizations: () => import('./organizations').then((m) => m.organizations),
  users: () => import('./users').then((m) => m.users),
};

/** The organizations every assignable record carries, shown like a form field. */
const organizationsField: FormField = {
  name: 'organizations',
  kind: 'multiLookup',
  source: organizationSource,
};

/**
 * The fields people see of a resource's records, by name: its form's fields (and its
 * organizations), so a change shows what the view screen shows and nothing internal. `null` for
 * a resource without a form here; undefined while it loads.
 */
export function useResourceFields(resource: AccessResource): Map<string, FormField> | null | undefined {
  const load = definitions[resource];
  const query = useQuery({
    queryKey: ['resource-fields', resource],
    queryFn: async () => {
      const definition = await (load as () => Promise<FormOf>)();
      const fields = definition.form.flatMap((section) => section.fields);
      return new Map(
        [...fields, ...(definition.organizations ? [organizationsField] : [])].map((f) => [f.name, f]),
      );
    },
    enabled: Boolean(load),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!load) return null;
  return query.data;
}
