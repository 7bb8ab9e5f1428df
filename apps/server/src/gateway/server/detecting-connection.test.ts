import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { type BoundPorts, Telematics } from '../../pipeline/telematics';
import { DeviceSocket } from '../../test/device-socket';
import { openPreparedTestDatabase } from '../../test/test-database';

describe('a tracker port refuses bytes no protocol sends, and says what they looked like', () => {
  let database: Database;
  let telematics: Telematics;
  let ports: BoundPorts;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push((JSON.parse(String(chunk)) as { msg: string }).msg);
        done();
      },
    });
    telematics = new Telematics(database, pino({ level: 'info' }, sink));
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
  });
  afterAll(async () => {
    await telematics.stop();
    await database.close();
  });

  it.each([
    [
      'an HTTP request',
      'GET /?id=123&lat=35.7 HTTP/1.1\r\nHost: x\r\n\r\n',
      'an HTTP request (OsmAnd apps use the OsmAnd port)',
    ],
    ['unknown text', 'HELLO TRACKER 42\r\n', 'text "HELLO TRACKER 42"'],
    ['binary noise', '\u00ff\u00fe\u0001\u0002\u0003', 'binary data (fffe010203…)'],
  ])('%s on the auto-detecting port', async (_kind, sent, looks) => {
    const device = new DeviceSocket(ports.auto);
    await device.connected;
    device.write(Buffer.from(sent, 'latin1'));
    await expect.poll(() => device.closed, { timeout: 5_000 }).toBe(true);
    expect(lines).toContain(
      `connection refused on the auto port: its first bytes look like ${looks}, which no tracker protocol Navgan speaks sends`,
    );
  });
});
