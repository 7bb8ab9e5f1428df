import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The given organizations and every organization under them, within one company, in one
 * recursive query (the tree is small; a limited user's visibility is computed per request).
 */
export async function withDescendants(db: Db, companyId: number, roots: number[]): Promise<number[]> {
  if (roots.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    with recursive tree(id) as (
      select id from organizations where company_id = ${companyId} and id = any(${intArray(roots)})
      union
      select o.id from organizations o join tree on o.parent_id = tree.id where o.company_id = ${companyId}
    )
    select id from tree`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** A PostgreSQL int[] literal for `= any(...)` (ids are validated integers). */
export function intArray(ids: number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** Rows of `db.execute` across drivers (node-postgres and PGlite both answer `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
