import type { TitledRef } from '@navgan/domain/resources/vehicle';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { cabins, colors, ownerships, vehicleStatuses, vehicleTypes } from '../../db/schema';
import { normalizeSearchText } from '../../resources/search';

export interface VehicleLookups {
  types: Map<number, TitledRef>;
  ownerships: Map<number, TitledRef>;
  statuses: Map<number, TitledRef>;
  cabins: Map<number, TitledRef>;
  colors: Map<number, TitledRef & { code: string }>;
}

const cache = new WeakMap<Db, Promise<VehicleLookups>>();

/**
 * The titles of the vehicle lookups, read once per database and kept: they are reference data,
 * seeded before the app starts and never changed while it runs, and a vehicle page would
 * otherwise spend five queries on them.
 */
export function vehicleLookups(db: Db): Promise<VehicleLookups> {
  let lookups = cache.get(db);
  if (!lookups) {
    lookups = loadLookups(db);
    cache.set(db, lookups);
    lookups.catch(() => cache.delete(db));
  }
  return lookups;
}

async function loadLookups(db: Db): Promise<VehicleLookups> {
  const titled = { fa_title: sql<string>`fa_title`, en_title: sql<string>`en_title` };
  const [typeRows, ownershipRows, statusRows, cabinRows, colorRows] = await Promise.all([
    db.select({ id: vehicleTypes.id, ...titled }).from(vehicleTypes),
    db.select({ id: ownerships.id, ...titled }).from(ownerships),
    db.select({ id: vehicleStatuses.id, ...titled }).from(vehicleStatuses),
    db.select({ id: cabins.id, ...titled }).from(cabins),
    db.select({ id: colors.id, ...titled, code: colors.code }).from(colors),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  return {
    types: byId(typeRows),
    ownerships: byId(ownershipRows),
    statuses: byId(statusRows),
    cabins: byId(cabinRows),
    colors: byId(colorRows),
  };
}

/**
 * `column` contains the search term, for columns stored normalised (lower case, Latin digits):
 * strpos on the stored text instead of ILIKE, which lower-cases every row again and costs about
 * four times as much per row (bench/lists-at-scale.ts).
 */
export function containsNormalized(column: AnyPgColumn, term: string): SQL {
  return sql`strpos(${column}, ${normalizeSearchText(term)}) > 0`;
}
