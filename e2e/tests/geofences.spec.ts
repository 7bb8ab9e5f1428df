import { expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

// One shared database: these tests build on each other (a fence drawn first, then reopened).
test.describe.configure({ mode: 'serial' });
// The map, its worker and the drawing library load on first use; machines running tests are busy.
test.setTimeout(240_000);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function mapReady(page: Page) {
  const map = page.getByTestId('fence-map');
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  return { map, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/** A click the drawing library takes as one (not a drag), with time for it to render before the next. */
async function clickAt(page: Page, x: number, y: number) {
  await page.mouse.click(x, y);
  await page.waitForTimeout(300);
}

const run = Date.now().toString(36).slice(-4);

test.describe('geofences', () => {
  test('draw a polygon by clicking on the map, save it, find it in the list and reopen its shape', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/geofence/list');
    await expect(page.getByTestId('list-empty')).toContainText('هنوز حصاری ثبت نشده است', {
      timeout: 30_000,
    });
    await shot(page, 'geofences-empty-fa');
    await page.getByRole('link', { name: 'ثبت جدید' }).first().click();
    await expect(page).toHaveURL(/\/fa\/geofence\/add$/);

    await expect((await mapReady(page)).map).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page.getByText('عنوان الزامی است')).toBeVisible();
    await expect(page.getByText('محدوده روی نقشه الزامی است')).toBeVisible();
    await expect(toast(page, 'لطفاً همه‌ی فیلدها را پر کنید')).toBeVisible();

    await page.getByLabel('عنوان').first().fill('انبار مرکزی');
    const { map, cx, cy } = await mapReady(page);
    await clickAt(page, cx - 80, cy - 60);
    await clickAt(page, cx + 90, cy - 50);
    await clickAt(page, cx + 70, cy + 70);
    await clickAt(page, cx - 60, cy + 60);
    await clickAt(page, cx - 80, cy - 60); // the first corner again closes the area
    await expect(map).toHaveAttribute('data-shape', 'Polygon');
    await expect(map).toHaveAttribute('data-points', '4');
    await page.getByLabel('حداکثر سرعت مجاز (کیلومتر بر ساعت)').fill('۴۰');
    await page.locator('h1').click();
    await shot(page, 'geofence-add-fa');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, '«انبار مرکزی» ثبت شد.')).toBeVisible();
    await expect(page).toHaveURL(/\/fa\/geofence\/view\/\d+$/);
    await expect(page.getByText('۴۰')).toBeVisible();
    await mapReady(page);
    await shot(page, 'geofence-view-fa');

    await page.goto('/fa/geofence/list');
    const row = page.getByRole('row').filter({ hasText: 'انبار مرکزی' });
    await expect(row).toContainText('چندضلعی');
    await shot(page, 'geofences-list-fa');

    await page.goto(page.url().replace('/list', '/list'));
    await row.getByRole('link', { name: /ویرایش/ }).click();
    await expect(page).toHaveURL(/\/fa\/geofence\/edit\/\d+$/);
    const reopened = await mapReady(page);
    await expect(reopened.map).toHaveAttribute('data-shape', 'Polygon');
    await expect(reopened.map).toHaveAttribute('data-points', '4');
    await expect(page.getByLabel('عنوان').first()).toHaveValue('انبار مرکزی');
  });

  test('en: draw a circle and save it', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/geofence/add');
    await mapReady(page);
    await page.getByLabel('Title').fill('Airport');
    const { map, cx, cy } = await mapReady(page);
    await page.getByTestId('tool-circle').click();
    await clickAt(page, cx, cy);
    await page.mouse.move(cx + 60, cy, { steps: 5 });
    await clickAt(page, cx + 60, cy);
    await expect(map).toHaveAttribute('data-shape', 'Circle');
    const radius = Number(await map.getAttribute('data-radius'));
    expect(radius).toBeGreaterThan(1_000); // 60 px at zoom 5 is tens of kilometres
    await page
      .getByRole('switch', { name: 'Forbidden fence' })
      .or(page.getByLabel('Forbidden fence'))
      .check();
    await page.locator('h1').click();
    await shot(page, 'geofence-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/geofence\/view\/\d+$/);
    // The URL changes before the add form goes: its map must not be taken for the view's.
    await expect(page.locator('h1')).toHaveText('Airport');
    await mapReady(page);
    await shot(page, 'geofence-view-en');
    await page.goto('/en/geofence/list');
    await expect(page.getByRole('row').filter({ hasText: 'Airport' })).toContainText('Circle');
    await shot(page, 'geofences-list-en');
  });
});

test.describe('rules', () => {
  test('the form says which vehicles or tags and complete rows it needs, then saves', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request, 'en');
    const tag = await request.post('/api/v1/vehicles/companies/tags/', {
      // Tag names are unique per company: this run's own, so re-runs and other specs never collide.
      data: { fa_title: `یخچال‌دار ${run}`, en_title: `Refrigerated ${run}` },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(tag.status()).toBe(201);

    await page.goto('/en/rules/list');
    await expect(page.getByTestId('list-empty')).toContainText('No rules yet');
    await shot(page, 'rules-empty-en');
    await page.goto('/en/rules/add');
    await page.getByLabel('Title').fill('Cold chain too warm');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Vehicle or Tag Selection is Mandatory.')).toBeVisible();
    await expect(page.getByTestId('rules-error')).toHaveText(
      'At least one rule must be added and all rules completed.',
    );
    await shot(page, 'rule-errors-en');

    await page.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: `Refrigerated ${run}` }).click();
    await page.getByTestId('rule-row').first().getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Temperature (°C)' }).click();
    await page.getByTestId('rule-row').first().getByRole('combobox', { name: 'Operator' }).click();
    await page.getByRole('option', { name: '>', exact: true }).click();
    await page.getByTestId('rule-threshold-0').fill('8');
    await page.getByTestId('rule-row').first().getByLabel('Duration (minutes)').fill('10');
    await page.getByRole('button', { name: 'Add a rule row' }).click();
    await expect(page.getByTestId('rule-row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('rules-error')).toBeVisible(); // the second row is incomplete
    await page.getByRole('button', { name: 'Remove this row' }).nth(1).click();
    await page.locator('h1').click();
    await shot(page, 'rule-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/rules\/view\/\d+$/);
    const ruleId = Number(page.url().split('/').pop());
    await expect(page.getByTestId('rule-rows-view')).toContainText(
      'Temperature (°C) \u2066> 8\u2069 · 10 min',
    );
    await shot(page, 'rule-view-en');

    await page.goto('/fa/rules/add');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page.getByText('انتخاب خودرو یا برچسب الزامی است.')).toBeVisible();
    await expect(page.getByText('عنوان الزامی است')).toBeVisible();
    await page.locator('h1').click();
    await shot(page, 'rule-errors-fa');
    await page.goto('/fa/rules/list');
    await expect(page.getByRole('row').filter({ hasText: 'Cold chain too warm' })).toContainText(
      'دما (درجه سانتی‌گراد) \u2066> ۸\u2069',
    );
    await shot(page, 'rules-list-fa');

    // Later spec files count the demo company's tags from an empty list.
    const headers = { Authorization: `Bearer ${access}` };
    expect((await request.delete(`/api/v1/rules/${ruleId}/`, { headers })).status()).toBe(204);
    const tagId = ((await tag.json()) as { id: number }).id;
    expect((await request.delete(`/api/v1/vehicles/companies/tags/${tagId}/`, { headers })).status()).toBe(
      204,
    );
  });
});
