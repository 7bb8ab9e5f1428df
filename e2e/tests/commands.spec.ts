import net from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { demo, liveTeltonikaPort, shot, signInQuickly } from './support';

// Commands need a tracker that answers: the simulated demo fleet of the live server, whose company
// is the first demo company's. Its GT06 trackers answer an engine stop and resume as firmware does.
test.describe.configure({ mode: 'serial' });

/** An IMEI no demo device has. */
const STRANGER = '356307042441054';

/** Connects to the live server's Teltonika port as an unregistered tracker, which is refused. */
async function knockAsStranger() {
  const socket = net.connect(liveTeltonikaPort, '127.0.0.1');
  const refusal = new Promise<Buffer>((resolve, reject) => {
    socket.once('data', resolve);
    socket.once('error', reject);
  });
  socket.write(Buffer.concat([Buffer.from([0x00, 0x0f]), Buffer.from(STRANGER, 'latin1')]));
  expect((await refusal)[0]).toBe(0x00);
  socket.destroy();
}

/** Opens the commands and log of the demo's first GT06 device from its row in the devices list. */
async function openGt06Device(page: Page, lang: 'fa' | 'en', openLabel: RegExp) {
  await page.goto(`/${lang}/devices/list`);
  await page.getByRole('searchbox').fill('GT06N');
  // The search reaches the URL after a pause: the rows are the found ones after that.
  await expect(page).toHaveURL(/search=GT06N/);
  const row = page.getByTestId('record-row').first();
  await expect(row).toContainText('GT06');
  await expect(row.getByTestId('device-connected')).toBeVisible();
  await shot(page, `devices-list-${lang}`);
  await row.getByRole('link', { name: openLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/devices/view/\\d+$`));
  return page.getByTestId('command-panel');
}

test('an administrator stops a demo vehicle’s engine after confirming, then resumes it, and reads its frames', async ({
  page,
  request,
}) => {
  test.slow();
  await signInQuickly(page, request, 'fa', demo);
  const panel = await openGt06Device(page, 'fa', /^فرمان‌ها و گزارش دستگاه/);
  const facts = page.getByTestId('device-facts');
  const imei = (await facts.locator('bdi').textContent()) ?? '';
  // An identifier, shown as the device sends it.
  expect(imei).toMatch(/^[0-9]{15}$/);

  await panel.getByRole('button', { name: 'خاموش‌کردن موتور' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('موتور این خودرو خاموش شود؟');
  await shot(page, 'device-engine-stop-fa', { settleMs: 300 });
  await confirm.getByRole('button', { name: 'خاموش‌کردن موتور' }).click();
  await expect(confirm).toBeHidden();
  const newest = panel.getByTestId('command-row').first();
  await expect(newest).toContainText('خاموش‌کردن موتور');
  await expect(newest.getByTestId('command-state')).toHaveText('تأیید شد', { timeout: 20_000 });
  await expect(newest).toContainText('Cut off the fuel supply: Success!');

  await panel.getByRole('button', { name: 'روشن‌کردن موتور' }).click();
  await expect(newest).toContainText('روشن‌کردن موتور');
  await expect(newest.getByTestId('command-state')).toHaveText('تأیید شد', { timeout: 20_000 });
  await expect(newest).toContainText('Restore fuel supply: Success!');
  await expect(panel.getByTestId('command-row')).toHaveCount(2);

  // The frame log: what the tracker sent and was sent, the commands and their answers among them.
  const log = page.getByTestId('frame-log');
  await expect(log.getByTestId('frame-row').first()).toBeVisible();
  await expect(log).toContainText('از دستگاه');
  await expect(log).toContainText('به دستگاه');
  await expect(log).toContainText('فرمان: خاموش‌کردن موتور');
  await expect(log).toContainText('پاسخ: Cut off the fuel supply: Success!');
  await expect(log.getByTestId('frame-data').first()).toHaveText(/^[0-9a-f]+/);
  const download = page.waitForEvent('download');
  await log.getByRole('button', { name: 'دریافت فایل' }).click();
  expect((await download).suggestedFilename()).toBe(`frames-${imei}.txt`);
  await expect(log.getByRole('button', { name: 'دریافت فایل' })).toBeEnabled();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await shot(page, 'device-support-fa');
});

test('a tracker nobody registered is listed, registered from the list with its identifier, and leaves it', async ({
  page,
  request,
}) => {
  const { access } = await signInQuickly(page, request, 'fa', demo);
  await knockAsStranger();
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/devices/unknown/', {
        headers: { Authorization: `Bearer ${access}` },
      });
      return JSON.stringify(await answer.json());
    })
    .toContain(STRANGER);
  await page.goto('/fa/devices/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'دستگاه‌های ناشناس' })).toBeVisible();
  const row = page.getByTestId('unknown-row').filter({ hasText: STRANGER });
  await expect(row).toContainText('Teltonika');
  await expect(row).toContainText('۱');
  await shot(page, 'devices-unknown-fa');

  await row.getByRole('button', { name: `ثبت دستگاه ${STRANGER}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'IMEI' })).toHaveValue(STRANGER);
  await expect(dialog.getByRole('combobox', { name: 'پروتکل' })).toContainText('Teltonika');
  await shot(page, 'devices-unknown-register-fa', { settleMs: 300 });
  await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});

test('the same screens in English, left to right', async ({ page, request }) => {
  await signInQuickly(page, request, 'en', demo);
  const panel = await openGt06Device(page, 'en', /^Commands and log of device /);
  await expect(panel.getByTestId('command-state').first()).toHaveText('Confirmed');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('frame-log').getByTestId('frame-row').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await shot(page, 'device-support-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'device-support-phone-en');
  await page.setViewportSize({ width: 1280, height: 1400 });
  await panel.getByRole('button', { name: 'Stop engine' }).click();
  await expect(page.getByRole('dialog')).toContainText("Stop this vehicle's engine?");
  await shot(page, 'device-engine-stop-en', { settleMs: 300 });
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel.getByTestId('command-row')).toHaveCount(2);

  await page.goto('/en/devices/unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Unknown devices' })).toBeVisible();
  await shot(page, 'devices-unknown-en');
});
