import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { h02Protocol } from './h02-protocol';

interface CommandCase {
  command: string;
  expected_text: string;
}

const commands = sectionOf<CommandCase>('h02_commands');
const context = { identity: '123456789012345', serial: 1, now: new Date('2026-01-01T01:02:03Z') };

describe('H02 commands', () => {
  const expected = (type: string) => commands.find((c) => c.command.startsWith(`${type} `))?.expected_text;

  it.each(['engineStop', 'engineResume'] as const)('%s matches Traccar byte for byte', (type) => {
    expect(h02Protocol.commands?.encode({ type }, context)?.toString('latin1')).toBe(expected(type));
  });

  it('sends a custom command as a sentence, whole or wrapped', () => {
    const encode = (text: string) =>
      h02Protocol.commands?.encode({ type: 'custom', text }, context)?.toString();
    expect(encode('S71,010203,22,10')).toBe('*HQ,123456789012345,S71,010203,22,10#');
    expect(encode('*HQ,123456789012345,SCF,010203,0,0#')).toBe(expected('alarmArm'));
    expect(encode('  ')).toBeUndefined();
  });

  it('has no reboot or position request, and says the device answers', () => {
    expect(h02Protocol.commands?.encode({ type: 'reboot' }, context)).toBeNull();
    expect(h02Protocol.commands?.types).not.toContain('positionRequest');
    expect(h02Protocol.commands?.answers).toBe(true);
  });
});

describe('H02 detection', () => {
  it.each(framesOf('h02').map((c) => [c.note, bytesOf(c)] as const))('recognises %s', (_, frame) => {
    expect(h02Protocol.detect(frame)).toBe('yes');
  });

  it('asks for more while a prefix could still be H02', () => {
    expect(h02Protocol.detect(Buffer.from('*H'))).toBe('more');
    expect(h02Protocol.detect(Buffer.from('*HQ,3535'))).toBe('more');
    expect(h02Protocol.detect(Buffer.from('24410600', 'hex'))).toBe('more');
  });

  it.each([
    ['Teltonika handshake', '000f333536333037303432343431303133'],
    ['GT06 login', '78780d01035341358812345600018cdd0d0a'],
    ['JT/T 808', '7e0100002d013811118888000c'],
    ['Meitrack', Buffer.from('$$A130,862170013556541,AAA,35,').toString('hex')],
    ['Ruptela', '003b000315a9bbd5c5e1'],
    ['TK103', Buffer.from('(027028258309BQ81,ALARM1').toString('hex')],
    ['Wialon IPS', Buffer.from('#L#2.0;123456789012345;NA;').toString('hex')],
    ['Queclink', Buffer.from('+RESP:GTFRI,').toString('hex')],
  ])('does not claim a %s connection', (_, headHex) => {
    expect(h02Protocol.detect(Buffer.from(headHex, 'hex'))).toBe('no');
  });
});
