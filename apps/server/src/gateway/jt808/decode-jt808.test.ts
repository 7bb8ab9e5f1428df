import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, type MoreFrameCase } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { Jt808Session } from './jt808-session';

const cases = framesOf('jt808');
const context = (lenient: boolean): DecodeContext => ({
  lenient,
  receivedAt: RECEIVED_AT,
  clockOffsetMinutes: 0,
});
const auth = Buffer.from('7E0102000E013511221122000661757468656E7469636174696F6E3F7E', 'hex');

/** Traccar's harness keeps a device session: an ASCII result follows a frame that named the device. */
function decode(c: MoreFrameCase, lenient: boolean): DecodeOutcome {
  const session = new Jt808Session(c.expect.device_model_override);
  const frame = bytesOf(c);
  if (frame[0] === 0x28) session.decode(auth, context(false));
  return session.decode(frame, context(lenient));
}

/** The checksum and body length as an independent reading of the standard sees them. */
function integrity(frame: Buffer): boolean {
  const check = (f: Buffer) => {
    let x = 0;
    for (let i = 1; i < f.length - 2; i++) x ^= f[i] ?? 0;
    const properties = f.readUInt16BE(3);
    const header =
      1 + 4 + (properties & 0x4000 ? 11 : 6) + ([0x5501, 0x5502].includes(f.readUInt16BE(1)) ? 1 : 2);
    return { crc: x === f[f.length - 2], length: f.length - 2 - header === (properties & 0x3ff) };
  };
  let result = check(frame);
  if (!result.length) {
    const unescaped = Buffer.from(frame.toString('hex').replace(/7d02/g, '7e').replace(/7d01/g, '7d'), 'hex');
    const second = check(unescaped);
    if (second.length) result = second;
  }
  return result.crc && result.length;
}

describe('JT/T 808 frames from Traccar’s test suite', () => {
  it('has its frames', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases.map((c, i) => [i, c.note, c] as const))('frame %i: %s', (_, __, c) => {
    expectAsTraccar(c, decode(c, true));
  });

  it.each(cases.filter((c) => c.hex !== undefined && bytesOf(c)[0] === 0x7e).map((c, i) => [i, c] as const))(
    'strict mode refuses a bad checksum or length, else reads as lenient: %i',
    (_, c) => {
      const strict = decode(c, false);
      if (integrity(bytesOf(c))) expect(strict).toEqual(decode(c, true));
      else {
        expect(strict.ok).toBe(false);
        if (!strict.ok) expect(['crc', 'length']).toContain(strict.reason);
      }
    },
  );
});
