import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

/** A receiver the test starts: it answers 200 and keeps what came. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('received, thank you');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/navgan`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an administrator adds a webhook, sends a test and sees it delivered and signed, in Persian and English', async ({
  page,
  request,
}) => {
  const receiver = await startReceiver();
  await signInQuickly(page, request, 'fa');
  await page.goto('/fa/settings/webhooks');
  await expect(page.getByTestId('list-empty')).toContainText('هنوز وب‌هوکی ندارید');

  await page.getByRole('button', { name: 'وب‌هوک جدید' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('آدرس گیرنده').fill('ftp://example.com');
  await dialog.getByRole('button', { name: 'ثبت' }).click();
  await expect(dialog).toContainText('آدرس باید با http:// یا https:// شروع شود و نام میزبان داشته باشد.');
  await expect(dialog).toContainText('انتخاب رویدادها الزامی است');
  await dialog.getByLabel('آدرس گیرنده').fill(receiver.url);
  await dialog.getByLabel('توضیح').fill('سامانه انبار');
  await dialog.getByLabel('ورود به حصار').check();
  await dialog.getByLabel('خروج از حصار').check();
  await shot(page, 'webhook-form-fa', { settleMs: 300 });
  await dialog.getByRole('button', { name: 'ثبت' }).click();
  await expect(dialog).toContainText('کلید امضا');
  const secret = (await dialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await shot(page, 'webhook-secret-fa', { settleMs: 300 });
  await dialog.getByRole('button', { name: 'تمام' }).click();

  const row = page.getByTestId('record-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/ورود به حصار،\u200f? خروج از حصار/);
  await expect(row.getByTestId('webhook-status')).toHaveText('فعال');
  await shot(page, 'webhooks-list-fa', { settleMs: 300 });

  await row.getByRole('link', { name: /^گزارش ارسال/ }).click();
  await expect(page).toHaveURL(/\/fa\/settings\/webhooks\/\d+\/log$/);
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await page.getByRole('button', { name: 'ارسال آزمایشی' }).click();
  const attempt = page.getByTestId('attempt-row').first();
  await expect(attempt).toContainText('رسیده', { timeout: 10_000 });
  await expect(attempt.getByTestId('attempt-result')).toHaveText('۲۰۰');
  await expect(attempt).toContainText('پیام آزمایشی');
  await expect(attempt).toContainText('received, thank you');
  await shot(page, 'webhook-log-fa', { settleMs: 300 });

  // What reached the receiver is the documented body, signed with the secret shown once.
  expect(receiver.received).toHaveLength(1);
  const [delivery] = receiver.received;
  const timestamp = String(delivery?.headers['webhook-timestamp']);
  const signature = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex')}`;
  expect(delivery?.headers['webhook-signature']).toBe(signature);
  expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
    type: 'ping',
    id: delivery?.headers['webhook-id'],
  });

  await attempt.getByRole('button', { name: 'ارسال دوباره' }).click();
  await expect(page.getByTestId('attempt-row')).toHaveCount(2, { timeout: 10_000 });
  expect(receiver.received[1]?.headers['webhook-id']).toBe(delivery?.headers['webhook-id']);

  await page.goto(page.url().replace('/fa/', '/en/'));
  await expect(page.getByTestId('attempt-row').first()).toContainText('Delivered');
  await expect(page.getByTestId('attempt-row').first()).toContainText('Test ping');
  await expect(page.getByTestId('attempt-result').first()).toHaveText('200');
  await shot(page, 'webhook-log-en', { settleMs: 300 });
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('webhook-status')).toHaveText('Paused');
  await page.goto('/en/settings/webhooks');
  await expect(page.getByTestId('record-row')).toContainText('Geofence entered, Geofence exited');
  await expect(page.getByTestId('webhook-status')).toHaveText('Paused');
  await shot(page, 'webhooks-list-en', { settleMs: 300 });
  await receiver.close();
});
