import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { readWorkbook } from '../../test/read-workbook';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validDriver, validVehicle } from '../vehicles/vehicle-fixtures';

function sheetOf(body: Buffer) {
  const sheet = readWorkbook(body)[0];
  if (!sheet) throw new Error('no sheet');
  return { sheet, rows: sheet.rows };
}

describe('vehicle list export', () => {
  let t: TestApp;
  let aFa: ReturnType<typeof apiAs>;
  let aEn: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Export Co A', username: 'exp.a' });
    await t.account({ company: 'Export Co B', username: 'exp.b' });
    const access = (await t.login('exp.a')).access;
    aFa = apiAs(t.app, access, 'fa-ir');
    aEn = apiAs(t.app, access, 'en-us');
    b = apiAs(t.app, (await t.login('exp.b')).access);
    const tag = (
      await aEn.post('vehicles/companies/tags/', { fa_title: 'سردخانه', en_title: 'Cold store' })
    ).json().id;
    const truck = (
      await aEn.post(
        'vehicles/companies/',
        validVehicle('120234567', { name: 'Reefer', company_vehicle_tags: [tag] }),
      )
    ).json().id;
    await aEn.post(
      'vehicles/companies/',
      validVehicle('450398765', { name: 'Minibus', vehicle: 5, is_cold_chain: false }),
    );
    const driver = (await aEn.post('drivers/', validDriver)).json().id;
    await aEn.put(`vehicles/companies/${truck}/drivers/`, { driver });
    await b.post('vehicles/companies/', validVehicle('990199999', { name: 'Not ours' }));
  });
  afterAll(() => t.close());

  it('answers a right-to-left Persian workbook with Jalali dates and Persian lookups', async () => {
    const response = await aFa.get('exports/vehicles/companies/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=vehicles-\d{8}\.xlsx$/);
    const { sheet, rows } = sheetOf(response.rawPayload);
    expect(sheet.name).toBe('خودروها');
    expect(sheet.rightToLeft).toBe(true);
    expect(rows[0]?.slice(0, 3)).toEqual(['نام خودرو', 'پلاک', 'نوع خودرو']);
    expect(rows).toHaveLength(3);
    const reefer = rows.find((row) => row[0] === 'Reefer') ?? [];
    expect(reefer[1]).toBe('۶۷ - ۳۴۵ ب ۱۲');
    expect(reefer[2]).toBe('کامیون یخچال‌دار');
    // 2026-03-20 is 29 Esfand 1404.
    expect(reefer[9]).toBe('1404/12/29');
    expect(reefer[15]).toBe(150_000);
    expect(reefer[17]).toBe('بله');
    expect(reefer[18]).toBe('سردخانه');
    expect(reefer[19]).toBe('رضا کریمی');
  });

  it('answers English headers and titles, with the list filters applied', async () => {
    const response = await aEn.get('exports/vehicles/companies/?vehicle__id__in=5');
    const { sheet, rows } = sheetOf(response.rawPayload);
    expect(sheet.rightToLeft).toBe(false);
    expect(rows[0]?.slice(0, 3)).toEqual(['Vehicle name', 'License plate', 'Vehicle type']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[17]])).toEqual([
      ['Minibus', '45 پ\u200E 987 - 65', 'Minibus', 'No'],
    ]);
    const searched = sheetOf(
      (await aEn.get(`exports/vehicles/companies/?search=${encodeURIComponent('۳۴۵')}`)).rawPayload,
    );
    expect(searched.rows.slice(1).map((row) => row[0])).toEqual(['Reefer']);
  });

  it('exports only the caller company vehicles', async () => {
    const { rows } = sheetOf((await b.get('exports/vehicles/companies/')).rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Not ours']);
  });
});
