import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { osmandPort, shot, signInQuickly, vehicleBody } from './support';

// The tests build on each other: the fleet and the key of the first are used by the later ones.
test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const imei = '860000000000881';
const fleet = { access: '', deviceKey: '', vehicleId: 0 };

/** One vehicle with an OsmAnd device, set up as an administrator would (through the API). */
async function setUpVehicle(request: APIRequestContext, access: string) {
  const headers = { Authorization: `Bearer ${access}` };
  const call = async (method: 'post' | 'put', path: string, data: object) => {
    const response = await request[method](`/api/v1/${path}`, { headers, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
    return response.json();
  };
  const vehicle = await call('post', 'vehicles/companies/', vehicleBody('وانت کلید', '610567811'));
  const device = await call('post', 'devices/', { imei, protocol: 'osmand', sim_number: '09350001188' });
  fleet.deviceKey = (await call('post', `devices/${device.id}/key/`, {})).key;
  await call('put', `vehicles/companies/${vehicle.id}/devices/`, { device: device.id });
  fleet.vehicleId = vehicle.id;
}

/** A fix `minutesAgo` minutes ago, `km` east of the start, through the OsmAnd port as a phone sends it. */
async function report(request: APIRequestContext, minutesAgo: number, km: number, moving: boolean) {
  const timestamp = Math.floor(Date.now() / 1000) - minutesAgo * 60;
  const motion = moving ? 'speed=40&ignition=true' : 'speed=0&ignition=false';
  const url = `http://127.0.0.1:${osmandPort}/?id=${imei}&lat=35.7&lon=${51.3 + km / 90}&timestamp=${timestamp}&${motion}&key=${fleet.deviceKey}`;
  expect((await request.get(url)).status()).toBe(200);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** Opens the new-key dialog and fills a name and the administrator's policy; returns the dialog. */
async function createKey(page: Page, labels: { add: string; name: string; policy: string }, name: string) {
  await page.getByRole('button', { name: labels.add }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(labels.name).fill(name);
  await dialog.getByRole('combobox', { name: labels.policy }).click();
  await page.getByRole('option', { name: 'مدیر ناوگان' }).click();
  return dialog;
}

test.describe('API keys', () => {
  test('fa: an administrator creates a key, copies it once, and an integration reads the fleet with it', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request);
    fleet.access = access;
    await page.goto('/fa/users/api-keys');
    await expect(page.getByTestId('list-empty')).toContainText('هنوز کلیدی ساخته نشده است');
    await shot(page, 'api-keys-empty-fa');
    await setUpVehicle(request, access);
    // A trip: parked, ten minutes east at 40 km/h, parked with the ignition off.
    await report(request, 30, 0, false);
    for (let minute = 0; minute <= 10; minute++) await report(request, 25 - minute, (minute * 40) / 60, true);
    for (const minutesAgo of [14, 12, 10]) await report(request, minutesAgo, 400 / 60, false);

    const dialog = await createKey(
      page,
      { add: 'کلید جدید', name: 'نام', policy: 'سیاست دسترسی' },
      'انبار داده',
    );
    await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
    const secretDialog = page.getByRole('dialog', { name: 'کلید «انبار داده» ساخته شد' });
    await expect(secretDialog).toContainText('دیگر نمایش داده نمی‌شود');
    const shown = await secretDialog.getByTestId('api-key-secret').inputValue();
    expect(shown).toMatch(/^nvg_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'کپی کلید' }).click();
    await expect(secretDialog.getByRole('button', { name: 'کپی شد' })).toBeVisible();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toBe(shown);
    await shot(page, 'api-keys-secret-fa', { settleMs: 250 });
    await secretDialog.getByRole('button', { name: 'کلید را نگه داشتم' }).click();
    const row = page.getByTestId('record-row').filter({ hasText: 'انبار داده' });
    await expect(row).toContainText('فعال');
    await expect(row).toContainText('مدیر ناوگان');
    await expect(row).toContainText('همه‌ی شرکت');
    await expect(row).toContainText(key.slice(0, 16));

    // The integration: only the OpenAPI document and the key.
    const openApi = await (await request.get('/api/v1/openapi.json')).json();
    expect(openApi.components.securitySchemes.apiKey).toMatchObject({
      type: 'apiKey',
      name: 'Authorization',
    });
    const headers = { Authorization: `Api-Key ${key}` };
    const vehicles = await request.get('/api/v1/vehicles/companies/', { headers });
    expect(vehicles.status()).toBe(200);
    expect(Number(vehicles.headers()['ratelimit-limit'])).toBeGreaterThan(0);
    expect((await vehicles.json()).results.map((v: { id: number }) => v.id)).toContain(fleet.vehicleId);

    const positions = await (await request.get('/api/v1/feeds/positions/?limit=1000', { headers })).json();
    expect(positions.results.length).toBeGreaterThanOrEqual(15);
    expect(positions.results.every((p: { vehicle: number }) => p.vehicle === fleet.vehicleId)).toBe(true);
    await report(request, 1, 400 / 60, false);
    await expect
      .poll(async () => {
        const after = await request.get(`/api/v1/feeds/positions/?after=${positions.next_cursor}`, {
          headers,
        });
        return (await after.json()).results.length;
      })
      .toBe(1);
    await expect
      .poll(
        async () => (await (await request.get('/api/v1/feeds/trips/', { headers })).json()).results.length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const [trip] = (await (await request.get('/api/v1/feeds/trips/', { headers })).json()).results;
    expect(trip.vehicle).toBe(fleet.vehicleId);
    expect(trip.distance_m).toBeGreaterThan(5000);
    await page.reload();
    await expect(row).not.toContainText('هرگز');
    await shot(page, 'api-keys-list-fa');

    // Revoked after a confirmation: the key stops at once.
    await row.getByRole('button', { name: 'باطل کردن انبار داده' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'باطل کردن' }).click();
    await expect(toast(page, 'کلید «انبار داده» باطل شد.')).toBeVisible();
    await expect(row).toContainText('باطل‌شده');
    expect((await request.get('/api/v1/vehicles/companies/', { headers })).status()).toBe(401);
  });

  test('en: the same screen left to right, the warning before the secret', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/users/api-keys');
    await expect(page.getByTestId('record-row').first()).toContainText('Revoked');
    const dialog = await createKey(page, { add: 'New key', name: 'Name', policy: 'Access policy' }, 'ERP');
    await dialog.getByLabel('Name').click();
    await shot(page, 'api-keys-new-en', { settleMs: 250 });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Key “ERP” created' });
    await expect(secretDialog).toContainText('It will not be shown again');
    await shot(page, 'api-keys-secret-en', { settleMs: 250 });
    await secretDialog.getByRole('button', { name: 'I have kept the key' }).click();
    await expect(page.getByTestId('record-row').filter({ hasText: 'ERP' })).toContainText('Active');
    await expect(page.getByTestId('page-subtitle')).toHaveText('2 keys');
    await shot(page, 'api-keys-list-en');
  });
});
