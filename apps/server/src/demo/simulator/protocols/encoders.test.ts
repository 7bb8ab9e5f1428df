import { describe, expect, it } from 'vitest';
import { decodeGt06Frame } from '../../../gateway/gt06/decode-gt06-frame';
import { Gt06Session } from '../../../gateway/gt06/gt06-session';
import { parseOsmAndRequest } from '../../../gateway/osmand/parse-osmand-request';
import { decodeTeltonikaPacket } from '../../../gateway/teltonika/decode-teltonika-packet';
import { TeltonikaFrameReader } from '../../../gateway/teltonika/teltonika-frame-reader';
import type { DeviceFix } from './device-fix';
import { firstGt06Packet, Gt06Encoder } from './gt06-encoder';
import { osmandQuery } from './osmand-encoder';
import { buildAvlPacket, teltonikaHandshake, teltonikaRecord } from './teltonika-encoder';

const fix: DeviceFix = {
  imei: '356307042441013',
  time: new Date('2026-11-21T10:15:30Z'),
  latitude: 35.699731,
  longitude: 51.337978,
  altitude: 1180,
  speedKmh: 73,
  course: 254,
  ignition: true,
  powerVolts: 27.6,
  odometerMetres: 183_456,
  fuelLitres: 243.7,
  temperature: -17.5,
  humidity: 82.5,
  alarm: 'harshBraking',
};

describe('simulator encoders through our own decoders', () => {
  it('Teltonika: handshake and a Codec 8 Extended packet decode to the same fix', () => {
    expect(teltonikaHandshake(fix.imei).toString('hex')).toBe(`000f${Buffer.from(fix.imei).toString('hex')}`);
    const packet = buildAvlPacket(0x8e, [
      teltonikaRecord(fix),
      teltonikaRecord({ ...fix, alarm: undefined }),
    ]);
    const frames = new TeltonikaFrameReader().push(packet);
    expect(frames).toHaveLength(1);
    const result = decodeTeltonikaPacket(packet, { deviceId: fix.imei });
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    expect(result.codec).toBe(0x8e);
    const [first, second] = result.positions;
    expect(first).toMatchObject({
      deviceId: fix.imei,
      fixTime: fix.time,
      speedKmh: 73,
      course: 254,
      altitude: 1180,
      attributes: {
        ignition: true,
        motion: true,
        fuel: 243.7,
        fuelUnit: 'l',
        power: 27.6,
        odometer: 183_456,
        temperatures: [-17.5],
        alarm: 'harshBraking',
      },
    });
    expect(first?.latitude).toBeCloseTo(fix.latitude, 6);
    expect(first?.longitude).toBeCloseTo(fix.longitude, 6);
    expect(first?.attributes.humidities?.[4]).toBe(82.5);
    expect(second?.attributes.alarm).toBeUndefined();
  });

  it('Teltonika: a disconnected temperature sensor sends no temperature', () => {
    const packet = buildAvlPacket(0x8e, [teltonikaRecord({ ...fix, temperature: null })]);
    const result = decodeTeltonikaPacket(packet, { deviceId: fix.imei });
    if (!result.ok) throw new Error(result.reason);
    expect(result.positions[0]?.attributes.temperatures?.[0]).toBeUndefined();
  });

  it('GT06: login, location and heartbeat decode, each with the reply the device waits for', () => {
    const encoder = new Gt06Encoder('864717003283581');
    const session = new Gt06Session();
    const login = decodeGt06Frame(encoder.login(), session);
    if (!login.ok) throw new Error(login.reason);
    expect(login.imei).toBe('864717003283581');
    expect(firstGt06Packet(login.reply ?? Buffer.alloc(0)).packet?.[3]).toBe(0x01);

    const location = decodeGt06Frame(encoder.location(fix), session);
    if (!location.ok) throw new Error(location.reason);
    const position = location.positions[0];
    expect(position).toMatchObject({ fixTime: fix.time, speedKmh: 73, course: 254, valid: true });
    expect(position?.attributes.ignition).toBe(true);
    expect(position?.latitude).toBeCloseTo(fix.latitude, 5);
    expect(position?.longitude).toBeCloseTo(fix.longitude, 5);
    expect(firstGt06Packet(location.reply ?? Buffer.alloc(0)).packet?.[3]).toBe(0x22);

    const heartbeat = decodeGt06Frame(encoder.heartbeat(false), session);
    if (!heartbeat.ok) throw new Error(heartbeat.reason);
    expect(heartbeat.positions[0]?.attributes.ignition).toBe(false);
    expect(firstGt06Packet(heartbeat.reply ?? Buffer.alloc(0)).packet?.[3]).toBe(0x13);
  });

  it('GT06: replies are found in a stream with noise before them and split across chunks', () => {
    const reply = Buffer.from('787805010001d9dc0d0a', 'hex');
    expect(firstGt06Packet(Buffer.concat([Buffer.from([0x00, 0x13]), reply]))).toMatchObject({ used: 12 });
    expect(firstGt06Packet(reply.subarray(0, 6)).packet).toBeUndefined();
  });

  it('OsmAnd: the query parses back to the fix (speed sent in knots)', () => {
    const parsed = parseOsmAndRequest({ method: 'POST', query: osmandQuery({ ...fix, alarm: undefined }) });
    if (!parsed.ok) throw new Error(parsed.reason);
    expect(parsed.position).toMatchObject({
      deviceId: fix.imei,
      fixTime: fix.time,
      course: 254,
      attributes: { ignition: true, fuel: 243.7, fuelUnit: 'l', odometer: 183_456, power: 27.6 },
    });
    expect(parsed.position.speedKmh).toBeCloseTo(73, 1);
    expect(parsed.position.latitude).toBeCloseTo(fix.latitude, 6);
  });
});
