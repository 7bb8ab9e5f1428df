import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../db/fleet-schema';
import { vehicleDailyRollups } from '../../db/motion-schema';
import { companies } from '../../db/schema';
import { rowsOf } from '../../db/sql-helpers';
import { companyVehicleTags } from '../../db/vehicle-schema';
import { rebuildRollups } from '../../derive/rebuild-rollups';
import { companyTotalsDrift } from '../../test/company-totals';
import { insertVehicle, signInTwoCompanies } from '../../test/fleet-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The unfiltered dashboard reads the company's daily totals; the same dashboard filtered by a tag
 * every vehicle carries reads the vehicles' rows. Both must answer alike whatever wrote the rows.
 */
describe('company daily totals', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInTwoCompanies>>;
  let everyVehicle = '';
  const vehicles: number[] = [];
  const windows = [
    'start_range=2025-03-01&stop_range=2025-03-10',
    'start_range=2025-01-20&stop_range=2025-03-20',
  ];
  const calls = [
    'stats/summaries/',
    'stats/costs/',
    'stats/fuels/efficiencies/',
    'stats/fleets/utilizations/',
  ];

  /** Each call and window unfiltered and filtered to every vehicle, side by side. */
  async function answers() {
    const pairs: { unfiltered: unknown; everyVehicle: unknown }[] = [];
    for (const window of windows)
      for (const call of calls)
        pairs.push({
          unfiltered: (await as.a.get(`${call}?${window}`)).json(),
          everyVehicle: (await as.a.get(`${call}?${window}&${everyVehicle}`)).json(),
        });
    return pairs;
  }
  async function expectAlike() {
    for (const pair of await answers()) expect(pair.unfiltered).toEqual(pair.everyVehicle);
    expect(await companyTotalsDrift(t.ctx.database.db)).toEqual([]);
  }
  const costs = async () => (await as.a.get(`stats/costs/?${windows[0]}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    as = await signInTwoCompanies(t, 'Totals');
    const db = t.ctx.database.db;
    for (const [i, plate] of ['11b31111', '11b32222', '11b33333'].entries())
      vehicles.push(await insertVehicle(t, as.companyA, `Truck ${i}`, plate));
    const [tag] = await db
      .insert(tags)
      .values({ company_id: as.companyA, fa_title: 'همه', en_title: 'All' })
      .returning({ id: tags.id });
    await db.insert(companyVehicleTags).values(
      vehicles.map((id) => ({
        company_id: as.companyA,
        company_vehicle_id: id,
        tag_id: tag?.id as number,
      })),
    );
    everyVehicle = `company_vehicle__company_vehicle_tags__id__in=${tag?.id}`;
    const other = await insertVehicle(t, as.companyB, 'Other', '11b34444');
    // Fractional figures on days of both windows and their previous periods, for every vehicle.
    const rows = [];
    for (const [v, id] of vehicles.entries())
      for (const day of ['2025-01-05', '2025-02-25', '2025-03-02', '2025-03-05', '2025-03-10', '2025-03-15'])
        rows.push({
          company_id: as.companyA,
          company_vehicle_id: id,
          day,
          distance_m: 10_000.3 * (v + 1),
          engine_s: 3600.7 + v * 60,
          moving_s: 2700.1,
          idle_s: 900.2 * v,
          stopped_s: 7200,
          downtime_s: 1800.9 * v,
          fuel_used_l: 4.37 * (v + 1),
          fuel_cost: 210_000 * (v + 1),
          harsh_acceleration: v,
          harsh_braking: 1,
          harsh_cornering: v % 2,
        });
    rows.push({
      company_id: as.companyB,
      company_vehicle_id: other,
      day: '2025-03-02',
      fuel_cost: 9_000_000,
    });
    await db.insert(vehicleDailyRollups).values(rows);
    // A fresh embedded database takes most of a minute on a loaded machine.
  }, 240_000);
  afterAll(() => t.close());

  it('answers from the totals as from the vehicle rows after inserts', async () => {
    expect((await costs()).fuel).toBe(3 * (210_000 + 420_000 + 630_000));
    await expectAlike();
  });

  it('stays right through upserts and updates as the motion flush and fuel-cost refresh write them', async () => {
    const db = t.ctx.database.db;
    const [first, second] = vehicles;
    // A flush: one new vehicle-day and one existing one replaced, in a single statement.
    await db.execute(sql`insert into vehicle_daily_rollups as r (company_id, company_vehicle_id, day, distance_m, fuel_cost, harsh_braking)
      values (${as.companyA}, ${first}, '2025-03-03', 5000.5, 70000, 3), (${as.companyA}, ${second}, '2025-03-02', 800.25, 1000, 0)
      on conflict (company_vehicle_id, day) do update set distance_m = excluded.distance_m,
        fuel_cost = excluded.fuel_cost, harsh_braking = excluded.harsh_braking`);
    await db.execute(
      sql`update vehicle_daily_rollups set fuel_cost = fuel_cost + 5 where company_id = ${as.companyA} and day = '2025-03-05'`,
    );
    expect((await costs()).fuel).toBe(3 * 1_260_000 + 70_000 + 1000 - 420_000 + 15);
    await expectAlike();
  });

  it('stays right through a rebuild, a vehicle deletion and a company deletion', async () => {
    const db = t.ctx.database.db;
    // No stored positions here: the rebuild clears those days' rows.
    await rebuildRollups(db, as.companyA, '2025-03-05', '2025-03-05');
    expect((await costs()).fuel).toBe(2 * 1_260_000 + 70_000 + 1000 - 420_000);
    await expectAlike();
    await db.execute(sql`delete from company_vehicles where id = ${vehicles[2]}`);
    // Less the third vehicle's two days left in the window (2 and 10 March).
    expect((await costs()).fuel).toBe(2 * 1_260_000 + 70_000 + 1000 - 420_000 - 2 * 630_000);
    await expectAlike();
    const days = async () =>
      rowsOf<{ n: unknown }>(
        await db.execute(
          sql`select count(*) as n from company_daily_rollups where company_id = ${as.companyA}`,
        ),
      ).map((row) => Number(row.n));
    // 2025-03-05 lost its last vehicle row in the rebuild: no empty day is kept.
    expect(await days()).toEqual([6]);
    await db.delete(companies).where(sql`id = ${as.companyB}`);
    expect(await companyTotalsDrift(db)).toEqual([]);
  });
});
