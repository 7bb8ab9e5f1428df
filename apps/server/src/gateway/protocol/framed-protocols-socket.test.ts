import dgram from 'node:dgram';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { deviceCommands } from '../../db/device-support-schema';
import { companies } from '../../db/schema';
import { devices } from '../../db/vehicle-schema';
import { type BoundPorts, Telematics } from '../../pipeline/telematics';
import { DeviceSocket } from '../../test/device-socket';
import { openPreparedTestDatabase } from '../../test/test-database';
import { announceCommand } from '../commands/command-queries';
import { isRealPlace } from '../decoded-position';
import { framedProtocols } from './framed-protocols';
import { bytesOf, framesOf, type MoreProtocolKey } from './frames-more.test-data';
import type { TrackerProtocol } from './tracker-protocol';

const context = { lenient: true, receivedAt: new Date(), clockOffsetMinutes: 0 };

/**
 * A frame as a device puts it on a TCP stream: the reference cases of line protocols (Wialon)
 * leave out the line end that their TCP framing needs.
 */
function onWire(protocol: TrackerProtocol, frame: Buffer): Buffer {
  const framed = (bytes: Buffer) =>
    protocol
      .splitter()
      .push(bytes)
      .some((event) => event.kind === 'frame');
  if (framed(frame)) return frame;
  const line = Buffer.concat([frame, Buffer.from('\r\n')]);
  return framed(line) ? line : frame;
}

/**
 * The first frames of the protocol's Traccar cases that a device could open a connection with:
 * one that names the device, then (in the same conversation) one that carries a position.
 */
function openingOf(protocol: TrackerProtocol): { identity: string; frames: Buffer[] } {
  const cases = framesOf((protocol.name === 'queclink' ? 'gl200' : protocol.name) as MoreProtocolKey);
  for (const c of cases) {
    const session = protocol.session();
    const first = session.decode(bytesOf(c), context);
    const identity = (first.ok ? first.identity : undefined) ?? session.identity;
    if (!first.ok || !identity) continue;
    if (first.positions.some(isRealPlace)) return { identity, frames: [onWire(protocol, bytesOf(c))] };
    for (const next of cases) {
      const outcome = session.decode(bytesOf(next), context);
      if (outcome.ok && outcome.positions.some(isRealPlace) && (outcome.identity ?? identity) === identity)
        return { identity, frames: [bytesOf(c), bytesOf(next)].map((frame) => onWire(protocol, frame)) };
    }
  }
  throw new Error(`no opening frames for ${protocol.name}`);
}

/** A frame of the protocol's Traccar cases in which a device answers a command, if any. */
function answerOf(protocol: TrackerProtocol): Buffer | undefined {
  const cases = framesOf((protocol.name === 'queclink' ? 'gl200' : protocol.name) as MoreProtocolKey);
  const opening = openingOf(protocol);
  for (const c of cases) {
    const session = protocol.session();
    for (const frame of opening.frames) session.decode(frame, context);
    const outcome = session.decode(bytesOf(c), context);
    if (outcome.ok && outcome.commandAnswer && (outcome.identity ?? opening.identity) === opening.identity)
      return onWire(protocol, bytesOf(c));
  }
  return undefined;
}

/** Waits until nothing more has come for a while, and forgets what came. */
async function repliesSettled(device: DeviceSocket, quietMs = 250): Promise<void> {
  let length = -1;
  let since = Date.now();
  await device.receive((bytes) => {
    if (bytes.length !== length) {
      length = bytes.length;
      since = Date.now();
    }
    return Date.now() - since >= quietMs;
  });
}

describe.each(framedProtocols.map((protocol) => [protocol.name, protocol] as const))(
  '%s over real sockets: its own port, the auto-detecting port, commands',
  (name, protocol) => {
    let database: Database;
    let telematics: Telematics;
    let ports: BoundPorts;
    let deviceId: number;
    const opening = openingOf(protocol);
    const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const stored = async () =>
      (
        await rowsOf<{ n: number }>(
          sql`select count(*)::int as n from positions where device_id = ${deviceId}`,
        )
      )[0]?.n ?? 0;
    /** Frames of the device the gateway took (a frame sent again is taken, though stored once). */
    const taken = () =>
      telematics.services.frameLog.framesOf(deviceId).filter((f) => f.direction === 'in' && !f.refused)
        .length;

    beforeAll(async () => {
      database = await openPreparedTestDatabase();
      const [company] = await database.db
        .insert(companies)
        .values({ name: `${name} Co` })
        .returning();
      const [device] = await database.db
        .insert(devices)
        .values({ company_id: company?.id ?? 0, imei: opening.identity, protocol: name, lenient_crc: true })
        .returning();
      deviceId = device?.id ?? 0;
      telematics = new Telematics(database, pino({ level: 'silent' }));
      ports = await telematics.start('127.0.0.1', { teltonika: 0, teltonikaUdp: 0, gt06: 0, osmand: 0 });
    });
    afterAll(async () => {
      await telematics.stop();
      await database.close();
    });

    it('stores what a registered device sends on its own port, and on the auto-detecting port', async () => {
      for (const port of [ports.framed[name as keyof BoundPorts['framed']], ports.auto]) {
        const before = taken();
        const device = new DeviceSocket(port);
        await device.connected;
        for (const frame of opening.frames) device.write(frame);
        await expect.poll(taken, { timeout: 5_000 }).toBe(before + opening.frames.length);
        await expect.poll(stored, { timeout: 5_000 }).toBeGreaterThan(0);
        expect(device.closed).toBe(false);
        device.close();
      }
    });

    it('a device sent to another protocol’s port is served all the same', async () => {
      const wrong = name === 'h02' ? ports.gt06 : ports.teltonika;
      const before = taken();
      const device = new DeviceSocket(wrong);
      await device.connected;
      for (const frame of opening.frames) device.write(frame);
      await expect.poll(taken, { timeout: 5_000 }).toBe(before + opening.frames.length);
      device.close();
    });

    it.runIf(protocol.commands !== undefined)(
      'sends a queued command once the device is connected, exactly as encoded',
      async () => {
        const encoder = protocol.commands;
        if (!encoder) return;
        const type = encoder.types.includes('positionRequest')
          ? 'positionRequest'
          : (encoder.types[0] ?? 'custom');
        const device = new DeviceSocket(ports.framed[name as keyof BoundPorts['framed']]);
        await device.connected;
        for (const frame of opening.frames) device.write(frame);
        const before = taken();
        await expect.poll(taken, { timeout: 5_000 }).toBe(before + opening.frames.length);
        // The replies to the opening frames leave after their commit, which on a busy machine can
        // be after the frames are taken: they must not be mistaken for the command.
        await repliesSettled(device);
        const [company] = await database.db
          .select({ id: devices.company_id })
          .from(devices)
          .where(eq(devices.id, deviceId));
        const [command] = await database.db
          .insert(deviceCommands)
          .values({
            company_id: company?.id ?? 0,
            device_id: deviceId,
            type,
            text: type === 'custom' ? 'STATUS' : '',
            expires_at: new Date(Date.now() + 60_000),
          })
          .returning();
        await announceCommand(database.db, deviceId);
        const received = await device
          .receive((bytes) => bytes.length > 0)
          .catch(async (error) => {
            const rows = await database.db.select().from(deviceCommands);
            throw new Error(`${error.message}; commands: ${JSON.stringify(rows)}`);
          });
        const [row] = await database.db
          .select()
          .from(deviceCommands)
          .where(eq(deviceCommands.id, command?.id ?? 0));
        expect(row?.state).toBe('sent');
        // The bytes are the encoder's for that serial, at the second it was sent.
        const sentAt = row?.sent_at ?? new Date();
        const expected = encoder.encode(
          { type, text: type === 'custom' ? 'STATUS' : '' },
          { identity: opening.identity, serial: row?.serial ?? 0, now: sentAt },
        );
        expect(received.toString('hex')).toBe(expected?.toString('hex'));
        const [waiting] = await database.db
          .select({ n: count() })
          .from(deviceCommands)
          .where(eq(deviceCommands.state, 'queued'));
        expect(waiting?.n).toBe(0);
        // The device's answer, where the protocol has one, settles the command.
        const answer = answerOf(protocol);
        if (encoder.answers && answer) {
          device.write(answer);
          await expect
            .poll(
              async () =>
                (
                  await database.db
                    .select()
                    .from(deviceCommands)
                    .where(eq(deviceCommands.id, command?.id ?? 0))
                )[0]?.state,
              { timeout: 5_000 },
            )
            .toMatch(/^(confirmed|failed)$/);
        }
        device.close();
      },
    );

    it.runIf(protocol.udp)(
      'stores what a device sends over UDP, and answers to the address it came from',
      async () => {
        const socket = dgram.createSocket('udp4');
        const before = taken();
        for (const frame of opening.frames)
          await new Promise<void>((resolve) =>
            socket.send(frame, ports.framed[name as keyof BoundPorts['framed']], '127.0.0.1', () =>
              resolve(),
            ),
          );
        await expect.poll(taken, { timeout: 5_000 }).toBe(before + opening.frames.length);
        socket.close();
      },
    );

    it('refuses a device nobody registered, and lists it for support staff', async () => {
      const stranger = openingOf(protocol);
      await database.db.delete(devices).where(eq(devices.id, deviceId));
      // On PostgreSQL the gateway hears of the deletion a moment after the commit.
      await expect.poll(() => telematics.registry.lookup(stranger.identity), { timeout: 5_000 }).toBeNull();
      const device = new DeviceSocket(ports.auto);
      await device.connected;
      for (const frame of stranger.frames) device.write(frame);
      await expect.poll(() => device.closed, { timeout: 5_000 }).toBe(true);
      await expect
        .poll(() => rowsOf(sql`select identity, protocol from unknown_devices`), { timeout: 6_000 })
        .toEqual([{ identity: stranger.identity, protocol: name }]);
    });
  },
);
