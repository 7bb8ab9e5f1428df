import { expect, type Page, test } from '@playwright/test';
import { readWorkbook } from '../../apps/server/src/test/read-workbook';
import { startTestSmtpServer } from '../../apps/server/src/test/smtp-test-server';
import { shot, signInQuickly } from './support';

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 300 });
}

test.describe('scheduled reports', () => {
  test('fa: schedule a report, send it now, see the history row; en: the same screens', async ({
    page,
    request,
  }) => {
    const smtp = await startTestSmtpServer();
    try {
      const { access } = await signInQuickly(page, request);
      const settings = await request.put('/api/v1/notification-channels/email/', {
        data: {
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          username: '',
          password: '',
          from_address: 'navgan@example.com',
        },
        headers: { Authorization: `Bearer ${access}` },
      });
      expect(settings.ok()).toBe(true);

      await page.goto('/fa/report-schedules/list');
      await expect(page.getByTestId('list-empty')).toContainText('هنوز گزارشی زمان‌بندی نشده است');
      await page.getByTestId('list-empty').getByRole('link', { name: 'ثبت جدید' }).click();
      await expect(page).toHaveURL(/\/fa\/report-schedules\/add$/);

      await page.getByLabel('عنوان').fill('گزارش روزانه‌ی ناوگان');
      await page.getByRole('combobox', { name: 'گزارش', exact: true }).click();
      await page.getByRole('option', { name: 'گزارش روزانه', exact: true }).click();
      await page.getByRole('combobox', { name: 'تناوب', exact: true }).click();
      await page.getByRole('option', { name: 'هفتگی', exact: true }).click();
      await page.getByLabel('نشانی‌های ایمیل').fill('fleet@example.com');
      await settledShot(page, 'report-schedules-add-fa');
      await page.getByRole('button', { name: 'ثبت', exact: true }).click();
      await expect(page).toHaveURL(/\/fa\/report-schedules\/view\/\d+$/);
      const viewUrl = page.url();

      await expect(page.getByText('خودرو یا برچسبی انتخاب نشده است', { exact: false })).toBeVisible();
      await shot(page, 'report-schedules-view-top-fa', { settleMs: 300 });
      const history = page.getByTestId('schedule-history');
      await expect(history).toContainText('هنوز ارسال نشده است.');
      await history.getByTestId('send-now').click();
      await expect(toast(page, 'گزارش ارسال شد.')).toBeVisible();
      const row = history.getByTestId('schedule-run');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('ارسال شد');
      await expect(row).toContainText('ارسال دستی');
      await expect(row).toContainText('fleet@example.com');
      // The period in Jalali with Persian digits ("۱۴۰۵/۰۸/۲۴ تا ...").
      await expect(row).toContainText(/[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} تا [۰-۹]{4}/);
      await history.scrollIntoViewIfNeeded();
      await shot(page, 'report-schedules-view-fa', { settleMs: 300 });

      const [mail] = await smtp.waitFor(1);
      expect(mail?.to).toEqual(['fleet@example.com']);
      expect(mail?.subject).toContain('گزارش روزانه‌ی ناوگان');
      const [sheet] = readWorkbook(mail?.attachments[0]?.content as Buffer);
      expect(sheet?.name).toBe('گزارش روزانه');

      await page.goto('/fa/report-schedules/list');
      const listed = page.getByTestId('record-row').filter({ hasText: 'گزارش روزانه‌ی ناوگان' });
      await expect(listed).toContainText('هر شنبه ساعت ۰۸:۰۰');
      await expect(listed).toContainText('ارسال شد');
      await settledShot(page, 'report-schedules-list-fa');

      await page.goto(viewUrl.replace('/fa/', '/en/'));
      await expect(page.getByTestId('schedule-run')).toContainText('Sent');
      await expect(page.getByTestId('schedule-run')).toContainText('Sent by hand');
      await page.getByTestId('schedule-history').scrollIntoViewIfNeeded();
      await shot(page, 'report-schedules-view-en', { settleMs: 300 });
      await page.goto('/en/report-schedules/list');
      await expect(page.getByTestId('record-row').first()).toContainText('Every Saturday at 08:00');
      await settledShot(page, 'report-schedules-list-en');
    } finally {
      await smtp.close();
    }
  });
});
