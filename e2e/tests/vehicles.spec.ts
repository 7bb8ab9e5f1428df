import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly, specAdmin } from './support';

// One shared database: the fa test makes the records the later steps use.
test.describe.configure({ mode: 'serial' });

// Tag names are unique per company: a name of this run, so a re-run or another spec never collides.
const run = Date.now().toString(36).slice(-4);
const coldTag = { fa: `یخچال‌دار ${run}`, en: `Refrigerated ${run}` };

interface Titled {
  id: number;
  fa_title: string;
  en_title: string;
}

const api = (request: APIRequestContext, access: string) => {
  const headers = { Authorization: `Bearer ${access}` };
  return {
    get: async <T>(path: string) => (await (await request.get(`/api/v1/${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: object) => {
      const response = await request.post(`/api/v1/${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()) as T;
    },
  };
};

async function typeDay(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function chooseLookup(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 300 });
}

/** Fills the add form with the plate widget; the digits are typed in Persian. */
async function fillVehicle(
  page: Page,
  lang: 'fa' | 'en',
  plate: { two: string; letterCode: string; three: string; region: string },
  name: string,
  type: string,
  colour: string,
  tag: string,
) {
  const t = lang === 'fa';
  await page.getByTestId('plate-twoDigits').fill(plate.two);
  await page.getByTestId('plate-letter').click();
  await page.getByTestId(`plate-letter-${plate.letterCode}`).click();
  await page.getByTestId('plate-threeDigits').fill(plate.three);
  await page.getByTestId('plate-region').fill(plate.region);
  await page.getByRole('textbox', { name: t ? 'نام خودرو' : 'Vehicle name' }).fill(name);
  await chooseLookup(page, t ? 'نوع خودرو' : 'Vehicle type', type);
  await chooseLookup(page, t ? 'رنگ' : 'Color', colour);
  await chooseLookup(page, t ? 'برچسب‌ها' : 'Tags', tag);
  await page.getByRole('switch', { name: t ? 'زنجیره‌ی سرد' : 'Cold chain' }).check();
}

let vehicleTypes: Titled[];
let colours: Titled[];
let letters: { code: string; char: string }[];
let access: string;

test.describe('vehicles', () => {
  test.beforeAll(async ({ request }) => {
    const token = await request.post('/api/v1/users/token/', {
      data: specAdmin(),
    });
    access = (await token.json()).access;
    const client = api(request, access);
    vehicleTypes = await client.get('vehicles/');
    colours = await client.get('colors/');
    letters = await client.get('vehicles/license-plate-chars/');
    await client.post('vehicles/companies/tags/', { fa_title: coldTag.fa, en_title: coldTag.en });
    await client.post('drivers/', {
      first_name: 'مهدی',
      last_name: 'پلاکی',
      national_code: '1234567891',
      gender: 'male',
      mobile: '09121112233',
    });
    await client.post('drivers/', {
      first_name: 'Sara',
      last_name: 'Plates',
      national_code: '4608968882',
      gender: 'female',
      mobile: '09121112244',
    });
  });

  test('fa: plate widget, list drawing, Persian-digit search, insurance, payment, driver, export', async ({
    page,
    request,
  }) => {
    test.slow();
    await signInQuickly(page, request);
    const letter = letters.find((l) => l.char === 'ب') ?? (letters[0] as { code: string; char: string });
    const type = vehicleTypes[0] as Titled;
    const colour = colours[0] as Titled;
    await page.goto('/fa/cars/add');
    await fillVehicle(
      page,
      'fa',
      { two: '۱۲', letterCode: letter.code, three: '۳۴۵', region: '۶۷' },
      'کامیون یخچالی',
      type.fa_title,
      colour.fa_title,
      coldTag.fa,
    );
    await expect(page.getByTestId('plate-twoDigits')).toHaveValue('۱۲');
    await expect(page.getByTestId('plate-region')).toHaveValue('۶۷');
    await settledShot(page, 'vehicles-add-fa');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(page).toHaveURL(/\/fa\/cars\/view\/\d+$/);
    const plate = `12${letter.code}34567`;
    await expect(page.getByTestId('view-license_plate').getByTestId('plate-view')).toHaveAttribute(
      'data-plate',
      plate,
    );
    await expect(page.getByTestId('view-is_cold_chain')).toContainText('بله');
    await expect(page.getByTestId('view-company_vehicle_tags')).toContainText(coldTag.fa);

    // Insurance policy and a payment: remaining follows.
    const insurances = page.getByTestId('vehicle-insurances');
    await insurances.getByRole('button', { name: 'افزودن بیمه‌نامه' }).click();
    const dialog = page.getByRole('dialog');
    const insuranceTypes = await api(request, access).get<Titled[]>('insurances/vehicles/types/');
    await chooseLookup(page, 'نوع بیمه', (insuranceTypes[0] as Titled).fa_title);
    await dialog.getByRole('textbox', { name: 'بیمه‌گر' }).fill('بیمه ایران');
    await dialog.getByRole('textbox', { name: 'حق بیمه (ریال)' }).fill('۱۰۰۰۰۰۰۰');
    await typeDay(page, 'تاریخ شروع', '14040101');
    await typeDay(page, 'تاریخ پایان', '14050101');
    await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(insurances.getByTestId('policy-remaining')).toHaveText('۱۰٬۰۰۰٬۰۰۰');
    await insurances.getByRole('button', { name: /^پرداخت‌های/ }).click();
    await insurances.getByRole('button', { name: 'افزودن پرداخت' }).click();
    await typeDay(page, 'تاریخ پرداخت', '14040115');
    await page.getByRole('dialog').getByRole('textbox', { name: 'مبلغ (ریال)' }).fill('۴۰۰۰۰۰۰');
    await page.getByRole('dialog').getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(insurances.getByTestId('payment-row')).toHaveCount(1);
    await expect(insurances.getByTestId('policy-paid')).toHaveText('۴٬۰۰۰٬۰۰۰');
    await expect(insurances.getByTestId('policy-remaining')).toHaveText('۶٬۰۰۰٬۰۰۰');

    // Driver assignment.
    const drivers = page.getByTestId('vehicle-driver-assignment');
    await chooseLookup(page, 'راننده‌ی جدید', 'مهدی پلاکی');
    await drivers.getByRole('button', { name: 'ثبت تخصیص' }).click();
    await expect(page.getByTestId('current-driver')).toContainText('مهدی پلاکی');
    await expect(drivers.getByTestId('driver-history-row')).toHaveCount(1);
    await settledShot(page, 'vehicles-view-fa');
    await page.getByTestId('vehicle-insurances').scrollIntoViewIfNeeded();
    await shot(page, 'vehicles-view-sections-fa');

    // Cost information: recorded the first time with PUT, the monthly total from the server.
    const costs = page.getByTestId('vehicle-costs');
    await costs.getByRole('button', { name: 'ویرایش' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'پارکینگ ماهانه (ریال)' }).fill('۱۰۰۰۰۰۰');
    await page.getByRole('dialog').getByRole('textbox', { name: 'اجاره‌ی ماهانه (ریال)' }).fill('۲۰۰۰۰۰۰');
    await page.getByRole('dialog').getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(costs.getByTestId('monthly-fixed-total')).toContainText('۳٬۰۰۰٬۰۰۰');
    await costs.scrollIntoViewIfNeeded();
    await shot(page, 'vehicles-view-costs-fa');

    // The list draws the plate and finds it by Persian digits.
    await page.goto('/fa/cars/list');
    const row = page.getByTestId('record-row').filter({ hasText: 'کامیون یخچالی' });
    await expect(row.getByTestId('plate-view')).toHaveAttribute('data-plate', plate);
    await expect(row).toContainText('مهدی پلاکی');
    await expect(row).toContainText(coldTag.fa);
    await page.getByRole('searchbox', { name: 'جستجو' }).fill('۳۴۵۶۷');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(page.getByTestId('record-row').getByTestId('plate-view')).toHaveAttribute(
      'data-plate',
      plate,
    );
    await page.getByRole('searchbox', { name: 'جستجو' }).fill('۹۹۹۹۹');
    await expect(page.getByTestId('list-no-matches')).toBeVisible();
    await page.getByRole('searchbox', { name: 'جستجو' }).fill('');
    // Other spec files' vehicles share the demo company: look for ours, not for a count.
    await expect(row).toBeVisible();
    await shot(page, 'vehicles-list-fa');

    // Export: a real xlsx.
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/exports/vehicles/companies/'));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'خروجی اکسل' }).click();
    const response = await answer;
    expect(response.headers()['content-type']).toContain(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await download).suggestedFilename()).toBe('vehicles.xlsx');
  });

  test('en: the plate widget keeps its layout and the screens read in English', async ({ page, request }) => {
    test.slow();
    await signInQuickly(page, request, 'en');
    const letter = letters[1] ?? (letters[0] as { code: string; char: string });
    const type = (vehicleTypes[1] ?? vehicleTypes[0]) as Titled;
    const colour = (colours[1] ?? colours[0]) as Titled;
    await page.goto('/en/cars/add');
    await fillVehicle(
      page,
      'en',
      { two: '۴۵', letterCode: letter.code, three: '678', region: '11' },
      'Delivery van',
      type.en_title,
      colour.en_title,
      coldTag.en,
    );
    await expect(page.getByTestId('plate-twoDigits')).toHaveValue('45');
    await settledShot(page, 'vehicles-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/cars\/view\/\d+$/);
    await expect(page.getByTestId('view-license_plate').getByTestId('plate-view')).toHaveAttribute(
      'data-plate',
      `45${letter.code}67811`,
    );
    await settledShot(page, 'vehicles-view-en');
    const insurances = page.getByTestId('vehicle-insurances');
    await insurances.getByRole('button', { name: 'Add policy' }).click();
    const types = await api(request, access).get<Titled[]>('insurances/vehicles/types/');
    await chooseLookup(page, 'Insurance type', (types[0] as Titled).en_title);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Premium (rials)' }).fill('2500000');
    await typeDay(page, 'Start date', '21032025');
    await typeDay(page, 'End date', '21032026');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await expect(insurances.getByTestId('policy-remaining')).toHaveText('2,500,000');
    await expect(insurances.getByTestId('policy-row')).toContainText('21/03/2025');
    await chooseLookup(page, 'New driver', 'Sara Plates');
    await page.getByTestId('vehicle-driver-assignment').getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByTestId('current-driver')).toContainText('Sara Plates');
    await insurances.scrollIntoViewIfNeeded();
    await shot(page, 'vehicles-view-sections-en', { settleMs: 300 });
    await page.goto('/en/cars/list');
    // Other spec files' vehicles share the demo company: check ours by name, and the search by count.
    const ours = page.getByTestId('record-row').filter({ hasText: 'Delivery van' });
    await expect(ours).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('67811');
    await expect(page.getByTestId('record-row')).toHaveCount(1);
    await expect(ours).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await expect(page.getByTestId('record-row').filter({ hasText: 'کامیون یخچالی' })).toBeVisible();
    await shot(page, 'vehicles-list-en');
  });

  test('devices: added in a dialog from the list, fa and en', async ({ page, request }) => {
    test.slow();
    await signInQuickly(page, request);
    await page.goto('/fa/devices/list');
    await page.getByRole('button', { name: 'ثبت جدید' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'IMEI' }).fill('۳۵۶۹۳۸۰۳۵۶۴۳۸۰۹');
    await dialog.getByRole('textbox', { name: 'مدل' }).fill('FMB920');
    // A GT06 clone on Tehran time, typed with Persian digits and its sign.
    await dialog.getByRole('textbox', { name: 'اختلاف ساعت دستگاه با UTC (دقیقه)' }).fill('+۲۱۰');
    await dialog.getByRole('combobox', { name: 'واحد سرعت OsmAnd' }).click();
    await page.getByRole('option', { name: 'کیلومتر بر ساعت' }).click();
    await shot(page, 'devices-form-fa');
    await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('record-row').filter({ hasText: 'FMB920' });
    // The IMEI is an identifier: shown as the device sends it, Latin digits in Persian too.
    await expect(row).toContainText('356938035643809');
    await expect(row).toContainText('Teltonika');
    await expect(row).toContainText('خواسته می‌شود');
    await shot(page, 'devices-list-fa');

    // The key: shown Latin and left to right, replaced after a confirmation.
    await row.getByRole('button', { name: /^کلید دستگاه/ }).click();
    const keyDialog = page.getByRole('dialog');
    const key = keyDialog.getByTestId('device-key');
    await expect(key).toHaveText(/^[A-Za-z0-9_-]{22}$/);
    const first = await key.textContent();
    await keyDialog.getByRole('button', { name: 'کلید تازه' }).click();
    await keyDialog.getByRole('alert').getByRole('button', { name: 'کلید تازه' }).click();
    await expect(key).not.toHaveText(first ?? '');
    await expect(key).toHaveText(/^[A-Za-z0-9_-]{22}$/);
    await shot(page, 'devices-key-fa');
    await keyDialog.getByRole('button', { name: 'بستن' }).click();

    await page.goto('/en/devices/list');
    const enRow = page.getByTestId('record-row').filter({ hasText: '356938035643809' });
    await expect(enRow).toBeVisible();
    await shot(page, 'devices-list-en');
    await enRow.getByRole('button', { name: 'Edit 356938035643809' }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('textbox', { name: 'Device clock offset from UTC (minutes)' })).toHaveValue(
      '210',
    );
    await expect(edit.getByRole('combobox', { name: 'OsmAnd speed unit' })).toContainText('km/h');
    await shot(page, 'devices-form-en');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await enRow.getByRole('button', { name: 'Key of device 356938035643809' }).click();
    await expect(page.getByRole('dialog').getByTestId('device-key')).toHaveText(/^[A-Za-z0-9_-]{22}$/);
    await shot(page, 'devices-key-en');
  });
});
