import { addDays, isoDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile, report, timeEach } from './stats';

const vehicles = 1_000;
const drivers = 200;
const days = 365;

const analyticsPaths = [
  'stats/summaries/',
  'stats/fuels/efficiencies/',
  'stats/fleets/utilizations/',
  'stats/fences/events/',
  'stats/drivers/behaviours/',
  'stats/costs/',
];

/**
 * A year of history for 1,000 vehicles and 200 drivers, written by generate_series in a few
 * statements: vehicle and driver daily rollups, a service a vehicle a month, a fine a vehicle a
 * quarter. Another company gets the same volume as noise.
 */
async function seedHistory(
  db: Awaited<ReturnType<typeof createTestApp>>['ctx']['database']['db'],
  company: number,
) {
  const today = isoDayIn(new Date());
  const first = addDays(today, 1 - 2 * days);
  await db.execute(sql`insert into tags (company_id, fa_title, en_title)
    select ${company}, 'برچسب ' || g, 'Tag ' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into company_vehicles (company_id, name, license_plate, vehicle_type_id, search_text)
    select ${company}, 'خودرو ' || g, '1' || lpad(g::text, 8, '0'), 1 + g % 15, 'خودرو ' || g from generate_series(1, ${vehicles}) g`);
  await db.execute(sql`insert into company_vehicle_tags (company_id, company_vehicle_id, tag_id)
    select ${company}, v.id, t.id from company_vehicles v
    join (select id, row_number() over (order by id) % 20 as k from tags where company_id = ${company}) t on t.k = v.id % 20
    where v.company_id = ${company}`);
  await db.execute(sql`insert into drivers (company_id, first_name, last_name, national_code, gender, mobile)
    select ${company}, 'رضا', 'کریمی ' || g, lpad(g::text, 10, '0'), 'male', '0912' || lpad(g::text, 7, '0')
    from generate_series(1, ${drivers}) g`);
  // Two years: the 365-day window and its previous period of equal length both have rows.
  await db.execute(sql`insert into vehicle_daily_rollups (company_vehicle_id, company_id, day, distance_m, engine_s,
      moving_s, idle_s, stopped_s, downtime_s, fuel_used_l, fuel_cost, speed_time_sum, max_speed_kmh,
      harsh_acceleration, harsh_braking, harsh_cornering, overspeed_count, idle_count, trip_count)
    select v.id, ${company}, ${first}::date + d, 50000 + (v.id * 37 + d * 11) % 150000, 14400 + (v.id + d) % 7200,
      10800, 3600, 40000, (v.id + d) % 3 * 600, 15, 1500000, 10800 * 55, 60 + (v.id + d) % 50,
      (v.id + d) % 3, (v.id * 3 + d) % 4, (v.id + d * 5) % 2, (v.id + d) % 5 / 4, 2, 4
    from company_vehicles v, generate_series(0, ${2 * days - 1}) d where v.company_id = ${company}`);
  await db.execute(sql`insert into driver_daily_rollups (driver_id, company_id, day, distance_m, engine_s, moving_s,
      harsh_acceleration, harsh_braking, harsh_cornering, overspeed_count)
    select r.id, ${company}, ${first}::date + d, 60000 + (r.id * 13 + d) % 120000, 14400, 10800,
      (r.id + d) % 3, (r.id + d) % 4, (r.id + d) % 2, (r.id + d) % 5 / 4
    from drivers r, generate_series(0, ${2 * days - 1}) d where r.company_id = ${company}`);
  await db.execute(sql`insert into driver_assignments (company_id, company_vehicle_id, driver_id, from_at)
    select ${company}, v.id, r.id, now() - interval '800 days'
    from (select id, row_number() over (order by id) as n from company_vehicles where company_id = ${company}) v
    join (select id, row_number() over (order by id) as n from drivers where company_id = ${company}) r on r.n = v.n`);
  await db.execute(sql`insert into vehicle_services (company_id, company_vehicle_id, service_type, price, date)
    select ${company}, v.id, 'engineOil', 2000000 + v.id * 1000, ${first}::date + m * 30 + v.id % 30
    from company_vehicles v, generate_series(0, ${Math.floor((2 * days) / 30) - 1}) m where v.company_id = ${company}`);
  // Four stops a vehicle-day over the last two months, for the stops report.
  await db.execute(sql`insert into stops (company_id, company_vehicle_id, started_at, ended_at, latitude, longitude, ignition_off)
    select ${company}, v.id, s, s + interval '40 minutes', 35.6 + v.id * 0.0001, 51.3 + k * 0.01, true
    from company_vehicles v, generate_series(0, 59) d, generate_series(0, 3) k,
      lateral (select (${today}::date - d)::timestamp at time zone 'Asia/Tehran' + (6 + k * 3) * interval '1 hour' as s) x
    where v.company_id = ${company}`);
  await db.execute(sql`insert into fines (company_id, company_vehicle_id, occurred_at, fine_type, amount)
    select ${company}, v.id, ${first}::timestamptz + (q * 91 + v.id % 91) * interval '1 day', 'speeding', 1500000
    from company_vehicles v, generate_series(0, 7) q where v.company_id = ${company}`);
}

/**
 * p95 of the analytics dashboard's six calls fired together (as the page does), for 30-, 90- and
 * 365-day windows (and filtered) over 1,000 vehicles × 365 days of rollups, each call alone over the
 * year, and the rollup and stops reports of one vehicle-month, against a `select 1` request.
 */
export async function analytics(): Promise<void> {
  const t = await createTestApp();
  try {
    const a = await t.account({ company: 'Bench Analytics A', username: 'bench.analytics' });
    const noise = await t.account({ company: 'Bench Analytics B', username: 'bench.analytics.noise' });
    const db = t.ctx.database.db;
    const seeded = performance.now();
    await seedHistory(db, a.company_id);
    await seedHistory(db, noise.company_id);
    await db.execute(sql`vacuum analyze`);
    const counted = await db.execute(sql`select count(*) as n from vehicle_daily_rollups`);
    const rows = (counted as unknown as { rows: { n: unknown }[] }).rows[0]?.n;
    console.log(
      `analytics: seeded ${rows} vehicle rollups in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const { access } = await t.login('bench.analytics');
    const fences = await t.get('/api/v1/stats/fences/events/', access);
    const paths = analyticsPaths.filter((p) => p !== 'stats/fences/events/' || fences.statusCode === 200);
    if (paths.length < analyticsPaths.length)
      console.log('analytics: stats/fences/events/ absent here, five calls');
    const today = isoDayIn(new Date());
    const all = (window: number) => {
      const query = `?start_range=${addDays(today, 1 - window)}&stop_range=${today}`;
      return () => Promise.all(paths.map((p) => t.get(`/api/v1/${p}${query}`, access)));
    };
    const filtered = () =>
      Promise.all(
        paths.map((p) =>
          t.get(
            `/api/v1/${p}?company_vehicle__vehicle__id__in=1,2,3&company_vehicle__company_vehicle_tags__id__in=1,2`,
            access,
          ),
        ),
      );
    const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
    await timeEach(30, () => t.get('/api/health'));
    await timeEach(10, all(30));
    await timeEach(5, all(days));
    const baseline = percentile(await timeEach(rounds * 3, () => t.get('/api/health')), 95);
    const line = (name: string, durations: number[]) =>
      report(name, percentile(durations, 95), 'select-1 request p95', baseline);
    for (const window of [30, 90, days]) {
      line(`analytics six calls, ${window} days p95`, await timeEach(rounds, all(window)));
    }
    line('analytics six calls, 30 days filtered p95', await timeEach(rounds, filtered));
    // A tag carried by a twentieth of the fleet over the whole year.
    const tagged = `?start_range=${addDays(today, 1 - days)}&stop_range=${today}&company_vehicle__company_vehicle_tags__id__in=1`;
    line(
      `analytics six calls, ${days} days, one tag p95`,
      await timeEach(rounds, () => Promise.all(paths.map((p) => t.get(`/api/v1/${p}${tagged}`, access)))),
    );
    // Which call weighs most: each alone over the year.
    const year = `?start_range=${addDays(today, 1 - days)}&stop_range=${today}`;
    for (const path of paths) {
      line(
        `${path} alone, ${days} days p95`,
        await timeEach(rounds, () => t.get(`/api/v1/${path}${year}`, access)),
      );
    }
    // Each report for one vehicle over the last 30 days, first page as the report page asks it.
    const vehicleMonth = `?company_vehicle__id__in=1&start_range=${addDays(today, -29)}&stop_range=${today}`;
    for (const report of ['reports/daily/', 'reports/periodic/', 'reports/history/stops/']) {
      line(
        `${report} one vehicle-month p95`,
        await timeEach(rounds, () => t.get(`/api/v1/${report}${vehicleMonth}`, access)),
      );
    }
  } finally {
    await t.close();
  }
}
