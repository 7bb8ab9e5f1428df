import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { percentile, report } from './stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vehicles = Number(process.env.BENCH_VEHICLES ?? 10_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 6);
const budgetMs = 50;
/** The launch flags of e2e/playwright.config.ts. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const statuses = ['moving', 'idle', 'stopped', 'offline'] as const;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** `trackings/` for `count` vehicles spread over Iran; `round` moves every one a little. */
function trackings(count: number, round: number): string {
  const features = Array.from({ length: count }, (_, i) => {
    const lng = 45 + ((i * 7919) % 15_000) / 1000 + round * 0.001;
    const lat = 26 + ((i * 104_729) % 12_000) / 1000;
    const status = statuses[i % statuses.length] ?? 'moving';
    return {
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: {
        id: i + 1,
        name: `Truck ${i + 1}`,
        license_plate: '120534567',
        speed: status === 'moving' ? 60 : 0,
        course: (i * 37 + round * 5) % 360,
        driver: null,
        temperature: null,
        is_cold_chain: false,
        fuel: null,
        fuel_unit: null,
        humidity: null,
        ignition: status === 'stopped' ? 0 : 1,
        device: { sim_number: '09120000000', imei: String(860_000_000_000_000 + i) },
        company_vehicle_tags: [],
        timestamp: new Date().toISOString(),
        traffic_status: status,
      },
    };
  });
  return JSON.stringify(features);
}

export async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NAVGAN_DATA_DIR: dataDir,
      NAVGAN_DEMO: '1',
      LOG_LEVEL: 'warn',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      H02_PORT: '0',
      TK103_PORT: '0',
      JT808_PORT: '0',
      WIALON_PORT: '0',
      QUECLINK_PORT: '0',
      MEITRACK_PORT: '0',
      RUPTELA_PORT: '0',
      AUTO_PORT: '0',
      OSMAND_PORT: '0',
      // No simulated past: replaying it keeps the server's core busy for minutes.
      DEMO_HISTORY_DAYS: '0',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('server did not start (run npm run build first)');
}

/** In-page test: has the map drawn more refreshes than `n`? */
const refreshedBeyond =
  "((n) => Number(document.querySelector('[data-testid=live-map]')?.getAttribute('data-live-refresh')) > n)";

/**
 * In-page promise that resolves once the map has drawn more refreshes than `n`: a mutation
 * observer on the counter, not polling, so the wait itself adds next to nothing to the main
 * thread being measured (polling every 50 ms cost tens of milliseconds a refresh).
 */
const drawnBeyond = (n: number) => `new Promise((resolve, reject) => {
  const map = document.querySelector('[data-testid=live-map]');
  const done = () => Number(map?.getAttribute('data-live-refresh')) > ${n};
  if (done()) return resolve(true);
  const watch = new MutationObserver(() => {
    if (!done()) return;
    watch.disconnect();
    clearTimeout(limit);
    resolve(true);
  });
  const limit = setTimeout(() => {
    watch.disconnect();
    reject(new Error('the map did not redraw within 60 s'));
  }, 60000);
  watch.observe(map, { attributes: true, attributeFilter: ['data-live-refresh'] });
})`;

let traces = 0;

const refreshCount = async (page: Page) =>
  Number((await page.getByTestId('live-map').getAttribute('data-live-refresh')) ?? 0);

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Main-thread CPU time in a trace: the thread time (`tdur`, not wall time, so a busy machine
 * does not inflate it) of every top-level task on the page's renderer main thread.
 */
function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let micros = 0;
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)) micros += e.tdur ?? 0;
  }
  return micros / 1000;
}

/**
 * One refresh as the page does it every 10 s, started at once by hiding and showing the tab
 * (the page asks again on return): main-thread CPU time from the request until the map has drawn
 * the new positions (the page's `data-live-refresh` counts up after MapLibre's idle), traced.
 */
async function measureRefresh(browser: Browser, page: Page): Promise<number> {
  const count = await refreshCount(page);
  const categories = ['toplevel', 'disabled-by-default-devtools.timeline'];
  // Saved traces get the timeline's own events too (which function ran), for reading in DevTools.
  if (process.env.BENCH_TRACE_DIR) categories.push('devtools.timeline', 'v8.execute');
  await browser.startTracing(page, { categories });
  // Strings, not functions: tsx would wrap functions in helpers the page does not have. The page
  // must see the tab hidden before it is shown again: both at once are one unchanged state to
  // React, and the refresh would wait for the next 10 s poll (idle seconds in the trace).
  await page.evaluate(`(async () => {
    const show = (s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    await new Promise((resolve) => setTimeout(resolve, 100));
    show('visible');
  })()`);
  await page.evaluate(drawnBeyond(count));
  const trace = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) {
    traces += 1;
    writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `map-refresh-${traces}.json`), trace);
  }
  return mainThreadCpuMs(trace);
}

async function run(browser: Browser, page: Page, size: { current: number }, count: number, label: string) {
  size.current = count;
  const results: number[] = [];
  await measureRefresh(browser, page); // warm-up: caches, shaders, the first clusters
  for (let i = 0; i < samples; i++) results.push(await measureRefresh(browser, page));
  console.log(`map ${label}: ${results.map((r) => r.toFixed(1)).join(', ')} ms`);
  return results;
}

/**
 * A page signed in as the demo administrator in English, with every request outside the app
 * refused (the shipped offline base map, as on an isolated install).
 */
export async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const token = (await (
    await fetch(`${base}/api/v1/users/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: process.env.NAVGAN_DEMO_PASSWORD ?? 'navgan-demo',
      }),
    })
  ).json()) as { access: string; refresh: string };
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('access', access ?? '');
      localStorage.setItem('refresh', refresh ?? '');
      localStorage.setItem('locale', 'en');
    },
    [token.access, token.refresh],
  );
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));
  return page;
}

/** `npm run bench -- map`: main-thread cost of one live-map refresh of 10,000 vehicles. */
export async function mapRefresh(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navgan-bench-map-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const page = await signedInPage(browser, base);
    const size = { current: vehicles };
    let round = 0;
    await page.route('**/api/v1/trackings/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: trackings(size.current, round++) }),
    );
    await page.goto(`${base}/en/reports/realtime`);
    await page.waitForFunction(`${refreshedBeyond}(0)`, undefined, { timeout: 120_000 });

    const clustered = await run(browser, page, size, vehicles, `${vehicles} vehicles, clustering on`);
    await page.getByLabel('Cluster markers').uncheck();
    const single = await run(browser, page, size, vehicles, `${vehicles} vehicles, clustering off`);
    const baseline = await run(browser, page, size, 100, '100 vehicles, clustering off');
    const base50 = percentile(baseline, 50);
    report(
      `map refresh p50, ${vehicles} clustered`,
      percentile(clustered, 50),
      'p50 of 100 vehicles',
      base50,
    );
    report(`map refresh p50, ${vehicles} single`, percentile(single, 50), 'p50 of 100 vehicles', base50);
    const worst = Math.max(percentile(clustered, 100), percentile(single, 100));
    console.log(`map refresh worst of ${samples * 2}: ${worst.toFixed(1)} ms (budget ${budgetMs} ms)`);
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
