import { expect, test } from '@playwright/test';
import { demo, shot } from './support';

test.describe('login', () => {
  test('shows the spec validation messages in Persian and keeps the form', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('ورود | ناوگان');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('نام کاربری')).toBeVisible();
    await shot(page, 'login-fa');

    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByText('نام کاربری الزامی است')).toBeVisible();
    await expect(page.getByText('رمز عبور الزامی است')).toBeVisible();

    await page.getByLabel('نام کاربری').fill('ab');
    await page.getByLabel('نام کاربری').press('Enter');
    await expect(page.getByText('حداقل طول باید ۳ نویسه باشد.')).toBeVisible();
  });

  test('a wrong password shows the server message, keeps the input and stops the spinner', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('نام کاربری').fill('admin');
    await page.getByLabel(/^رمز عبور/).fill('not-the-password');
    await page.getByRole('button', { name: 'ورود', exact: true }).click();
    await expect(page.getByText('حساب فعالی با این نام کاربری و رمز عبور یافت نشد')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('نام کاربری')).toHaveValue('admin');
    await expect(page.getByRole('button', { name: 'ورود', exact: true })).toBeEnabled();
  });

  test('signs in with Enter (username typed in capitals) and lands on the Persian dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('نام کاربری').fill('ADMIN');
    await page.getByLabel(/^رمز عبور/).fill(demo.password);
    await page.getByLabel(/^رمز عبور/).press('Enter');
    await expect(page).toHaveURL(/\/fa\/dashboard$/);
    await expect(page).toHaveTitle('داشبورد | ناوگان');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const stored = await page.evaluate(() => ({
      access: localStorage.getItem('access'),
      refresh: localStorage.getItem('refresh'),
      userName: localStorage.getItem('user_name'),
      userId: localStorage.getItem('userId'),
    }));
    expect(stored.access).toBeTruthy();
    expect(stored.refresh).toBeTruthy();
    // Staff of type 1 are stored under their full name (spec section 3).
    expect(stored.userName).toBe('مدیر ناوگان');
    expect(stored.userId).toBe('1');
  });

  test('the English login page is left to right', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Navgan');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByLabel('Username')).toBeVisible();
    await shot(page, 'login-en');
  });
});
