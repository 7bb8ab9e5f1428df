import type { LiveFeature } from '@navgan/domain/live-feature';
import type { TrafficStatus } from '@navgan/domain/traffic-status';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readWorkbookFile } from '../../apps/server/src/test/read-workbook';
import {
  biggestClusterLabel,
  clusterColour,
  type LegendStatus,
  legendColours,
  markerPixels,
} from './map-pixels';
import { demo, liveFleet, shot, signInQuickly } from './support';

/** The live server's fleet belongs to the first demo company: its admin signs in. */
const signIn = (page: Page, request: APIRequestContext, locale: 'fa' | 'en' = 'fa') =>
  signInQuickly(page, request, locale, demo);

// The demo fleet as the simulator drives it, on the second server (the "live" project). Counts
// move with the fleet, so every comparison with the server is retried until one poll agrees.
test.describe.configure({ mode: 'serial' });

const persian = (value: number) => value.toLocaleString('fa-IR');
const statuses: TrafficStatus[] = ['moving', 'idle', 'stopped', 'offline'];
const statusLabel: Record<TrafficStatus, string> = {
  moving: 'در حال حرکت',
  idle: 'روشن و متوقف',
  stopped: 'متوقف',
  offline: 'به‌روز نشده',
};

let access = '';
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${access}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return response.json();
}
const liveState = (request: APIRequestContext) =>
  api<{ total: number; results: { id: string; count: number }[]; statuses: Record<TrafficStatus, number> }>(
    request,
    'customer/v1/car-live-state/',
  );
const tracked = (request: APIRequestContext, query = '') => api<LiveFeature[]>(request, `trackings/${query}`);
const unread = (request: APIRequestContext) =>
  api<{ id: number; notification: { fa_body: string; en_body: string } }[]>(request, 'notifications/');

const countLabel = (page: Page) => page.getByTestId('vehicle-count');
const refreshes = async (page: Page) =>
  Number((await page.getByTestId('live-map').getAttribute('data-live-refresh')) ?? 0);

/** Waits until the map has drawn an answer that came after this moment. */
async function nextDrawing(page: Page) {
  const before = await refreshes(page);
  await expect.poll(() => refreshes(page), { timeout: 20_000 }).toBeGreaterThan(before);
}

async function chooseStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'وضعیت' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The demo's offline vehicle has gone silent for longer than the server's offline delay. */
async function waitForNotUpdated(request: APIRequestContext) {
  // Silent 20 s after the start, not updated 135 s later: at most a few minutes into the run.
  const budget = (liveFleet.silentAfterSeconds + liveFleet.offlineAfterSeconds + 60) * 1000;
  await expect
    .poll(async () => (await liveState(request)).statuses.offline, { timeout: budget, intervals: [5_000] })
    .toBeGreaterThan(0);
}

test.describe('the live fleet with the simulator running', () => {
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/v1/users/token/', { data: demo });
    access = (await response.json()).access;
    // Every tracker has connected and reported: the whole fleet has a position.
    await expect
      .poll(async () => (await tracked(request)).filter((f) => f.geometry).length, { timeout: 60_000 })
      .toBe(liveFleet.vehicles);
  });

  test('markers per status match the server and are drawn in the legend colours; filters and Show all', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, request);
    await page.goto('/fa/reports/realtime');
    await expect(countLabel(page)).toHaveText(`${persian(liveFleet.vehicles)} خودرو`, { timeout: 60_000 });
    // One marker per vehicle, so colours are counted without clusters.
    await page.getByRole('switch', { name: 'خوشه‌بندی نشانگرها' }).uncheck();
    await nextDrawing(page);
    await shot(page, 'live-map-fa');

    for (const status of statuses) {
      await page.getByTestId('filter-show-all').click();
      await chooseStatus(page, statusLabel[status]);
      // The label and the server's own count agree within one poll.
      await expect(async () => {
        const server = await liveState(request);
        await expect(countLabel(page)).toHaveText(`${persian(server.statuses[status])} خودرو`, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 45_000 });
      // What the map now draws: this status alone, in its legend colour and no other.
      await expect(async () => {
        const drawn = (await tracked(request, `?traffic_status__in=${status}`)).filter(
          (f) => f.geometry,
        ).length;
        const pixels = await markerPixels(page);
        if (drawn > 0) expect(pixels[status].count, `${status} markers`).toBeGreaterThan(20);
        else expect(pixels[status].count, `no ${status} marker`).toBeLessThan(5);
        for (const other of Object.keys(legendColours) as LegendStatus[])
          if (other !== status)
            expect(pixels[other].count, `${other} while ${status} is chosen`).toBeLessThan(5);
      }).toPass({ timeout: 60_000 });
    }

    await page.getByTestId('filter-show-all').click();
    await chooseStatus(page, 'برخط');
    await expect(async () => {
      const { statuses: s } = await liveState(request);
      await expect(countLabel(page)).toHaveText(`${persian(s.moving + s.idle + s.stopped)} خودرو`, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 45_000 });
    await page.getByTestId('filter-show-all').click();
    await expect(countLabel(page)).toHaveText(`${persian(liveFleet.vehicles)} خودرو`);
  });

  test("a cluster's click zooms in to where it splits into its vehicles", async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, request, 'en');
    await page.goto('/en/reports/realtime');
    await expect(countLabel(page)).toHaveText(`${liveFleet.vehicles} vehicles`, { timeout: 60_000 });
    const scale = page.locator('.maplibregl-ctrl-scale');
    const countryScale = await scale.textContent();
    // The fleet drives around Tehran: at country zoom most of it is one cluster.
    await expect(async () => {
      const { cluster } = await markerPixels(page, clusterColour, 14);
      expect(cluster.count, 'a cluster on the map').toBeGreaterThan(200);
    }).toPass({ timeout: 30_000 });
    // Its count is drawn in white in its middle (a circle of 14 px or more, border included).
    const label = await biggestClusterLabel(page);
    expect(label.radius, 'the cluster circle').toBeGreaterThanOrEqual(14);
    expect(label.white, 'the count in the cluster').toBeGreaterThan(10);
    // Clusters' and single markers' pixels: the clicked circle split in two or more draws more of
    // them than it did alone. Compared with that circle, not with the whole map: zoomed in, the
    // vehicles elsewhere in the country leave the view (the fleet's spread changes as it drives).
    const drawn = async () =>
      (await markerPixels(page, clusterColour, 14)).cluster.count +
      Object.values(await markerPixels(page)).reduce((sum, found) => sum + found.count, 0);
    // The biggest circle's centre: with two clusters, the centre of all their pixels lies between them.
    await page.mouse.click(label.x, label.y);
    await expect(scale).not.toHaveText(countryScale ?? '');
    await expect(async () => expect(await drawn()).toBeGreaterThan(label.size + 100)).toPass({
      timeout: 30_000,
    });
    await shot(page, 'live-cluster-expanded-en');
  });

  test('the popup of the cold-chain truck shows the spec fields', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    const truck = (await tracked(request)).find(
      (f) =>
        f.properties.is_cold_chain && f.properties.driver && f.geometry && f.properties.temperature !== null,
    );
    expect(truck, 'a cold-chain truck with a driver and a temperature reading').toBeDefined();
    const p = (truck as LiveFeature).properties;
    await page.goto('/fa/reports/realtime');
    await expect(countLabel(page)).toHaveText(/خودرو/, { timeout: 60_000 });
    await page.getByRole('combobox', { name: 'نام خودرو' }).fill(p.name);
    // The option reads "name (plate)": the name ends there, so "… ۱" does not also pick "… ۱۳".
    await page.getByRole('option', { name: new RegExp(`${p.name}\u2069? \\(`) }).click();
    await page.keyboard.press('Escape');
    await expect(countLabel(page)).toHaveText('۱ خودرو');
    await nextDrawing(page);

    const popup = page.getByTestId('vehicle-popup');
    await expect(async () => {
      const pixels = await markerPixels(page);
      const marker = Object.values(pixels).find((found) => found.count > 20);
      expect(marker, 'the truck on the map').toBeDefined();
      await page.mouse.click(marker?.x ?? 0, marker?.y ?? 0);
      await expect(popup).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(popup).toContainText(p.name);
    await expect(popup.getByTestId('plate-view')).toHaveAttribute('data-plate', p.license_plate);
    await expect(popup.getByTestId('popup-speed')).toContainText(/[۰-۹٫]+ کیلومتر بر ساعت/);
    await expect(popup.getByTestId('popup-driver')).toContainText(
      `${p.driver?.first_name} ${p.driver?.last_name}`,
    );
    await expect(popup.getByTestId('popup-temperature')).toContainText(/[−۰-۹٫]+ °C/);
    await expect(popup.getByTestId('popup-fuel')).toContainText(/[۰-۹]/);
    await expect(popup.getByTestId('popup-ignition')).toContainText(/روشن|خاموش/);
    await expect(popup.getByTestId('popup-sim')).toContainText(
      (p.device?.sim_number ?? '').replace(/\d/g, (d) => persian(Number(d))),
    );
    for (const tag of p.company_vehicle_tags)
      await expect(popup.getByTestId('popup-tags')).toContainText(tag.fa_title);
    await expect(popup.getByTestId('popup-time')).toContainText(/۱۴۰[۰-۹]\/[۰-۹]{2}\/[۰-۹]{2}/);
    await expect(popup.getByRole('link', { name: 'مسیریابی در نقشه' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=3\d\.\d+,[4-6]\d\.\d+$/,
    );
    await shot(page, 'live-popup-fa');
  });

  test('polling every 10 s stops while the page is hidden and resumes on return', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request, 'en');
    const polls: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/trackings/') polls.push(Date.now());
    });
    // The page's clock is a fake one that also runs on its own: the test moves it on instead of
    // waiting out the 10 s (the page's timers, not the server's), a second at a time until the
    // poll is seen, and counts the seconds it took.
    await page.clock.install();
    const secondsUntil = async (count: number) => {
      let seconds = 0;
      await expect
        .poll(
          async () => {
            if (polls.length < count) {
              await page.clock.fastForward(1_000);
              seconds += 1;
            }
            return polls.length;
          },
          { timeout: 30_000 },
        )
        .toBe(count);
      return seconds;
    };
    await page.goto('/en/reports/realtime');
    await expect(countLabel(page)).toHaveText(`${liveFleet.vehicles} vehicles`, { timeout: 60_000 });
    expect(await secondsUntil(Math.max(2, polls.length + 1))).toBeLessThanOrEqual(11);
    await shot(page, 'live-map-en');

    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((s) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    // The page has taken the change in (a render) before its clock moves and the count is taken.
    await page.waitForTimeout(300);
    const whileHidden = polls.length;
    // Longer than one polling interval: nothing is asked while hidden.
    await page.clock.fastForward(12_000);
    // A request the page would make now would have been seen within this real second.
    await page.waitForTimeout(1_000);
    expect(polls.length).toBe(whileHidden);
    await setVisibility('visible');
    await expect.poll(() => polls.length, { timeout: 5_000 }).toBe(whileHidden + 1);
    // And the 10 s rhythm is back.
    expect(await secondsUntil(whileHidden + 2)).toBeLessThanOrEqual(11);
  });

  test("the dashboard's realtime pie and fleet today reflect the driving fleet", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, request);
    const realtime = page.getByTestId('dashboard-pie-realtime');
    const fleetToday = () =>
      api<{ max_speed: number | null; max_speed_company_vehicle: { name: string } | null }>(
        request,
        'stats/fleets/todays/',
      );
    // The day's figures come from the derivation a few seconds behind the trackers.
    await expect
      .poll(async () => (await fleetToday()).max_speed ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await page.goto('/fa/dashboard');
    await expect(async () => {
      const server = await liveState(request);
      const [updated, notUpdated] = server.results.map((r) => r.count);
      await expect(realtime.getByTestId('pie-legend-item')).toHaveText(
        [`به‌روز${persian(updated ?? 0)}`, `به‌روز نشده${persian(notUpdated ?? 0)}`],
        { timeout: 2_000 },
      );
      expect((updated ?? 0) + (notUpdated ?? 0)).toBe(liveFleet.vehicles);
    }).toPass({ timeout: 60_000 });
    const fills = await realtime
      .locator('svg path[fill]')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')?.toLowerCase()));
    expect(fills.length).toBeGreaterThan(0);
    expect(fills.every((fill) => fill === '#67c23a' || fill === '#f59e0b')).toBe(true);

    const today = await fleetToday();
    await expect(page.getByTestId('fleet-today-max-speed')).toHaveText(/^[۰-۹٫]+ کیلومتر بر ساعت$/);
    await expect(page.getByTestId('fleet-today-vehicle')).toContainText(
      today.max_speed_company_vehicle?.name ?? '—',
    );
    await expect(
      page.getByTestId('dashboard-pie-ownership').getByTestId('pie-legend-item').first(),
    ).toBeVisible();
    await expect(page.getByTestId('pie-loading')).toHaveCount(0);
    await shot(page, 'live-dashboard-fa', { settleMs: 500 });

    await page.goto('/en/dashboard');
    await expect(page.getByTestId('fleet-today-max-speed')).toHaveText(/^[\d.]+ km\/h$/);
    await expect(realtime.getByTestId('pie-legend-item').first()).toHaveText(/^Updated\d+$/);
    await expect(page.getByTestId('pie-loading')).toHaveCount(0);
    await shot(page, 'live-dashboard-en', { settleMs: 500 });
  });

  test('the offline vehicle: the notice opens its table and the xlsx has the same rows', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    await waitForNotUpdated(request);
    await signIn(page, request);
    await page.goto('/fa/reports/realtime');
    await expect(countLabel(page)).toHaveText(`${persian(liveFleet.vehicles)} خودرو`, { timeout: 60_000 });
    const stale = (await tracked(request, '?traffic_status__in=offline')).map((f) => f.properties);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText(`اطلاعات ${persian(stale.length)} خودرو به‌روز نشده است.`, {
      timeout: 20_000,
    });
    await notice.getByRole('button', { name: 'مشاهده' }).click();
    const rows = page.getByTestId('offline-row');
    await expect(rows).toHaveCount(stale.length);
    expect(
      (
        await rows.getByTestId('plate-view').evaluateAll((plates) => plates.map((p) => p.dataset.plate))
      ).sort(),
    ).toEqual(stale.map((v) => v.license_plate).sort());
    // The simulator's vehicle did report before it went silent: a last time, not "never".
    await expect(rows.first()).toContainText(/۱۴۰[۰-۹]\/[۰-۹]{2}\/[۰-۹]{2}/);
    await shot(page, 'live-offline-fa');

    const download = page.waitForEvent('download');
    await page.getByTestId('offline-download').click();
    const [sheet] = readWorkbookFile(await (await download).path());
    const names = (sheet?.rows ?? []).slice(1).map((row) => String(row[0]));
    expect(names.sort()).toEqual(stale.map((v) => v.name).sort());
    expect(String(sheet?.cell(1, 1)?.value)).toBe('نام خودرو');
  });

  test('the notifications drawer: geofence and offline events of the fleet, read one and all', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { access: token } = await signIn(page, request);
    const headers = { Authorization: `Bearer ${token}` };
    // A forbidden fence over Tehran: the city vehicles' next positions are violations.
    const created = await request.post('/api/v1/geofences/', {
      headers,
      data: {
        title: 'محدوده ممنوع آزمون',
        color: '#d32f2f',
        forbidden: true,
        shape: {
          type: 'Polygon',
          coordinates: [
            [
              [51.0, 35.45],
              [51.75, 35.45],
              [51.75, 35.9],
              [51.0, 35.9],
              [51.0, 35.45],
            ],
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const fence = (await created.json()).id as number;
    const has = (text: string) => async () =>
      (await unread(request)).some((n) => n.notification.fa_body.includes(text));
    await expect.poll(has('به حصار ممنوعه «محدوده ممنوع آزمون»'), { timeout: 60_000 }).toBe(true);
    const removed = await request.delete(`/api/v1/geofences/${fence}/`, { headers });
    expect(removed.status()).toBe(204);
    // The offline job announces the silent vehicle once, within a minute of it going not updated.
    await waitForNotUpdated(request);
    await expect
      .poll(has('دقیقه است داده‌ای نرسیده است'), { timeout: 120_000, intervals: [5_000] })
      .toBe(true);

    // The same events in English (the path sets the language).
    await page.goto('/en/dashboard');
    await page.getByRole('button', { name: /notification/i }).click();
    const english = page.getByRole('dialog', { name: 'Notifications' });
    await expect(english).toContainText('entered the forbidden fence "محدوده ممنوع آزمون"');
    await expect(english).toContainText(/No data from .+ for \d+ minutes/);
    await shot(page, 'live-drawer-en');

    await page.goto('/fa/dashboard');
    const badge = page.getByTestId('notification-badge');
    await page.getByRole('button', { name: /اعلان/ }).click();
    const drawer = page.getByRole('dialog', { name: 'اعلان‌ها' });
    const items = drawer.getByTestId('notification-item');
    await expect(async () => {
      await expect(items).toHaveCount((await unread(request)).length, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(drawer).toContainText('به حصار ممنوعه «محدوده ممنوع آزمون»');
    await expect(drawer).toContainText('دقیقه است داده‌ای نرسیده است');
    await shot(page, 'live-drawer-fa');

    const before = await items.count();
    await items
      .first()
      .getByRole('button', { name: /علامت خوانده‌شده/ })
      .click();
    await expect(items).toHaveCount(before - 1);
    await expect(badge).toContainText(persian(before - 1));
    expect((await unread(request)).length).toBe(before - 1);

    await drawer.getByRole('button', { name: 'خواندن همه' }).click();
    await expect(items).toHaveCount(0);
    await expect(drawer).toContainText('اعلان خوانده‌نشده‌ای ندارید');
    await expect(badge.locator('.MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);
    expect(await unread(request)).toEqual([]);
  });
});
