import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { liveFleet, livePort, liveTeltonikaPort, osmandPort, specCompany } from './tests/support';

const port = Number(process.env.E2E_PORT ?? 18_280);
// One fresh embedded database per server and run; workers inherit the variables from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'navgan-e2e-'));
process.env.E2E_LIVE_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'navgan-e2e-live-'));

/**
 * The specs that need the demo fleet on the road: they get the second server. Commands need
 * trackers that answer them, which only the simulated fleet has.
 */
const liveSpecs = /(live-fleet|commands)\.spec\.ts$/;
/** Every other spec file has a demo company of its own on the quiet server (support.ts, specAdmin). */
const quietCompanies = readdirSync(new URL('./tests', import.meta.url))
  .filter((file) => file.endsWith('.spec.ts') && !liveSpecs.test(file))
  .map(specCompany);
/**
 * Spec files run at once, each in its own company. Two workers on two cores: the browser, the
 * server and the test process of one worker leave room for the other while each waits on the other.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

const server = (serverPort: number, dataDir: string | undefined, env: Record<string, string>) => ({
  command: 'node ../apps/server/dist/main.js',
  url: `http://127.0.0.1:${serverPort}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    NAVGAN_DATA_DIR: dataDir ?? '',
    NAVGAN_DEMO: '1',
    LOG_LEVEL: 'warn',
    // No simulated past: the record specs count the demo company's rows, the live spec reads now.
    DEMO_HISTORY_DAYS: '0',
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
    // A spec drives its admin far faster than a person does: the per-user limit (600 a minute)
    // would throttle a quick spec. The limits themselves are tested in the API suite.
    RATE_LIMIT_USER: '60000',
    ...env,
  },
});

/**
 * E2E_PROJECT=quiet|live runs one project with only its own server. Unset (as `npm test` runs it):
 * both in one run, sharing the workers.
 */
const only = process.env.E2E_PROJECT as 'quiet' | 'live' | undefined;

const projects = [
  // First, so a worker starts on it at once: its offline vehicle goes silent a little after the
  // start and the spec waits for that, while the other worker runs quiet files.
  { name: 'live', testMatch: liveSpecs, use: { baseURL: `http://127.0.0.1:${livePort}` } },
  // The record specs count rows of an empty demo company: a demo company without a fleet, one per file.
  { name: 'quiet', testIgnore: liveSpecs, use: { baseURL: `http://127.0.0.1:${port}` } },
];

const servers = [
  {
    project: 'quiet',
    config: server(port, process.env.E2E_DATA_DIR, {
      // A fixed OsmAnd port: the live map tests report positions through it like a phone tracker.
      OSMAND_PORT: String(osmandPort),
      NAVGAN_DEMO_COMPANIES: quietCompanies.join(','),
      SIMULATOR: '0',
      SIMULATOR_VEHICLES: '0',
    }),
  },
  {
    project: 'live',
    // The demo fleet driven by the simulator over the tracker protocols (ports the server picks).
    config: server(livePort, process.env.E2E_LIVE_DATA_DIR, {
      OSMAND_PORT: '0',
      TELTONIKA_PORT: String(liveTeltonikaPort),
      SIMULATOR: '1',
      SIMULATOR_VEHICLES: String(liveFleet.vehicles),
      SIMULATOR_SILENT_AFTER_SECONDS: String(liveFleet.silentAfterSeconds),
      OFFLINE_AFTER_SECONDS: String(liveFleet.offlineAfterSeconds),
    }),
  },
];

export default defineConfig({
  testDir: './tests',
  // Each process cleans its output directory when it starts: one per project run on its own.
  outputDir: `./.artifacts/test-results${only ? `-${only}` : ''}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers,
  retries: process.env.CI ? 1 : 0,
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--enable-unsafe-swiftshader',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recording a trace of every test costs CPU the two cores lack; in CI only a retried test is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: projects.filter((project) => only === undefined || project.name === only),
  webServer: servers
    .filter((server) => only === undefined || server.project === only)
    .map((server) => server.config),
});
