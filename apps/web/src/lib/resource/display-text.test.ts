import { describe, expect, it } from 'vitest';
import type { Column, FormField } from '../define-resource';
import type { MessageKey } from '../i18n/message-key';
import { cellText, columnLabel, fieldValueText, lookupRowText, usagePercent } from './display-text';

const t = (key: MessageKey) => `t:${key}`;
const record = {
  id: 1,
  full_name: 'رضا کریمی',
  national_code: '0499370899',
  hourly_salary: 1_250_000,
  contract_date: '2025-11-21',
  gender: 'male',
  working_status_title: { id: 1, fa_title: 'مشغول به کار', en_title: 'Working' },
  email: '',
  city_title: null,
};
type R = typeof record;
const col = (c: Column<R>) => c;

describe('cellText', () => {
  it('formats each kind for the locale', () => {
    expect(cellText(col({ field: 'full_name', kind: 'text' }), record, 'fa', t)).toBe('رضا کریمی');
    expect(cellText(col({ field: 'national_code', kind: 'digits' }), record, 'fa', t)).toBe('۰۴۹۹۳۷۰۸۹۹');
    expect(cellText(col({ field: 'national_code', kind: 'digits' }), record, 'en', t)).toBe('0499370899');
    expect(cellText(col({ field: 'hourly_salary', kind: 'money' }), record, 'fa', t)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(cellText(col({ field: 'hourly_salary', kind: 'money' }), record, 'en', t)).toBe('1,250,000');
    expect(cellText(col({ field: 'contract_date', kind: 'day' }), record, 'fa', t)).toBe('۱۴۰۴/۰۸/۳۰');
    expect(cellText(col({ field: 'working_status_title', kind: 'title' }), record, 'en', t)).toBe('Working');
    expect(cellText(col({ field: 'working_status_title', kind: 'title' }), record, 'fa', t)).toBe(
      'مشغول به کار',
    );
    const gender = col({
      field: 'gender',
      kind: 'enum',
      options: [{ value: 'male', label: 'enums.gender.male' }],
    });
    expect(cellText(gender, record, 'en', t)).toBe('t:enums.gender.male');
  });

  it('shows a dash for missing values', () => {
    expect(cellText(col({ field: 'email', kind: 'text' }), record, 'en', t)).toBe('—');
    expect(cellText(col({ field: 'city_title', kind: 'title' }), record, 'en', t)).toBe('—');
  });

  it('labels columns from the catalogue or the resource labels', () => {
    expect(
      columnLabel(
        col({ field: 'full_name', kind: 'text', label: 'resources.drivers.fullName' }),
        'drivers',
        'en',
        t,
      ),
    ).toBe('t:resources.drivers.fullName');
    expect(
      columnLabel(
        col({ field: 'working_status_title', kind: 'title', labelField: 'working_status' }),
        'drivers',
        'fa',
        t,
      ),
    ).toBe('وضعیت کاری');
    expect(columnLabel(col({ field: 'national_code', kind: 'digits' }), 'drivers', 'en', t)).toBe(
      'National code',
    );
  });
});

describe('fieldValueText', () => {
  const rows = [{ id: 8, fa_title: 'تهران', en_title: 'Tehran' }];
  it('shows form values the way the view screen reads them', () => {
    const lookup: FormField = { name: 'province', kind: 'lookup', source: { path: 'x/' } };
    expect(fieldValueText(lookup, '8', 'fa', t, rows)).toBe('تهران');
    expect(fieldValueText(lookup, '8', 'en', t, rows)).toBe('Tehran');
    expect(fieldValueText({ name: 'birthday', kind: 'date' }, '1988-03-21', 'fa', t)).toBe('۱۳۶۷/۰۱/۰۱');
    expect(fieldValueText({ name: 'hourly_salary', kind: 'money' }, '1250000', 'fa', t)).toBe('۱٬۲۵۰٬۰۰۰');
    expect(fieldValueText({ name: 'mobile', kind: 'text', digits: true }, '09121234567', 'fa', t)).toBe(
      '۰۹۱۲۱۲۳۴۵۶۷',
    );
    expect(fieldValueText({ name: 'first_name', kind: 'text' }, '', 'fa', t)).toBe('—');
  });
});

describe('record references and moments', () => {
  const fine = {
    id: 3,
    occurred_at: '2025-05-10T05:00:00.000Z',
    company_vehicle: { id: 1, name: 'Truck', license_plate: '110211111' },
    driver: { id: 2, first_name: 'رضا', last_name: 'کریمی' },
    paid: true,
    unpaid: false,
  };
  type F = typeof fine;
  const c = (column: Column<F>) => column;

  it('shows vehicles by name and plate with its letter, people by name, flags as yes/no', () => {
    // Two plates that differ only by their letter must read differently.
    expect(cellText(c({ field: 'company_vehicle', kind: 'vehicle' }), fine, 'fa', t)).toBe(
      '\u2068Truck\u2069 (\u2068۱۱ - ۱۱۱ ب ۱۱\u2069)',
    );
    expect(cellText(c({ field: 'company_vehicle', kind: 'vehicle' }), fine, 'en', t)).toBe(
      '\u2068Truck\u2069 (\u206811 ب\u200E 111 - 11\u2069)',
    );
    expect(cellText(c({ field: 'driver', kind: 'person' }), fine, 'fa', t)).toBe('رضا کریمی');
    expect(cellText(c({ field: 'paid', kind: 'flag' }), fine, 'en', t)).toBe('t:resource.yes');
    expect(cellText(c({ field: 'unpaid', kind: 'flag' }), fine, 'en', t)).toBe('t:resource.no');
    expect(cellText(c({ field: 'occurred_at', kind: 'moment' }), fine, 'en', t)).toMatch(/2025/);
    expect(cellText(c({ field: 'occurred_at', kind: 'moment' }), fine, 'fa', t)).toMatch(/۱۴۰۴/);
  });

  it('labels lookup rows of record summaries', () => {
    expect(lookupRowText({ id: 1, full_name: 'Reza Karimi' }, 'person', 'en')).toBe('Reza Karimi');
    expect(lookupRowText({ id: 1, fa_title: 'تهران', en_title: 'Tehran' }, undefined, 'en')).toBe('Tehran');
    const vehicle: FormField = {
      name: 'company_vehicle',
      kind: 'lookup',
      source: { path: 'vehicles/companies/summaries/', rows: 'vehicle' },
    };
    expect(fieldValueText(vehicle, '1', 'en', t, [fine.company_vehicle])).toBe(
      '\u2068Truck\u2069 (\u206811 ب\u200E 111 - 11\u2069)',
    );
    expect(fieldValueText({ name: 'paid', kind: 'switch' }, 'false', 'en', t)).toBe('t:resource.no');
    expect(fieldValueText({ name: 'paid', kind: 'switch' }, '', 'en', t)).toBe('t:resource.no');
  });
});

describe('usage against a total', () => {
  it('shows used / total and the share used, capped', () => {
    const card = { id: 1, used_this_month: 150, monthly_quota: 200 };
    const usage: Column<typeof card> = { field: 'used_this_month', kind: 'usage', total: 'monthly_quota' };
    expect(cellText(usage, card, 'en', t)).toBe('150 / 200');
    expect(cellText(usage, card, 'fa', t)).toBe('۱۵۰ / ۲۰۰');
    expect(usagePercent(150, 200)).toBe(75);
    expect(usagePercent(250, 200)).toBe(100);
    expect(usagePercent(5, 0)).toBe(0);
  });
});

describe('status and computed cells', () => {
  it('names the state and works text out of the record', () => {
    const service = { id: 1, due: 'soon', days: 3 };
    const due: Column<typeof service> = {
      field: 'due',
      kind: 'status',
      options: [{ value: 'soon', label: 'enums.serviceDue.soon', color: 'warning' }],
    };
    expect(cellText(due, service, 'en', t)).toBe('t:enums.serviceDue.soon');
    const days: Column<typeof service> = {
      field: 'days',
      kind: 'computed',
      text: (record, locale) => `${record.days} ${locale}`,
    };
    expect(cellText(days, service, 'fa', t)).toBe('3 fa');
  });
});

describe('cells of the vehicle kinds', () => {
  const t = (key: string) => key;
  const record = {
    license_plate: '120534567',
    driver: { id: 1, first_name: 'مهدی', last_name: 'پلاکی' },
    color: { id: 2, fa_title: 'سفید', en_title: 'White', code: '#fff' },
  };

  it('reads a plate with its letter in the locale digits, a person by name and a colour by its title', () => {
    expect(cellText({ field: 'license_plate', kind: 'plate' }, record, 'fa', t)).toBe('۶۷ - ۳۴۵ ث ۱۲');
    expect(cellText({ field: 'driver', kind: 'person' }, record, 'en', t)).toBe('مهدی پلاکی');
    expect(cellText({ field: 'color', kind: 'swatch' }, record, 'en', t)).toBe('White');
  });

  it('shows a switch as yes or no and several lookup rows by their titles', () => {
    const rows = [
      { id: 3, fa_title: 'یخچال‌دار', en_title: 'Refrigerated' },
      { id: 7, fa_title: 'شهری', en_title: 'City' },
    ];
    expect(fieldValueText({ name: 'cold', kind: 'switch' }, 'true', 'en', t)).toBe('resource.yes');
    expect(
      fieldValueText({ name: 'tags', kind: 'multiLookup', source: { path: 'tags/' } }, '3,7', 'en', t, rows),
    ).toBe('Refrigerated, City');
  });
});

describe('years', () => {
  it('shows a model year in the locale digits without thousands separators', () => {
    const t = (key: string) => key;
    const field = { name: 'model_year', kind: 'year' } as const;
    expect(fieldValueText(field, '1402', 'fa', t)).toBe('۱۴۰۲');
    expect(fieldValueText(field, '2024', 'en', t)).toBe('2024');
    expect(cellText({ field: 'model_year', kind: 'year' }, { model_year: 1390 }, 'fa', t)).toBe('۱۳۹۰');
  });
});
