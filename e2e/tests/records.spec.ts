import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { shot, signInQuickly, tehranDay, vehicleBody } from './support';

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
  await shot(page, name, { settleMs: 250 });
}

/** Tomorrow in Tehran as the pickers take it: Jalali yyyyMMdd in fa, ddMMyyyy in en. */
function todayDigits(locale: 'fa' | 'en'): string {
  const day = new Date();
  const parts = (calendar: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, {
        timeZone: 'Asia/Tehran',
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
      // Late today: after the assignment just made, and not after today (a fine's plausible range).
      await typeInPicker(page, c.labels.time, `${todayDigits(c.locale)}2359`);
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

test.describe('fuel', () => {
  const cases = [
    {
      locale: 'fa' as const,
      title: 'کارت سوخت کامیون',
      number: '6037991234567890',
      labels: {
        title: 'عنوان',
        number: 'شماره‌ی کارت سوخت',
        quota: 'سهمیه‌ی ماهانه (لیتر)',
        card: 'کارت سوخت',
        liters: 'مقدار (لیتر)',
        price: 'قیمت هر لیتر (ریال)',
        paid: 'مبلغ پرداختی (ریال)',
      },
      save: 'ثبت',
      paidAuto: /۱.۵۰۰.۰۰۰/,
      quotaError: 'فقط ۵۰ لیتر باقی مانده',
    },
    {
      locale: 'en' as const,
      title: 'Van fuel card',
      number: '6037991234567891',
      labels: {
        title: 'Title',
        number: 'Fuel card number',
        quota: 'Monthly quota (litres)',
        card: 'Fuel card',
        liters: 'Litres',
        price: 'Price per litre (rials)',
        paid: 'Paid total (rials)',
      },
      save: 'Save',
      paidAuto: /1,500,000/,
      quotaError: 'Only 50 litres',
    },
  ];

  for (const c of cases) {
    test(`${c.locale}: a card with a quota, a fill-up, and one over the quota`, async ({ page, request }) => {
      await signInQuickly(page, request, c.locale);
      await page.goto(`/${c.locale}/fuel-card/add`);
      await page.getByRole('textbox', { name: c.labels.title }).fill(c.title);
      await page.getByRole('textbox', { name: c.labels.number }).fill(c.number);
      await page.getByRole('textbox', { name: c.labels.quota }).fill('100');
      await settledShot(page, `fuel-card-form-${c.locale}`);
      await page.getByRole('button', { name: c.save, exact: true }).click();
      await expect(page).toHaveURL(/\/fuel-card\/view\/\d+$/);

      await page.goto(`/${c.locale}/fuel-card/transactions/list`);
      await expect(page.getByTestId('list-empty').or(page.getByTestId('record-row').first())).toBeVisible();
      const fill = async (liters: string) => {
        await page
          .getByRole('button', { name: /ثبت جدید|New registration/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await chooseLookup(page, c.labels.card, c.title.slice(0, 4), new RegExp(c.title));
        await dialog.getByRole('textbox', { name: c.labels.liters }).fill(liters);
        await dialog.getByRole('textbox', { name: c.labels.price }).fill('30000');
        return dialog;
      };
      const first = await fill('50');
      await expect(first.getByRole('textbox', { name: c.labels.paid })).toHaveValue(c.paidAuto);
      await shot(page, `fuel-transaction-dialog-${c.locale}`);
      await first.getByRole('button', { name: c.save, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByTestId('record-row').filter({ hasText: c.title })).toHaveCount(1);

      const second = await fill('60');
      await second.getByRole('button', { name: c.save, exact: true }).click();
      const litres = second.getByRole('textbox', { name: c.labels.liters });
      await expect(litres).toHaveAttribute('aria-invalid', 'true');
      await expect(second).toContainText(c.quotaError);
      await shot(page, `fuel-transaction-quota-${c.locale}`);
      await page.keyboard.press('Escape');
      await shot(page, `fuel-transactions-list-${c.locale}`);

      await page.goto(`/${c.locale}/fuel-card/list`);
      await expect(page.getByTestId('record-row').filter({ hasText: c.title })).toBeVisible();
      await shot(page, `fuel-cards-list-${c.locale}`);
    });
  }
});

test.describe('driver leaves', () => {
  const cases = [
    {
      locale: 'fa' as const,
      driver: ['نرگس', 'مرخصی', '0067749828', '09120000021'],
      labels: { driver: 'راننده', kind: 'نوع مرخصی', start: 'شروع', end: 'پایان' },
      hourly: 'ساعتی',
      daily: 'روزانه',
      first: ['14060110', '14060112'],
      overlap: ['14060111', '14060113'],
      save: 'ثبت',
      overlapText: 'مرخصی دیگری دارد',
      duration: '۳ روز',
    },
    {
      locale: 'en' as const,
      driver: ['Leila', 'Leaver', '0013542419', '09120000022'],
      labels: { driver: 'Driver', kind: 'Leave type', start: 'Start', end: 'End' },
      hourly: 'Hourly',
      daily: 'Daily',
      first: ['01062027', '03062027'],
      overlap: ['02062027', '04062027'],
      save: 'Save',
      overlapText: 'already has a leave',
      duration: '3 day(s)',
    },
  ];

  for (const c of cases) {
    test(`${c.locale}: a daily leave, then an overlapping one is refused`, async ({ page, request }) => {
      const { access } = await signInQuickly(page, request, c.locale);
      const setup = { api: request, headers: { Authorization: `Bearer ${access}` } };
      const [first, last, code, mobile] = c.driver as [string, string, string, string];
      await apiPost(setup, 'drivers/', driverBody(first, last, code, mobile));
      const addLeave = async ([start, end]: string[]) => {
        await page.goto(`/${c.locale}/drivers-leaves/add`);
        await chooseLookup(page, c.labels.driver, first, `${first} ${last}`);
        await typeInPicker(page, c.labels.start, start ?? '');
        await typeInPicker(page, c.labels.end, end ?? '');
        await page.getByRole('button', { name: c.save, exact: true }).click();
      };

      await page.goto(`/${c.locale}/drivers-leaves/add`);
      await page.getByRole('combobox', { name: c.labels.kind }).click();
      await page.getByRole('option', { name: c.hourly, exact: true }).click();
      await expect(page.getByRole('group', { name: c.labels.start }).getByRole('spinbutton')).toHaveCount(5);
      await settledShot(page, `leaves-form-hourly-${c.locale}`);

      await addLeave(c.first);
      await expect(page).toHaveURL(/\/drivers-leaves\/view\/\d+$/);
      await settledShot(page, `leaves-view-${c.locale}`);

      await addLeave(c.overlap);
      await expect(page.getByText(c.overlapText).last()).toBeVisible();
      await expect(page).toHaveURL(/\/drivers-leaves\/add$/);
      await settledShot(page, `leaves-overlap-${c.locale}`);

      await page.goto(`/${c.locale}/drivers-leaves/list`);
      const row = page.getByTestId('record-row').filter({ hasText: `${first} ${last}` });
      await expect(row).toContainText(c.duration);
      await shot(page, `leaves-list-${c.locale}`);
    });
  }
});

test.describe('periodic services', () => {
  test('the list shows the next date and a due chip; the form in fa and en', async ({ page, request }) => {
    const { access } = await signInQuickly(page, request, 'fa');
    const setup = { api: request, headers: { Authorization: `Bearer ${access}` } };
    const vehicle = await apiPost(setup, 'vehicles/companies/', vehicleBody('ون سرویس', '440544444'));
    const day = tehranDay;
    const service = (type: string, nextDate: string) => ({
      company_vehicle: vehicle.id,
      service_type: type,
      price: '2500000',
      date: day(-200),
      next_date: nextDate,
      distance: '120000',
      next_distance: '',
      day_interval: '',
      meter_interval: '10000',
      notify_days_before: '10',
      notify_km_before: '',
      description: '',
    });
    await apiPost(setup, 'services/', service('engineOil', day(-3)));
    await apiPost(setup, 'services/', service('brakePads', day(5)));
    await apiPost(setup, 'services/', service('tyres', day(90)));

    for (const [locale, overdue, soon, ok] of [
      ['fa', 'گذشته', 'نزدیک', 'به‌موقع'],
      ['en', 'Overdue', 'Due soon', 'On track'],
    ] as const) {
      await page.goto(`/${locale}/service/list`);
      const rows = page.getByTestId('record-row');
      await expect(rows.filter({ hasText: overdue })).toHaveCount(1);
      await expect(rows.filter({ hasText: soon })).toHaveCount(1);
      await expect(rows.filter({ hasText: ok })).toHaveCount(1);
      await shot(page, `services-list-${locale}`);
      await page.goto(`/${locale}/service/add`);
      await expect(page.locator('h1')).toBeVisible();
      await settledShot(page, `services-form-${locale}`);
    }
  });
});

test.describe('reminders', () => {
  test('the tabs follow ?active= and a driver licence expiring shows in fa and en', async ({
    page,
    request,
  }) => {
    const { access } = await signInQuickly(page, request, 'fa');
    const setup = { api: request, headers: { Authorization: `Bearer ${access}` } };
    const soon = tehranDay(5);
    await apiPost(
      setup,
      'drivers/',
      driverBody('سامان', 'یادآور', '0440919010', '09120000031', { licence_expiry: soon }),
    );
    for (const [locale, licence, vehicles] of [
      ['fa', 'گواهینامه', 'خودروها'],
      ['en', 'Driving licence', 'Vehicles'],
    ] as const) {
      await page.goto(`/${locale}/reminders?active=drivers`);
      const row = page.getByTestId('record-row').filter({ hasText: 'سامان یادآور' });
      await expect(row).toContainText(licence);
      await expect(row).toContainText(locale === 'fa' ? '۵' : '5');
      await shot(page, `reminders-drivers-${locale}`);
      await page.getByRole('tab', { name: vehicles }).click();
      await expect(page).toHaveURL(/active=comapny-vehicles/);
      await expect(page.getByTestId('list-empty').or(page.getByTestId('record-row').first())).toBeVisible();
      await shot(page, `reminders-vehicles-${locale}`);
    }
  });
});

test.describe('company profile', () => {
  test('the profile loads and saves in fa and en', async ({ page, request }) => {
    await signInQuickly(page, request, 'fa');
    for (const [locale, name, save, saved] of [
      ['fa', 'نام شرکت', 'ذخیره‌ی تغییرات', 'ذخیره شد'],
      ['en', 'Company name', 'Save changes', 'were saved'],
    ] as const) {
      await page.goto(`/${locale}/company/profile`);
      const box = page.getByRole('textbox', { name, exact: true });
      await expect(box).not.toHaveValue('');
      await page.getByRole('textbox', { name: /آدرس|نشانی|Address/ }).fill(`Tehran ${locale}`);
      await settledShot(page, `company-profile-${locale}`);
      await page.getByRole('button', { name: save }).click();
      await expect(toast(page, saved)).toBeVisible();
    }
  });
});

test.describe('change password', () => {
  for (const c of [
    {
      locale: 'fa' as const,
      labels: ['رمز عبور فعلی', 'رمز عبور جدید', 'تکرار رمز عبور جدید'],
      submit: 'تغییر رمز عبور',
      done: 'رمز عبور تغییر کرد',
    },
    {
      locale: 'en' as const,
      labels: ['Current password', 'New password', 'New password repeat'],
      submit: 'Change password',
      done: 'Your password was changed',
    },
  ]) {
    test(`${c.locale}: the password changes and the session continues`, async ({ page, request }) => {
      await signInQuickly(page, request, c.locale);
      const [old, next, repeat] = c.labels as [string, string, string];
      const box = (name: string) => page.getByRole('textbox', { name, exact: true });
      await page.goto(`/${c.locale}/setting/change-password`);
      await box(old).fill('wrong-password');
      await box(next).fill('12345678');
      await box(repeat).fill('1234567');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(box(next)).toHaveAttribute('aria-invalid', 'true');
      await expect(box(repeat)).toHaveAttribute('aria-invalid', 'true');
      await settledShot(page, `change-password-errors-${c.locale}`);

      const temporary = `navgan-${c.locale}-temp`;
      await box(next).fill(temporary);
      await box(repeat).fill(temporary);
      await page.getByRole('button', { name: c.submit }).click();
      await expect(box(old)).toHaveAttribute('aria-invalid', 'true');
      await box(old).fill('navgan-demo');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(toast(page, c.done)).toBeVisible();
      await shot(page, `change-password-done-${c.locale}`);

      // Still signed in with the new tokens: a data page loads after a reload.
      await page.goto(`/${c.locale}/drivers/list`);
      await expect(page).toHaveURL(new RegExp(`/${c.locale}/drivers/list`));
      await expect(page.getByTestId('list-empty').or(page.getByTestId('record-row').first())).toBeVisible();

      // Back to the demo password for the other tests.
      await page.goto(`/${c.locale}/setting/change-password`);
      await box(old).fill(temporary);
      await box(next).fill('navgan-demo');
      await box(repeat).fill('navgan-demo');
      await page.getByRole('button', { name: c.submit }).click();
      await expect(toast(page, c.done)).toBeVisible();
      // Tokens issued in the second of a change are refused: the next test signs in after it.
      await page.waitForTimeout(1100);
    });
  }
});
