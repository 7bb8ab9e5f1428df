import { z } from 'zod';
import { message } from '../i18n/messages';
import { ApiError } from './api-error';
import { boolParam, boundedIntParam, idListParam } from './filters';
import { cappedInstantWindow, choiceListParam, dayWindow, instantWindow } from './record-filters';

/**
 * Query-string declarations for route contracts. A query parameter arrives as text (a list when
 * repeated); each reader below names the parameters it documents and reads them with the shared
 * readers of `filters.ts`/`record-filters.ts`, so the messages of a bad value stay theirs.
 */
export interface QueryReader<V> {
  /** The wire parameters this reader takes, as the OpenAPI document shows them. */
  shape: Record<string, z.ZodType>;
  read: (raw: Record<string, unknown>) => V;
}

/** What a query parameter is on the wire: text, or a list of texts when repeated. */
export const queryText = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

/** One parameter read by `read(raw, name)`. */
export function single<V>(
  name: string,
  description: string,
  read: (raw: Record<string, unknown>, name: string) => V,
): QueryReader<V> {
  return { shape: { [name]: queryText(description) }, read: (raw) => read(raw, name) };
}

export const idList = (name: string, description = 'A comma list of record ids.') =>
  single(name, description, idListParam);

export const flag = (name: string, description = 'true or false.') => single(name, description, boolParam);

export const boundedInt = (
  name: string,
  bounds: { min: number; max: number; fallback: number },
  description = '',
) =>
  single(
    name,
    description || `A whole number, ${bounds.min}..${bounds.max} (${bounds.fallback} when absent).`,
    (raw) => boundedIntParam(raw, name, bounds),
  );

/** At most one of `allowed` (`?status=pending`); anything else answers 400. */
export const oneOf = <T extends string>(name: string, allowed: readonly T[], description = '') =>
  single(name, description || `One of: ${allowed.join(', ')}.`, (raw): T | undefined => {
    const values = choiceListParam(raw, name, allowed);
    if (values && values.length > 1)
      throw ApiError.validation((locale) => ({
        [name]: [message(locale, 'invalidChoice', { value: values.join(','), choices: allowed.join(', ') })],
      }));
    return values?.[0];
  });

/** One of `allowed` (`?active=drivers`), `fallback` when absent; anything else answers 400. */
export const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T) => {
  const reader = oneOf(name, allowed, `One of: ${allowed.join(', ')} (${fallback} when absent).`);
  return { shape: reader.shape, read: (raw: Record<string, unknown>) => reader.read(raw) ?? fallback };
};

export const choices = <T extends string>(name: string, allowed: readonly T[]) =>
  single(name, `A comma list of: ${allowed.join(', ')}.`, (raw) => choiceListParam(raw, name, allowed));

/** Optional free text (a search); absent or blank is undefined. */
export const searchText = (name: string, description = 'Text to look for.') =>
  single(name, description, (raw, key) => {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
  });

const windowShape = {
  start_range: queryText('The first day (Iran time) or instant of the window.'),
  stop_range: queryText('The last day (Iran time, included) or the end instant of the window.'),
};

/** `start_range`..`stop_range` as instants, half-open. */
export const instantRange: QueryReader<ReturnType<typeof instantWindow>> = {
  shape: windowShape,
  read: instantWindow,
};

/** `start_range`..`stop_range` as instants, at most `maxDays` long. */
export const cappedInstantRange = (maxDays?: number): QueryReader<ReturnType<typeof instantWindow>> => ({
  shape: windowShape,
  read: (raw) => cappedInstantWindow(raw, maxDays),
});

/** `start_range`..`stop_range` as Iran days, both included. */
export const dayRange: QueryReader<ReturnType<typeof dayWindow>> = { shape: windowShape, read: dayWindow };

/** DRF's `?p=` page number; read by `pageRequest`, which also builds the page's links. */
export const pageNumber: QueryReader<undefined> = {
  shape: { p: queryText('The page number, from 1 (pages of 10).') },
  read: () => undefined,
};

type Read<T extends Record<string, QueryReader<unknown>>> = { [K in keyof T]: ReturnType<T[K]['read']> };

/**
 * A route's query schema from named readers: it documents every wire parameter and parses the
 * query string into `{name: value}` for the handler. Unknown parameters are ignored, as before.
 */
export function queryOf<T extends Record<string, QueryReader<unknown>>>(readers: T) {
  const shape = Object.assign({}, ...Object.values(readers).map((reader) => reader.shape)) as Record<
    string,
    z.ZodType
  >;
  return z
    .object(shape)
    .loose()
    .transform(
      (raw) =>
        Object.fromEntries(
          Object.entries(readers).map(([key, reader]) => [key, reader.read(raw)]),
        ) as Read<T>,
    );
}
