import { describe, expect, it } from 'vitest';
import { decodeTeltonikaPacket } from './decode-teltonika-packet';
import { loadDeviceFrames } from './device-frames-fixture';
import { encodeCodec12Command } from './encode-codec12-command';

describe('Codec 12 command encoder', () => {
  const commands = loadDeviceFrames().teltonika_commands;

  it.each(commands)('encodes "$command_text" byte for byte', ({ command_text, expected_hex }) => {
    expect(encodeCodec12Command(command_text).toString('hex')).toBe(expected_hex.toLowerCase());
  });

  it('has the commands to check against', () => {
    expect(commands.length).toBeGreaterThanOrEqual(2);
  });

  it('sends bytes as given, even when they spell hex', () => {
    const packet = encodeCodec12Command(Buffer.from('0303', 'ascii'));
    expect(packet.subarray(15, 19).toString('ascii')).toBe('0303');
  });

  it('produces packets our own decoder accepts in strict mode', () => {
    const result = decodeTeltonikaPacket(encodeCodec12Command('getinfo'), { deviceId: 'x' });
    expect(result).toMatchObject({
      ok: true,
      codec: 0x0c,
      responses: [{ codec: 0x0c, type: 5, text: 'getinfo' }],
    });
  });
});
