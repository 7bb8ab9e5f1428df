import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { capitalNameInk, markerPixels } from './map-pixels';
import { osmandPort, shot, signInQuickly, vehicleBody } from './support';

// One shared database: the first test registers the fleet and reports its positions.
test.describe.configure({ mode: 'serial' });

/** Tehran in the shipped places file: no test vehicle stands there to cover its name. */
const tehran = [51.389, 35.6892] as const;

/** The statuses drawn on the map: the not-updated vehicle has no position. */
const shownStatuses = ['moving', 'stopped', 'idle'] as const;

const fleet = {
  tag: { fa_title: 'آزمون نقشه', en_title: 'Map test' },
  vehicles: [
    { key: 'moving', name: 'تریلی قم', plate: '210134512', imei: '860000000000101', at: [34.64, 50.88] },
    { key: 'idle', name: 'یخچالی اصفهان', plate: '310245623', imei: '860000000000102', at: [32.65, 51.67] },
    { key: 'stopped', name: 'وانت کرمان', plate: '410556734', imei: '860000000000103', at: [30.28, 57.08] },
    { key: 'offline', name: 'کامیون خاموش', plate: '510567845', imei: '860000000000104', at: null },
  ],
} as const;

let allVehicles = 0;
/** What the first test registers, removed after the file so later spec files see the demo company as it was. */
const created = { access: '', vehicles: [] as number[], devices: [] as number[], driver: 0, tag: 0 };

async function setUpFleet(request: APIRequestContext, access: string) {
  const headers = { Authorization: `Bearer ${access}` };
  const call = async (method: 'post' | 'put', path: string, data: object) => {
    const response = await request[method](`/api/v1/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  created.access = access;
  const tag = await call('post', 'vehicles/companies/tags/', fleet.tag);
  created.tag = tag.id;
  const driver = await call('post', 'drivers/', {
    first_name: 'بهرام',
    last_name: 'نقشه‌خوان',
    national_code: '0013542419',
    gender: 'male',
    mobile: '09121110099',
  });
  created.driver = driver.id;
  for (const v of fleet.vehicles) {
    const vehicle = await call(
      'post',
      'vehicles/companies/',
      vehicleBody(v.name, v.plate, { is_cold_chain: v.key === 'idle', company_vehicle_tags: [tag.id] }),
    );
    const device = await call('post', 'devices/', {
      imei: v.imei,
      protocol: 'osmand',
      sim_number: '09350001122',
    });
    created.vehicles.push(vehicle.id);
    created.devices.push(device.id);
    // A new device is asked for its key, as a phone would be configured with it.
    keys.set(v.imei, (await call('post', `devices/${device.id}/key/`, {})).key);
    await call('put', `vehicles/companies/${vehicle.id}/devices/`, { device: device.id });
    if (v.key === 'moving')
      await call('put', `vehicles/companies/${vehicle.id}/drivers/`, { driver: driver.id });
  }
  return tag.id as number;
}

/** The key of each created device, by IMEI. */
const keys = new Map<string, string>();

/** Reports the three positioned vehicles through the OsmAnd port, as Traccar Client does. */
async function reportPositions(request: APIRequestContext) {
  const extra: Record<string, string> = {
    moving: 'speed=30&bearing=90&ignition=true&fuel=40',
    idle: 'speed=0&ignition=true&temp1=-18.5&humidity=80',
    stopped: 'speed=0&ignition=false',
  };
  for (const v of fleet.vehicles) {
    if (!v.at) continue;
    const url = `http://127.0.0.1:${osmandPort}/?id=${v.imei}&lat=${v.at[0]}&lon=${v.at[1]}&timestamp=${Math.floor(Date.now() / 1000)}&${extra[v.key]}&key=${keys.get(v.imei)}`;
    const response = await request.get(url);
    expect(response.status(), `OsmAnd ${v.key}`).toBe(200);
  }
}

const countLabel = (page: Page) => page.getByTestId('vehicle-count');
const refreshes = async (page: Page) =>
  Number((await page.getByTestId('live-map').getAttribute('data-live-refresh')) ?? 0);

async function chooseTag(page: Page, label: string, tag: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: tag }).click();
}

test.describe('realtime map', () => {
  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${created.access}` };
    const remove = async (path: string) => {
      const response = await request.delete(`/api/v1/${path}`, { headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(204);
    };
    for (const id of created.vehicles) await remove(`vehicles/companies/${id}/`);
    for (const id of created.devices) await remove(`devices/${id}/`);
    if (created.driver) await remove(`drivers/${created.driver}/`);
    if (created.tag) await remove(`vehicles/companies/tags/${created.tag}/`);
  });

  test('markers of each status in the legend colours, popup fields, filters and Show all', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { access } = await signInQuickly(page, request);
    const tag = await setUpFleet(request, access);
    await reportPositions(request);
    // The live catalogue refreshes in the background, so new vehicles show on a following answer.
    const tracked = async (query = '') => {
      const answer = await request.get(`/api/v1/trackings/${query}`, {
        headers: { Authorization: `Bearer ${access}` },
      });
      return (await answer.json()) as { properties: { traffic_status: string } }[];
    };
    await expect.poll(async () => (await tracked(`?company_vehicle_tags__id__in=${tag}`)).length).toBe(4);
    allVehicles = (await tracked()).length;
    const mine = await request.get(`/api/v1/trackings/?company_vehicle_tags__id__in=${tag}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    const statuses = ((await mine.json()) as { properties: { traffic_status: string } }[])
      .map((f) => f.properties.traffic_status)
      .sort();
    expect(statuses).toEqual(['idle', 'moving', 'offline', 'stopped']);

    await page.goto('/fa/reports/realtime');
    // The first visit compiles the map chunk and its worker: slow on a busy machine.
    await expect(countLabel(page)).toHaveText(`${allVehicles.toLocaleString('fa-IR')} خودرو`, {
      timeout: 30_000,
    });
    await expect.poll(() => refreshes(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await chooseTag(page, 'برچسب', fleet.tag.fa_title);
    await expect(countLabel(page)).toHaveText('۴ خودرو');
    await expect.poll(() => refreshes(page)).toBeGreaterThan(1);
    await page.waitForTimeout(500);

    const pixels = await markerPixels(page);
    for (const status of shownStatuses) {
      expect(pixels[status]?.count, `${status} marker`).toBeGreaterThan(20);
    }
    await shot(page, 'realtime-fa');

    // The not-updated vehicle has no position: it is counted below the map, not drawn.
    await expect(page.getByTestId('offline-notice')).toContainText('اطلاعات ۱ خودرو به‌روز نشده است.');

    const moving = pixels.moving as { x: number; y: number };
    await page.mouse.click(moving.x, moving.y);
    const popup = page.getByTestId('vehicle-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(fleet.vehicles[0].name);
    await expect(popup.getByTestId('popup-speed')).toContainText('۵۵٫۶ کیلومتر بر ساعت');
    await expect(popup.getByTestId('popup-driver')).toContainText('بهرام نقشه‌خوان');
    await expect(popup.getByTestId('popup-ignition')).toContainText('روشن');
    await expect(popup.getByTestId('popup-sim')).toContainText('۰۹۳۵۰۰۰۱۱۲۲');
    await expect(popup.getByTestId('popup-fuel')).toContainText('۴۰');
    await expect(popup.getByTestId('popup-tags')).toContainText(fleet.tag.fa_title);
    await expect(popup.getByTestId('popup-time')).toContainText(/۱۴۰[۰-۹]\/[۰-۹]{2}\/[۰-۹]{2}/);
    await expect(popup.getByTestId('popup-temperature')).toHaveCount(0);
    await expect(popup.getByTestId('plate-view')).toHaveAttribute('data-plate', fleet.vehicles[0].plate);
    await expect(popup.getByRole('link', { name: 'مسیریابی در نقشه' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=34.64,50.88',
    );
    await shot(page, 'realtime-popup-fa');

    // The cold-chain vehicle shows its temperature.
    await page.locator('.maplibregl-popup-close-button').click();
    await expect(popup).toHaveCount(0);
    const idle = pixels.idle as { x: number; y: number };
    await page.mouse.click(idle.x, idle.y);
    await expect(popup.getByTestId('popup-temperature')).toContainText('−۱۸٫۵ °C');
    await expect(popup.getByTestId('popup-humidity')).toContainText('۸۰٪');

    await page.getByRole('combobox', { name: 'وضعیت' }).click();
    await page.getByRole('option', { name: 'در حال حرکت' }).click();
    await page.keyboard.press('Escape');
    await expect(countLabel(page)).toHaveText('۱ خودرو');
    await page.getByRole('combobox', { name: 'وضعیت' }).click();
    await page.getByRole('option', { name: 'برخط' }).click();
    await page.keyboard.press('Escape');
    await expect(countLabel(page)).toHaveText('۳ خودرو');

    await page.getByTestId('filter-show-all').click();
    await expect(countLabel(page)).toHaveText(`${allVehicles.toLocaleString('fa-IR')} خودرو`);
  });

  test('the not-updated notice opens its table, causes and report download', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/reports/realtime');
    await expect(countLabel(page)).toHaveText(/خودرو/, { timeout: 30_000 });
    await chooseTag(page, 'برچسب', fleet.tag.fa_title);
    await expect(countLabel(page)).toHaveText('۴ خودرو');
    await page.getByTestId('offline-notice').getByRole('button', { name: 'مشاهده' }).click();
    const rows = page.getByTestId('offline-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('plate-view')).toHaveAttribute(
      'data-plate',
      fleet.vehicles[3].plate,
    );
    await expect(rows.first()).toContainText('۸۶۰۰۰۰۰۰۰۰۰۰۱۰۴');
    await expect(rows.first()).toContainText('هرگز داده‌ای نرسیده');
    await expect(page.getByTestId('offline-causes').locator('li')).toHaveCount(4);
    await shot(page, 'realtime-offline-fa');

    const asked = page.waitForRequest((r) =>
      r.url().includes('/api/v1/exports/vehicles/companies/not-updated/'),
    );
    const download = page.waitForEvent('download');
    await page.getByTestId('offline-download').click();
    expect(await (await asked).headerValue('authorization')).toMatch(/^Bearer /);
    // The file the user gets is a real workbook.
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download).suggestedFilename()).toBe('not-updated-vehicles.xlsx');
  });

  test('English popup, the offline map, route following and the temperature page', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/reports/realtime');
    await expect(countLabel(page)).toHaveText(/vehicles?$/, { timeout: 30_000 });
    await chooseTag(page, 'Tag', fleet.tag.en_title);
    await expect(countLabel(page)).toHaveText('4 vehicles');
    await expect.poll(() => refreshes(page)).toBeGreaterThan(1);
    await page.waitForTimeout(500);
    const idle = (await markerPixels(page)).idle as { x: number; y: number };
    await page.mouse.click(idle.x, idle.y);
    const popup = page.getByTestId('vehicle-popup');
    await expect(popup.getByTestId('popup-temperature')).toContainText('-18.5 °C');
    await expect(popup.getByTestId('popup-ignition')).toContainText('On');
    await expect(popup.getByTestId('popup-driver')).toContainText('No driver');
    await shot(page, 'realtime-popup-en');
    await popup.getByRole('link', { name: 'Follow route' }).click();
    await expect(page).toHaveURL(/\/en\/reports\/realtime\/routing\/\d+$/);
    await expect(page.getByTestId('followed-vehicle')).toContainText(fleet.vehicles[1].name);
    await expect.poll(() => refreshes(page)).toBeGreaterThan(0);
    await shot(page, 'realtime-routing-en');

    await page.goto('/en/reports/realtime/temperature');
    const row = page.getByTestId('temperature-row').filter({ hasText: fleet.vehicles[1].name });
    await expect(row.getByTestId('sensor').first()).toContainText('Sensor 1: \u2066-18.5°');
    await expect(row.getByTestId('sensor').first()).toHaveAttribute('data-reading', 'ok');
    await shot(page, 'temperature-en');
    await page.goto('/fa/reports/realtime/temperature');
    await expect(row.getByTestId('sensor').first()).toContainText('−۱۸٫۵°');
    await shot(page, 'temperature-fa');
  });

  /** Tehran's name is drawn under its dot in the map (as wide as the name in this language). */
  const expectCapitalName = (page: Page, name: string) =>
    expect(async () => {
      const { ink, spread, textWidth } = await capitalNameInk(page, tehran, name);
      expect(ink, `${name} drawn under Tehran`).toBeGreaterThan(20);
      expect(
        Math.abs(spread - textWidth),
        `${name}: ${spread} px of ink, ${textWidth} px of text`,
      ).toBeLessThan(5);
    }).toPass({ timeout: 10_000 });

  test('with no tile server the shipped provinces and city names are drawn', async ({ page, request }) => {
    test.setTimeout(90_000); // two map loads, each waiting out the tile server
    await signInQuickly(page, request);
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/fa/reports/realtime');
    await expect(page.getByTestId('live-map')).toHaveAttribute('data-offline', 'true', { timeout: 30_000 });
    await expectCapitalName(page, 'تهران');
    await expect(page.getByTestId('live-map')).toContainText('Natural Earth');
    await shot(page, 'realtime-offline-map-fa');
    await page.goto('/en/reports/realtime');
    await expect(page.getByTestId('live-map')).toHaveAttribute('data-offline', 'true', { timeout: 30_000 });
    await expectCapitalName(page, 'Tehran');
    await shot(page, 'realtime-offline-map-en');
  });
});
