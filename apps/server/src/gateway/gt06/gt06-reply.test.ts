import { describe, expect, it } from 'vitest';
import { crcItu } from './crc-itu';
import { decodeGt06Frame } from './decode-gt06-frame';
import { buildGt06Reply } from './gt06-reply';
import { Gt06Session } from './gt06-session';

const at = new Date('2026-03-04T05:06:07Z');

describe('CRC-ITU and GT06 replies', () => {
  it('computes the CRC-16/X-25 check value', () => {
    expect(crcItu(Buffer.from('05010001', 'hex'))).toBe(0xd9dc);
    expect(crcItu(Buffer.from('123456789', 'ascii'))).toBe(0x906e);
  });

  it('acknowledges a login with its serial number', () => {
    expect(buildGt06Reply(0x01, 1).toString('hex')).toBe('78780501' + '0001d9dc0d0a');
    const session = new Gt06Session();
    const login = Buffer.from('78780d01086471700328358100093f040d0a', 'hex');
    const result = decodeGt06Frame(login, session, { lenient: false, receivedAt: at });
    expect(result).toEqual({
      ok: true,
      positions: [],
      imei: '864717003283581',
      reply: buildGt06Reply(0x01, 0x0009),
    });
    expect(session.imei).toBe('864717003283581');
  });

  it('acknowledges heartbeats and alarms with the type and serial they came with', () => {
    const session = new Gt06Session({ imei: '123456789012345' });
    const heartbeat = Buffer.from('78780a134004040001000fcbaa0d0a', 'hex');
    const hb = decodeGt06Frame(heartbeat, session, { lenient: true, receivedAt: at });
    expect(hb.ok && hb.reply?.toString('hex')).toBe(buildGt06Reply(0x13, 0x000f).toString('hex'));

    const alarm = Buffer.from(
      '787825160f0c1d023305c9027ac8180c4658000014000901cc00287d001f71000001000820d0d8f70d0a',
      'hex',
    );
    const serial = alarm.readUInt16BE(alarm.length - 6);
    const al = decodeGt06Frame(alarm, session, { lenient: true, receivedAt: at });
    expect(al.ok && al.reply?.toString('hex')).toBe(buildGt06Reply(0x16, serial).toString('hex'));
  });

  it('answers a time request with the time the frame arrived, in UTC', () => {
    const session = new Gt06Session({ imei: '123456789012345' });
    const request = buildGt06Reply(0x8a, 0x0102);
    const result = decodeGt06Frame(request, session, { lenient: false, receivedAt: at });
    expect(result.ok && result.reply?.subarray(4, 10).toString('hex')).toBe('1a0304050607');
  });

  it('gives no position before login, and places fix-less records at the last fix', () => {
    const session = new Gt06Session();
    const location = Buffer.from(
      '78781f1210020e14061dcc0476fcd0003e3faf3e14b20000000000000000044ef6740d0a',
      'hex',
    );
    expect(decodeGt06Frame(location, session, { lenient: false })).toEqual({
      ok: false,
      reason: 'no-session',
    });

    session.imei = '123456789012345';
    const fix = decodeGt06Frame(location, session, { lenient: false, receivedAt: at });
    expect(fix.ok && fix.positions[0]?.valid).toBe(true);
    const heartbeat = Buffer.from('78780a134004040001000fcbaa0d0a', 'hex');
    const status = decodeGt06Frame(heartbeat, session, { lenient: true, receivedAt: at });
    const p = status.ok ? status.positions[0] : undefined;
    expect(p?.valid).toBe(false);
    expect(p?.attributes.io?.outdated).toBe(1);
    expect(p?.latitude).toBe(fix.ok ? fix.positions[0]?.latitude : Number.NaN);
    expect(p?.fixTime).toEqual(at);
  });

  it('applies the time zone a login announces unless one is configured', () => {
    // Login with type code and time zone GMT+8:00 (0x3200 = 800 << 4).
    const body = Buffer.from('1101035288707191199801003200000a', 'hex');
    const frame = Buffer.concat([Buffer.from('7878', 'hex'), body, Buffer.from('00000d0a', 'hex')]);
    frame.writeUInt16BE(crcItu(frame, 2, frame.length - 4), frame.length - 4);
    const announced = new Gt06Session();
    expect(decodeGt06Frame(frame, announced, { lenient: false }).ok).toBe(true);
    expect(announced.timezoneOffsetMinutes).toBe(480);
    const configured = new Gt06Session({ timezoneOffsetMinutes: 0 });
    decodeGt06Frame(frame, configured, { lenient: false });
    expect(configured.timezoneOffsetMinutes).toBe(0);
  });
});
