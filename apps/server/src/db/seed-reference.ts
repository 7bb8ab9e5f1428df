import { createHash } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import {
  appMeta,
  cabins,
  cities,
  colors,
  countries,
  driverStatuses,
  insuranceTypes,
  neighborhoods,
  notificationTypes,
  ownerships,
  plateLetters,
  provinces,
  vehicleStatuses,
  vehicleTypes,
} from './schema';
import { cabins as cabinRows } from './seed-data/cabins';
import { cities as cityRows } from './seed-data/cities';
import { colors as colorRows } from './seed-data/colors';
import { countries as countryRows } from './seed-data/countries';
import { driverStatuses as driverStatusRows } from './seed-data/driver-statuses';
import { insuranceTypes as insuranceTypeRows } from './seed-data/insurance-types';
import { neighborhoods as neighborhoodRows } from './seed-data/neighborhoods';
import { notificationTypes as notificationTypeRows } from './seed-data/notification-types';
import { ownerships as ownershipRows } from './seed-data/ownerships';
import { plateLetters as plateLetterRows } from './seed-data/plate-letters';
import { provinces as provinceRows } from './seed-data/provinces';
import { vehicleStatuses as vehicleStatusRows } from './seed-data/vehicle-statuses';
import { vehicleTypes as vehicleTypeRows } from './seed-data/vehicle-types';

type Rows = readonly Record<string, unknown>[];

/** Parents before children, so foreign keys hold while upserting. */
const referenceTables: [PgTable, Rows][] = [
  [countries, countryRows],
  [provinces, provinceRows.map((p) => ({ ...p, country_id: 1 }))],
  [cities, cityRows],
  [neighborhoods, neighborhoodRows],
  [plateLetters, plateLetterRows],
  [colors, colorRows],
  [vehicleTypes, vehicleTypeRows],
  [cabins, cabinRows],
  [vehicleStatuses, vehicleStatusRows],
  [ownerships, ownershipRows],
  [insuranceTypes, insuranceTypeRows],
  [driverStatuses, driverStatusRows],
  [notificationTypes, notificationTypeRows],
];

const versionKey = 'reference_data_version';

/** A fingerprint of the shipped reference data; the seed runs only when it changed. */
export const referenceDataVersion = createHash('sha256')
  .update(JSON.stringify(referenceTables.map(([, rows]) => rows)))
  .digest('hex')
  .slice(0, 16);

/**
 * Upserts the lookup tables every company shares (provinces, cities, plate letters, colours...)
 * by their stable ids. Runs on every start in every mode, and does nothing when the data already
 * matches this release.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  const current = await db.select().from(appMeta).where(eq(appMeta.key, versionKey)).limit(1);
  if (current[0]?.value === referenceDataVersion) return false;
  await db.transaction(async (tx) => {
    for (const [table, rows] of referenceTables) await upsertById(tx as unknown as Db, table, rows);
    await tx
      .insert(appMeta)
      .values({ key: versionKey, value: referenceDataVersion })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: referenceDataVersion } });
  });
  return true;
}

async function upsertById(db: Db, table: PgTable, rows: Rows): Promise<void> {
  const columns = getTableColumns(table);
  const idColumn = columns.id;
  if (!idColumn) throw new Error('reference tables are keyed by id');
  const updatable = Object.keys(columns).filter((name) => name !== 'id');
  const set = Object.fromEntries(
    updatable.map((name) => [name, sql.raw(`excluded."${columns[name]?.name}"`)]),
  );
  const chunkSize = 500;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize).map((row) => pick(row, Object.keys(columns)));
    await db.insert(table).values(chunk).onConflictDoUpdate({ target: idColumn, set });
  }
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
}
