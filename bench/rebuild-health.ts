import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { sql } from 'drizzle-orm';
import { ensurePositionStorage } from '../apps/server/src/pipeline/position-storage';
import { createTestApp } from '../apps/server/src/test/test-app';
import { percentile } from './stats';

/**
 * How long `/api/health` waits while a rollup rebuild runs: a company with `BENCH_VEHICLES`
 * vehicles (default 20) × `BENCH_DAYS` days (default 3) of 12 h driving at a fix every 10 s, the
 * rebuild asked through the API, and the health check asked until the
 * rebuild is over, every 50 ms (the POST's answer when it runs inline, the job's state when it is a background
 * job). Prints the longest and p95 health latency during the rebuild against idle.
 */
export async function rebuildHealth(): Promise<void> {
  const vehicles = Number(process.env.BENCH_VEHICLES ?? 20);
  const days = Number(process.env.BENCH_DAYS ?? 3);
  const t = await createTestApp();
  try {
    const a = await t.account({ company: 'Bench Rebuild', username: 'bench.rebuild' });
    const db = t.ctx.database.db;
    const last = addDays(isoDayIn(new Date()), -1);
    const first = addDays(last, -(days - 1));
    await ensurePositionStorage(db, startOfDayIn(first));
    for (let v = 0; v < vehicles; v++) {
      await db.execute(sql`insert into company_vehicles (company_id, name, license_plate, search_text)
        values (${a.company_id}, ${`Truck ${v}`}, ${`${10 + v}02${100 + v}11`}, 'truck')`);
    }
    const ids = (
      (await db.execute(
        sql`select id from company_vehicles where company_id = ${a.company_id} order by id`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((row) => row.id);
    for (const [v, id] of ids.entries()) {
      for (let d = 0; d < days; d++) {
        const start = new Date(startOfDayIn(addDays(first, d)).getTime() + 6 * 3_600_000);
        await db.execute(sql`
          insert into positions (company_id, device_id, company_vehicle_id, fix_time, server_time, valid,
            latitude, longitude, speed_kmh, course, attributes)
          select ${a.company_id}, ${1000 + v}, ${id}, ts, ts, true, 35.7 + i * 0.0002, 51.4,
            case when (i / 120) % 2 = 0 then 50 + (i % 7) * 5 else 0 end, 0,
            jsonb_build_object('ignition', (i / 120) % 2 = 0)
          from generate_series(0, 4319) as i,
            lateral (select ${start.toISOString()}::timestamptz + i * interval '10 seconds' as ts) x`);
      }
    }
    await db.execute(sql`analyze positions`);
    const { access } = await t.login('bench.rebuild');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${access}` },
        payload,
      });
    const timed = async () => {
      const at = performance.now();
      await t.get('/api/health');
      return performance.now() - at;
    };
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push(await timed());

    const started = performance.now();
    let inlineDone = false;
    const post = call('POST', 'stats/rollups/rebuild/', { start_range: first, stop_range: last }).then(
      (r) => {
        inlineDone = true;
        return r;
      },
    );
    const during: number[] = [];
    let job: { id?: number; state?: string } | null = null;
    for (;;) {
      // A probe every 50 ms, as a load balancer would; a tight loop in-process would starve the job's turns.
      // Measured from when the probe was due, so time the process could not even send it counts.
      const due = performance.now() + 50;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await t.get('/api/health');
      during.push(performance.now() - due);
      if (!job && inlineDone) {
        const body = (await post).json() as { id?: number; state?: string };
        if (body.state === undefined) break; // answered the summary: it ran inline
        job = body;
      }
      if (job?.id !== undefined) {
        job = (await call('GET', `stats/rollups/rebuild/${job.id}/`)).json();
        if (job?.state === 'done' || job?.state === 'failed') break;
      }
    }
    const total = performance.now() - started;
    const max = Math.max(...during);
    console.log(
      `rebuild of ${vehicles} vehicles × ${days} days (${vehicles * days * 4320} fixes): ${(total / 1000).toFixed(1)} s; ` +
        `health during it: ${during.length} answers, longest ${max.toFixed(0)} ms, p95 ${percentile(during, 95).toFixed(0)} ms | ` +
        `idle p95 ${percentile(idle, 95).toFixed(1)} ms${job ? ` (job ${job.state})` : ' (inline)'}`,
    );
  } finally {
    await t.close();
  }
}
