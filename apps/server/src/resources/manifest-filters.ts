import type { ManifestEntry, ManifestFilter } from '@navgan/domain/manifest/manifest-types';
import { type ResourceName, resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { boolParam, idListParam } from '../http/filters';
import { choiceListParam, dayWindow, instantWindow } from '../http/record-filters';

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

/** A filter's value in a query string, or undefined when it is absent (a bad value answers 400 or 404). */
function readFilter(filter: ManifestFilter, query: Record<string, unknown>): unknown {
  switch (filter.kind) {
    case 'ids':
      return idListParam(query, filter.param);
    case 'id': {
      const raw = query[filter.param];
      if (raw === undefined || raw === '') return undefined;
      // One id, or 404 for something that is not one (as DRF's filter does).
      const id = Number(raw);
      if (!Number.isSafeInteger(id) || id <= 0) throw ApiError.notFound();
      return id;
    }
    case 'flag':
      return boolParam(query, filter.param);
    case 'choices':
      return choiceListParam(query, filter.param, filter.values);
    case 'window': {
      const window = filter.as === 'days' ? dayWindow(query) : instantWindow(query);
      return Object.keys(window).length ? window : undefined;
    }
  }
}

/** The filters of a resource (from its manifest entry). */
export function manifestFiltersOf(name: ResourceName): readonly ManifestFilter[] {
  const entry: ManifestEntry = resourceManifest[name];
  return entry.filters ?? [];
}

/** The conditions of a query string's filters, each hook given its parameter's checked value. */
export function filterConditions(
  name: ResourceName,
  hooks: Record<string, ((value: never) => SQL | undefined) | undefined> | undefined,
  query: Record<string, unknown>,
): (SQL | undefined)[] {
  return manifestFiltersOf(name).map((filter) => {
    const value = readFilter(filter, query);
    const hook = hooks?.[filter.param] as ((value: unknown) => SQL | undefined) | undefined;
    return value === undefined || !hook ? undefined : hook(value);
  });
}

/** What a filter's query parameters look like, for the API reference. */
const filterParameterText: Record<ManifestFilter['kind'], string> = {
  ids: 'Comma-separated ids.',
  id: 'One id.',
  flag: 'true or false.',
  choices: 'Comma-separated choices.',
  window: 'A day (YYYY-MM-DD) or an ISO date-time.',
};

/** The query parameters of a resource's filters (a window is its two ends). */
export function filterParameters(name: ResourceName): Record<string, z.ZodOptional<z.ZodString>> {
  return Object.fromEntries(
    manifestFiltersOf(name).flatMap((filter) => {
      const text =
        filter.kind === 'choices'
          ? `${filterParameterText.choices} One or more of: ${filter.values.join(', ')}.`
          : filterParameterText[filter.kind];
      const params = filter.kind === 'window' ? ['start_range', 'stop_range'] : [filter.param];
      return params.map((param) => [param, z.string().optional().describe(text)]);
    }),
  );
}
