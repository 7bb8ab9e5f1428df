import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readWorkbookFile } from '../../apps/server/src/test/read-workbook';
import { shot, signInQuickly } from './support';

test.describe.configure({ mode: 'serial' });

const vehicleName = 'Report Truck';
const plate = '770277777';

async function post(
  request: APIRequestContext,
  access: string,
  path: string,
  data: unknown,
  method = 'post',
): Promise<{ id: number }> {
  const call = method === 'put' ? request.put : request.post;
  const response = await call.call(request, `/api/v1/${path}`, {
    data,
    headers: { Authorization: `Bearer ${access}` },
  });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

async function chooseVehicle(page: Page) {
  await page.getByTestId('report-vehicles').click();
  await page.getByTestId('report-vehicles').fill('Report');
  await page.getByRole('option', { name: new RegExp(vehicleName) }).click();
  await page.keyboard.press('Escape');
}

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 300 });
}

test.describe('reports', () => {
  test('the frame asks for a vehicle or tag and offers the Jalali presets (fa)', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'fa');
    await page.goto('/fa/reports/daily');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('گزارش روزانه');
    await expect(page.getByTestId('report-choose')).toBeVisible();
    const presets: [string, string][] = [
      ['today', 'امروز'],
      ['yesterday', 'دیروز'],
      ['30d', '۳۰ روز'],
      ['3m', '۳ ماه'],
      ['6m', '۶ ماه'],
      ['12m', '۱۲ ماه'],
      ['custom', 'دلخواه'],
    ];
    for (const [preset, label] of presets) {
      await expect(page.getByTestId(`preset-${preset}`)).toHaveText(label);
    }
    await expect(page.getByTestId('preset-30d')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('report-run').click();
    await expect(page.getByTestId('report-selection-required')).toHaveText(
      'انتخاب خودرو یا برچسب الزامی است.',
    );
    await page.getByTestId('preset-custom').click();
    await expect(page.getByRole('group', { name: 'از تاریخ' })).toBeVisible();
    await settledShot(page, 'reports-frame-required-fa');
  });

  test('driver assignment history with data, and its xlsx opened (fa)', async ({ page, request }) => {
    const { access } = await signInQuickly(page, request, 'fa');
    const vehicle = await post(request, access, 'vehicles/companies/', {
      name: vehicleName,
      license_plate: plate,
      vehicle: 11,
      ownership: 1,
      status: 1,
      color: 1,
      model_year: '1401',
      is_cold_chain: false,
      company_vehicle_tags: [],
    });
    const driver = await post(request, access, 'drivers/', {
      first_name: 'سامان',
      last_name: 'گزارشی',
      national_code: '5550001111',
      gender: 'male',
      mobile: '09125550011',
    });
    await post(request, access, `vehicles/companies/${vehicle.id}/drivers/`, { driver: driver.id }, 'put');

    await page.goto('/fa/reports/history/driver');
    await chooseVehicle(page);
    await page.getByTestId('preset-today').click();
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('columnheader').first()).toHaveText('خودرو');
    await expect(table.getByRole('row').nth(1)).toContainText('سامان گزارشی');
    await expect(table.getByRole('row').nth(1)).toContainText(vehicleName);
    // Jalali, Persian digits: the year starts with ۱۴.
    await expect(table.getByRole('row').nth(1)).toContainText('۱۴');
    await settledShot(page, 'reports-driver-history-fa');

    const download = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^driver-history-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [sheet] = readWorkbookFile(await file.path());
    if (!sheet) throw new Error('the workbook has no sheet');
    expect(sheet.name).toBe('تاریخچه‌ی راننده');
    expect(sheet.rightToLeft).toBe(true);
    const header = sheet.rows[0] ?? [];
    expect(header.slice(0, 3)).toEqual(['خودرو', 'پلاک', 'راننده']);
    const row = sheet.rows[1] ?? [];
    expect(row[0]).toBe(vehicleName);
    // The plate as read on a right-to-left page: region, three digits, letter, two digits.
    expect(String(row[1])).toMatch(/^۷۷ - ۷۷۷ \S+ ۷۷$/);
    expect(row[2]).toBe('سامان گزارشی');
    // From: a Jalali date and Iran time (14xx/mm/dd hh:mm); until: empty while still assigned.
    expect(String(row[3])).toMatch(/^14\d\d\/\d\d\/\d\d \d\d:\d\d$/);
    expect(row[4] ?? '').toBe('');
  });

  test('the same report in English, left to right, and an empty daily report', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/reports/history/driver');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await chooseVehicle(page);
    await page.getByTestId('report-run').click();
    const table = page.getByTestId('report-table');
    await expect(table.getByRole('row').nth(1)).toContainText('سامان گزارشی');
    await expect(table.getByRole('columnheader').nth(2)).toHaveText('From');
    await settledShot(page, 'reports-driver-history-en');

    await page.goto('/en/reports/daily');
    await chooseVehicle(page);
    await page.getByTestId('preset-yesterday').click();
    await page.getByTestId('report-run').click();
    await expect(page.getByTestId('report-empty')).toBeVisible();
    await expect(page).toHaveURL(/preset=yesterday/);
    await settledShot(page, 'reports-daily-empty-en');
  });

  test('route history: a vehicle and day without positions says so (en and fa)', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/reports/history/routing');
    await page.getByTestId('routing-show').click();
    await expect(page.getByText('Vehicle or Tag Selection is Mandatory.')).toBeVisible();
    await page.getByTestId('routing-vehicle').click();
    await page.getByTestId('routing-vehicle').fill('Report');
    await page.getByRole('option', { name: new RegExp(vehicleName) }).click();
    await settledShot(page, 'reports-routing-choose-en');
    await page.getByTestId('routing-show').click();
    await expect(page).toHaveURL(/\/en\/reports\/history\/routing\/\d+\?day=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('routing-empty')).toHaveText(
      'No positions were recorded for this vehicle on this day.',
    );
    await page.goto(page.url().replace('/en/', '/fa/'));
    await expect(page.getByTestId('routing-empty')).toHaveText(
      'برای این خودرو در این روز موقعیتی ثبت نشده است.',
    );
    await settledShot(page, 'reports-routing-empty-fa');
  });

  test('route playback: the path, stops and a marker with its speed moving with the slider and play', async ({
    page,
    request,
  }) => {
    // Two languages, each signing in and drawing a map: more than the usual time on a busy machine.
    test.slow();
    // The API's figures are checked by the server tests; here the browser gets a fixed day so the
    // drawing and the controls are what is tested: 600 fixes a minute apart along a bend near Tehran.
    const start = Date.parse('2026-11-20T04:30:00Z') / 1000;
    const points = Array.from({ length: 600 }, (_, i) => [
      51.3 + (i < 300 ? i : 300) * 0.0004,
      35.7 + (i < 300 ? 0 : i - 300) * 0.0003,
      start + i * 60,
      i % 50 === 0 ? 0 : 40 + (i % 30),
    ]);
    await page.route('**/api/v1/reports/history/routing/*/**', (route) =>
      route.fulfill({
        json: {
          company_vehicle: { id: 1, name: vehicleName, license_plate: plate },
          day: '2026-11-20',
          total_points: 36_000,
          points,
          stops: [
            {
              started_at: '2026-11-20T07:00:00Z',
              ended_at: '2026-11-20T07:20:00Z',
              duration_s: 1200,
              latitude: 35.7,
              longitude: 51.42,
            },
          ],
          events: [
            {
              kind: 'harsh_braking',
              at: '2026-11-20T09:00:00Z',
              latitude: 35.73,
              longitude: 51.42,
              value: 4,
            },
          ],
        },
      }),
    );
    for (const lang of ['en', 'fa'] as const) {
      await signInQuickly(page, request, lang);
      await page.goto(`/${lang}/reports/history/routing/1?day=2026-11-20`);
      await expect(page.getByTestId('routing-map').locator('canvas')).toBeVisible();
      const marker = page.getByTestId('playback-marker');
      const clock = page.getByTestId('playback-clock');
      await expect(marker).toHaveText(lang === 'en' ? '0 km/h' : '۰ کیلومتر بر ساعت');
      // 04:30 UTC is 08:00 in Tehran.
      await expect(clock).toHaveText(lang === 'en' ? '08:00:00' : '۰۸:۰۰:۰۰');
      await expect(
        page.getByText(lang === 'en' ? '600 of 36,000 points drawn' : '۶۰۰ از ۳۶٬۰۰۰ نقطه رسم شد'),
      ).toBeVisible();
      // One click on the track, a third of the way along (two thirds in right-to-left), rather
      // than dozens of key presses that each redraw the map.
      const track = page.getByTestId('playback-slider');
      const box = await track.boundingBox();
      await track.click({ position: { x: (box?.width ?? 300) / 3, y: (box?.height ?? 20) / 2 } });
      await expect(clock).not.toHaveText(/(08|۰۸):(00|۰۰):/);
      const before = await marker.boundingBox();
      await page.getByTestId('playback-toggle').click();
      await page.waitForTimeout(1500);
      await page.getByTestId('playback-toggle').click();
      const after = await marker.boundingBox();
      expect(after?.x !== before?.x || after?.y !== before?.y).toBe(true);
      await expect(marker).toHaveText(lang === 'en' ? /^\d+ km\/h$/ : /^[۰-۹]+ کیلومتر بر ساعت$/);
      await page.locator('h1').click();
      await shot(page, `reports-routing-playback-${lang}`, { settleMs: 300, fullPage: true });
      await page.context().clearCookies();
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});
