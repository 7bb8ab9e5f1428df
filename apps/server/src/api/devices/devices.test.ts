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
      clock_offset_minutes: 0,
      speed_unit: 'kn',
      key_required: true,
      company_vehicle: null,
    });
    expect(JSON.stringify(device)).not.toMatch(/ingest_key/);
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
    const bad = await bFa.post('devices/', { imei: '123', protocol: '', sim_number: 'abc' });
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

  it('keeps a signed clock offset and a speed unit, refusing what is out of range', async () => {
    const created = await a.post('devices/', {
      ...validDevice,
      imei: '356307042441062',
      protocol: 'gt06',
      clock_offset_minutes: '+۲۱۰',
      speed_unit: 'kmh',
    });
    expect(created.json()).toMatchObject({ clock_offset_minutes: 210, speed_unit: 'kmh' });
    const west = await a.put(`devices/${created.json().id}/`, {
      ...validDevice,
      imei: '356307042441062',
      clock_offset_minutes: '−300',
    });
    expect(west.json()).toMatchObject({ clock_offset_minutes: -300, speed_unit: 'kn' });
    const bad = await bFa.post('devices/', {
      ...validDevice,
      imei: '356307042441070',
      clock_offset_minutes: 900,
      speed_unit: 'mph',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['clock_offset_minutes', 'speed_unit']);
    // The range is said, as for every ranged number (docs/field-ranges.md).
    expect(bad.json().clock_offset_minutes[0]).toContain('۸۴۰');
    expect((await a.delete(`devices/${created.json().id}/`)).statusCode).toBe(204);
  });

  it("shows, rotates and turns off a device's key, only within the company and with the change right", async () => {
    const device = (await a.get('devices/')).json().results[0];
    const shown = await a.get(`devices/${device.id}/key/`);
    expect(shown.statusCode).toBe(200);
    const first = shown.json().key as string;
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const rotated = (await a.post(`devices/${device.id}/key/`, {})).json().key as string;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rotated).not.toBe(first);
    expect((await a.get(`devices/${device.id}/key/`)).json()).toEqual({ key: rotated });

    // Another company: the same 404 as for an id that does not exist, and nothing changed.
    for (const call of [
      bFa.get(`devices/${device.id}/key/`),
      bFa.post(`devices/${device.id}/key/`, {}),
      bFa.delete(`devices/${device.id}/key/`),
      bFa.get('devices/2147483648/key/'),
    ])
      expect((await call).statusCode).toBe(404);
    expect((await a.get(`devices/${device.id}/key/`)).json()).toEqual({ key: rotated });

    // A user who may only view devices sees the device, not its key.
    const policy = (
      await a.post('users/policies/', { title: 'Device viewer', permissions: { devices: ['view'] } })
    ).json();
    const password = 'Kv7!tarom-Qz19';
    const viewer = await a.post('users/', {
      username: 'dev.viewer',
      password,
      confirm_password: password,
      first_name: 'Nima',
      last_name: 'Viewer',
      policies: [policy.id],
    });
    expect(viewer.statusCode).toBe(201);
    const v = apiAs(t.app, (await t.login('dev.viewer', password)).access);
    expect((await v.get(`devices/${device.id}/`)).statusCode).toBe(200);
    expect((await v.get(`devices/${device.id}/key/`)).statusCode).toBe(403);
    expect((await v.post(`devices/${device.id}/key/`, {})).statusCode).toBe(403);

    const off = await a.delete(`devices/${device.id}/key/`);
    expect(off.json()).toEqual({ key: null });
    expect((await a.get(`devices/${device.id}/`)).json().key_required).toBe(false);
    const audit = (await a.get(`audit-trail/?resource=devices&record_id=${device.id}`)).json();
    expect(JSON.stringify(audit)).not.toContain(rotated);
  });
});
