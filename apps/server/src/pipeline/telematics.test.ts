import net from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { companies } from '../db/schema';
import { companyVehicles, deviceAssignments, devices } from '../db/vehicle-schema';
import { buildAvlPacket } from '../demo/simulator/protocols/teltonika-encoder';
import { openPreparedTestDatabase } from '../test/test-database';
import { Telematics, type TelematicsPorts } from './telematics';

const hex = (text: string) => Buffer.from(text, 'hex');
const teltonikaImei = '356307042441013';
const lenientImei = '356307042441014';
const gt06Imei = '864717003283581';
const gt06Login = hex('78780D01086471700328358100093F040D0A');
const gt06Location = hex('787822220F0C1D023305C9027AC8180C46586000140001CC00287D001F71000001000820860D0A');

/** A device-side TCP client that records what the server sends back. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = Buffer.alloc(0);
  let closed = false;
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {});
  return {
    send: (bytes: Buffer) => socket.write(bytes),
    received: () => received,
    closed: () => closed,
    async waitFor(bytes: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < bytes && !closed && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      return received;
    },
    end: () => socket.destroy(),
  };
}

const teltonikaHandshake = (imei: string) =>
  Buffer.concat([Buffer.from([0, imei.length]), Buffer.from(imei, 'ascii')]);

describe('tracker gateway over real sockets', () => {
  let database: Database;
  let telematics: Telematics;
  let ports: TelematicsPorts;
  let vehicleId: number;
  let deviceIds: Record<string, number> = {};

  const stored = async (deviceId: number) => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from positions where device_id = ${deviceId}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    database = await openPreparedTestDatabase();
    const db = database.db;
    const [company] = await db.insert(companies).values({ name: 'Gateway Co' }).returning();
    if (!company) throw new Error('no company');
    const [vehicle] = await db
      .insert(companyVehicles)
      .values({ company_id: company.id, name: 'Reefer 1', license_plate: '120534567' })
      .returning();
    vehicleId = vehicle?.id ?? 0;
    const rows = await db
      .insert(devices)
      .values([
        { company_id: company.id, imei: teltonikaImei, protocol: 'teltonika' },
        { company_id: company.id, imei: lenientImei, protocol: 'teltonika', lenient_crc: true },
        { company_id: company.id, imei: gt06Imei, protocol: 'gt06' },
        { company_id: company.id, imei: 'phone-7', protocol: 'osmand' },
      ])
      .returning();
    deviceIds = Object.fromEntries(rows.map((row) => [row.imei, row.id]));
    await db.insert(deviceAssignments).values({
      company_id: company.id,
      company_vehicle_id: vehicleId,
      device_id: deviceIds[teltonikaImei] ?? 0,
    });
    telematics = new Telematics(database, pino({ level: 'silent' }));
    ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
  });
  afterAll(async () => {
    await telematics.stop();
    await database.close();
  });

  it('refuses the handshake of an unregistered Teltonika and stores nothing', async () => {
    const device = await connect(ports.teltonika);
    device.send(teltonikaHandshake('999999999999999'));
    expect([...(await device.waitFor(1))]).toEqual([0x00]);
    await expect.poll(() => device.closed()).toBe(true);
    expect(telematics.metrics.counters.unknownDevices).toBeGreaterThan(0);
  });

  it('acknowledges a Teltonika packet with its record count only once the records are stored', async () => {
    const device = await connect(ports.teltonika);
    device.send(teltonikaHandshake(teltonikaImei));
    expect([...(await device.waitFor(1))]).toEqual([0x01]);
    const packet = buildAvlPacket(0x08, [
      {
        time: new Date(Date.UTC(2026, 10, 21, 9, 0, 0)),
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 60,
        io: { 1: [[239, 1]] },
      },
      {
        time: new Date(Date.UTC(2026, 10, 21, 9, 0, 10)),
        latitude: 35.701,
        longitude: 51.401,
        speedKmh: 62,
        io: { 1: [[239, 1]] },
      },
    ]);
    // TCP may cut a packet anywhere: send it in three pieces.
    device.send(packet.subarray(0, 7));
    device.send(packet.subarray(7, 30));
    device.send(packet.subarray(30));
    const answer = await device.waitFor(5);
    expect(answer.subarray(1).readUInt32BE(0)).toBe(2);
    expect(await stored(deviceIds[teltonikaImei] ?? 0)).toBe(2);
    await expect.poll(() => telematics.liveStates.get(deviceIds[teltonikaImei] ?? 0)?.speedKmh).toBe(62);
    expect(telematics.liveStates.get(deviceIds[teltonikaImei] ?? 0)?.vehicleId).toBe(vehicleId);
    device.end();
  });

  it('does not acknowledge a packet with a broken checksum unless the device is set to lenient', async () => {
    const packet = buildAvlPacket(0x08, [
      { time: new Date(Date.UTC(2026, 10, 21, 10)), latitude: 36, longitude: 52 },
    ]);
    packet[packet.length - 1] = (packet[packet.length - 1] ?? 0) ^ 0xff;

    const strict = await connect(ports.teltonika);
    strict.send(teltonikaHandshake(teltonikaImei));
    await strict.waitFor(1);
    strict.send(packet);
    await new Promise((r) => setTimeout(r, 400));
    expect(strict.received().length).toBe(1);
    expect(telematics.metrics.refusedByReason.get('teltonika:crc')).toBeGreaterThan(0);
    strict.end();

    const lenient = await connect(ports.teltonika);
    lenient.send(teltonikaHandshake(lenientImei));
    await lenient.waitFor(1);
    lenient.send(packet);
    expect((await lenient.waitFor(5)).subarray(1).readUInt32BE(0)).toBe(1);
    expect(await stored(deviceIds[lenientImei] ?? 0)).toBe(1);
    lenient.end();
  });

  it('logs a GT06 in, stores its location and answers in the protocol format', async () => {
    const device = await connect(ports.gt06);
    device.send(gt06Login);
    const loginReply = await device.waitFor(10);
    expect(loginReply.subarray(0, 4).toString('hex')).toBe('78780501');
    device.send(gt06Location);
    await device.waitFor(loginReply.length + 10);
    expect(await stored(deviceIds[gt06Imei] ?? 0)).toBe(1);
    device.end();
  });

  it('takes OsmAnd positions over HTTP: 200 once stored, 403 for an unknown id, 400 for nonsense', async () => {
    const base = `http://127.0.0.1:${ports.osmand}`;
    const ok = await fetch(`${base}/?id=phone-7&lat=35.7&lon=51.4&timestamp=1795300000&speed=10`, {
      method: 'POST',
    });
    expect(ok.status).toBe(200);
    expect(await stored(deviceIds['phone-7'] ?? 0)).toBe(1);
    expect((await fetch(`${base}/?id=nobody&lat=35.7&lon=51.4`, { method: 'POST' })).status).toBe(403);
    expect((await fetch(`${base}/?id=phone-7&lat=135.7&lon=51.4`, { method: 'POST' })).status).toBe(400);
  });
});
