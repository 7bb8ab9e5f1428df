import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, type MoreFrameCase } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { crc16Kermit } from './crc16-kermit';
import { ruptelaProtocol } from './ruptela-protocol';

const cases = framesOf('ruptela');
const context = (lenient: boolean): DecodeContext => ({
  lenient,
  receivedAt: RECEIVED_AT,
  clockOffsetMinutes: 0,
});
const decode = (frame: Buffer, lenient = false): DecodeOutcome =>
  ruptelaProtocol.session().decode(frame, context(lenient));
const hex = (b: Buffer | undefined) => b?.toString('hex');

describe('Ruptela frames from Traccar’s test suite', () => {
  it('has its frames', () => {
    expect(cases.length).toBeGreaterThanOrEqual(10);
  });

  it.each(cases.map((c, i) => [i, c.note, c] as const))('frame %i: %s', (_, __, c) => {
    expectAsTraccar(c, decode(bytesOf(c), true));
  });

  it.each(cases.map((c, i) => [i, c] as const))(
    'strict mode refuses a bad CRC or length, else reads as lenient: %i',
    (_, c: MoreFrameCase) => {
      const frame = bytesOf(c);
      const end = frame.length - 2;
      const intact =
        crc16Kermit(frame, 2, end) === frame.readUInt16BE(end) && frame.readUInt16BE(0) + 4 === frame.length;
      const strict = decode(frame);
      if (intact) expect(strict).toEqual(decode(frame, true));
      else expect(strict).toMatchObject({ ok: false });
    },
  );

  it('reads the IMEI as 15 digits, leading zeros kept', () => {
    for (const c of cases) {
      const outcome = decode(bytesOf(c), true);
      expect(outcome.ok && outcome.identity).toBe(String(c.derived?.imei));
    }
  });
});

describe('Ruptela replies', () => {
  const byType = (type: string) => bytesOf(cases.find((c) => c.message_type === type) as MoreFrameCase);

  it('acknowledges records and extended records with 0002640113bc, after commit', () => {
    const records = decode(byType('0x01'), true);
    expect(records.ok && hex(records.reply)).toBe('0002640113bc');
    const extended = decode(byType('0x44'), true);
    expect(extended.ok && hex(extended.reply)).toBe('0002640113bc');
  });

  it('acknowledges DTCs, identification and heartbeats as the protocol says', () => {
    const dtcs = decode(byType('0x09'), true);
    expect(dtcs.ok && hex(dtcs.reply)).toBe('00026d01c4a4');
    const identification = decode(byType('0x0F'), true);
    expect(identification.ok && hex(identification.reply)).toBe('00027301cb25');
    expect(identification.ok && identification.positions).toEqual([]);
  });

  it('reports an SMS-via-GPRS response as the answer to a command', () => {
    const outcome = decode(byType('0x07'), true);
    expect(outcome.ok && outcome.commandAnswer?.text).toBe('SETIO configuration data ok');
  });

  it('refuses a frame with a bad CRC in strict mode and reads it in lenient mode', () => {
    const frame = Buffer.from(byType('0x01'));
    frame[frame.length - 1] = (frame[frame.length - 1] ?? 0) ^ 0xff;
    expect(decode(frame)).toMatchObject({ ok: false, reason: 'crc' });
    expect(decode(frame, true).ok).toBe(true);
  });
});
