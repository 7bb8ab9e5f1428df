import { resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import {
  type SimpleRecord,
  type SimpleResourceName,
  simpleFields,
  simpleInput,
} from '@navgan/domain/resources/simple-resource';
import { asc, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition, TenantTable } from './resource-definition';
import { containsPattern } from './search';

/** The definition of a simple resource stored in table `T`. */
export type SimpleResourceDefinition<
  N extends SimpleResourceName,
  T extends TenantTable,
> = ResourceDefinition<T, ReturnType<typeof simpleInput<N>>, SimpleRecord<N>, N>;

type SimpleHooks<N extends SimpleResourceName, T extends TenantTable> = Pick<
  SimpleResourceDefinition<N, T>,
  'name' | 'table' | 'input' | 'labels' | 'toRow' | 'present' | 'search' | 'orderBy' | 'summary'
>;

/**
 * The hooks of a simple resource (its fields declared whole in the manifest): rows are stored and
 * answered field by field, `?search=` looks in every field, and lists run in the first field's order.
 */
export function simpleResourceHooks<N extends SimpleResourceName, T extends TenantTable>(
  name: N,
  table: T,
): SimpleHooks<N, T> {
  const keys = simpleFields(name).map(([key]) => key);
  const column = (key: string) => (table as unknown as Record<string, AnyPgColumn>)[key] as AnyPgColumn;
  const present = (row: T['$inferSelect']) =>
    Object.fromEntries([
      ['id', (row as { id: number }).id],
      ...keys.map((key) => [key, (row as Record<string, unknown>)[key]]),
    ]) as SimpleRecord<N>;
  const [first] = keys;
  return {
    name,
    table,
    input: simpleInput(name),
    // Its fields are labelled in the catalogue under its access area's name.
    labels: resourceManifest[name].access as LabelScope,
    toRow: (values) => Object.fromEntries(keys.map((key) => [key, (values as Record<string, unknown>)[key]])),
    present: async (rows) => rows.map(present),
    search: (term) => or(...keys.map((key): SQL => ilike(column(key), containsPattern(term)))),
    orderBy: [...(first ? [asc(column(first))] : []), asc(table.id)],
    summary: present,
  };
}
