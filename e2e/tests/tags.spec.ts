import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

// One shared database: these tests build on each other (empty list first, then records).
test.describe.configure({ mode: 'serial' });

async function addTagsThroughApi(request: APIRequestContext, access: string, titles: string[]) {
  for (const fa_title of titles) {
    const response = await request.post('/api/v1/vehicles/companies/tags/', {
      data: { fa_title, en_title: '' },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(response.status()).toBe(201);
  }
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** Takes the screenshot after focus has left the fields (no floating-label animation caught mid-way). */
async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 250 });
}

test.describe('tags', () => {
  test('an empty list says so and offers the first registration', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/tags/list');
    const empty = page.getByTestId('list-empty');
    await expect(empty).toContainText('هنوز برچسبی ثبت نشده است');
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('داشبورد');
    await expect(page.getByRole('navigation', { name: 'مسیر صفحه' })).toContainText('فهرست برچسب‌ها');
    await shot(page, 'tags-empty-fa');
    await empty.getByRole('link', { name: 'ثبت جدید' }).click();
    await expect(page).toHaveURL(/\/fa\/tags\/add$/);

    await page.goto('/en/tags/list');
    await expect(page.getByTestId('list-empty')).toContainText('No tags yet');
    await shot(page, 'tags-empty-en');
  });

  test('fa: create, see in the list, edit, delete after confirming', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/tags/list');
    await page.getByRole('link', { name: 'ثبت جدید' }).first().click();
    await expect(page).toHaveURL(/\/fa\/tags\/add$/);
    await expect(page).toHaveTitle('افزودن برچسب | ناوگان');

    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page.getByText('عنوان فارسی الزامی است')).toBeVisible();
    await expect(toast(page, 'لطفاً همه‌ی فیلدها را پر کنید')).toBeVisible();

    await page.getByLabel('عنوان فارسی').fill('سردخانه‌دار');
    await page.getByLabel('عنوان انگلیسی').fill('Refrigerated');
    await settledShot(page, 'tags-add-fa');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, '«سردخانه‌دار» ثبت شد.')).toBeVisible();
    await expect(page).toHaveURL(/\/fa\/tags\/view\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سردخانه‌دار');
    await expect(page.getByTestId('view-en_title')).toContainText('Refrigerated');

    await page.getByRole('link', { name: 'ویرایش' }).click();
    await expect(page).toHaveURL(/\/fa\/tags\/edit\/\d+$/);
    await expect(page.getByLabel('عنوان فارسی')).toHaveValue('سردخانه‌دار');
    await page.getByLabel('عنوان فارسی').fill('یخچال‌دار');
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await expect(toast(page, 'تغییرات «یخچال‌دار» ذخیره شد.')).toBeVisible();
    await expect(page).toHaveURL(/\/fa\/tags\/view\/\d+$/);
    await expect(page.getByTestId('view-fa_title')).toContainText('یخچال‌دار');

    await page
      .getByRole('navigation', { name: 'مسیر صفحه' })
      .getByRole('link', { name: 'فهرست برچسب‌ها' })
      .click();
    const row = page.getByTestId('record-row').filter({ hasText: 'یخچال‌دار' });
    await expect(row).toContainText('Refrigerated');
    await expect(page.getByTestId('page-subtitle')).toHaveText('۱ مورد');
    await shot(page, 'tags-list-fa');

    await row.getByRole('button', { name: 'حذف یخچال‌دار' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('آیا از حذف «یخچال‌دار» مطمئن هستید؟');
    await shot(page, 'tags-delete-dialog-fa');
    await dialog.getByRole('button', { name: 'انصراف' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'حذف یخچال‌دار' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'بله، حذف شود' }).click();
    await expect(toast(page, '«یخچال‌دار» حذف شد.')).toBeVisible();
    await expect(page.getByTestId('list-empty')).toBeVisible();
  });

  test('en: create, edit and delete in English', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/tags/add');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Persian title is Required')).toBeVisible();
    await expect(toast(page, 'please fill all fields')).toBeVisible();
    await page.getByLabel('Persian title').fill('اجاره‌ای');
    await page.getByLabel('English title').fill('Rented');
    await settledShot(page, 'tags-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, '“Rented” was registered.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rented');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('English title').fill('Leased');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leased');

    await page.goto('/en/tags/list');
    const row = page.getByTestId('record-row').filter({ hasText: 'Leased' });
    await expect(row).toBeVisible();
    await expect(page.getByTestId('page-subtitle')).toHaveText('1 record');
    await shot(page, 'tags-list-en');
    await row.getByRole('button', { name: 'Delete Leased' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete “Leased”?');
    await shot(page, 'tags-delete-dialog-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
    await expect(toast(page, '“Leased” was deleted.')).toBeVisible();
    await expect(page.getByTestId('list-empty')).toContainText('No tags yet');
  });

  test('pages of ten with Persian digits, the page and the search kept in the URL', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request);
    await addTagsThroughApi(
      request,
      access,
      Array.from({ length: 12 }, (_, i) => `برچسب ${String(i + 1).padStart(2, '0')}`),
    );
    await page.goto('/fa/tags/list');
    await expect(page.getByTestId('record-row')).toHaveCount(10);
    await expect(page.getByTestId('page-subtitle')).toHaveText('۱۲ مورد');
    const pager = page.getByRole('navigation', { name: 'صفحه‌بندی' });
    await expect(pager.getByRole('button', { name: 'صفحه‌ی ۲' })).toHaveText('۲');
    await pager.getByRole('button', { name: 'صفحه‌ی ۲' }).click();
    await expect(page).toHaveURL(/\/fa\/tags\/list\?p=2$/);
    await expect(page.getByTestId('record-row')).toHaveCount(2);

    await page.reload();
    await expect(page.getByTestId('record-row')).toHaveCount(2);

    await page.getByRole('searchbox', { name: 'جستجو' }).fill('۱۱');
    await expect(page).toHaveURL(/search=/);
    await expect(page).not.toHaveURL(/p=2/);
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(pager).toBeHidden();

    await page.getByRole('searchbox', { name: 'جستجو' }).fill('ناموجود');
    await expect(page.getByTestId('list-no-matches')).toBeVisible();
    await page.getByRole('button', { name: 'پاک کردن جستجو و فیلترها' }).click();
    await expect(page).toHaveURL(/\/fa\/tags\/list$/);
    await expect(page.getByTestId('record-row')).toHaveCount(10);

    // A page past the end (rows deleted meanwhile) falls back to the first page.
    await page.goto('/fa/tags/list?p=9');
    await expect(page).toHaveURL(/\/fa\/tags\/list$/);
    await expect(page.getByTestId('record-row')).toHaveCount(10);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    await shot(page, 'tags-list-phone-fa');
  });

  test('skeletons stand in while the list and a record load', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/tags/list');
    await expect(page.getByTestId('record-row').first()).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/vehicles\/companies\/tags\/\d+\/$/, async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByTestId('record-row').first().getByRole('link').first().click();
    await expect(page.getByTestId('record-skeleton')).toBeVisible();
    release();
    await expect(page.getByTestId('record-skeleton')).toBeHidden();
    await expect(page.getByTestId('view-fa_title')).toBeVisible();

    await page.route(/\/api\/v1\/vehicles\/companies\/tags\/\?search=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    await page.goto('/fa/tags/list?search=09');
    await expect(page.getByTestId('skeleton-row').first()).toBeVisible();
    await expect(page.getByTestId('record-row')).toHaveCount(1);
  });

  test('a missing record shows a clear not-found state', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/tags/view/999999');
    await expect(page.getByTestId('record-not-found')).toContainText('این مورد پیدا نشد');
    await page.getByRole('link', { name: 'بازگشت به فهرست برچسب‌ها' }).click();
    await expect(page).toHaveURL(/\/fa\/tags\/list$/);
  });
});
