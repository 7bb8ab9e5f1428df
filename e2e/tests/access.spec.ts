import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, specAdmin } from './support';

// One story in order: the admin sets up an organization, a policy and a user; the user works
// within them; the admin decides on what the user sent for approval.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
const clerk = { username: `clerk.${run}`, password: 'road-trip-77' };
const names = {
  orgA: `Depot A ${run}`,
  orgB: `Depot B ${run}`,
  policy: `Driver clerk ${run}`,
  tagA: `برچسب الف ${run}`,
  driverA: `الف${run}`,
  driverB: `ب${run}`,
  renamed: `حمید`,
  refused: `سعید`,
};
const ids = { orgA: 0, orgB: 0, tagA: 0, driverA: 0, driverB: 0 };

/**
 * A valid Iranian national code, different each run: a known place prefix (the national-code
 * check also looks at it), five random digits and the check digit.
 */
function nationalCode(): string {
  const digits = [0, 4, 9, 9, ...Array.from({ length: 5 }, () => Math.floor(Math.random() * 10))];
  const sum = digits.reduce((total, digit, i) => total + digit * (10 - i), 0) % 11;
  return `${digits.join('')}${sum < 2 ? sum : 11 - sum}`;
}

const driverBody = (last: string) => ({
  first_name: 'رضا',
  last_name: last,
  national_code: nationalCode(),
  gender: 'male',
  mobile: `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
});

async function tokenFor(request: APIRequestContext, credentials: { username: string; password: string }) {
  const response = await request.post('/api/v1/users/token/', { data: credentials });
  expect(response.ok(), `login of ${credentials.username}`).toBe(true);
  return (await response.json()) as { access: string; refresh: string };
}

/** Puts a session of the given user where the app keeps it, before any page script runs. */
async function signInAs(
  page: Page,
  request: APIRequestContext,
  credentials: { username: string; password: string },
  locale: 'fa' | 'en',
) {
  const { access, refresh } = await tokenFor(request, credentials);
  await page.addInitScript(
    ([a, r, l, name]) => {
      if (!sessionStorage.getItem('e2e-session-set')) {
        localStorage.setItem('access', a);
        localStorage.setItem('refresh', r);
        localStorage.setItem('user_name', name);
        localStorage.setItem('userId', '1');
        localStorage.setItem('locale', l);
        sessionStorage.setItem('e2e-session-set', '1');
      }
    },
    [access, refresh, locale, credentials.username] as const,
  );
  return access;
}

async function adminApi(request: APIRequestContext) {
  const { access } = await tokenFor(request, specAdmin());
  const headers = { Authorization: `Bearer ${access}` };
  return {
    async post(path: string, data: unknown) {
      const response = await request.post(`/api/v1/${path}`, { headers, data });
      expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
      return (await response.json()) as { id: number };
    },
    async put(path: string, data: unknown) {
      const response = await request.put(`/api/v1/${path}`, { headers, data });
      expect(response.ok(), `PUT ${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    async get(path: string) {
      const response = await request.get(`/api/v1/${path}`, { headers });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return response.json();
    },
    async delete(path: string) {
      await request.delete(`/api/v1/${path}`, { headers });
    },
  };
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function settledShot(page: Page, name: string) {
  await page.locator('h1').first().click();
  await shot(page, name, { settleMs: 250 });
}

test.describe('organizations, users, policies and approvals', () => {
  test.afterAll(async ({ request }) => {
    // Later spec files count the demo company's tags and drivers from an empty list.
    const admin = await adminApi(request);
    if (ids.tagA) await admin.delete(`vehicles/companies/tags/${ids.tagA}/`);
    for (const id of [ids.driverA, ids.driverB]) if (id) await admin.delete(`drivers/${id}/`);
  });

  test('fa: the admin creates an organization under the user-management menu', async ({ page, request }) => {
    await signInAs(page, request, specAdmin(), 'fa');
    await page.goto('/fa/dashboard');
    await page.getByRole('button', { name: 'مدیریت کاربران و سازمان‌ها' }).click();
    await page.getByRole('menuitem', { name: 'افزودن سازمان' }).click();
    await expect(page).toHaveURL(/\/fa\/organizations\/add$/);
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page.getByText('عنوان الزامی است')).toBeVisible();
    await page.locator('input[name="title"]').fill(names.orgA);
    await page.getByLabel('عنوان فارسی').fill(`انبار الف ${run}`);
    await settledShot(page, 'organizations-add-fa');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page).toHaveURL(/\/fa\/organizations\/view\/\d+$/);
    ids.orgA = Number(page.url().split('/').pop());
    await expect(page.getByTestId('audit-trail')).toBeVisible();
    await shot(page, 'organizations-view-fa');

    // A second organization under the first, picked from the tree.
    const admin = await adminApi(request);
    ids.orgB = (
      await admin.post('organizations/', { title: names.orgB, fa_title: '', en_title: '', parent: null })
    ).id;
    await page.goto('/fa/organizations/list');
    await expect(page.getByRole('row').filter({ hasText: names.orgA })).toBeVisible();
    await shot(page, 'organizations-list-fa');
    await page.goto('/en/organizations/list');
    await expect(page.getByRole('row').filter({ hasText: names.orgB })).toBeVisible();
    await shot(page, 'organizations-list-en');
  });

  test('fa: the admin writes a policy in the matrix', async ({ page, request }) => {
    await signInAs(page, request, specAdmin(), 'fa');
    await page.goto('/fa/users/policies');
    await page.getByRole('button', { name: 'سیاست تازه' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('عنوان').fill(names.policy);
    await dialog.getByRole('checkbox', { name: 'رانندگان: مشاهده' }).check();
    await dialog.getByRole('checkbox', { name: 'رانندگان: ویرایش', exact: true }).check();
    // Approval can only be asked for a granted write, and only where someone can approve.
    await expect(dialog.getByRole('checkbox', { name: 'رانندگان: حذف نیازمند تأیید' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'برچسب‌ها: ویرایش نیازمند تأیید' })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'رانندگان: ویرایش نیازمند تأیید' }).check();
    await dialog.getByRole('checkbox', { name: 'صندوق تأییدها: مشاهده' }).check();
    await shot(page, 'policy-editor-fa');
    await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: names.policy })).toBeVisible();
    await shot(page, 'policies-fa');
    await page.goto('/en/users/policies');
    await expect(page.getByRole('row').filter({ hasText: names.policy })).toContainText('1 action');
    await shot(page, 'policies-en');
    await page.getByRole('button', { name: `Edit ${names.policy}` }).click();
    await expect(
      page.getByRole('dialog').getByRole('checkbox', { name: 'Drivers: Change', exact: true }),
    ).toBeChecked();
    await shot(page, 'policy-editor-en');
  });

  test('en: the admin adds the limited user, with section 5 rules on the form', async ({ page, request }) => {
    await signInAs(page, request, specAdmin(), 'en');
    await page.goto('/en/users/add');
    await page.getByLabel('Username').fill('Clerk One');
    await page.locator('input[name="password"]').fill('12345678');
    await page.getByLabel('Confirm password').fill('1234567');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Invalid Username.')).toBeVisible();
    await expect(page.getByText('Password must not be entirely numeric.')).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();

    await page.getByLabel('Username').fill(clerk.username);
    await page.getByLabel('First name').fill('Sara');
    await page.getByLabel('Last name').fill('Karimi');
    await page.locator('input[name="password"]').fill(clerk.password);
    await page.getByLabel('Confirm password').fill(clerk.password);
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: names.orgA }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Policies' }).click();
    await page.getByRole('option', { name: names.policy }).click();
    await page.keyboard.press('Escape');
    await settledShot(page, 'users-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/users\/view\/\d+$/);
    await expect(page.getByTestId('view-username')).toContainText(clerk.username);
    await expect(page.getByTestId('fact-date_joined')).toContainText(String(new Date().getFullYear()));
    await shot(page, 'users-view-en');
    await page.goto('/fa/users/list');
    await expect(page.getByRole('row').filter({ hasText: clerk.username })).toContainText(names.policy);
    await shot(page, 'users-list-fa');
    await page.getByRole('link', { name: clerk.username }).click();
    await expect(page.getByTestId('user-password')).toBeVisible();
    await shot(page, 'users-view-fa');
  });

  test('fa: organizations are assigned from a tag view', async ({ page, request }) => {
    const admin = await adminApi(request);
    ids.tagA = (await admin.post('vehicles/companies/tags/', { fa_title: names.tagA, en_title: '' })).id;
    ids.driverA = (await admin.post('drivers/', driverBody(names.driverA))).id;
    ids.driverB = (await admin.post('drivers/', driverBody(names.driverB))).id;
    await admin.put(`drivers/${ids.driverA}/organizations/`, { id: ids.driverA, organizations: [ids.orgA] });
    await admin.put(`drivers/${ids.driverB}/organizations/`, { id: ids.driverB, organizations: [ids.orgB] });

    await signInAs(page, request, specAdmin(), 'fa');
    await page.goto(`/fa/tags/view/${ids.tagA}`);
    const section = page.getByTestId('organization-assignment');
    await section.getByRole('button', { name: 'تغییر سازمان‌ها' }).click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: `انبار الف ${run}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, 'سازمان‌ها ذخیره شد.')).toBeVisible();
    await expect(section).toContainText(`انبار الف ${run}`);
    const tag = await admin.get(`vehicles/companies/tags/${ids.tagA}/`);
    expect(tag.organizations).toEqual([ids.orgA]);
    await shot(page, 'tag-organizations-fa');
    await page.goto(`/en/drivers/view/${ids.driverA}`);
    await expect(page.getByTestId('organization-assignment')).toContainText(names.orgA);
  });

  test('fa: the limited user sees only what the policy allows, and only its organization', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, clerk, 'fa');
    await page.goto('/fa/drivers/list');
    await expect(page.getByRole('row').filter({ hasText: names.driverA })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: names.driverB })).toHaveCount(0);
    // View and change, no add and no delete.
    await expect(page.getByRole('link', { name: 'ثبت جدید' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^حذف/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `ویرایش رضا ${names.driverA}` })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'منوی اصلی' });
    await expect(nav.locator('a[href="/fa/users/approvals"]')).toHaveCount(1);
    await expect(nav.locator('a[href="/fa/reports/realtime"]')).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'مدیریت رانندگان' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'گزارش‌ها' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'مدیریت کاربران و سازمان‌ها' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'افزودن مورد جدید' })).toHaveCount(0);
    await shot(page, 'limited-drivers-fa');

    await page.goto('/fa/users/list');
    await expect(page.getByTestId('no-access')).toContainText('دسترسی ندارید');
    await expect(page.getByRole('link', { name: 'بازگشت به داشبورد' })).toBeVisible();
    await shot(page, 'no-access-fa');
  });

  test('en: the limited user is kept out of screens the policy does not give', async ({ page, request }) => {
    await signInAs(page, request, clerk, 'en');
    await page.goto('/en/drivers/add');
    await expect(page.getByTestId('no-access')).toContainText('No access');
    await shot(page, 'no-access-en');
    await page.goto('/en/tags/list');
    await expect(page.getByTestId('no-access')).toBeVisible();
    await page.goto(`/en/drivers/view/${ids.driverA}`);
    await expect(page.getByRole('heading', { name: `رضا ${names.driverA}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await page.goto(`/en/drivers/view/${ids.driverB}`);
    await expect(page.getByTestId('record-not-found')).toBeVisible();
  });

  test('approval: a held change toasts and waits; the admin accepts it with a comment', async ({
    page,
    request,
    browser,
  }) => {
    await signInAs(page, request, clerk, 'fa');
    await page.goto(`/fa/drivers/edit/${ids.driverA}`);
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill(names.renamed);
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await expect(page).toHaveURL(/\/fa\/drivers\/list$/);
    await expect(toast(page, 'تغییر شما برای تأیید ارسال شد.')).toBeVisible();
    // Nothing changed yet.
    await expect(page.getByRole('row').filter({ hasText: `رضا ${names.driverA}` })).toBeVisible();
    await page.goto('/fa/users/approvals?tab=mine');
    const mine = page.getByTestId('approval-row').filter({ hasText: names.driverA });
    await expect(mine).toContainText('در انتظار');
    await shot(page, 'approvals-mine-fa');

    const adminPage = await browser.newPage();
    await signInAs(adminPage, request, specAdmin(), 'en');
    await adminPage.goto('/en/users/approvals');
    const row = adminPage.getByTestId('approval-row').filter({ hasText: names.driverA });
    await expect(row).toContainText('Drivers: Change');
    await shot(adminPage, 'approvals-en');
    await row.click();
    const dialog = adminPage.getByRole('dialog');
    await expect(dialog.locator('[data-changed="true"]')).toHaveCount(1);
    await expect(dialog.locator('[data-changed="true"]')).toContainText(names.renamed);
    await dialog.getByLabel('Comment (optional)').fill('Looks right');
    await shot(adminPage, 'approval-dialog-en');
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(toast(adminPage, 'The request was accepted and applied.')).toBeVisible();
    await expect(adminPage.getByTestId('approval-row').filter({ hasText: names.driverA })).toHaveCount(0);

    await adminPage.goto(`/en/drivers/view/${ids.driverA}`);
    await expect(adminPage.getByRole('heading', { name: `${names.renamed} ${names.driverA}` })).toBeVisible();
    await expect(adminPage.getByTestId('audit-entry').filter({ hasText: 'Looks right' })).toBeVisible();
    await shot(adminPage, 'driver-audit-en');
    await adminPage.close();
  });

  test('approval: a rejected change leaves the record as it was', async ({ page, request, browser }) => {
    await signInAs(page, request, clerk, 'en');
    await page.goto(`/en/drivers/edit/${ids.driverA}`);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill(names.refused);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/en\/drivers\/list$/);
    await expect(toast(page, 'Your change was sent for approval.')).toBeVisible();

    const adminPage = await browser.newPage();
    await signInAs(adminPage, request, specAdmin(), 'fa');
    await adminPage.goto('/fa/users/approvals');
    await adminPage.getByTestId('approval-row').filter({ hasText: names.driverA }).click();
    await shot(adminPage, 'approval-dialog-fa');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'رد', exact: true }).click();
    await expect(toast(adminPage, 'درخواست رد شد.')).toBeVisible();
    await adminPage.goto('/fa/users/approvals?tab=decided&status=rejected');
    await expect(adminPage.getByTestId('approval-row').filter({ hasText: names.driverA })).toContainText(
      'رد شد',
    );
    await shot(adminPage, 'approvals-rejected-fa');
    await adminPage.close();

    const admin = await adminApi(request);
    expect((await admin.get(`drivers/${ids.driverA}/`)).first_name).toBe(names.renamed);
  });
});
