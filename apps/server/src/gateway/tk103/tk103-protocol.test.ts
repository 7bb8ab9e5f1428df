import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, sectionOf } from '../protocol/frames-more.test-data';
import { tk103Protocol } from './tk103-protocol';

interface CommandCase {
  command: string;
  params?: Record<string, unknown>;
  expected_text: string;
  note: string;
}

const commandCases = sectionOf<CommandCase>('tk103_commands');
const context = { identity: '123456789012345', serial: 1, now: new Date('2026-01-01T00:00:00Z') };

function encoded(
  type: 'engineStop' | 'engineResume' | 'reboot' | 'positionRequest' | 'custom',
  text?: string,
) {
  return tk103Protocol.commands?.encode({ type, text }, context)?.toString('latin1');
}

function expectedFor(command: string): string | undefined {
  return commandCases.find((c) => c.command.startsWith(command) && c.expected_text.startsWith('('))
    ?.expected_text;
}

describe('TK103 commands', () => {
  it('encodes the commands byte for byte as Traccar’s tests expect', () => {
    expect(encoded('engineStop')).toBe(expectedFor('engineStop'));
    expect(encoded('reboot')).toBe(expectedFor('rebootDevice'));
    expect(encoded('positionRequest')).toBe(expectedFor('positionSingle'));
    expect(encoded('custom', 'AA00')).toBe(expectedFor('custom'));
    expect(encoded('custom', 'AR00003C0000')).toBe(expectedFor('positionPeriodic'));
    expect(encoded('engineResume')).toBe('(123456789012345AV011)');
  });

  it('refuses an empty custom command', () => {
    expect(tk103Protocol.commands?.encode({ type: 'custom', text: '' }, context)).toBeNull();
  });
});

describe('TK103 detection', () => {
  const others: Record<string, string> = {
    h02: '*HQ,9001000002,V8,213945',
    jt808ascii: '(794104004140,1,001,BASE,2,TIME)',
    wialon: '#L#123456789012345;test',
    queclink: '+RESP:GTFRI,DF0200',
    meitrack: '$$f1095,867951078010564',
  };

  it('recognises every TK103 frame of the data set from its first 24 bytes', () => {
    for (const c of framesOf('tk103'))
      expect(tk103Protocol.detect(bytesOf(c).subarray(0, 24)), c.text).toBe('yes');
  });

  it('asks for more while the header is incomplete', () => {
    expect(tk103Protocol.detect(Buffer.from('('))).toBe('more');
    expect(tk103Protocol.detect(Buffer.from('(0270447'))).toBe('more');
    expect(tk103Protocol.detect(Buffer.from('(864768011069660,Z'))).toBe('more');
  });

  it.each(Object.entries(others))('does not take %s for TK103', (_, head) => {
    expect(tk103Protocol.detect(Buffer.from(head, 'latin1'))).toBe('no');
  });
});
