import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const validDevice = {
  imei: '۳۵۶۳۰۷۰۴۲۴۴۱۰۱۳',
  model: 'FMB920',
  protocol: 'teltonika',
  sim_number: '0912 111 2233',
  lenient_crc: false,
};

describe('devices', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let bFa: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Device Co A', username: 'dev.a' });
    await t.account({ company: 'Device Co B', username: 'dev.b' });
    a = apiAs(t.app, (await t.login('dev.a')).access);
    bFa = apiAs(t.app, (await t.login('dev.b')).access, 'fa-ir');
  });
  afterAll(() => t.close());

  it('creates, reads, updates and deletes a device', async () => {
    const created = await a.post('devices/', validDevice);
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({
      imei: '356307042441013',
      model: 'FMB920',
      protocol: 'teltonika',
      sim_number: '09121112233',
      lenient_crc: false,
      company_vehicle: null,
    });
    expect((await a.get(`devices/${device.id}/`)).json()).toEqual(device);
    const updated = await a.put(`devices/${device.id}/`, {
      ...validDevice,
      protocol: 'gt06',
      lenient_crc: true,
    });
    expect(updated.json()).toMatchObject({ protocol: 'gt06', lenient_crc: true, imei: '356307042441013' });
    expect((await a.get('devices/?search=1112233')).json().count).toBe(1);
    const spare = (await a.post('devices/', { ...validDevice, imei: '356307042441039' })).json().id;
    expect((await a.delete(`devices/${spare}/`)).statusCode).toBe(204);
    expect((await a.get('devices/')).json().count).toBe(1);
  });

  it('refuses an IMEI registered anywhere in the installation, and bad fields, writing nothing', async () => {
    const taken = await bFa.post('devices/', validDevice);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ imei: ['دستگاهی با این IMEI قبلاً ثبت شده است.'] });
    const bad = await bFa.post('devices/', { imei: '12345', protocol: '', sim_number: 'abc' });
    expect(bad.json()).toEqual({
      imei: ['IMEI نامعتبر است'],
      protocol: ['انتخاب پروتکل الزامی است'],
      sim_number: ['شماره‌ی سیم‌کارت نامعتبر است'],
    });
    const badEn = await a.post('devices/', { ...validDevice, imei: '356307042441047', protocol: 'nmea' });
    expect(badEn.json()).toEqual({ protocol: ['Choosing Protocol is Required'] });
    expect((await bFa.get('devices/')).json().count).toBe(0);
    expect((await a.get('devices/')).json().count).toBe(1);
  });

  it('never shows one company devices to another', async () => {
    const theirs = (await a.get('devices/')).json().results[0];
    expect((await bFa.get(`devices/${theirs.id}/`)).statusCode).toBe(404);
    expect(
      (await bFa.put(`devices/${theirs.id}/`, { ...validDevice, imei: '356307042441054' })).statusCode,
    ).toBe(404);
    expect((await bFa.delete(`devices/${theirs.id}/`)).statusCode).toBe(404);
    expect((await bFa.get('devices/summaries/')).json()).toEqual([]);
    expect((await a.get(`devices/${theirs.id}/`)).statusCode).toBe(200);
  });
});
