import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { companies } from '../../db/schema';
import { devices } from '../../db/vehicle-schema';
import { Telematics, type TelematicsPorts } from '../../pipeline/telematics';
import { openPreparedTestDatabase } from '../../test/test-database';

const hex = (text: string) => Buffer.from(text, 'hex');
const imei = '864717003283581';
const login = hex('78780D01086471700328358100093F040D0A');
// A location whose date fields read 2015-12-29 02:51:05.
const location = hex('787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A');

describe('GT06 clones that send local time: the device clock offset, over a real socket', () => {
  let database: Database;
  let telematics: Telematics;
  let ports: TelematicsPorts;

  /** Logs in, sends the location, and answers the fix times stored for the device. */
  const report = async (): Promise<string[]> => {
    const socket = net.connect(ports.gt06, '127.0.0.1');
    let received = 0;
    socket.on('data', (chunk) => {
      received += chunk.length;
    });
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const waitFor = async (bytes: number) => {
      const deadline = Date.now() + 5000;
      while (received < bytes && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    };
    socket.write(login);
    await waitFor(10);
    socket.write(location);
    await waitFor(20);
    socket.destroy();
    const result = await database.db.execute(sql`
      select to_char(fix_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as t
      from positions p join devices d on d.id = p.device_id where d.imei = ${imei} order by fix_time`);
    return (result as unknown as { rows: { t: string }[] }).rows.map((row) => row.t);
  };

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const [company] = await database.db.insert(companies).values({ name: 'Clock Co' }).returning();
    await database.db.insert(devices).values({ company_id: company?.id ?? 0, imei, protocol: 'gt06' });
    telematics = new Telematics(database, pino({ level: 'silent' }));
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
  });
  afterAll(async () => {
    await telematics.stop();
    await database.close();
  });

  it('reads the date as UTC without an offset, and 3:30 earlier with +210 (Tehran)', async () => {
    expect(await report()).toEqual(['2015-12-29T02:51:05']);
    await database.db.execute(sql`update devices set clock_offset_minutes = 210 where imei = ${imei}`);
    // On PostgreSQL the gateway hears of the change a moment after the commit (a notification on
    // its own connection): the same report again until then, which stores nothing new. 2 s is far
    // under the device cache's 30 s backstop, so the notification is what makes it pass.
    await expect
      .poll(report, { timeout: 2_000, interval: 50 })
      .toEqual(['2015-12-28T23:21:05', '2015-12-29T02:51:05']);
  });
});
