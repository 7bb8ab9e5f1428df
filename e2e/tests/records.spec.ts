import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

// One shared database: the records here build on each other.
test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

/** Types a date (and time) into a picker field section by section, from the first section. */
async function typeInPicker(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function chooseLookup(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await page.waitForTimeout(250);
  await shot(page, name);
}

/** Tomorrow as the pickers take it: Jalali yyyyMMdd in fa, ddMMyyyy in en. */
function tomorrowDigits(locale: 'fa' | 'en'): string {
  const day = new Date(Date.now() + 24 * 3600_000);
  const parts = (calendar: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
        .formatToParts(day)
        .map((p) => [p.type, p.value]),
    );
  if (locale === 'fa') {
    const p = parts('persian');
    return `${p.year}${p.month}${p.day}`;
  }
  const p = parts('gregory');
  return `${p.day}${p.month}${p.year}`;
}

interface Setup {
  api: APIRequestContext;
  headers: Record<string, string>;
}

async function apiPost(setup: Setup, path: string, data: unknown) {
  const response = await setup.api.post(`/api/v1/${path}`, { data, headers: setup.headers });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

async function apiPut(setup: Setup, path: string, data: unknown) {
  const response = await setup.api.put(`/api/v1/${path}`, { data, headers: setup.headers });
  if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

const vehicleBody = (name: string, plate: string) => ({
  name,
  license_plate: plate,
  vehicle: 11,
  ownership: 1,
  status: 1,
  color: 1,
  cabin: '',
  model_year: '1401',
  vin: '',
  third_party_insurance_expiry: '',
  body_insurance_expiry: '',
  inspection_expiry: '',
  load_capacity_kg: '',
  volume_capacity_m3: '',
  passenger_capacity: '',
  depreciation_per_hour: '',
  other_cost_per_km: '',
  is_cold_chain: false,
  company_vehicle_tags: [],
});

const driverBody = (first: string, last: string, nationalCode: string, mobile: string, extra = {}) => ({
  first_name: first,
  last_name: last,
  national_code: nationalCode,
  gender: 'male',
  mobile,
  ...extra,
});

test.describe('fines', () => {
  const cases = [
    {
      locale: 'fa' as const,
      vehicle: 'کامیون جریمه',
      plate: '110211111',
      driver: ['کاوه', 'جریمه‌ای', '0012345679', '09120000011'],
      labels: { vehicle: 'خودرو', time: 'زمان تخلف', type: 'نوع تخلف', amount: 'مبلغ جریمه (ریال)' },
      fineType: 'سرعت غیرمجاز',
      save: 'ثبت',
      note: 'راننده از تخصیص خودرو',
      helper: 'راننده‌ای که در آن زمان به خودرو تخصیص داشته',
      amountShown: '۱٬۵۰۰٬۰۰۰',
    },
    {
      locale: 'en' as const,
      vehicle: 'Fine van',
      plate: '220322222',
      driver: ['Kaveh', 'Fineman', '0499370899', '09120000012'],
      labels: {
        vehicle: 'Vehicle',
        time: 'Time of the offence',
        type: 'Fine type',
        amount: 'Amount (rials)',
      },
      fineType: 'Speeding',
      save: 'Save',
      note: 'taken from the vehicle’s assignment',
      helper: 'the driver assigned to the vehicle at that time',
      amountShown: '1,500,000',
    },
  ];

  for (const c of cases) {
    test(`${c.locale}: a fine without a driver takes the assigned one`, async ({ page, request }) => {
      const { access } = await signInQuickly(page, request, c.locale);
      const setup = { api: request, headers: { Authorization: `Bearer ${access}` } };
      const vehicle = await apiPost(setup, 'vehicles/companies/', vehicleBody(c.vehicle, c.plate));
      const [first, last, code, mobile] = c.driver;
      const driver = await apiPost(
        setup,
        'drivers/',
        driverBody(first ?? '', last ?? '', code ?? '', mobile ?? ''),
      );
      await apiPut(setup, `vehicles/companies/${vehicle.id}/drivers/`, { driver: driver.id });

      await page.goto(`/${c.locale}/fines/add`);
      await expect(page.getByText(c.helper)).toBeVisible();
      await chooseLookup(page, c.labels.vehicle, c.vehicle, new RegExp(c.vehicle));
      await typeInPicker(page, c.labels.time, `${tomorrowDigits(c.locale)}1030`);
      await page.getByRole('combobox', { name: c.labels.type }).click();
      await page.getByRole('option', { name: c.fineType, exact: true }).click();
      await page.getByRole('textbox', { name: c.labels.amount }).fill('1500000');
      await settledShot(page, `fines-form-${c.locale}`);
      await page.getByRole('button', { name: c.save, exact: true }).click();

      await expect(page).toHaveURL(/\/fines\/view\/\d+$/);
      await expect(page.getByTestId('view-note')).toContainText(c.note);
      await expect(page.getByTestId('view-driver')).toContainText(`${first} ${last}`);
      await settledShot(page, `fines-view-${c.locale}`);

      await page.goto(`/${c.locale}/fines/list`);
      const row = page.getByTestId('record-row').filter({ hasText: c.vehicle });
      await expect(row).toContainText(`${first} ${last}`);
      await expect(row).toContainText(c.amountShown);
      await shot(page, `fines-list-${c.locale}`);
    });
  }
});
