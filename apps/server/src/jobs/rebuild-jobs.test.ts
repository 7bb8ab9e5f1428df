import { startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-helpers';
import { devices } from '../db/vehicle-schema';
import { rebuildRollups } from '../derive/rebuild-rollups';
import { ensurePositionStorage } from '../pipeline/position-storage';
import { insertPositions, type PositionRecord } from '../pipeline/position-writer';
import { insertVehicle, signInTwoCompanies } from '../test/fleet-fixtures';
import { type RebuildJobView, rebuildAndWait } from '../test/rebuild-job';
import { createTestApp, type TestApp } from '../test/test-app';

const days = ['2025-05-10', '2025-05-11'];
const vehicleCount = 5;
const metresPerDegree = 111_195;

/** A working day of one vehicle: 06:00–12:00 Tehran, drives and stops in turn, a fix every 20 s. */
function workingDay(day: string, vehicleId: number, deviceId: number, companyId: number): PositionRecord[] {
  const records: PositionRecord[] = [];
  const begin = startOfDayIn(day).getTime() + 6 * 3_600_000;
  let lat = 35.6 + vehicleId / 1000;
  for (let s = 0; s < 6 * 3600; s += 20) {
    const driving = Math.floor(s / 1200) % 2 === 0;
    const kmh = driving ? 40 + ((s / 20) % 7) * 5 : 0;
    lat += (kmh / 3.6) * (20 / metresPerDegree);
    const at = new Date(begin + s * 1000);
    records.push({
      companyId,
      deviceId,
      vehicleId,
      position: {
        deviceId: String(deviceId),
        fixTime: at,
        valid: true,
        latitude: lat,
        longitude: 51.4,
        speedKmh: kmh,
        course: 0,
        attributes: { ignition: driving || s % 1200 < 300 },
      },
      serverTime: at,
    });
  }
  return records;
}

/**
 * A rebuild is a background job: the request answers at once, the embedded database keeps
 * answering the health check and other companies while it runs, a second request finds the
 * running job, and the rows it writes are those of a rebuild run in one go.
 */
describe('rollup rebuild jobs', () => {
  let t: TestApp;
  let as: Awaited<ReturnType<typeof signInTwoCompanies>>;
  const window = { start_range: days[0] as string, stop_range: days[1] as string };

  const figures = async () => {
    const read = async (query: ReturnType<typeof sql>) =>
      rowsOf<Record<string, unknown>>(await t.ctx.database.db.execute(query));
    return {
      vehicles: await read(sql`select * from vehicle_daily_rollups where company_id = ${as.companyA}
        order by company_vehicle_id, day`),
      trips: await read(sql`select company_vehicle_id, started_at, ended_at, distance_m from trips
        where company_id = ${as.companyA} order by company_vehicle_id, started_at`),
      stops: await read(sql`select company_vehicle_id, started_at, ended_at from stops
        where company_id = ${as.companyA} order by company_vehicle_id, started_at`),
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.database.db;
    await ensurePositionStorage(db, startOfDayIn(days[1] as string));
    as = await signInTwoCompanies(t, 'Rebuild');
    for (let i = 0; i < vehicleCount; i++) {
      const vehicleId = await insertVehicle(t, as.companyA, `Van ${i}`, `${20 + i}02${300 + i}11`);
      const [device] = await db
        .insert(devices)
        .values({ company_id: as.companyA, imei: `35630704250${String(1000 + i)}`, protocol: 'teltonika' })
        .returning();
      for (const day of days)
        await insertPositions(db, workingDay(day, vehicleId, device?.id ?? 0, as.companyA));
    }
  }, 300_000);
  afterAll(() => t.close());

  it('runs in the background while health and other companies are answered, with the same rows as a rebuild in one go', async () => {
    await rebuildRollups(t.ctx.database.db, as.companyA, window.start_range, window.stop_range);
    const inOneGo = await figures();
    expect(inOneGo.vehicles).toHaveLength(vehicleCount * days.length);
    await t.ctx.database.db.execute(sql`delete from vehicle_daily_rollups where company_id = ${as.companyA}`);

    const started = await as.a.post('stats/rollups/rebuild/', window);
    expect(started.statusCode).toBe(202);
    const job = started.json() as RebuildJobView;
    expect(job).toMatchObject({ state: 'queued', done: 0 });

    // A second request while it runs answers the same job and starts nothing.
    const again = await as.a.post('stats/rollups/rebuild/', window);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: job.id });

    // Requests answered while the job is under way: health, another company, the job's status.
    const answeredMidway: RebuildJobView[] = [];
    let status = job;
    while (status.state === 'queued' || status.state === 'running') {
      const health = await t.get('/api/health');
      expect(health.statusCode).toBe(200);
      const other = await as.b.get('stats/fleets/todays/');
      expect(other.statusCode).toBe(200);
      status = (await as.a.get(`stats/rollups/rebuild/${job.id}/`)).json() as RebuildJobView;
      if (status.state === 'running' && status.done > 0 && status.done < status.total)
        answeredMidway.push(status);
    }
    expect(answeredMidway.length).toBeGreaterThan(0);
    expect(status).toMatchObject({
      state: 'done',
      done: vehicleCount + 1,
      total: vehicleCount + 1,
      error: null,
    });
    expect(status.summary).toMatchObject({
      vehicles: vehicleCount,
      vehicle_days: vehicleCount * days.length,
    });
    expect(await figures()).toEqual(inOneGo);

    // The latest job is what the panel shows; another company sees neither it nor its id.
    expect((await as.a.get('stats/rollups/rebuild/')).json()).toMatchObject({ id: job.id, state: 'done' });
    expect((await as.b.get('stats/rollups/rebuild/')).json()).toBeNull();
    expect((await as.b.get(`stats/rollups/rebuild/${job.id}/`)).statusCode).toBe(404);
    expect((await as.a.get('stats/rollups/rebuild/2147483648/')).statusCode).toBe(404);
  }, 300_000);

  it('starts again after the first ended', async () => {
    const second = await rebuildAndWait(as.a, window);
    expect(second).toMatchObject({ state: 'done' });
  }, 120_000);
});
