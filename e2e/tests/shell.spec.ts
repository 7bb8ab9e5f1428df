import { expect, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

test.describe('routing and guard', () => {
  test('without a session every page sends the user to /login', async ({ page }) => {
    for (const path of ['/', '/fa/dashboard', '/en/cars/list', '/drivers/list']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('/ goes to the dashboard and a path without a language gets one', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/fa\/dashboard$/);
    await page.goto('/drivers/list?p=2');
    await expect(page).toHaveURL(/\/fa\/drivers\/list\?p=2$/);
  });

  test('an unknown address shows the 404 page inside the app', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/no-such-page');
    await expect(page.getByText('این صفحه پیدا نشد')).toBeVisible();
    await shot(page, 'not-found-fa');
    await expect(page).toHaveTitle('صفحه پیدا نشد | ناوگان');
    await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
    await expect(page).toHaveURL(/\/fa\/dashboard$/);
  });
});

test.describe('shell', () => {
  test('shows the user, a ticking Persian clock and the notification badge', async ({ page, request }) => {
    const { access } = await signInQuickly(page, request);
    // Other spec files read notifications: count what the server holds now.
    const auth = { authorization: `Bearer ${access}` };
    await request.post('/api/v1/notifications/announcements/', {
      headers: auth,
      data: { fa_body: 'آزمون زنگ اعلان', en_body: 'Bell test' },
    });
    const unread = (await (await request.get('/api/v1/notifications/', { headers: auth })).json()).length;
    await page.goto('/fa/dashboard');
    await page.getByRole('button', { name: 'باز کردن منوی کناری' }).click();
    await expect(page.getByTestId('user-name')).toHaveText('مدیر ناوگان');
    const clock = page.getByTestId('live-clock');
    await expect(clock).toHaveText(/[۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2}/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(page.getByRole('button', { name: /اعلان/ })).toContainText(
      unread.toLocaleString('fa-IR', { useGrouping: false }),
    );
  });

  test('switching the language rewrites the URL and flips the direction', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/cars/list');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'تغییر زبان' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/cars\/list$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Vehicles | Navgan');
  });

  test('every side-menu item leads to a page with its own title', async ({ page, request }) => {
    // Visits every page of the menu: give it room on a loaded 2-core machine.
    test.slow();
    await signInQuickly(page, request, 'en');
    await page.goto('/en/dashboard');
    await page.getByRole('button', { name: 'Expand side menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const group of [
      'Drivers management',
      'Vehicles management',
      'Geofences',
      'Periodic service',
      'Reports',
    ]) {
      await nav.getByRole('button', { name: group }).click();
    }
    const links = nav.getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(27);
    const titles = new Set<string>();
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page, href).toHaveTitle(/^.+ \| Navgan$/);
      const title = await page.title();
      expect(title, href).not.toContain('not found');
      if (!href.endsWith('/dashboard')) {
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), href).toBeVisible();
      }
      titles.add(title);
    }
    expect(titles.size).toBeGreaterThanOrEqual(hrefs.length - 2);
  });

  test('logout revokes the session, clears it and the guard keeps the user out', async ({
    page,
    request,
  }) => {
    const { refresh } = await signInQuickly(page, request);
    await page.goto('/fa/dashboard');
    await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]),
    ).toEqual([null, null]);
    await page.goto('/fa/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    // The refresh token was revoked on the server: a copy of it is worth nothing now.
    await expect
      .poll(async () => (await request.post('/api/v1/users/token/refresh/', { data: { refresh } })).status())
      .toBe(401);
  });

  test('an expired access token is refreshed and the page reloads signed in', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-expired-set')) {
        localStorage.setItem('access', 'expired.or.garbage');
        sessionStorage.setItem('e2e-expired-set', '1');
      }
    });
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await page.goto('/fa/dashboard');
    // The 403 token_not_valid answer triggers a refresh, then a reload one second later.
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('access'))).not.toBe('expired.or.garbage');
    await expect(page).toHaveURL(/\/fa\/dashboard$/);
    await page.getByRole('button', { name: 'باز کردن منوی کناری' }).click();
    await expect(page.getByTestId('user-name')).toHaveText('مدیر ناوگان');
  });

  test('screenshots of the shell in Persian and English, menu open and closed, and on a phone', async ({
    page,
    request,
  }) => {
    await signInQuickly(page, request);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/fa/dashboard');
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    await shot(page, 'shell-fa-collapsed');
    await page.getByRole('button', { name: 'باز کردن منوی کناری' }).click();
    await expect(page.getByTestId('live-clock')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'منوی اصلی' })
      .getByRole('button', { name: 'گزارش‌ها' })
      .click();
    await shot(page, 'shell-fa-expanded');
    await page.goto('/en/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand side menu' }).click();
    await expect(page.getByTestId('live-clock')).toBeVisible();
    await shot(page, 'shell-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fa/dashboard');
    await expect(page.getByRole('heading', { name: 'داشبورد' })).toBeVisible();
    await shot(page, 'mobile-fa');
    await page.getByRole('button', { name: 'باز کردن منو' }).click();
    await expect(page.getByRole('navigation', { name: 'منوی اصلی' })).toBeVisible();
    await shot(page, 'mobile-fa-menu');
  });
});
