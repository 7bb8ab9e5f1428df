import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { startTestSmtpServer, type TestSmtpServer } from '../../apps/server/src/test/smtp-test-server';
import { shot, signInQuickly, specAdmin } from './support';

// One company: the channel set up in the first test carries the second.
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

let smtp: TestSmtpServer;
test.beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
test.afterAll(async () => {
  await smtp.close();
});

test.describe('notification channels', () => {
  test('fa: an administrator sets up email, a test mail arrives, and an announcement reaches the mailbox of whoever routed it there', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request);
    await page.goto('/fa/company/notification-channels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('کانال‌های اعلان');
    const email = page.getByTestId('channel-email');
    await expect(email).toContainText('تنظیم نشده');
    await expect(page.getByTestId('delivery-log')).toContainText(
      'هنوز پیامی از این کانال‌ها فرستاده نشده است.',
    );
    await shot(page, 'channels-empty-fa', { fullPage: true });

    await email.getByLabel('سرور SMTP').fill('127.0.0.1');
    await email.getByRole('spinbutton', { name: 'درگاه' }).fill(String(smtp.port));
    await email.getByLabel('نشانی فرستنده').fill('no-reply');
    await email.getByRole('button', { name: 'ذخیره' }).click();
    await expect(email.getByText('نشانی فرستنده نامعتبر است')).toBeVisible();
    await email.getByLabel('نشانی فرستنده').fill('alerts@navgan.example');
    await email.getByRole('button', { name: 'ذخیره' }).click();
    await expect(toast(page, 'ذخیره شد')).toBeVisible();
    await expect(email).toContainText('فعال');

    await email.getByLabel('ارسال آزمایشی به').fill('ops@navgan.example');
    await email.getByRole('button', { name: 'ارسال آزمایشی' }).click();
    await expect(toast(page, 'پیام آزمایشی فرستاده شد.')).toBeVisible();
    const [test] = await smtp.waitFor(1);
    expect(test?.subject).toBe('ناوگان: پیام آزمایشی');

    await page.goto('/fa/setting/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اعلان‌های من');
    await expect(
      page.getByText(`ایمیل‌ها به نشانی حساب شما فرستاده می‌شوند: ${specAdmin().username}@example.com`),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: 'اطلاعیه — ایمیل' }).check();
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await expect(toast(page, 'ذخیره شد')).toBeVisible();
    await shot(page, 'notification-preferences-fa', { fullPage: true });

    const sent = await request.post('/api/v1/notifications/announcements/', {
      data: { fa_body: 'بازرسی ناوگان فردا ساعت ۸', en_body: 'Fleet inspection tomorrow at 8' },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(sent.status()).toBe(201);
    const mails = await smtp.waitFor(2);
    expect(mails[1]?.to).toEqual([`${specAdmin().username}@example.com`]);
    expect(mails[1]?.subject).toBe('ناوگان: اطلاعیه');
    expect(mails[1]?.text).toContain('بازرسی ناوگان فردا ساعت ۸');

    await page.goto('/fa/company/notification-channels');
    const row = page.getByTestId('outbound-row').first();
    await expect(row).toContainText('ارسال شد');
    await expect(row).toContainText('ناوگان: اطلاعیه');
    await shot(page, 'channels-fa', { fullPage: true });
  });

  test('en: the same screens read left to right with English labels, and a Telegram chat links by a code', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request, 'en');
    // A local server speaking the Bot API: the user's message to the bot is whatever the page shows.
    let updates: unknown[] = [];
    const botApi = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const result = req.url?.endsWith('/getUpdates') ? updates : { message_id: 1 };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
      });
    });
    await new Promise<void>((resolve) => botApi.listen(0, '127.0.0.1', resolve));
    const apiBase = `http://127.0.0.1:${(botApi.address() as AddressInfo).port}`;
    const bot = await request.put('/api/v1/notification-channels/telegram/', {
      data: { token: '123:e2e', api_base: apiBase },
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(bot.status()).toBe(200);
    await page.goto('/en/company/notification-channels');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notification channels');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByTestId('channel-email')).toContainText('On');
    await expect(page.getByTestId('channel-sms')).toContainText('Not set up');
    await page.getByTestId('channel-sms').getByLabel('SMS provider').click();
    await page.getByRole('option', { name: 'Another gateway (own template)' }).click();
    await expect(page.getByTestId('channel-sms').getByLabel('Gateway URL')).toBeVisible();
    await expect(page.getByTestId('outbound-row').first()).toContainText('Sent');
    await shot(page, 'channels-en', { fullPage: true });

    await page.goto('/en/setting/notifications');
    await expect(page.getByRole('checkbox', { name: 'Announcements — Email' })).toBeChecked();
    await page.getByRole('button', { name: 'Connect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Telegram' });
    const code = ((await dialog.getByTestId('link-code').textContent()) ?? '').replace('/start', '').trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await shot(page, 'notification-link-en');
    updates = [{ update_id: 7, message: { text: `/start ${code}`, chat: { id: 424242 } } }];
    await expect(toast(page, 'Telegram is connected.')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Telegram chat id')).toHaveValue('424242');
    botApi.close();
    await page.getByLabel('Quiet hours from').fill('22:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Quiet hours until is Required')).toBeVisible();
    await shot(page, 'notification-preferences-en', { fullPage: true });
  });
});
