import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { tags } from '../db/fleet-schema';
import { companies } from '../db/schema';
import { companyVehicles, companyVehicleTags } from '../db/vehicle-schema';
import { openPreparedTestDatabase } from '../test/test-database';
import { VehicleCatalog } from './vehicle-catalog';

/** Polls `read` until `holds` (or answers its last value after `ms`). */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('the vehicle catalog following the database', () => {
  let database: Database;
  let companyId = 0;
  let vehicleId = 0;

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Catalog Co' }).returning();
    companyId = company?.id ?? 0;
    const [vehicle] = await database.db
      .insert(companyVehicles)
      .values({ company_id: companyId, name: 'Van', license_plate: '451112345' })
      .returning();
    vehicleId = vehicle?.id ?? 0;
  });
  afterAll(() => database?.close());

  it('shows a plate or tag written by anyone at once, not after its time limit', async () => {
    // A time limit far beyond the test: only the change notification can refresh it.
    const catalog = new VehicleCatalog(database.db, 3_600_000);
    await catalog.follow(database);
    const plateOf = async () => (await catalog.vehicles(companyId)).find((v) => v.id === vehicleId);
    expect((await plateOf())?.license_plate).toBe('451112345');

    await database.db
      .update(companyVehicles)
      .set({ license_plate: '221154321' })
      .where(eq(companyVehicles.id, vehicleId));
    expect((await eventually(plateOf, (v) => v?.license_plate === '221154321'))?.license_plate).toBe(
      '221154321',
    );

    const [tag] = await database.db
      .insert(tags)
      .values({ company_id: companyId, fa_title: 'شب', en_title: 'Night' })
      .returning();
    await database.db
      .insert(companyVehicleTags)
      .values({ company_id: companyId, company_vehicle_id: vehicleId, tag_id: tag?.id ?? 0 });
    const tagged = await eventually(plateOf, (v) => v?.tags.length === 1);
    expect(tagged?.tags.map((t) => t.en_title)).toEqual(['Night']);
    await catalog.stop();
  });
});
