import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readWorkbookFile } from '../../apps/server/src/test/read-workbook';
import { osmandPort, shot, signInQuickly } from './support';

// One shared database: the first test drives a vehicle through a fence and books two fill-ups.
test.describe.configure({ mode: 'serial' });

const vehicleName = 'Fence Tanker';
const imei = '860000000000301';
const fenceTitle = 'Fence e2e depot';
const otherFenceTitle = 'Fence e2e yard';
/** A 2 km square near Qom, away from the demo fleet's routes. */
const depot = {
  type: 'Polygon',
  coordinates: [
    [
      [50.9, 34.6],
      [50.92, 34.6],
      [50.92, 34.62],
      [50.9, 34.62],
      [50.9, 34.6],
    ],
  ],
};
/** What this file creates, removed afterwards so later files see the demo company as it was. */
const created = {
  access: '',
  vehicle: 0,
  device: 0,
  fences: [] as number[],
  card: 0,
  transactions: [] as number[],
};

async function call(request: APIRequestContext, method: 'post' | 'put', path: string, data: object) {
  const response = await request[method](`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${created.access}` },
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json();
}

/**
 * The tanker, its OsmAnd device, two fences (the depot forbidden with a 40 km/h limit) and a drive:
 * outside, into the depot speeding, slowing down, out again; the fuel level rises by 40 l inside.
 */
async function setUp(request: APIRequestContext, access: string) {
  created.access = access;
  const vehicle = await call(request, 'post', 'vehicles/companies/', {
    name: vehicleName,
    license_plate: '230356789',
    vehicle: 11,
    ownership: 1,
    status: 1,
    color: 1,
    model_year: '1401',
    is_cold_chain: false,
    company_vehicle_tags: [],
  });
  created.vehicle = vehicle.id;
  const device = await call(request, 'post', 'devices/', {
    imei,
    protocol: 'osmand',
    sim_number: '09350003344',
  });
  created.device = device.id;
  // A new device is asked for its key, as a phone would be configured with it.
  const { key } = await call(request, 'post', `devices/${device.id}/key/`, {});
  await call(request, 'put', `vehicles/companies/${vehicle.id}/devices/`, { device: device.id });
  for (const [title, extra] of [
    [fenceTitle, { max_speed: 40, forbidden: true }],
    [otherFenceTitle, { forbidden: false }],
  ] as const) {
    const fence = await call(request, 'post', 'geofences/', {
      title,
      color: '#1E88E5',
      shape: depot,
      ...extra,
    });
    created.fences.push(fence.id);
  }

  const now = Math.floor(Date.now() / 1000);
  const fixes = [
    { at: now - 1800, lat: 34.58, lon: 50.91, speed: 20, fuel: 20 },
    { at: now - 1740, lat: 34.61, lon: 50.91, speed: 40, fuel: 20 },
    { at: now - 1680, lat: 34.611, lon: 50.911, speed: 0, fuel: 60 },
    { at: now - 1620, lat: 34.58, lon: 50.91, speed: 20, fuel: 59 },
  ];
  for (const f of fixes) {
    const url = `http://127.0.0.1:${osmandPort}/?id=${imei}&lat=${f.lat}&lon=${f.lon}&timestamp=${f.at}&speed=${f.speed}&ignition=true&fuel=${f.fuel}&key=${key}`;
    expect((await request.get(url)).status()).toBe(200);
  }

  const card = await call(request, 'post', 'fuel-card/', {
    card_number: '6037997700112233',
    title: 'Tanker card',
    company_vehicle: vehicle.id,
    driver: null,
    monthly_quota: 500,
  });
  created.card = card.id;
  // Inside the window of the 40 l rise: matched. Two hours before it, nothing rose: suspicious.
  for (const [offset, liters] of [
    [1680, 42],
    [1680 + 3 * 3600, 30],
  ] as const) {
    const booked = await call(request, 'post', 'fuel-card/transactions/', {
      fuel_card: card.id,
      occurred_at: new Date((now - offset) * 1000).toISOString(),
      liters,
      price_per_liter: 30_000,
      station: 'Qom 12',
    });
    created.transactions.push(booked.id);
  }
}

/** Waits until the server's report answers what the live pipeline is still writing. */
async function awaitReport(request: APIRequestContext, path: string, ready: (body: ReportAnswer) => boolean) {
  await expect(async () => {
    const response = await request.get(`/api/v1/${path}`, {
      headers: { Authorization: `Bearer ${created.access}` },
    });
    expect(ready((await response.json()) as ReportAnswer)).toBe(true);
  }).toPass({ timeout: 45_000 });
}
type ReportAnswer = { results: Record<string, unknown>[] };

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill(text);
  await page.getByRole('option', { name: new RegExp(text) }).click();
  await page.keyboard.press('Escape');
}

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 300 });
}

async function workbookOf(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await download;
  return { sheets: readWorkbookFile(await file.path()), name: file.suggestedFilename() };
}

/** The last 30 Iran days as the API takes them (the screens' default preset). */
function rangeQuery(): string {
  const day = (ms: number) => new Date(ms + 3.5 * 3_600_000).toISOString().slice(0, 10);
  return `start_range=${day(Date.now() - 29 * 86_400_000)}&stop_range=${day(Date.now())}`;
}

test.describe('geofence rules and fuel transactions reports', () => {
  // A fresh page loads the app's chunks first: on a loaded 2-core machine that takes a while.
  test.slow();
  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${created.access}` };
    const remove = async (path: string) => {
      const response = await request.delete(`/api/v1/${path}`, { headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(204);
    };
    for (const id of created.transactions) await remove(`fuel-card/transactions/${id}/`);
    if (created.card) await remove(`fuel-card/${created.card}/`);
    for (const id of created.fences) await remove(`geofences/${id}/`);
    if (created.vehicle) await remove(`vehicles/companies/${created.vehicle}/`);
    if (created.device) await remove(`devices/${created.device}/`);
  });

  test('geofence rules (fa): one fence only, the rules of the drive, the Persian workbook', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request, 'fa');
    await setUp(request, access);
    await page.goto('/fa/reports/geofence-rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('گزارش قوانین حصار', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('report-choose')).toBeVisible();

    await pick(page, 'report-fences', fenceTitle);
    await pick(page, 'report-fences', otherFenceTitle);
    await expect(page.getByTestId('report-fence-error')).toHaveText(
      'فقط یک حصار جغرافیایی را می‌توان انتخاب کرد.',
    );
    await settledShot(page, 'geofence-rules-two-fences-fa');
    // Dropping the second fence clears the message.
    await page.getByRole('button', { name: otherFenceTitle }).locator('svg').click();
    await expect(page.getByTestId('report-fence-error')).toHaveCount(0);
    // The fence evaluation stores the episodes as the positions arrive: the last one is the exit.
    await awaitReport(
      request,
      `reports/geofence-rules/?geofence__id__in=${created.fences[0]}&company_vehicle__id__in=${created.vehicle}&${rangeQuery()}`,
      (body) => body.results.find((row) => row.rule === 'exit')?.events === 1,
    );
    await pick(page, 'report-vehicles', vehicleName);
    await page.getByTestId('report-run').click();

    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('row').nth(1)).toContainText('ورود');
    await expect(table.getByRole('row').nth(3)).toContainText('ورود ممنوع');
    await expect(table.getByRole('row').nth(4)).toContainText('سرعت غیرمجاز');
    // The limit in Persian digits; a 40-knot fix is 74 km/h, 34 over.
    await expect(table.getByRole('row').nth(4)).toContainText('۴۰');
    await expect(table.getByRole('row').nth(4)).toContainText('۷۴');
    await settledShot(page, 'geofence-rules-fa');

    const { sheets, name } = await workbookOf(page);
    expect(name).toMatch(/^geofence-rules-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = sheets[0];
    expect(sheet?.rightToLeft).toBe(true);
    const rows = sheet?.rows ?? [];
    expect(rows.map((row) => row[0])).toEqual(['قاعده', 'ورود', 'خروج', 'ورود ممنوع', 'سرعت غیرمجاز']);
    expect(rows[3]?.[2]).toBe(1);

    await page.getByTestId('report-episodes').click();
    await expect(page).toHaveURL(new RegExp(`/fa/reports/geofence-rules/${created.fences[0]}\\?`));
    const episodes = page.getByTestId('report-table');
    await expect(episodes.getByRole('row')).toHaveCount(5);
    await expect(episodes.getByRole('row').nth(1)).toContainText(vehicleName);
    await expect(episodes.getByTestId('report-playback')).toHaveCount(4);
    await settledShot(page, 'geofence-episodes-fa');
  });

  test('geofence rules and episodes (en), the playback link opens the route at the episode', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'en');
    await page.goto(
      `/en/reports/geofence-rules?company_vehicle__id__in=${created.vehicle}&geofence__id__in=${created.fences[0]}&preset=30d`,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row').nth(3)).toContainText('Forbidden entry', { timeout: 30_000 });
    await expect(table.getByRole('columnheader').first()).toHaveText('Rule');
    await settledShot(page, 'geofence-rules-en');
    await page.getByTestId('report-episodes').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geofence episodes');
    await expect(page.getByTestId('report-table').getByRole('row').nth(1)).toContainText('Exit');
    await settledShot(page, 'geofence-episodes-en');
    await page.getByTestId('report-playback').first().click();
    await expect(page).toHaveURL(new RegExp(`/en/reports/history/routing/${created.vehicle}\\?day=.*&at=`));
  });

  test('fuel transactions (fa): one matched and one flagged, the reconciliation', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'fa');
    // The refuel event is written with the motion derivation's next flush.
    await awaitReport(
      request,
      `reports/fuel-transactions/?company_vehicle__id__in=${created.vehicle}&${rangeQuery()}`,
      (body) => body.results.some((row) => row.fuel_check === 'matched'),
    );
    await page.goto('/fa/reports/fuel-transactions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('گزارش تراکنش‌های سوخت', {
      timeout: 30_000,
    });
    await pick(page, 'report-vehicles', vehicleName);
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('تطبیق دارد');
    await expect(table.getByRole('row').nth(2)).toContainText('مشکوک: سوخت‌گیری دیده نشد');
    await expect(table.getByRole('row').nth(1)).toContainText('۴۲');
    const summary = page.getByTestId('report-summary');
    await expect(summary.getByRole('row')).toHaveCount(2);
    // Bought 72, seen 40, 32 not seen, one suspicious.
    await expect(summary.getByRole('row').nth(1)).toContainText('۷۲');
    await expect(summary.getByRole('row').nth(1)).toContainText('۳۲');
    await settledShot(page, 'fuel-transactions-fa');

    const { sheets } = await workbookOf(page);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['تراکنش‌های سوخت', 'جمع‌بندی']);
    expect(sheets[0]?.rightToLeft).toBe(true);
    const rows = sheets[0]?.rows ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[1]?.at(-1)).toBe('تطبیق دارد');
    expect(rows[2]?.at(-1)).toBe('مشکوک: سوخت‌گیری دیده نشد');
  });

  test('fuel transactions (en), reached from the Reports menu', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/dashboard');
    await page.getByRole('button', { name: 'Expand side menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Reports' }).click();
    await nav.getByRole('link', { name: 'Fuel transactions' }).click();
    await expect(page).toHaveURL(/\/en\/reports\/fuel-transactions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuel transactions report', {
      timeout: 30_000,
    });
    await page.goto(`/en/reports/fuel-transactions?company_vehicle__id__in=${created.vehicle}&preset=30d`);
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row').nth(1)).toContainText('Matched', {
      timeout: 30_000,
    });
    await expect(table.getByRole('row').nth(2)).toContainText('Suspicious: no refuel seen');
    await expect(page.getByTestId('report-summary').getByRole('row').nth(1)).toContainText(vehicleName);
    await settledShot(page, 'fuel-transactions-en');
  });
});
