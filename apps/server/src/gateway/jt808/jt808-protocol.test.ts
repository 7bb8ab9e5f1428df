import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { escapeJt808 } from './jt808-escape';
import { readJt808Header } from './jt808-header';
import { jt808Protocol } from './jt808-protocol';

interface CommandCase {
  command: string;
  params?: { KEY_DATA?: string };
  expected_hex: string;
  device_model_override?: string;
}

const commands = sectionOf<CommandCase>('jt808_commands');
const context = { identity: '123456789012345', serial: 0, now: new Date('2026-01-01T00:00:00Z') };
const encode = (
  type: 'engineStop' | 'engineResume' | 'reboot' | 'positionRequest' | 'custom',
  text?: string,
) => jt808Protocol.commands?.encode({ type, text }, context)?.toString('hex');

describe('JT/T 808 commands', () => {
  it('engine stop is terminal control 0xF0, byte for byte as Traccar', () => {
    expect(encode('engineStop')).toBe(commands.find((c) => c.command.startsWith('engineStop'))?.expected_hex);
  });

  it.each(commands.filter((c) => c.command.startsWith('custom') && c.device_model_override !== 'JC371'))(
    'custom $params.KEY_DATA is sent as Traccar sends it',
    (c) => {
      expect(encode('custom', c.params?.KEY_DATA)).toBe(c.expected_hex);
    },
  );

  it('engine resume, reboot and position request address the terminal with the command serial', () => {
    const withSerial = (type: 'engineResume' | 'reboot' | 'positionRequest') =>
      jt808Protocol.commands
        ?.encode({ type }, { ...context, identity: '013511221122', serial: 0x1234 })
        ?.toString('hex');
    expect(withSerial('engineResume')).toMatch(/^7e810500010135112211221234f1[0-9a-f]{2}7e$/);
    expect(withSerial('reboot')).toMatch(/^7e81050001013511221122123404[0-9a-f]{2}7e$/);
    expect(withSerial('positionRequest')).toMatch(/^7e820100000135112211221234[0-9a-f]{2}7e$/);
    expect(jt808Protocol.commands?.answers).toBe(true);
  });
});

describe('JT/T 808 detection', () => {
  // Two Traccar frames have both a wrong checksum and a wrong length: no device opens with those.
  const binary = framesOf('jt808')
    .map(bytesOf)
    .filter((f) => f[0] === 0x7e)
    .filter((f) => readJt808Header(f)?.checksumOk || readJt808Header(f)?.lengthOk);

  it.each(binary.map((f, i) => [i, f] as const))('recognises the wire form of frame %i', (_, frame) => {
    const wire = escapeJt808(frame);
    expect(jt808Protocol.detect(wire.subarray(0, 4))).toBe('more');
    expect(jt808Protocol.detect(Buffer.concat([wire, Buffer.from([0x7e, 0x02])]))).toBe('yes');
  });

  it.each([
    ['Teltonika handshake', '000f333536333037303432343431303133'],
    ['GT06 login', '78780d01035341358812345600018cdd0d0a'],
    ['H02', Buffer.from('*HQ,4210051415,V1,164549,A,').toString('hex')],
    ['Meitrack', Buffer.from('$$A130,862170013556541,AAA,35,').toString('hex')],
    ['Ruptela', '003b000315a9bbd5c5e1'],
    ['a server message', '7e8001000501351122112200000006010200b57e'],
    ['random bytes between delimiters', '7e0102030405060708090a0b0c0d0e107e'],
  ])('does not claim %s', (_, headHex) => {
    expect(jt808Protocol.detect(Buffer.from(headHex, 'hex'))).toBe('no');
  });
});
