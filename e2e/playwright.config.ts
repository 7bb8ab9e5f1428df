import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { osmandPort } from './tests/support';

const port = Number(process.env.E2E_PORT ?? 18_280);
// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'navgan-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // One server and one demo company for every spec file: files run one after another so a
  // file's counts and empty states are not changed under it by another file's records.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NAVGAN_DATA_DIR: process.env.E2E_DATA_DIR,
      NAVGAN_DEMO: '1',
      LOG_LEVEL: 'warn',
      TELTONIKA_PORT: '0',
      GT06_PORT: '0',
      // A fixed OsmAnd port: the live map tests report positions through it like a phone tracker.
      OSMAND_PORT: String(osmandPort),
      // The record specs count rows of an empty demo company, so by default it has no fleet.
      // E2E_SIMULATOR=1 seeds the demo fleet and drives it (browser tests with the simulator
      // running); it connects to whatever tracker ports the server bound.
      SIMULATOR: process.env.E2E_SIMULATOR === '1' ? '1' : '0',
      SIMULATOR_VEHICLES: process.env.E2E_SIMULATOR === '1' ? '36' : '0',
      // The record specs count the demo company's rows: no simulated past, even with the fleet.
      DEMO_HISTORY_DAYS: '0',
    },
  },
});
