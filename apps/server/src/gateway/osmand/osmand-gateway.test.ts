import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';
import { devices } from '../../db/vehicle-schema';
import { Telematics } from '../../pipeline/telematics';
import { openPreparedTestDatabase } from '../../test/test-database';

const KEY = 'Zq7-secret_Key0';

describe('OsmAnd over HTTP: device keys and speed units', () => {
  let database: Database;
  let telematics: Telematics;
  let base: string;

  const post = async (query: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}/?${query}`, { method: 'POST', ...init });
    return { status: response.status, body: await response.text() };
  };
  const speedOf = async (imei: string) => {
    const result = await database.db.execute(sql`
      select p.speed_kmh as s from positions p join devices d on d.id = p.device_id
      where d.imei = ${imei} order by p.fix_time desc limit 1`);
    return (result as unknown as { rows: { s: number }[] }).rows[0]?.s;
  };
  const count = async (imei: string) => {
    const result = await database.db.execute(sql`
      select count(*)::int as n from positions p join devices d on d.id = p.device_id where d.imei = ${imei}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Phones Co' }).returning();
    const companyId = company?.id ?? 0;
    await database.db.insert(devices).values([
      { company_id: companyId, imei: 'phone-old', protocol: 'osmand' },
      { company_id: companyId, imei: 'phone-key', protocol: 'osmand', ingest_key: KEY },
      { company_id: companyId, imei: 'phone-kmh', protocol: 'osmand', speed_unit: 'kmh' },
      { company_id: companyId, imei: 'phone-mps', protocol: 'osmand', speed_unit: 'mps' },
    ]);
    telematics = new Telematics(database, pino({ level: 'silent' }));
    const ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    base = `http://127.0.0.1:${ports.osmand}`;
  });
  afterAll(async () => {
    await telematics.stop();
    await database.close();
  });

  it('gives an unknown id and a wrong or missing key the very same answer', async () => {
    const unknown = await post('id=nobody&lat=35.7&lon=51.4&timestamp=1795300000');
    const missing = await post('id=phone-key&lat=35.7&lon=51.4&timestamp=1795300000');
    const wrong = await post(`id=phone-key&lat=35.7&lon=51.4&timestamp=1795300000&key=${KEY}x`);
    const unknownWithKey = await post(`id=nobody&lat=35.7&lon=51.4&timestamp=1795300000&key=${KEY}`);
    expect(unknown.status).toBe(403);
    expect(missing).toEqual(unknown);
    expect(wrong).toEqual(unknown);
    expect(unknownWithKey).toEqual(unknown);
    expect(await count('phone-key')).toBe(0);
    expect(telematics.metrics.counters.wrongKeys).toBe(2);
  });

  it('takes the key from the query, a form body or a JSON body, and never stores it', async () => {
    expect((await post(`id=phone-key&lat=35.7&lon=51.4&timestamp=1795300000&key=${KEY}`)).status).toBe(200);
    const form = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=phone-key&lat=35.7&lon=51.4&timestamp=1795300060&key=${KEY}`,
    });
    expect(form.status).toBe(200);
    // Traccar Client 9 posts JSON to the server URL, which carries the key.
    const json = await fetch(`${base}/?key=${KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device_id: 'phone-key',
        location: {
          timestamp: '2026-11-21T10:02:00Z',
          coords: { latitude: 35.7, longitude: 51.4, speed: 3 },
        },
      }),
    });
    expect(json.status).toBe(200);
    expect(await count('phone-key')).toBe(3);
    const kept = await database.db.execute(sql`
      select count(*)::int as n from positions where attributes::text like ${`%${KEY}%`}`);
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('still accepts a device registered before keys existed, without one', async () => {
    expect((await post('id=phone-old&lat=35.7&lon=51.4&timestamp=1795300000')).status).toBe(200);
  });

  it("reads speed in the device's unit: knots by default, km/h or m/s when set", async () => {
    expect((await post('id=phone-old&lat=35.7&lon=51.4&timestamp=1795300100&speed=10')).status).toBe(200);
    expect(await speedOf('phone-old')).toBeCloseTo(18.52, 2);
    expect((await post('id=phone-kmh&lat=35.7&lon=51.4&timestamp=1795300100&speed=10')).status).toBe(200);
    expect(await speedOf('phone-kmh')).toBeCloseTo(10, 2);
    expect((await post('id=phone-mps&lat=35.7&lon=51.4&timestamp=1795300100&speed=10')).status).toBe(200);
    expect(await speedOf('phone-mps')).toBeCloseTo(36, 2);
  });
});
