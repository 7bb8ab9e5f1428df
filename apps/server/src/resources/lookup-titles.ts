import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';

export interface Titled {
  id: number;
  fa_title: string;
  en_title: string;
}

type TitledTable = PgTable & { id: AnyPgColumn; fa_title: AnyPgColumn; en_title: AnyPgColumn };

/**
 * Titles of the reference rows a page of records points at, in one query per table (not per
 * row): `titles.get(id)` then gives `{id, fa_title, en_title}`.
 */
export async function titlesById(
  db: Db,
  table: TitledTable,
  ids: (number | null | undefined)[],
): Promise<Map<number, Titled>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = (await db
    .select({ id: table.id, fa_title: table.fa_title, en_title: table.en_title })
    .from(table)
    .where(inArray(table.id, wanted))) as Titled[];
  return new Map(rows.map((row) => [row.id, row]));
}

export function titleOf(map: Map<number, Titled>, id: number | null): Titled | null {
  return id === null ? null : (map.get(id) ?? null);
}
