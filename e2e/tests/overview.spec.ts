import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readWorkbookFile } from '../../apps/server/src/test/read-workbook';
import { shot, signInQuickly } from './support';

// A loaded machine runs a report, its details and an export in more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const vehicleName = 'Overview Truck';
const plate = '660266666';
let created: { id: number; access: string } | null = null;

async function createVehicle(request: APIRequestContext, access: string): Promise<number> {
  const response = await request.post('/api/v1/vehicles/companies/', {
    data: {
      name: vehicleName,
      license_plate: plate,
      vehicle: 11,
      ownership: 1,
      status: 1,
      color: 1,
      model_year: '1401',
      is_cold_chain: false,
      company_vehicle_tags: [],
    },
    headers: { Authorization: `Bearer ${access}` },
  });
  if (!response.ok()) throw new Error(`vehicle: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

async function chooseVehicle(page: Page) {
  await expect(page.getByTestId('report-vehicles')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('report-vehicles').click();
  await page.getByTestId('report-vehicles').fill('Overview');
  await page.getByRole('option', { name: new RegExp(vehicleName) }).click();
  await page.keyboard.press('Escape');
}

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 300 });
}

test.describe('overview reports', () => {
  test.afterAll(async ({ request }) => {
    // The demo company is shared by every spec file: leave it as it was.
    if (created)
      await request.delete(`/api/v1/vehicles/companies/${created.id}/`, {
        headers: { Authorization: `Bearer ${created.access}` },
      });
  });

  test('overview (fa): a chosen vehicle, the totals row, its workbook and its details', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request, 'fa');
    created = { id: await createVehicle(request, access), access };
    await page.goto('/fa/reports/history/overview');
    // The first screen loads its chunk while the machine is busy: more time than other steps.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('گزارش کلی', { timeout: 30_000 });
    await expect(page.getByTestId('report-choose')).toBeVisible();
    await chooseVehicle(page);
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    // header, the vehicle (no figures yet: zeros), totals
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(vehicleName);
    await expect(table.getByRole('columnheader').nth(2)).toHaveText('سفرها');
    await expect(page.getByTestId('report-totals')).toContainText('جمع کل');
    await expect(page.getByTestId('report-totals')).toContainText('۰:۰۰');
    await settledShot(page, 'overview-fa');

    const download = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^overview-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = readWorkbookFile(await file.path());
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.name).toBe('گزارش کلی');
    expect(sheet.rightToLeft).toBe(true);
    expect(sheet.rows[0]?.slice(0, 3)).toEqual(['خودرو', 'پلاک', 'روزهای دارای داده']);
    expect(sheet.rows[1]?.[0]).toBe(vehicleName);
    expect(sheet.rows[2]?.[0]).toBe('جمع کل');

    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(
      new RegExp(
        `/fa/reports/history/overview/details/${created.id}\\?preset=custom&start_range=\\d{4}-\\d{2}-\\d{2}&stop_range=`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`جزئیات گزارش کلی: ${vehicleName}`);
    await expect(page.getByTestId('details-summary').getByRole('row').nth(1)).toContainText(vehicleName);
    await expect(page.getByTestId('details-days')).toHaveText('روزها');
    await expect(page.getByTestId('report-empty')).toBeVisible();
    await page.getByTestId('details-trips').click();
    await expect(page.getByTestId('details-trips')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('report-empty')).toBeVisible();
    await settledShot(page, 'overview-details-fa');
  });

  test('overview v2 (en): the same table read from /api/v2, and its details', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/reports/history/overview');
    await chooseVehicle(page);
    await page.getByTestId('report-run').click();
    await expect(page.getByTestId('report-totals')).toContainText('Total');
    await expect(page.getByTestId('report-table').getByRole('row').nth(1)).toContainText(vehicleName);
    await settledShot(page, 'overview-en');

    await page.goto('/en/reports/history/v2overview');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await chooseVehicle(page);
    const answer = page.waitForResponse((r) => r.url().includes('/api/v2/reports/overview/'));
    await page.getByTestId('report-run').click();
    const body = await (await answer).json();
    expect(body.units).toMatchObject({ distance: 'm', speed: 'm/s' });
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row').nth(1)).toContainText(vehicleName);
    await expect(table.getByRole('columnheader').first()).toHaveText('Vehicle');
    await expect(page.getByTestId('report-totals')).toContainText('Total');
    await settledShot(page, 'overview-v2-en');

    await table.getByRole('row').nth(1).click();
    await expect(page).toHaveURL(/\/en\/reports\/history\/v2overview\/details\/\d+\?preset=custom/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Overview details (v2): ${vehicleName}`);
    await expect(page.getByTestId('report-empty')).toBeVisible();
    await settledShot(page, 'overview-v2-details-en');
  });

  test('routing details (en, fa): trips with places, each opening its playback', async ({
    page,
    request,
  }) => {
    // The figures are the server tests' business: here a fixed answer tests the table and the link.
    await page.route('**/api/v1/reports/history/routing-details/**', (route) =>
      route.fulfill({
        json: {
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              id: 7,
              company_vehicle: { id: created?.id ?? 1, name: vehicleName, license_plate: plate },
              driver: { id: 1, first_name: 'سامان', last_name: 'سفری' },
              day: '2026-11-20',
              trip_started_at: '2026-11-20T06:00:00Z',
              trip_ended_at: '2026-11-20T07:15:00Z',
              start_place: 'Tehran (35.69000, 51.39000)',
              end_place: 'Karaj (35.83000, 50.99000)',
              distance_km: 48.6,
              duration_s: 4500,
              max_speed_kmh: 96,
              mean_speed_kmh: 52,
              idle_s: 420,
              harsh_events: 2,
            },
          ],
        },
      }),
    );
    for (const lang of ['en', 'fa'] as const) {
      await signInQuickly(page, request, lang);
      await page.goto(`/${lang}/reports/history/routing-details`);
      await chooseVehicle(page);
      await page.getByTestId('report-run').click();
      const row = page.getByTestId('report-table').getByRole('row').nth(1);
      await expect(row).toContainText(lang === 'en' ? '48.6' : '۴۸٫۶');
      await expect(row).toContainText(lang === 'en' ? '1:15' : '۱:۱۵');
      // Place names keep the server's text; the digits are the page's.
      await expect(row).toContainText(
        lang === 'en' ? 'Tehran (35.69000, 51.39000)' : 'Tehran (۳۵.۶۹۰۰۰, ۵۱.۳۹۰۰۰)',
      );
      await settledShot(page, `routing-details-${lang}`);
      if (lang === 'en') {
        await row.click();
        const from = Date.parse('2026-11-20T06:00:00Z') / 1000;
        await expect(page).toHaveURL(
          new RegExp(`/en/reports/history/routing/\\d+\\?day=2026-11-20&from=${from}&until=${from + 4500}$`),
        );
      }
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});
