import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { queclinkProtocol } from './queclink-protocol';

const context = { identity: '860599000773978', serial: 0x1a2b, now: new Date('2026-01-01T00:00:00Z') };
const encode = (
  type: 'engineStop' | 'engineResume' | 'reboot' | 'positionRequest' | 'custom',
  text?: string,
) => queclinkProtocol.commands?.encode({ type, text }, context)?.toString('latin1');

describe('Queclink commands', () => {
  it('drives the output, reboots and asks for a position with the serial the answer echoes', () => {
    expect(encode('engineStop')).toBe('AT+GTOUT=,1,,,0,0,0,0,0,0,0,,,,,,,1A2B$');
    expect(encode('engineResume')).toBe('AT+GTOUT=,0,,,0,0,0,0,0,0,0,,,,,,,1A2B$');
    expect(encode('reboot')).toBe('AT+GTRTO=,3,,,,,,1A2B$');
    expect(encode('positionRequest')).toBe('AT+GTRTO=,1,,,,,,1A2B$');
    expect(queclinkProtocol.commands?.answers).toBe(true);
  });

  it('sends a custom command as written, ended by $', () => {
    expect(encode('custom', 'AT+GTRTO=gl300,8,,,,,,0001')).toBe('AT+GTRTO=gl300,8,,,,,,0001$');
    expect(encode('custom', 'AT+GTVER=gl300,,,,,0002$')).toBe('AT+GTVER=gl300,,,,,0002$');
    expect(encode('custom', ' ')).toBeUndefined();
  });
});

describe('Queclink detection', () => {
  const others: Record<string, string> = {
    tk103: '(027044702512BP00027044702512HSO01A4)',
    h02: '*HQ,9001000002,V8,213945',
    wialon: '#L#123456789012345;test',
    meitrack: '$$f1095,867951078010564',
  };

  it('recognises every Queclink frame of the data set from its first 8 bytes', () => {
    for (const c of framesOf('gl200')) {
      expect(queclinkProtocol.detect(bytesOf(c).subarray(0, 8)), c.text ?? c.hex).toBe('yes');
    }
  });

  it('asks for more while the head is incomplete', () => {
    expect(queclinkProtocol.detect(Buffer.from('+'))).toBe('more');
    expect(queclinkProtocol.detect(Buffer.from('+RES'))).toBe('more');
    expect(queclinkProtocol.detect(Buffer.from('+ACK'))).toBe('more');
  });

  it.each(Object.entries(others))('does not take %s for Queclink', (_, head) => {
    expect(queclinkProtocol.detect(Buffer.from(head, 'latin1'))).toBe('no');
  });
});
