import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { escapeJt808, unescapeJt808, xorChecksum } from './jt808-escape';
import { Jt808Session } from './jt808-session';

const context = { lenient: false, receivedAt: new Date('2026-03-04T05:06:07Z'), clockOffsetMinutes: 0 };
const hex = (b: Buffer | undefined) => b?.toString('hex').toUpperCase();

function outcomeOf(frameHex: string) {
  return new Jt808Session().decode(Buffer.from(frameHex, 'hex'), context);
}

describe('JT/T 808 replies', () => {
  it('answers terminal authentication with the general response, byte for byte', () => {
    const outcome = outcomeOf('7E0102000E013511221122000661757468656E7469636174696F6E3F7E');
    expect(outcome.ok && hex(outcome.reply)).toBe('7E8001000501351122112200000006010200B57E');
    expect(outcome.ok && outcome.identity).toBe('13511221122');
  });

  it('answers a registration with 0x8100 carrying the terminal number as the auth code', () => {
    const outcome = outcomeOf(
      '7E0100002D013511221122000500000000373031303748422D52303347424400000000000000000000003233363631303402CBD5424136383630387E',
    );
    const reply = outcome.ok ? unescapeJt808(outcome.reply as Buffer) : Buffer.alloc(0);
    expect(reply.readUInt16BE(1)).toBe(0x8100);
    expect(reply.subarray(5, 11).toString('hex')).toBe('013511221122');
    expect(reply.subarray(13, 16).toString('hex')).toBe('000500');
    expect(reply.subarray(16, -2).toString('latin1')).toBe('013511221122');
    expect(reply[reply.length - 2]).toBe(xorChecksum(reply, 1, reply.length - 2));
    expect(outcome.ok && outcome.positions).toEqual([]);
  });

  it('answers a 2019-edition registration with the version byte and the 10-byte terminal', () => {
    const register2019 = framesOf('jt808').find((c) => c.hex?.startsWith('7e0100405c'));
    const outcome = new Jt808Session().decode(bytesOf(register2019 ?? {}), context);
    const reply = outcome.ok ? unescapeJt808(outcome.reply as Buffer) : Buffer.alloc(0);
    expect(reply.readUInt16BE(1)).toBe(0x8100);
    expect(reply.readUInt16BE(3) & 0x4000).toBe(0x4000);
    expect(reply[5]).toBe(1);
    expect(reply.subarray(6, 16).toString('hex')).toBe('00000866496077582164');
    expect(outcome.ok && outcome.identity).toBe('866496077582164');
  });

  it('acknowledges location reports and heartbeats with the request’s serial and id', () => {
    const heartbeat = outcomeOf('7e0002000004304832546500b7ca7e');
    const reply = heartbeat.ok ? (heartbeat.reply as Buffer) : Buffer.alloc(0);
    expect(reply.subarray(1, 5).toString('hex')).toBe('80010005');
    expect(reply.subarray(13, 18).toString('hex')).toBe('00b7000200');
  });

  it('escapes 7E and 7D inside a reply', () => {
    // Serial 0x7E7D: both bytes must be escaped in the general response.
    const frame = Buffer.from('7e000200000430483254657e7d007e', 'hex');
    frame[frame.length - 2] = xorChecksum(frame, 1, frame.length - 2);
    const outcome = new Jt808Session().decode(frame, context);
    const reply = outcome.ok ? (outcome.reply as Buffer) : Buffer.alloc(0);
    expect(reply.subarray(1, -1).includes(0x7e)).toBe(false);
    expect(hex(escapeJt808(unescapeJt808(reply)))).toBe(hex(reply));
    expect(unescapeJt808(reply).subarray(13, 15).toString('hex')).toBe('7e7d');
  });

  it('answers 0x5501 with 0x4401 only when the terminal asks for it (properties bit 15)', () => {
    const asked = outcomeOf(
      '7e55018c378580120300032a06052117594022348474113550560705981e0400000002370ac30c0c28660308000000100101020200000a0301cc000c0600a2ffa7ff5e867e',
    );
    const reply = asked.ok ? unescapeJt808(asked.reply as Buffer) : Buffer.alloc(0);
    expect(reply.readUInt16BE(1)).toBe(0x4401);
    expect(reply.subarray(11).toString('hex').slice(0, 8)).toBe('01550100');
  });

  it('answers the ASCII time request at once, with the UTC time', () => {
    const outcome = new Jt808Session().decode(Buffer.from('(794104004140,1,001,BASE,2,TIME)'), context);
    expect(outcome.ok && outcome.immediateReply?.toString()).toBe(
      '(794104004140,1,001,BASE,2,20260304050607)',
    );
  });

  it('reports 0x0001 as the answer to the command with that serial', () => {
    const body = '00070105' + '00';
    const frame = Buffer.from(`7e00010005013511221122000a${body}007e`, 'hex');
    frame[frame.length - 2] = xorChecksum(frame, 1, frame.length - 2);
    const outcome = new Jt808Session().decode(frame, context);
    expect(outcome.ok && outcome.commandAnswer).toEqual({
      text: '0x0105 result 0',
      success: true,
      serial: 7,
    });
  });

  it('reads BCD times as Beijing time, or in the device’s clock offset when one is set', () => {
    const frame = Buffer.from(
      '7E02000032013511221122000700000000000C000301578CC006CA3A5C00470000000014072317201501040000000030011631010BD07E',
      'hex',
    );
    const beijing = new Jt808Session().decode(frame, { ...context, lenient: true });
    expect(beijing.ok && beijing.positions[0]?.fixTime.toISOString()).toBe('2014-07-23T09:20:15.000Z');
    const utc2 = new Jt808Session().decode(frame, { ...context, lenient: true, clockOffsetMinutes: 120 });
    expect(utc2.ok && utc2.positions[0]?.fixTime.toISOString()).toBe('2014-07-23T15:20:15.000Z');
  });
});
