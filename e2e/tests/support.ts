import type { APIRequestContext, Page } from '@playwright/test';

export const demo = { username: 'admin', password: 'navgan-demo' };
/** The OsmAnd tracker port of the test server: next to the panel's port, a thousand up. */
export const osmandPort = Number(process.env.E2E_PORT ?? 18_280) + 1000;
/** The second server, with the simulator driving the demo fleet: ten above the panel's port. */
export const livePort = Number(process.env.E2E_PORT ?? 18_280) + 10;
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
  credentials: { username: string; password: string } = demo,
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

export function shot(page: Page, name: string) {
  return page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: false });
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
