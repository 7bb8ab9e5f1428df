import type { AccessResource } from '@navgan/domain/access';
import { useQuery } from '@tanstack/react-query';
import type { FormField, FormSection } from '../lib/define-resource';
import { definitionOfArea } from './load-definition';
import { organizationSource } from './organizations';

interface FormOf {
  form: readonly FormSection[];
  organizations?: boolean;
}

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
  const load = definitionOfArea(resource);
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
