import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { wialonProtocol } from './wialon-protocol';

const context = { identity: '123456789012345', serial: 1, now: new Date('2026-01-01T00:00:00Z') };

describe('Wialon IPS commands', () => {
  it('sends a custom text as a message', () => {
    const bytes = wialonProtocol.commands?.encode({ type: 'custom', text: 'Return to base' }, context);
    expect(bytes?.toString('utf8')).toBe('#M#Return to base\r\n');
    expect(wialonProtocol.commands?.answers).toBe(true);
  });

  it('has no other command, and refuses a text that would break the line', () => {
    expect(wialonProtocol.commands?.encode({ type: 'engineStop' }, context)).toBeNull();
    expect(wialonProtocol.commands?.encode({ type: 'custom', text: 'a\r\n#P#' }, context)).toBeNull();
  });
});

describe('Wialon IPS detection', () => {
  const others: Record<string, string> = {
    tk103: '(027044702512BP00027044702512HSO01A4)',
    h02: '*HQ,9001000002,V8,213945',
    queclink: '+RESP:GTFRI,DF0200',
    meitrack: '$$f1095,867951078010564',
    jt808ascii: '(794104004140,1,001,BASE,2,TIME)',
  };

  it('recognises every Wialon packet of the data set from its first bytes', () => {
    for (const c of framesOf('wialon'))
      expect(wialonProtocol.detect(bytesOf(c).subarray(0, 16)), c.text).toBe('yes');
  });

  it('asks for more while the head is incomplete', () => {
    expect(wialonProtocol.detect(Buffer.from('#'))).toBe('more');
    expect(wialonProtocol.detect(Buffer.from('#S'))).toBe('more');
    expect(wialonProtocol.detect(Buffer.from('2.0;9999'))).toBe('more');
  });

  it.each(Object.entries(others))('does not take %s for Wialon', (_, head) => {
    expect(wialonProtocol.detect(Buffer.from(head, 'latin1'))).toBe('no');
  });
});
