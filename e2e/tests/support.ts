import path from 'node:path';
import { type APIRequestContext, type Page, test } from '@playwright/test';

/** The first demo company's admin: the login spec types it, the live spec drives its fleet. */
export const demo = { username: 'admin', password: 'navgan-demo' };

/** A spec file's own company: its name is the file's (`records` for records.spec.ts). */
export const specCompany = (file: string) => path.basename(file).replace(/\.spec\.ts$/, '');

/**
 * The admin of the demo company of the spec file that is running (the quiet server seeds one per
 * file, NAVGAN_DEMO_COMPANIES): files run at once in several workers without seeing each other's
 * records. Called in a test or hook, where Playwright knows the file.
 */
export function specAdmin() {
  return { username: `admin.${specCompany(test.info().file)}`, password: demo.password };
}
/** The OsmAnd tracker port of the test server: next to the panel's port, a thousand up. */
export const osmandPort = Number(process.env.E2E_PORT ?? 18_280) + 1000;
/** The second server, with the simulator driving the demo fleet: ten above the panel's port. */
export const livePort = Number(process.env.E2E_PORT ?? 18_280) + 10;
/** The second server's Teltonika port, fixed so a spec can knock as a tracker nobody registered. */
export const liveTeltonikaPort = livePort + 1000;
/**
 * The live server's fleet: the demo's 36 vehicles. Its offline vehicle goes silent 20 s after the
 * start and counts as not updated after 135 s of silence (longer than the 2 min between a parked
 * tracker's reports, so no other vehicle drops out), instead of 4 min and 10 min.
 */
export const liveFleet = { vehicles: 36, silentAfterSeconds: 20, offlineAfterSeconds: 135 } as const;
/** The ISO day `offset` days from today in Tehran: the app's days are Iran days, not UTC ones. */
export function tehranDay(offset = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
    Date.now() + offset * 86_400_000,
  );
}
export const screenshotDir = new URL('../.artifacts/screenshots/', import.meta.url).pathname;

/** Signs in through the API and puts the session where the app keeps it, before any page script runs. */
export async function signInQuickly(
  page: Page,
  request: APIRequestContext,
  locale: 'fa' | 'en' = 'fa',
  credentials: { username: string; password: string } = specAdmin(),
) {
  const response = await request.post('/api/v1/users/token/', { data: credentials });
  if (!response.ok()) throw new Error(`${credentials.username} login failed: ${response.status()}`);
  const { access, refresh } = await response.json();
  await page.addInitScript(
    ([a, r, l, name]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('access', a);
        localStorage.setItem('refresh', r);
        localStorage.setItem('user_name', name);
        localStorage.setItem('userId', '1');
        localStorage.setItem('locale', l);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [access, refresh, locale, credentials.username] as const,
  );
  return { access, refresh };
}

/**
 * Screenshots are for reviewing the look and for the docs, not checks: taken only when asked for
 * (E2E_SCREENSHOTS=1), so a test run spends neither the capture nor the settling wait before it.
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** A screenshot named `name`, after `settleMs` for animations to end, when screenshots are wanted. */
export async function shot(
  page: Page,
  name: string,
  options: { settleMs?: number; fullPage?: boolean } = {},
) {
  if (!screenshotsWanted) return;
  if (options.settleMs) await page.waitForTimeout(options.settleMs);
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: options.fullPage ?? false });
}

/** A valid vehicle body for the API, with what a spec needs changed. */
export const vehicleBody = (name: string, plate: string, overrides: Record<string, unknown> = {}) => ({
  name,
  license_plate: plate,
  vehicle: 11,
  ownership: 1,
  status: 1,
  color: 1,
  cabin: '',
  model_year: '1401',
  vin: '',
  third_party_insurance_expiry: '',
  body_insurance_expiry: '',
  inspection_expiry: '',
  load_capacity_kg: '',
  volume_capacity_m3: '',
  passenger_capacity: '',
  depreciation_per_hour: '',
  other_cost_per_km: '',
  is_cold_chain: false,
  company_vehicle_tags: [],
  ...overrides,
});
