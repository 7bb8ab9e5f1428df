import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { osmandPort, shot, signInQuickly } from './support';

test.describe.configure({ mode: 'serial' });
// Map pages and a second language's catalogue load slowly on a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 });

const tracker = { name: 'وانت برنامه', plate: '610667856', imei: '860000000000302' };
/** What the test registers, removed afterwards so later spec files see the demo company as it was. */
const created = { access: '', vehicle: 0, device: 0, plan: 0 };

async function call(request: APIRequestContext, method: 'post' | 'put', path: string, data: object) {
  const response = await request[method](`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${created.access}` },
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return response.json();
}

test.describe('plans and their evaluation', () => {
  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${created.access}` };
    const remove = async (path: string) => {
      const response = await request.delete(`/api/v1/${path}`, { headers });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(204);
    };
    if (created.plan) await remove(`plans/${created.plan}/`);
    if (created.vehicle) await remove(`vehicles/companies/${created.vehicle}/`);
    if (created.device) await remove(`devices/${created.device}/`);
  });

  test('a plan of two stops drawn on the map: one visited, one missed in the evaluation', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { access } = await signInQuickly(page, request);
    created.access = access;
    const vehicle = await call(request, 'post', 'vehicles/companies/', {
      name: tracker.name,
      license_plate: tracker.plate,
      vehicle: 11,
      ownership: 1,
      status: 1,
      color: 1,
      model_year: '1401',
    });
    created.vehicle = vehicle.id;
    const device = await call(request, 'post', 'devices/', {
      imei: tracker.imei,
      protocol: 'osmand',
      sim_number: '09350001133',
    });
    created.device = device.id;
    // A new device is asked for its key, as a phone would be configured with it.
    const { key } = await call(request, 'post', `devices/${device.id}/key/`, {});
    await call(request, 'put', `vehicles/companies/${vehicle.id}/devices/`, { device: device.id });

    // The form: title, vehicle, today by default, two stops clicked on the map.
    await page.setViewportSize({ width: 1366, height: 1000 });
    await page.goto('/fa/plans/add');
    await page.getByRole('textbox', { name: 'عنوان' }).fill('پخش صبح');
    await page.getByRole('combobox', { name: 'خودرو' }).click();
    await page.getByRole('option', { name: new RegExp(tracker.name) }).click();
    const map = page.getByTestId('plan-map').locator('canvas');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    await page.mouse.click(box.x + box.width * 0.35, box.y + box.height * 0.5);
    await expect(page.getByTestId('plan-stop-row')).toHaveCount(1);
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.3);
    await expect(page.getByTestId('plan-stop-row')).toHaveCount(2);
    await expect(page.getByTestId('plan-point')).toHaveCount(2);
    const first = page.getByTestId('plan-stop-row').first();
    await first.getByRole('textbox', { name: 'نام توقف' }).fill('انبار مرکزی');
    await first.getByRole('textbox', { name: 'از ساعت' }).fill('00:00');
    await first.getByRole('textbox', { name: 'تا ساعت' }).fill('23:59');
    await page
      .getByTestId('plan-stop-row')
      .nth(1)
      .getByRole('textbox', { name: 'نام توقف' })
      .fill('فروشگاه شمال');
    const lng = Number(await first.getAttribute('data-lng'));
    const lat = Number(await first.getAttribute('data-lat'));
    await shot(page, 'plans-add-fa');
    await page.getByRole('button', { name: 'ثبت' }).click();
    await expect(page).toHaveURL(/\/fa\/plans\/view\/\d+$/);
    created.plan = Number(page.url().split('/').pop());
    await expect(page.getByTestId('plan-stops-view').getByRole('listitem')).toHaveCount(2);
    await expect(page.locator('[data-testid="plan-point"]')).toHaveCount(2);
    await shot(page, 'plans-view-fa');

    // The vehicle reports at the first stop through the OsmAnd port, and never reaches the second.
    const now = Math.floor(Date.now() / 1000);
    for (const [at, dLat] of [
      [now - 120, 0],
      [now - 60, 0.0002],
    ] as const) {
      const url = `http://127.0.0.1:${osmandPort}/?id=${tracker.imei}&lat=${lat + dLat}&lon=${lng}&timestamp=${at}&speed=0&ignition=true&key=${key}`;
      expect((await request.get(url)).status()).toBe(200);
    }
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/api/v1/plans/${created.plan}/evaluation/`, {
                headers: { Authorization: `Bearer ${access}` },
              })
            ).json()
          ).evaluation.visited,
        { timeout: 20_000 },
      )
      .toBe(1);

    await page.goto(`/fa/plans/evaluation?plan=${created.plan}`);
    const row = page.getByTestId('plans-evaluation-row').filter({ hasText: 'پخش صبح' });
    await expect(row).toContainText('۱ از ۲');
    const visits = page.getByTestId('plan-stop-visit');
    await expect(visits).toHaveCount(2);
    await expect(visits.first()).toHaveAttribute('data-visited', 'true');
    await expect(visits.first()).toContainText('به‌موقع');
    await expect(visits.nth(1)).toHaveAttribute('data-visited', 'false');
    await expect(visits.nth(1)).toContainText('انجام نشد');
    await expect(page.getByTestId('plan-evaluation-figures')).toContainText('۵۰');
    await expect(page.locator('[data-testid="plan-point"][data-state="visited"]')).toHaveCount(1);
    await expect(page.locator('[data-testid="plan-point"][data-state="missed"]')).toHaveCount(1);
    await page.getByTestId('plan-evaluation-detail').scrollIntoViewIfNeeded();
    await shot(page, 'plans-evaluation-fa');

    const download = page.waitForEvent('download');
    await page.getByTestId('plans-export').click();
    expect((await download).suggestedFilename()).toMatch(/^plans-evaluation-.*\.xlsx$/);

    await page.goto(`/en/plans/evaluation?plan=${created.plan}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The English catalogue and the report's chunk load first: a loaded machine takes its time.
    await expect(page.getByTestId('plan-stop-visit')).toHaveCount(2, { timeout: 45_000 });
    await expect(page.getByTestId('plan-stop-visit').nth(1)).toContainText('Missed');
    await expect(page.getByTestId('plan-stop-visit').first()).toContainText('On time');
    await page.getByTestId('plan-evaluation-detail').scrollIntoViewIfNeeded();
    await shot(page, 'plans-evaluation-en');
    await page.goto(`/en/plans/edit/${created.plan}`);
    await expect(page.getByTestId('plan-stop-row')).toHaveCount(2, { timeout: 45_000 });
    await expect(page.getByTestId('plan-point')).toHaveCount(2, { timeout: 20_000 });
    await shot(page, 'plans-edit-en');
    await page.goto('/en/plans/list');
    await expect(page.getByRole('cell', { name: 'پخش صبح' }).first()).toBeVisible();
    await shot(page, 'plans-list-en');
  });
});
