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

/** A user's own organizations and every organization under them, in one recursive query. */
export async function organizationsOfUser(db: Db, userId: number, companyId: number) {
  const result = await db.execute<{ id: number; own: boolean }>(sql`
    with recursive tree(id, own) as (
      select organization_id, true from user_organizations where user_id = ${userId}
      union
      select o.id, false from organizations o join tree on o.parent_id = tree.id where o.company_id = ${companyId}
    )
    select id, own from tree`);
  const rows = rowsOf<{ id: number; own: boolean }>(result);
  const own = [...new Set(rows.filter((r) => r.own).map((r) => Number(r.id)))].sort((a, b) => a - b);
  const visible = [...new Set(rows.map((r) => Number(r.id)))];
  return { own, visible };
}

/** A PostgreSQL int[] literal for `= any(...)` (ids are validated integers). */
export function intArray(ids: number[]) {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** Rows of `db.execute` across drivers (node-postgres and PGlite both answer `{rows}`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
