import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { vehicleBody as plainVehicle, shot, signInQuickly, specAdmin } from './support';

// A user limited to one organization, on a vehicle shared with another one and carrying that
// other organization's tag; an unlimited clerk whose changes wait for this user's approval.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const limited = { username: `north.${run}`, password: 'road-trip-77' };
const clerk = { username: `desk.${run}`, password: 'road-trip-77' };
const digits = () => String(100 + Math.floor(Math.random() * 900));
const ids = { north: 0, south: 0, reefer: 0, hazmat: 0, shared: 0, southVan: 0 };

async function apiOf(request: APIRequestContext, credentials: { username: string; password: string }) {
  const token = await request.post('/api/v1/users/token/', { data: credentials });
  expect(token.ok(), `login of ${credentials.username}`).toBe(true);
  const headers = { Authorization: `Bearer ${(await token.json()).access}` };
  const send = async (method: 'post' | 'put' | 'get' | 'delete', path: string, data?: unknown) => {
    const response = await request[method](`/api/v1/${path}`, { headers, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : response.json();
  };
  return {
    post: (path: string, data: unknown) => send('post', path, data),
    put: (path: string, data: unknown) => send('put', path, data),
    get: (path: string) => send('get', path),
    delete: (path: string) => send('delete', path),
  };
}

const vehicleBody = (name: string, plate: string, tags: number[]) =>
  plainVehicle(name, plate, {
    vin: 'NAAM01CA9HE123456',
    load_capacity_kg: '8000',
    passenger_capacity: 2,
    is_cold_chain: true,
    company_vehicle_tags: tags,
  });

/** Error toasts (a secondary lookup answering 403 showed one). */
const errorToasts = (page: Page) => page.locator('.notistack-MuiContent-error, .MuiAlert-filledError');

test.describe('a user limited to one organization', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await apiOf(request, specAdmin());
    ids.north = (await admin.post('organizations/', { title: `North ${run}`, fa_title: `شمال ${run}` })).id;
    ids.south = (await admin.post('organizations/', { title: `South ${run}`, fa_title: `جنوب ${run}` })).id;
    for (const [key, fa, en, org] of [
      ['reefer', 'یخچالی', 'Reefer', ids.north],
      ['hazmat', 'مواد خطرناک', 'Hazmat', ids.south],
    ] as const) {
      ids[key] = (
        await admin.post('vehicles/companies/tags/', { fa_title: `${fa} ${run}`, en_title: `${en} ${run}` })
      ).id;
      await admin.put(`vehicles/companies/tags/${ids[key]}/organizations/`, {
        id: ids[key],
        organizations: [org],
      });
    }
    ids.shared = (
      await admin.post(
        'vehicles/companies/',
        vehicleBody(`Truck 12 ${run}`, `12${'02'}${digits()}67`, [ids.reefer, ids.hazmat]),
      )
    ).id;
    ids.southVan = (
      await admin.post('vehicles/companies/', vehicleBody(`South van ${run}`, `13${'02'}${digits()}68`, []))
    ).id;
    await admin.put(`vehicles/companies/${ids.shared}/organizations/`, {
      id: ids.shared,
      organizations: [ids.north, ids.south],
    });
    await admin.put(`vehicles/companies/${ids.southVan}/organizations/`, {
      id: ids.southVan,
      organizations: [ids.south],
    });
    const policy = async (title: string, body: object) =>
      (await admin.post('users/policies/', { title, ...body })).id;
    await admin.post('users/', {
      username: limited.username,
      first_name: 'Nasrin',
      last_name: 'Shomali',
      password: limited.password,
      confirm_password: limited.password,
      organizations: [ids.north],
      policies: [
        await policy(`North ${run}`, {
          permissions: { vehicles: ['view', 'change', 'approve'], approvals: ['view'] },
        }),
      ],
    });
    await admin.post('users/', {
      username: clerk.username,
      first_name: 'Sara',
      last_name: 'Karimi',
      password: clerk.password,
      confirm_password: clerk.password,
      policies: [
        await policy(`Desk ${run}`, {
          permissions: { vehicles: ['view', 'change'] },
          approval_required: { vehicles: ['change'] },
        }),
      ],
    });
    // Two changes wait for approval: one of the shared truck, one of the south van.
    const desk = await apiOf(request, clerk);
    const shared = await admin.get(`vehicles/companies/${ids.shared}/`);
    await desk.put(`vehicles/companies/${ids.shared}/`, {
      ...vehicleBody(`Truck 14 ${run}`, shared.license_plate, [ids.reefer]),
      is_cold_chain: false,
    });
    const van = await admin.get(`vehicles/companies/${ids.southVan}/`);
    await desk.put(`vehicles/companies/${ids.southVan}/`, vehicleBody(`Van 2 ${run}`, van.license_plate, []));
  });

  test.afterAll(async ({ request }) => {
    // Later spec files count the demo company's vehicles and tags.
    const admin = await apiOf(request, specAdmin());
    for (const id of [ids.shared, ids.southVan]) if (id) await admin.delete(`vehicles/companies/${id}/`);
    for (const id of [ids.reefer, ids.hazmat]) if (id) await admin.delete(`vehicles/companies/tags/${id}/`);
  });

  test('fa: opens the shared vehicle without an error, reads names, and saves it keeping the other tag', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request, 'fa', limited);
    await page.goto(`/fa/cars/view/${ids.shared}`);
    await expect(page.getByTestId('view-company_vehicle_tags')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('view-company_vehicle_tags')).toContainText(`یخچالی ${run}`);
    await expect(page.getByTestId('view-company_vehicle_tags')).toContainText(`مواد خطرناک ${run}`);
    const organizations = page.getByTestId('organization-assignment');
    await expect(organizations).toContainText(`شمال ${run}`);
    await expect(organizations).toContainText(`جنوب ${run}`);
    await expect(organizations).not.toContainText('…');
    await page.waitForTimeout(500);
    await expect(errorToasts(page)).toHaveCount(0);
    await shot(page, 'limited-vehicle-view-fa');

    await page.goto(`/fa/cars/edit/${ids.shared}`);
    await page.getByLabel('نام خودرو').fill(`Truck 13 ${run}`);
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات', exact: true }).click();
    await expect(page).toHaveURL(/\/fa\/cars\/view\/\d+$/);
    await expect(errorToasts(page)).toHaveCount(0);
    const saved = await (await apiOf(request, specAdmin())).get(`vehicles/companies/${ids.shared}/`);
    expect(saved.name).toBe(`Truck 13 ${run}`);
    expect([...saved.company_vehicle_tags].sort()).toEqual([ids.reefer, ids.hazmat].sort());

    const history = page.getByTestId('audit-trail');
    await expect(history.getByTestId('audit-entry').first()).toContainText(`Truck 13 ${run}`);
    await expect(history).not.toContainText(/created|calendar|days_left/);
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'limited-vehicle-history-fa');
  });

  test('fa and en: the inbox holds the shared truck’s change only, shown like the view screen', async ({
    page,
    request,
  }) => {
    for (const locale of ['fa', 'en'] as const) {
      await page.context().clearCookies();
      await signInQuickly(page, request, locale, limited);
      await page.goto(`/${locale}/users/approvals`);
      const rows = page.getByRole('row').filter({ hasText: run });
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`Truck`);
      await shot(page, `limited-approvals-${locale}`);
      await rows.first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`Truck 14 ${run}`);
      await expect(dialog).toContainText(locale === 'fa' ? `یخچالی ${run}` : `Reefer ${run}`);
      await expect(dialog).not.toContainText(/created|calendar|company_vehicle_tags/);
      await expect(dialog).toContainText('NAAM01CA9HE123456');
      await expect(errorToasts(page)).toHaveCount(0);
      await shot(page, `limited-approval-dialog-${locale}`);
    }
  });

  test('en: the vehicle view and its history', async ({ page, request }) => {
    await signInQuickly(page, request, 'en', limited);
    await page.goto(`/en/cars/view/${ids.shared}`);
    await expect(page.getByTestId('view-company_vehicle_tags')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('view-company_vehicle_tags')).toContainText(`Hazmat ${run}`);
    await expect(page.getByTestId('organization-assignment')).toContainText(`South ${run}`);
    await page.waitForTimeout(500);
    await expect(errorToasts(page)).toHaveCount(0);
    await shot(page, 'limited-vehicle-view-en');
    await page.getByTestId('audit-trail').scrollIntoViewIfNeeded();
    await shot(page, 'limited-vehicle-history-en');
  });
});
