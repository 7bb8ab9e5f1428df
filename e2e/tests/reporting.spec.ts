import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly, specAdmin, tehranDay, vehicleBody } from './support';

test.describe.configure({ mode: 'serial' });

const statPaths = [
  'stats/summaries/',
  'stats/fuels/efficiencies/',
  'stats/fleets/utilizations/',
  'stats/fences/events/',
  'stats/drivers/behaviours/',
  'stats/costs/',
];

type Setup = { api: APIRequestContext; headers: Record<string, string> };

async function apiPost(setup: Setup, path: string, data: unknown) {
  const response = await setup.api.post(`/api/v1/${path}`, { data, headers: setup.headers });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Counts the dashboard's calls by path, with the query of the last one. */
function watchStats(page: Page) {
  const counts = new Map<string, number>();
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = statPaths.find((p) => url.pathname.endsWith(`/api/v1/${p}`));
    if (!path) return;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path === 'stats/summaries/') queries.push(url.search);
  });
  return {
    count: (path = 'stats/summaries/') => counts.get(path) ?? 0,
    lastQuery: () => queries.at(-1) ?? '',
  };
}

const today = () => tehranDay();

test.describe('analytics dashboard', () => {
  let tags: { id: number; en_title: string }[] = [];
  /** What beforeAll records, removed after the file so later spec files see the demo company as it was. */
  const created: { setup?: Setup; paths: string[] } = { paths: [] };

  test.afterAll(async ({ request }) => {
    const { setup } = created;
    if (!setup) return;
    for (const path of created.paths.reverse()) {
      const response = await request.delete(`/api/v1/${path}`, { headers: setup.headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(204);
    }
  });

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/v1/users/token/', {
      data: specAdmin(),
    });
    const setup = { api: request, headers: { Authorization: `Bearer ${(await login.json()).access}` } };
    created.setup = setup;
    tags = [];
    for (const title of ['Analytics cold', 'Analytics urban']) {
      tags.push(await apiPost(setup, 'vehicles/companies/tags/', { fa_title: title, en_title: title }));
    }
    created.paths.push(...tags.map((tag) => `vehicles/companies/tags/${tag.id}/`));
    const { id: vehicle } = await apiPost(
      setup,
      'vehicles/companies/',
      vehicleBody('Analytics van', '550566677', { company_vehicle_tags: tags.map((tag) => tag.id) }),
    );
    created.paths.push(`vehicles/companies/${vehicle}/`);
    const service = (type: string, price: string) => ({
      company_vehicle: vehicle,
      service_type: type,
      price,
      date: today(),
      next_date: '',
      distance: '',
      next_distance: '',
      day_interval: '',
      meter_interval: '',
      notify_days_before: '',
      notify_km_before: '',
      description: '',
    });
    for (const [type, price] of [
      ['engineOil', '3000000'],
      ['brakePads', '1000000'],
    ] as const) {
      created.paths.push(`services/${(await apiPost(setup, 'services/', service(type, price))).id}/`);
    }
    const fine = await apiPost(setup, 'fines/', {
      company_vehicle: vehicle,
      occurred_at: new Date(Date.now() - 3600_000).toISOString(),
      fine_type: 'speeding',
      amount: '1500000',
      paid: false,
    });
    created.paths.push(`fines/${fine.id}/`);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`fires the six calls in parallel and shows the figures (${locale})`, async ({ page, request }) => {
      const { access } = await signInQuickly(page, request, locale);
      const stats = watchStats(page);
      await page.goto(`/${locale}/reporting`);
      for (const path of statPaths) await expect.poll(() => stats.count(path)).toBe(1);
      expect(stats.lastQuery()).toContain('start_range=');
      expect(stats.lastQuery()).toContain(`stop_range=${today()}`);

      const summary = await (
        await request.get(`/api/v1/stats/summaries/${stats.lastQuery()}`, {
          headers: { Authorization: `Bearer ${access}` },
        })
      ).json();
      const toman = summary.maintenance.total_maintenance_cost / 10;
      expect(toman).toBeGreaterThanOrEqual(400_000);
      const shown = new Intl.NumberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(toman);
      await expect(page.getByTestId('total-maintenance-cost')).toContainText(shown);
      await expect(page.getByTestId('chart-costs').getByTestId('cost-total')).not.toHaveText(/^[0۰]$/);
      // The fences work serves its chart elsewhere; drivers have no trips in the demo company.
      await expect(page.getByTestId('chart-drivers').getByTestId('chart-no-data')).toHaveText(
        locale === 'fa' ? 'داده‌ای موجود نیست' : 'No data available',
      );
      await expect(page.getByTestId('analytics-skeleton')).toHaveCount(0);
      await shot(page, `reporting-${locale}`, { settleMs: 500 });
      await page.mouse.wheel(0, 900);
      await shot(page, `reporting-charts-${locale}`, { settleMs: 300 });
    });
  }

  // The demo company has no trips: these answers stand in for rollups so the charts are drawn.
  for (const locale of ['en', 'fa'] as const) {
    test(`draws the fuel, drivers and fence charts from their answers (${locale})`, async ({
      page,
      request,
    }) => {
      await signInQuickly(page, request, locale);
      const days = ['2025-03-01', '2025-03-02', '2025-03-03'];
      const answers: Record<string, unknown> = {
        'stats/fuels/efficiencies/': {
          results: days.map((day, i) => ({
            start_bucket_date: day,
            end_bucket_date: day,
            fleet_avg_fuel_amount_consumption_rate: 9 + i,
            fleet_avg_fuel_cost_per_meter: 0.05 + i * 0.01,
            fleet_total_distance_meter: 120_000 + i * 30_000,
          })),
        },
        'stats/drivers/behaviours/': {
          results: [
            {
              id: 1,
              first_name: 'Ali',
              last_name: 'Ahmadi',
              total_traveled_distance: 1_200_000,
              risk_score: 12,
            },
            {
              id: 2,
              first_name: 'Reza',
              last_name: 'Karimi',
              total_traveled_distance: 800_000,
              risk_score: 35,
            },
            {
              id: 3,
              first_name: 'Sara',
              last_name: 'Nouri',
              total_traveled_distance: 300_000,
              risk_score: 72,
            },
          ],
        },
        'stats/fences/events/': {
          results: days.map((day, i) => ({ start_bucket_date: day, end_bucket_date: day, count: 2 + i })),
        },
      };
      for (const [path, body] of Object.entries(answers))
        await page.route(`**/api/v1/${path}?*`, (route) => route.fulfill({ json: body }));
      await page.goto(`/${locale}/reporting`);
      for (const chart of ['chart-fuel', 'chart-drivers', 'chart-fences'])
        await expect(page.getByTestId(chart).locator('svg').first()).toBeVisible();
      await expect(
        page.getByTestId('chart-drivers').getByText(locale === 'fa' ? 'ریسک زیاد' : 'High risk'),
      ).toBeVisible();
      await page.getByTestId('chart-fuel').scrollIntoViewIfNeeded();
      await shot(page, `reporting-charts-data-${locale}`, { settleMs: 500 });
    });
  }

  test('refetches on clear, on a reduction and on close after an addition, never while adding', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'en');
    const stats = watchStats(page);
    await page.goto('/en/reporting');
    await expect.poll(() => stats.count()).toBe(1);
    const box = page.getByRole('combobox', { name: 'Vehicle tags' });
    const settle = () => page.waitForTimeout(600);

    // Adding two tags: nothing while the list is open, one call when it closes.
    await box.click();
    await page.getByRole('option', { name: 'Analytics cold' }).click();
    await page.getByRole('option', { name: 'Analytics urban' }).click();
    await settle();
    expect(stats.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => stats.count()).toBe(2);
    const both = tags.map((t) => t.id).sort((a, b) => a - b);
    expect(decodeURIComponent(stats.lastQuery())).toContain(
      `company_vehicle__company_vehicle_tags__id__in=${both.join(',')}`,
    );
    // The six calls go together (the other five may still be on their way when the summary's is seen).
    await expect.poll(() => statPaths.map((path) => stats.count(path))).toEqual(statPaths.map(() => 2));

    // Opening and closing without a change asks nothing.
    await box.click();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { level: 1 }).click();
    await settle();
    expect(stats.count()).toBe(2);

    // Removing one chip is a reduction: asked at once.
    await page.getByRole('button', { name: 'Analytics urban' }).locator('svg').click();
    await expect.poll(() => stats.count()).toBe(3);
    expect(decodeURIComponent(stats.lastQuery())).toContain(
      `company_vehicle__company_vehicle_tags__id__in=${tags[0]?.id}`,
    );

    // Clearing: asked at once, without the tag filter.
    await box.hover();
    await box.locator('..').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => stats.count()).toBe(4);
    expect(stats.lastQuery()).not.toContain('company_vehicle_tags');
    await page.getByRole('heading', { level: 1 }).click();
    await settle();
    expect(stats.count()).toBe(4);
  });
});
