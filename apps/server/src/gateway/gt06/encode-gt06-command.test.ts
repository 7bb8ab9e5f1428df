import { describe, expect, it } from 'vitest';
import { crcItu } from './crc-itu';
import { loadDeviceFrames } from './device-frames.test-data';
import { encodeGt06Command } from './encode-gt06-command';

describe('GT06 command encoding', () => {
  const { gt06_commands: commands } = loadDeviceFrames();

  it('produces the engine-stop command Traccar sends', () => {
    expect(commands).toHaveLength(1);
    const expected = commands[0]?.expected_hex;
    expect(encodeGt06Command({ type: 'engineStop' }).toString('hex')).toBe(expected);
  });

  it('encodes engine resume and custom text with serial, flag and a valid CRC', () => {
    const resume = encodeGt06Command({ type: 'engineResume' }, { serial: 7, serverFlag: 0x01020304 });
    expect(resume.subarray(0, 4).toString('hex')).toBe('78781280');
    expect(resume.subarray(5, 9).toString('hex')).toBe('01020304');
    expect(resume.subarray(9, 17).toString('latin1')).toBe('Relay,0#');
    expect(resume.readUInt16BE(17)).toBe(7);
    expect(resume.readUInt16BE(19)).toBe(crcItu(resume, 2, 19));

    const custom = encodeGt06Command({ type: 'custom', text: 'WHERE#' });
    expect(custom[2]).toBe(custom.length - 5);
    expect(custom.subarray(-2).toString('hex')).toBe('0d0a');
  });

  it('switches to the 0x7979 form when the command does not fit a 1-byte length', () => {
    const long = encodeGt06Command({ type: 'custom', text: 'X'.repeat(300) });
    expect(long.subarray(0, 2).toString('hex')).toBe('7979');
    expect(long.readUInt16BE(2)).toBe(long.length - 6);
    expect(long.readUInt16BE(long.length - 4)).toBe(crcItu(long, 2, long.length - 4));
  });
});
