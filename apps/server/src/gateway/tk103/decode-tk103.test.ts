import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext } from '../protocol/tracker-protocol';
import { tk103Protocol } from './tk103-protocol';

const cases = framesOf('tk103');
const context: DecodeContext = { lenient: false, receivedAt: RECEIVED_AT, clockOffsetMinutes: 0 };

function decode(text: string, at: DecodeContext = context) {
  return tk103Protocol.session().decode(Buffer.from(text, 'latin1'), at);
}

describe('TK103 frames from Traccar’s test suite', () => {
  it('has the 53 frames', () => {
    expect(cases).toHaveLength(53);
  });

  it.each(cases.map((c, i) => [i, c.note, c] as const))('frame %i: %s', (_, __, c) => {
    const outcome = tk103Protocol.session().decode(bytesOf(c), context);
    expectAsTraccar(c, outcome);
    // No checksum: strict and lenient read the same.
    expect(tk103Protocol.session().decode(bytesOf(c), { ...context, lenient: true })).toEqual(outcome);
  });

  it('every sentence names its device', () => {
    for (const c of cases) {
      const outcome = tk103Protocol.session().decode(bytesOf(c), context);
      expect(outcome.ok && outcome.identity, c.text).toMatch(/^[0-9A-Z]{11,15}$/);
    }
  });
});

describe('TK103 positions', () => {
  it('reads a compact BR00 location with its status characters', () => {
    const outcome = decode(
      '(088047365460BR00151024A2555.3531S02855.3329E004.7055148276.1701000000L00009AA3)',
    );
    expect(outcome.ok && outcome.positions).toEqual([
      {
        deviceId: '088047365460',
        fixTime: new Date('2015-10-24T05:51:48Z'),
        valid: true,
        latitude: expect.closeTo(-25.92255, 5),
        longitude: expect.closeTo(28.92222, 5),
        speedKmh: 4.7,
        course: 276.17,
        attributes: {
          ignition: true,
          fuel: 0,
          odometer: 0x9aa3,
          io: { charge: 1, in2: 0, out2: 0, panic: 0 },
        },
      },
    ]);
  });

  it('reads the comma form with day-first dates, altitude and satellites', () => {
    const outcome = decode(
      '(864768010869060,DW30,050117,A,5135.82713N,00001.17918E,0.089,154745,000.0,43.40,12)',
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.fixTime.toISOString()).toBe('2017-01-05T15:47:45.000Z');
    expect(p?.altitude).toBe(43.4);
    expect(p?.satellites).toBe(12);
    expect(p?.speedKmh).toBeCloseTo(0.089);
  });

  it('reads the battery management block of e-bike clones', () => {
    const c = framesOf('tk103').find((f) => f.message_type === 'BS50');
    const outcome = tk103Protocol.session().decode(bytesOf(c ?? { text: '' }), context);
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.attributes).toMatchObject({ battery: 56.32, batteryLevel: 99 });
    expect(p?.attributes.io).toMatchObject({
      battery1: 4.081,
      battery14: 4.082,
      batteryTemp1: 28,
      batteryTemp2: 26,
    });
    expect(p?.attributes.io?.battery15).toBeUndefined();
  });

  it('reads the temperature some clones append', () => {
    const outcome = decode(
      '(088046338039BR00160727A3354.7768N03540.7258E000.0140832068.4700000000L00BEB0D4+017.7)',
    );
    expect(outcome.ok && outcome.positions[0]?.attributes.temperatures).toEqual([17.7]);
  });

  it('names the alarms in our vocabulary', () => {
    const alarmOf = (text: string) => {
      const outcome = decode(text);
      return outcome.ok ? outcome.positions[0]?.attributes.alarm : undefined;
    };
    expect(alarmOf('(013632651491,ZC13,040613,A,2234.0297N,11405.9101E,000.0,040137,178.48)')).toBe(
      'powerCut',
    );
    expect(alarmOf('(013632651491,ZC12,040613,A,2234.0297N,11405.9101E,000.0,040137,178.48)')).toBe(
      'lowBattery',
    );
    expect(alarmOf('(013666666666BO012110925A1234.5678N01234.5678W000.0025948118.7200000000L000024DE)')).toBe(
      'sos',
    );
  });

  it('reads the battery report and places it at the last fix', () => {
    const session = tk103Protocol.session();
    session.decode(
      Buffer.from('(013632651491,ZC07,040613,A,2234.0297N,11405.9101E,000.0,040137,178.48)'),
      context,
    );
    const outcome = session.decode(Buffer.from('(013632651491,ZC20,040613,040137,6,421,112,0)'), context);
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.attributes).toMatchObject({ batteryLevel: 100, battery: 4.21, power: 11.2 });
    expect(p?.valid).toBe(false);
    expect(p?.latitude).toBeCloseTo(22.567162, 5);
    expect(p?.fixTime.toISOString()).toBe('2013-06-04T04:01:37.000Z');
  });

  it('shifts times by the device’s clock offset', () => {
    const text = '(088047365460BR00151024A2555.3531S02855.3329E004.7055148276.1701000000L00009AA3)';
    const outcome = decode(text, { ...context, clockOffsetMinutes: 120 });
    expect(outcome.ok && outcome.positions[0]?.fixTime.toISOString()).toBe('2015-10-24T03:51:48.000Z');
  });

  it('reports a command result text as the answer', () => {
    const outcome = decode('(864555555555555,ZC03,191117,234207,$Notice: Device version: 1.0$)');
    expect(outcome).toMatchObject({
      ok: true,
      positions: [],
      commandAnswer: { text: 'Notice: Device version: 1.0' },
    });
  });

  it('refuses what is no TK103 sentence', () => {
    expect(decode('#L#123;456')).toEqual({ ok: false, reason: 'format' });
    expect(decode('(1234,5678)')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('TK103 replies', () => {
  it('answers the BP00 handshake at once, whoever the device is', () => {
    const outcome = decode('(027044702512BP00027044702512HSO01A4)');
    expect(outcome).toMatchObject({ ok: true, positions: [], identity: '027044702512' });
    expect(outcome.ok && outcome.immediateReply?.toString('latin1')).toBe('(027044702512AP01HSO)');
    expect(outcome.ok && outcome.reply).toBeUndefined();
  });

  it('answers the BP05 login after its position is stored', () => {
    const outcome = decode(
      '(088048003342BP05354188048003342150917A1352.9801N10030.9050E000.0103115265.5600010000L000003F9)',
    );
    expect(outcome.ok && outcome.positions).toHaveLength(1);
    expect(outcome.ok && outcome.reply?.toString('latin1')).toBe('(088048003342AP05)');
  });

  it('gives no answer to other sentences, nor when the id is not 12 characters', () => {
    for (const text of [
      '(088048003342BR00150917A1352.9801N10030.9050E000.0103224000.0000010000L000003F9)',
      '(864768010009188,BP05,271114,V,4012.19376N,00824.05638E,000.0,154436,000.0)',
    ]) {
      const outcome = decode(text);
      expect(outcome.ok && (outcome.reply ?? outcome.immediateReply)).toBeUndefined();
    }
  });
});
