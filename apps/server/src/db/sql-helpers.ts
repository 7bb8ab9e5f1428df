import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** What a write needs: a database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

/** The rows of a raw `execute`, whichever driver answered it (node-postgres and PGlite both give `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** A PostgreSQL int[] literal for `= any(...)` (ids are validated integers). */
export function intArray(ids: number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * A PostgreSQL array literal ('{1,NULL,"a\\"b"}') sent as one text parameter: both drivers pass
 * it through unchanged, where a JS array would be expanded into one parameter per element.
 */
export function pgArrayLiteral(values: (string | number | boolean | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      return String(value);
    }
    if (typeof value === 'boolean') return value ? 't' : 'f';
    return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
  });
  return `{${items.join(',')}}`;
}
