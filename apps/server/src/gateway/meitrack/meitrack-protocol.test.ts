import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { meitrackProtocol } from './meitrack-protocol';

interface CommandCase {
  command: string;
  expected_text: string;
}

const commands = sectionOf<CommandCase>('meitrack_commands');
const context = { identity: '123456789012345', serial: 1, now: new Date('2026-01-01T00:00:00Z') };
const encode = (
  type: 'engineStop' | 'engineResume' | 'reboot' | 'positionRequest' | 'custom',
  text?: string,
) => meitrackProtocol.commands?.encode({ type, text }, context)?.toString('latin1');
const expected = (name: string) => commands.find((c) => c.command.startsWith(name))?.expected_text;

describe('Meitrack commands', () => {
  it('position request is A10, byte for byte as Traccar', () => {
    expect(encode('positionRequest')).toBe(expected('positionSingle'));
  });

  it('custom commands are framed with length and checksum as Traccar frames them', () => {
    expect(encode('custom', 'D03,1,camera_picture.jpg')).toBe(expected('requestPhoto'));
    expect(encode('custom', 'C02,0,15360853789,Meitrack')).toBe(expected('sendSms'));
  });

  it('engine stop and resume set output 1, reboot is F02', () => {
    expect(encode('engineStop')).toMatch(/^@@A33,123456789012345,C01,0,12222\*[0-9A-F]{2}\r\n$/);
    expect(encode('engineResume')).toMatch(/^@@A33,123456789012345,C01,0,02222\*[0-9A-F]{2}\r\n$/);
    expect(encode('reboot')).toMatch(/^@@A25,123456789012345,F02\*[0-9A-F]{2}\r\n$/);
    expect(meitrackProtocol.commands?.answers).toBe(true);
  });
});

describe('Meitrack detection', () => {
  it.each(framesOf('meitrack').map((c, i) => [i, bytesOf(c)] as const))('recognises frame %i', (_, frame) => {
    expect(meitrackProtocol.detect(frame.subarray(0, 64))).toBe('yes');
    expect(meitrackProtocol.detect(frame.subarray(0, 8))).toBe('more');
  });

  it.each([
    ['Teltonika handshake', '000f333536333037303432343431303133'],
    ['GT06 login', '78780d01035341358812345600018cdd0d0a'],
    ['H02 binary', '2441060116601245431311165035313006004318210e000000fffffbffff0024'],
    ['JT/T 808', '7e0100002d013511221122000500000000'],
    ['Ruptela', '003b000315a9bbd5c5e1'],
  ])('does not claim %s', (_, headHex) => {
    expect(meitrackProtocol.detect(Buffer.from(headHex, 'hex'))).toBe('no');
  });
});
