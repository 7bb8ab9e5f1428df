import type { ManifestEntry, ManifestFilter } from '@navgan/domain/manifest/manifest-types';
import { type ResourceName, resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { SQL } from 'drizzle-orm';
import { ApiError } from '../http/api-error';
import {
  choices,
  dayRange,
  flag,
  idList,
  instantRange,
  type QueryReader,
  single,
} from '../http/query-params';

type Manifest = typeof resourceManifest;
type FiltersOf<N extends ResourceName> = Manifest[N] extends { filters: readonly (infer F)[] } ? F : never;

/** The value a filter's hook is given, by the filter's kind. */
type FilterValue<F> = F extends { kind: 'ids' }
  ? number[]
  : F extends { kind: 'id' }
    ? number
    : F extends { kind: 'flag' }
      ? boolean
      : F extends { kind: 'choices'; values: readonly (infer V)[] }
        ? V[]
        : F extends { kind: 'window'; as: 'days' }
          ? { from?: string; to?: string }
          : F extends { kind: 'window'; as: 'instants' }
            ? { from?: Date; until?: Date }
            : never;

/**
 * The SQL of each filter the manifest declares for resource `N`, given its read and checked value;
 * a filter the manifest names but the hooks leave out fails the typecheck.
 */
export type FilterHooks<N extends ResourceName> = {
  [F in FiltersOf<N> as F extends { param: infer P extends string } ? P : never]: (
    value: FilterValue<F>,
  ) => SQL | undefined;
};

/** One id (`?company_vehicle=4`); something that is not one names no record, so a 404 (as DRF's filter). */
const oneId = (name: string) =>
  single(name, 'One id.', (raw, key): number | undefined => {
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined || value === '') return undefined;
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id <= 0) throw ApiError.notFound();
    return id;
  });

/** How a filter's query parameters are read and documented, by its kind. */
function readerOf(filter: ManifestFilter): QueryReader<unknown> {
  switch (filter.kind) {
    case 'ids':
      return idList(filter.param);
    case 'id':
      return oneId(filter.param);
    case 'flag':
      return flag(filter.param);
    case 'choices':
      return choices(filter.param, filter.values);
    case 'window':
      return filter.as === 'days' ? dayRange : instantRange;
  }
}

/** The filters of a resource (from its manifest entry). */
function manifestFiltersOf(name: ResourceName): readonly ManifestFilter[] {
  const entry: ManifestEntry = resourceManifest[name];
  return entry.filters ?? [];
}

/** The query readers of a resource's filters, by parameter (a window by its filter's name). */
export function filterReaders(name: ResourceName): Record<string, QueryReader<unknown>> {
  return Object.fromEntries(manifestFiltersOf(name).map((filter) => [filter.param, readerOf(filter)]));
}

/** Each filter's value in a query string (undefined when absent; a bad value answers 400 or 404). */
export function readFilters(name: ResourceName, raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filterReaders(name)).map(([param, reader]) => [param, reader.read(raw)]),
  );
}

/** The conditions of the given filter values, each hook given its parameter's checked value. */
export function filterConditions(
  name: ResourceName,
  hooks: Record<string, ((value: never) => SQL | undefined) | undefined> | undefined,
  values: Record<string, unknown>,
): (SQL | undefined)[] {
  return manifestFiltersOf(name).map((filter) => {
    const value = values[filter.param];
    const hook = hooks?.[filter.param] as ((value: unknown) => SQL | undefined) | undefined;
    const empty =
      value === undefined ||
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        Object.keys(value).length === 0);
    return empty || !hook ? undefined : hook(value);
  });
}
