import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { intArray, rowsOf } from '../db/sql-helpers';

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

/**
 * Every organization-limited user of a company with the organizations they see (their own and
 * every one under them), in one recursive query; users absent from the map see the whole company.
 */
export async function visibleOrganizationsOfUsers(
  db: Db,
  companyId: number,
): Promise<Map<number, Set<number>>> {
  const result = await db.execute<{ user_id: number; id: number }>(sql`
    with recursive tree(user_id, id) as (
      select uo.user_id, uo.organization_id from user_organizations uo
        join users u on u.id = uo.user_id where u.company_id = ${companyId}
      union
      select tree.user_id, o.id from organizations o join tree on o.parent_id = tree.id where o.company_id = ${companyId}
    )
    select user_id, id from tree`);
  const byUser = new Map<number, Set<number>>();
  for (const row of rowsOf<{ user_id: number; id: number }>(result)) {
    const user = Number(row.user_id);
    const seen = byUser.get(user) ?? new Set<number>();
    seen.add(Number(row.id));
    byUser.set(user, seen);
  }
  return byUser;
}
