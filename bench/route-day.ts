import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { type RoutePoint, routeForZoom } from '@navgan/domain/route-simplify';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { ensurePositionStorage } from '../apps/server/src/pipeline/position-storage';
import { createTestApp } from '../apps/server/src/test/test-app';
import { chromiumArgs, freePort, signedInPage, startServer, type TraceEvent } from './map-refresh';
import { percentile, report, timeEach } from './stats';

const fixes = 86_400;

/**
 * p95 of the routing report of one vehicle's day at 1 Hz (86,400 fixes) at a city zoom and a
 * country zoom, against a `select 1` request; on the embedded database or on PostgreSQL.
 */
export async function routeDay(): Promise<void> {
  const t = await createTestApp();
  try {
    const a = await t.account({ company: 'Bench Route Day', username: 'bench.route' });
    const db = t.ctx.database.db;
    const day = addDays(isoDayIn(new Date()), -1);
    const start = startOfDayIn(day);
    await ensurePositionStorage(db, start);
    await db.execute(sql`insert into company_vehicles (company_id, name, license_plate, vehicle_type_id, search_text)
      values (${a.company_id}, 'Reefer', '123456789', 1, 'Reefer')`);
    const vehicle = (
      (await db.execute(sql`select max(id) as id from company_vehicles`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]?.id;
    // A day's drive around Tehran: a slow spiral with stops, 30-90 km/h, one fix a second.
    await db.execute(sql`
      insert into positions (company_id, device_id, company_vehicle_id, fix_time, server_time, valid,
        latitude, longitude, speed_kmh, course, attributes)
      select ${a.company_id}, 1, ${vehicle}, ts, ts, true,
        35.7 + 0.2 * sin(i / 9000.0) + 0.001 * sin(i / 37.0), 51.4 + 0.3 * cos(i / 7000.0) + 0.001 * cos(i / 53.0),
        60 + 30 * sin(i / 500.0), (i / 10) % 360, '{}'::jsonb
      from generate_series(0, ${fixes - 1}) as i,
        lateral (select ${start.toISOString()}::timestamptz + i * interval '1 second' as ts) x`);
    await db.execute(sql`analyze positions`);
    const { access } = await t.login('bench.route');
    const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
    const route = (zoom: number) => () =>
      t.get(`/api/v1/reports/history/routing/${vehicle}/?day=${day}&zoom=${zoom}`, access);
    const first = (await route(12)()).json() as { total_points: number; points: unknown[] };
    console.log(`route day: ${first.total_points} fixes, ${first.points.length} points drawn at zoom 12`);
    await timeEach(30, () => t.get('/api/health'));
    const baseline = percentile(await timeEach(rounds * 3, () => t.get('/api/health')), 95);
    for (const zoom of [12, 6]) {
      report(
        `routing day of ${fixes} fixes, zoom ${zoom} p95`,
        percentile(await timeEach(rounds, route(zoom)), 95),
        'select-1 request p95',
        baseline,
      );
    }
  } finally {
    await t.close();
  }
}

/** The bench day in the browser: the same spiral as the SQL above, one fix a second. */
function dayOfFixes(start: number): RoutePoint[] {
  return Array.from({ length: fixes }, (_, i) => [
    51.4 + 0.3 * Math.cos(i / 7000) + 0.001 * Math.cos(i / 53),
    35.7 + 0.2 * Math.sin(i / 9000) + 0.001 * Math.sin(i / 37),
    start + i,
    Math.round(60 + 30 * Math.sin(i / 500)),
  ]);
}

/** The renderer main thread's tasks in a trace: [wall ms, thread ms] of each. */
function mainThreadTasks(trace: Buffer): { wall: number; cpu: number }[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: (TraceEvent & { dur?: number })[] })
    .traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }));
}

/**
 * The routing page loading that day in Chromium (the answer the server gives at the page's zoom,
 * served to the page as is): the longest main-thread task from navigation until the route and the
 * playback marker are drawn, by thread time (a busy machine inflates wall time) and wall time.
 * Needs `npm run build` first.
 */
export async function routePage(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navgan-bench-route-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const page = await signedInPage(browser, base);
    const day = addDays(isoDayIn(new Date()), -1);
    const all = dayOfFixes(startOfDayIn(day).getTime() / 1000);
    const body = JSON.stringify({
      company_vehicle: { id: 1, name: 'Reefer', license_plate: '123456789' },
      day,
      total_points: all.length,
      points: routeForZoom(all, 14, 5000),
      stops: [],
      events: [],
    });
    await page.route('**/api/v1/reports/history/routing/**', (route) =>
      route.fulfill({ contentType: 'application/json', body }),
    );
    const samples = Number(process.env.BENCH_SAMPLES ?? 3);
    const longest: { wall: number; cpu: number }[] = [];
    for (let i = 0; i <= samples; i++) {
      await page.goto(`${base}/en/reports/history/routing`);
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${base}/en/reports/history/routing/1?day=${day}`);
      await page.getByTestId('playback-marker').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1500);
      const tasks = mainThreadTasks(await browser.stopTracing());
      if (i === 0) continue; // warm-up: caches, shaders
      longest.push({
        wall: Math.max(...tasks.map((t) => t.wall)),
        cpu: Math.max(...tasks.map((t) => t.cpu)),
      });
    }
    const points = (JSON.parse(body) as { points: unknown[] }).points.length;
    console.log(
      `route page (${points} of ${fixes} points): longest task per load, thread ${longest.map((l) => l.cpu.toFixed(0)).join(', ')} ms; wall ${longest.map((l) => l.wall.toFixed(0)).join(', ')} ms`,
    );
    report(
      'route page longest main-thread task (thread time), max of loads',
      Math.max(...longest.map((l) => l.cpu)),
      'budget',
      200,
    );
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
