import { expect, type Locator, type Page, test } from '@playwright/test';
import { shot, signInQuickly } from './support';

// One shared database: these tests build on each other (empty list first, then records).
test.describe.configure({ mode: 'serial' });
// The calendar's month slide re-mounts its days: on a loaded machine a click could chase them
// until the test timed out. Without motion (as a user who asks for it sees it) the days stand still.
test.use({ reducedMotion: 'reduce' });

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types a day into a date field section by section (the first section gets the focus). */
async function typeDay(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseLookup(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Takes the screenshot after focus has left the fields (no floating-label animation caught mid-way). */
async function settledShot(page: Page, name: string) {
  await page.locator('h1').click();
  await shot(page, name, { settleMs: 250 });
}

test.describe('drivers', () => {
  test('an empty list says so in fa and en', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/drivers/list');
    await expect(page.getByTestId('list-empty')).toContainText('هنوز راننده‌ای ثبت نشده است');
    await shot(page, 'drivers-empty-fa');
    await page.goto('/en/drivers/list');
    await expect(page.getByTestId('list-empty')).toContainText('No drivers yet');
    await shot(page, 'drivers-empty-en');
  });

  test('fa: required fields and a bad national code give the spec messages', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.goto('/fa/drivers/add');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, 'لطفاً همه‌ی فیلدها را پر کنید')).toBeVisible();
    for (const message of [
      'نام الزامی است',
      'نام خانوادگی الزامی است',
      'کد ملی الزامی است',
      'انتخاب جنسیت الزامی است',
      'تلفن همراه الزامی است',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(box(page, 'نام')).toBeFocused();

    await box(page, 'نام').fill('رضا');
    await box(page, 'نام خانوادگی').fill('کریمی');
    await box(page, 'کد ملی').fill('۱۲۳۴۵۶۷۸۹۰');
    await expect(box(page, 'کد ملی')).toHaveValue('۱۲۳۴۵۶۷۸۹۰');
    await choose(page, page.getByRole('combobox', { name: 'جنسیت' }), 'مرد');
    await box(page, 'تلفن همراه').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await box(page, 'ایمیل').fill('not-an-email');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, 'لطفاً خطاهای فیلدها را برطرف کنید')).toBeVisible();
    await expect(page.getByText('کد ملی نامعتبر است')).toBeVisible();
    await expect(page.getByText('ایمیل نامعتبر است')).toBeVisible();
    await expect(page.getByText('نام الزامی است')).toBeHidden();
    await settledShot(page, 'drivers-validation-fa');
  });

  test('fa: a 400 from the server shows each message under its field', async ({ page, request }) => {
    await signInQuickly(page, request);
    await page.route('**/api/v1/drivers/', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ national_code: ['این کد ملی قبلاً ثبت شده است'] }),
      });
    });
    await page.goto('/fa/drivers/add');
    await box(page, 'نام').fill('سارا');
    await box(page, 'نام خانوادگی').fill('احمدی');
    await box(page, 'کد ملی').fill('0499370899');
    await choose(page, page.getByRole('combobox', { name: 'جنسیت' }), 'زن');
    await box(page, 'تلفن همراه').fill('09121234567');
    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    const fieldMessage = page.locator('#national_code-helper-text, [id$="-helper-text"]').filter({
      hasText: 'این کد ملی قبلاً ثبت شده است',
    });
    await expect(fieldMessage).toBeVisible();
    // The one error handler also lists it in the toast, with the field's label.
    await expect(toast(page, 'کد ملی:')).toBeVisible();
    await expect(box(page, 'کد ملی')).toBeFocused();
    await expect(page).toHaveURL(/\/fa\/drivers\/add$/);
  });

  test('fa: create a driver with every field, view it, edit it, find it', async ({ page, request }) => {
    test.slow(); // some thirty fields, each typed or picked like a user would
    const { access } = await signInQuickly(page, request);
    await page.goto('/fa/drivers/list');
    await page.getByRole('link', { name: 'ثبت جدید' }).first().click();
    await expect(page).toHaveURL(/\/fa\/drivers\/add$/);

    await box(page, 'نام').fill('رضا');
    await box(page, 'نام خانوادگی').fill('کریمی');
    await box(page, 'نام پدر').fill('حسن');
    await box(page, 'کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
    await typeDay(page, 'تاریخ تولد', '13670101');
    await expect(page.getByRole('group', { name: 'تاریخ تولد' })).toContainText('۱۳۶۷');
    await choose(page, page.getByRole('combobox', { name: 'جنسیت' }), 'مرد');
    await choose(page, page.getByRole('combobox', { name: 'وضعیت تأهل' }), 'متأهل');
    await box(page, 'تعداد فرزندان').fill('2');
    await expect(box(page, 'تعداد فرزندان')).toHaveValue('۲');
    await choose(page, page.getByRole('combobox', { name: 'تحصیلات' }), 'دیپلم');
    await choose(page, page.getByRole('combobox', { name: 'گروه خونی' }), 'O مثبت');

    await choose(page, page.getByRole('combobox', { name: 'نوع گواهینامه' }), 'پایه یک');
    await box(page, 'شماره‌ی گواهینامه').fill('9912345678');
    // The licence expiry is picked in the Jalali calendar: the 15th of the month it opens on.
    await page.getByRole('group', { name: 'انقضای گواهینامه' }).getByRole('button').click();
    const calendar = page.getByRole('dialog', { name: 'انقضای گواهینامه' });
    await expect(calendar.getByRole('columnheader', { name: 'شنبه', exact: true })).toHaveText('ش');
    await calendar.getByRole('button', { name: 'ماه آینده' }).click();
    const fifteenth = calendar.getByRole('gridcell', { name: '۱۵', exact: true });
    await expect(fifteenth).toHaveCount(1); // the month slide has finished
    await fifteenth.click();
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('group', { name: 'انقضای گواهینامه' })).toContainText('۱۵');
    await box(page, 'شماره‌ی کارت سلامت').fill('HC-2231');
    await typeDay(page, 'انقضای کارت سلامت', '14050925');
    await box(page, 'شماره‌ی کارت هوشمند').fill('5566778');

    await box(page, 'تلفن همراه').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await box(page, 'ایمیل').fill('reza.karimi@example.ir');
    await box(page, 'شماره‌ی کارت بانکی').fill('6219861034529007');
    await expect(page.getByRole('combobox', { name: 'شهر', exact: true })).toBeDisabled();
    await chooseLookup(page, 'استان', 'اصفه', 'اصفهان');
    await chooseLookup(page, 'شهر', 'اصفه', 'اصفهان');
    // Changing the province empties the city (and the neighbourhood below it).
    await chooseLookup(page, 'استان', 'تهر', 'تهران');
    await expect(page.getByRole('combobox', { name: 'شهر', exact: true })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'محله', exact: true })).toBeDisabled();
    await chooseLookup(page, 'شهر', 'تهر', 'تهران');
    await chooseLookup(page, 'محله', '۶', 'منطقه ۶');
    await box(page, 'کد پستی').fill('1434876543');
    await expect(box(page, 'کد پستی')).toHaveValue('۱۴۳۴۸۷۶۵۴۳');
    await box(page, 'نشانی').fill('تهران، خیابان آزادی، پلاک ۱۲');

    await box(page, 'کد پرسنلی').fill('D-104');
    await chooseLookup(page, 'وضعیت کاری', 'مشغول', 'مشغول به کار');
    await typeDay(page, 'تاریخ قرارداد', '14030101');
    await box(page, 'مدت قرارداد (ماه)').fill('12');
    await box(page, 'دستمزد ساعتی (ریال)').pressSequentially('1250000');
    await expect(box(page, 'دستمزد ساعتی (ریال)')).toHaveValue('۱٬۲۵۰٬۰۰۰');
    await settledShot(page, 'drivers-add-fa');
    await shot(page, 'drivers-add-full-fa', { fullPage: true });

    await page.getByRole('button', { name: 'ثبت', exact: true }).click();
    await expect(toast(page, '«رضا کریمی» ثبت شد.')).toBeVisible();
    await expect(page).toHaveURL(/\/fa\/drivers\/view\/\d+$/);
    const id = page.url().split('/').pop();

    // What the server stored: Latin digits, ISO Gregorian days, plain integers.
    const stored = await (
      await request.get(`/api/v1/drivers/${id}/`, { headers: { Authorization: `Bearer ${access}` } })
    ).json();
    expect(stored).toMatchObject({
      national_code: '0499370899',
      birthday: '1988-03-21',
      health_certificate_expiry: '2026-12-16',
      contract_date: '2024-03-20',
      mobile: '09121234567',
      children_count: 2,
      contract_months: 12,
      hourly_salary: 1_250_000,
      postal_code: '1434876543',
      blood_type: 'O+',
      province_title: { fa_title: 'تهران' },
      city_title: { fa_title: 'تهران' },
      neighborhood_title: { fa_title: 'منطقه ۶' },
      working_status_title: { fa_title: 'مشغول به کار' },
    });
    expect(stored.licence_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('رضا کریمی');
    await expect(page.getByTestId('view-birthday')).toContainText('۱۳۶۷/۰۱/۰۱');
    await expect(page.getByTestId('view-national_code')).toContainText('۰۴۹۹۳۷۰۸۹۹');
    await expect(page.getByTestId('view-hourly_salary')).toContainText('۱٬۲۵۰٬۰۰۰');
    await expect(page.getByTestId('view-gender')).toContainText('مرد');
    await expect(page.getByTestId('view-neighborhood')).toContainText('منطقه ۶');
    await expect(page.getByTestId('view-working_status')).toContainText('مشغول به کار');
    await expect(page.getByTestId('view-email')).toContainText('reza.karimi@example.ir');
    await shot(page, 'drivers-view-fa');

    await page.getByRole('link', { name: 'ویرایش' }).click();
    await expect(page).toHaveURL(/\/fa\/drivers\/edit\/\d+$/);
    await expect(box(page, 'دستمزد ساعتی (ریال)')).toHaveValue('۱٬۲۵۰٬۰۰۰');
    await expect(page.getByRole('combobox', { name: 'محله', exact: true })).toHaveValue('منطقه ۶');
    await expect(page.getByRole('group', { name: 'تاریخ تولد' })).toContainText('۱۳۶۷');
    const salary = box(page, 'دستمزد ساعتی (ریال)');
    await salary.fill('');
    await salary.pressSequentially('۱۸۰۰۰۰۰');
    await expect(salary).toHaveValue('۱٬۸۰۰٬۰۰۰');
    await box(page, 'نام پدر').fill('حسین');
    await page.getByRole('button', { name: 'ذخیره‌ی تغییرات' }).click();
    await expect(toast(page, 'تغییرات «رضا کریمی» ذخیره شد.')).toBeVisible();
    await expect(page.getByTestId('view-hourly_salary')).toContainText('۱٬۸۰۰٬۰۰۰');
    await expect(page.getByTestId('view-father_name')).toContainText('حسین');

    await page.goto('/fa/drivers/list');
    const row = page.getByTestId('record-row').filter({ hasText: 'رضا کریمی' });
    await expect(row).toContainText('۰۴۹۹۳۷۰۸۹۹');
    await expect(row).toContainText('۱٬۸۰۰٬۰۰۰');
    await expect(row).toContainText('۱۴۰۳/۰۱/۰۱');
    await expect(row).toContainText('مشغول به کار');
    await shot(page, 'drivers-list-fa');

    const search = page.getByRole('searchbox', { name: 'جستجو' });
    await search.fill('۰۹۱۲۱۲۳');
    await expect(page).toHaveURL(/search=/);
    await expect(row).toBeVisible();
    await search.fill('۹۹۹۹۹۹');
    await expect(page.getByTestId('list-no-matches')).toBeVisible();
    await search.fill('۰۴۹۹۳');
    await expect(row).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'جستجو' })).toHaveValue('۰۴۹۹۳');
    await expect(row).toBeVisible();

    await choose(page, page.getByRole('combobox', { name: 'خودروی تخصیص‌یافته' }), 'دارای خودرو');
    await expect(page).toHaveURL(/company_vehicle__isnull=false/);
    await expect(page.getByTestId('list-no-matches')).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'خودروی تخصیص‌یافته' }), 'بدون خودرو');
    await expect(row).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fa/drivers/list');
    await expect(page.getByTestId('record-row').first()).toContainText('۰۴۹۹۳۷۰۸۹۹');
    await shot(page, 'drivers-list-phone-fa');
  });

  test('en: validation, view and the list in English with Gregorian dates', async ({ page, request }) => {
    test.slow(); // a full form, typed like a user would
    await signInQuickly(page, request, 'en');
    await page.goto('/en/drivers/add');
    await box(page, 'First name').fill('Sara');
    await box(page, 'Last name').fill('Ahmadi');
    await box(page, 'National code').fill('1111111112');
    await choose(page, page.getByRole('combobox', { name: 'Gender' }), 'Female');
    await box(page, 'Mobile').fill('0912');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'fix field errors')).toBeVisible();
    await expect(page.getByText('Invalid National code')).toBeVisible();
    await expect(page.getByText('Invalid Mobile')).toBeVisible();
    await settledShot(page, 'drivers-validation-en');

    await box(page, 'National code').fill('0013542419');
    await box(page, 'Mobile').fill('09351234567');
    await typeDay(page, 'Birthday', '05061990');
    await typeDay(page, 'Contract date', '01022024');
    await box(page, 'Hourly salary (rials)').pressSequentially('950000');
    await expect(box(page, 'Hourly salary (rials)')).toHaveValue('950,000');
    await chooseLookup(page, 'Province', 'Teh', 'Tehran');
    await settledShot(page, 'drivers-add-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, '“Sara Ahmadi” was registered.')).toBeVisible();
    await expect(page.getByTestId('view-birthday')).toContainText('05/06/1990');
    await expect(page.getByTestId('view-contract_date')).toContainText('01/02/2024');
    await expect(page.getByTestId('view-hourly_salary')).toContainText('950,000');
    await expect(page.getByTestId('view-province')).toContainText('Tehran');
    await expect(page.getByTestId('view-city')).toContainText('—');
    await shot(page, 'drivers-view-en');

    await page.goto('/en/drivers/list');
    await expect(page.getByTestId('page-subtitle')).toHaveText('2 records');
    const row = page.getByTestId('record-row').filter({ hasText: 'Sara Ahmadi' });
    await expect(row).toContainText('0013542419');
    await expect(row).toContainText('01/02/2024');
    await shot(page, 'drivers-list-en');
  });

  test('a missing driver shows the not-found state', async ({ page, request }) => {
    await signInQuickly(page, request, 'en');
    await page.goto('/en/drivers/edit/424242');
    await expect(page.getByTestId('record-not-found')).toContainText('This record was not found');
    await shot(page, 'drivers-not-found-en');
  });
});
