import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { validDriver, validVehicle } from '../vehicles/vehicle-fixtures';

describe('driver and device assignments', () => {
  let t: TestApp;
  let a: ReturnType<typeof apiAs>;
  let b: ReturnType<typeof apiAs>;
  let truck: number;
  let van: number;
  let reza: number;
  let maryam: number;
  let tracker: number;
  let vehicleOfB: number;
  let driverOfB: number;
  let deviceOfB: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ company: 'Assign Co A', username: 'asg.a' });
    await t.account({ company: 'Assign Co B', username: 'asg.b' });
    a = apiAs(t.app, (await t.login('asg.a')).access);
    b = apiAs(t.app, (await t.login('asg.b')).access);
    truck = (await a.post('vehicles/companies/', validVehicle('110211111', { name: 'Truck' }))).json().id;
    van = (await a.post('vehicles/companies/', validVehicle('220222222', { name: 'Van' }))).json().id;
    reza = (await a.post('drivers/', validDriver)).json().id;
    maryam = (
      await a.post('drivers/', {
        ...validDriver,
        first_name: 'مریم',
        last_name: 'احمدی',
        national_code: '0012345679',
        gender: 'female',
      })
    ).json().id;
    tracker = (
      await a.post('devices/', { imei: '356307042441013', protocol: 'teltonika', sim_number: '09121112233' })
    ).json().id;
    vehicleOfB = (await b.post('vehicles/companies/', validVehicle('330233333'))).json().id;
    driverOfB = (await b.post('drivers/', validDriver)).json().id;
    deviceOfB = (await b.post('devices/', { imei: '356307042441021', protocol: 'gt06' })).json().id;
  });
  afterAll(() => t.close());

  const driverNames = async (query: string) =>
    (await a.get(`drivers/summaries/?${query}`)).json().map((d: { full_name: string }) => d.full_name);

  it('assigns a driver, shows them on the vehicle and the vehicle on the driver', async () => {
    const response = await a.put(`vehicles/companies/${truck}/drivers/`, { driver: reza });
    expect(response.statusCode).toBe(200);
    expect(response.json().driver).toEqual({ id: reza, first_name: 'رضا', last_name: 'کریمی' });
    expect((await a.get(`drivers/${reza}/`)).json().company_vehicle).toEqual({
      id: truck,
      name: 'Truck',
      license_plate: '110211111',
    });
    expect(await driverNames('company_vehicle__isnull=true')).toEqual(['مریم احمدی']);
    expect(await driverNames('company_vehicle__isnull=false')).toEqual(['رضا کریمی']);
    const onlyFree = (await a.get('drivers/?company_vehicle__isnull=true')).json();
    expect(onlyFree.results.map((d: { id: number }) => d.id)).toEqual([maryam]);
  });

  it('moves a driver: their old vehicle is left without one and the history keeps both rows', async () => {
    await a.put(`vehicles/companies/${van}/drivers/`, { driver: reza });
    expect((await a.get(`vehicles/companies/${truck}/`)).json().driver).toBeNull();
    expect((await a.get(`vehicles/companies/${van}/`)).json().driver.id).toBe(reza);
    await a.put(`vehicles/companies/${van}/drivers/`, { driver: maryam });
    await a.put(`vehicles/companies/${van}/drivers/`, { driver: maryam });
    const history = (await a.get(`vehicles/companies/${van}/drivers/`)).json();
    expect(history.count).toBe(2);
    expect(history.results.map((r: { driver: { id: number } }) => r.driver.id)).toEqual([maryam, reza]);
    expect(history.results[0].until_at).toBeNull();
    expect(history.results[1].until_at).toEqual(expect.any(String));
    const truckHistory = (await a.get(`vehicles/companies/${truck}/drivers/`)).json();
    expect(truckHistory.results[0].until_at).toEqual(expect.any(String));
    const cleared = await a.put(`vehicles/companies/${van}/drivers/`, { driver: null });
    expect(cleared.json().driver).toBeNull();
    expect(await driverNames('company_vehicle__isnull=false')).toEqual([]);
  });

  it('installs a device, lists it as installed and the vehicle as having hardware', async () => {
    expect((await a.get('devices/summaries/?company_vehicle__isnull=true')).json()).toHaveLength(1);
    const response = await a.put(`vehicles/companies/${truck}/devices/`, { device: tracker });
    expect(response.json().hardware).toEqual({
      id: tracker,
      imei: '356307042441013',
      sim_number: '09121112233',
    });
    expect((await a.get('devices/summaries/?company_vehicle__isnull=true')).json()).toEqual([]);
    expect((await a.get('devices/summaries/?company_vehicle__isnull=false')).json()).toEqual([
      expect.objectContaining({ id: tracker, imei: '356307042441013' }),
    ]);
    expect((await a.get(`devices/${tracker}/`)).json().company_vehicle).toMatchObject({ id: truck });
    const withHardware = (await a.get('/api/v1/api/customer-vehicles/v1/has-hardware/')).json();
    expect(
      withHardware.map((v: { id: number; hardware: { imei: string } }) => [v.id, v.hardware.imei]),
    ).toEqual([[truck, '356307042441013']]);
    await a.put(`vehicles/companies/${van}/devices/`, { device: tracker });
    expect((await a.get(`vehicles/companies/${truck}/`)).json().hardware).toBeNull();
    const history = (await a.get(`vehicles/companies/${truck}/devices/`)).json();
    expect(history.results).toEqual([
      expect.objectContaining({
        device: expect.objectContaining({ imei: '356307042441013' }),
        until_at: expect.any(String),
      }),
    ]);
  });

  it('refuses what is not an id, and keeps companies apart', async () => {
    expect((await a.put(`vehicles/companies/${truck}/drivers/`, { driver: 'x' })).json()).toEqual({
      driver: ['Invalid Driver'],
    });
    expect((await a.put(`vehicles/companies/${truck}/drivers/`, { driver: driverOfB })).json()).toEqual({
      driver: ['Invalid Driver'],
    });
    expect((await a.put(`vehicles/companies/${truck}/devices/`, { device: deviceOfB })).json()).toEqual({
      device: ['Invalid Device'],
    });
    expect((await b.put(`vehicles/companies/${truck}/drivers/`, { driver: driverOfB })).statusCode).toBe(404);
    expect((await b.put(`vehicles/companies/${van}/devices/`, { device: null })).statusCode).toBe(404);
    expect((await b.get(`vehicles/companies/${van}/drivers/`)).statusCode).toBe(404);
    expect((await b.get(`vehicles/companies/${van}/devices/`)).statusCode).toBe(404);
    expect((await b.get('/api/v1/api/customer-vehicles/v1/has-hardware/')).json()).toEqual([]);
    expect((await b.get('devices/summaries/?company_vehicle__isnull=false')).json()).toEqual([]);
    expect((await a.get(`vehicles/companies/${van}/`)).json().hardware.id).toBe(tracker);
    expect((await b.put(`vehicles/companies/${vehicleOfB}/drivers/`, { driver: reza })).statusCode).toBe(400);
  });
});
