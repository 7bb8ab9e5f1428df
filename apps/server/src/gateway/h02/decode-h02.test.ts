import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { expectAsTraccar } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { h02Protocol } from './h02-protocol';

const cases = framesOf('h02');
const positionsOf = (outcome: DecodeOutcome) => (outcome.ok ? outcome.positions : []);
const RECEIVED_AT = new Date('2026-01-01T10:20:30Z');
const context = (lenient: boolean): DecodeContext => ({
  lenient,
  receivedAt: RECEIVED_AT,
  clockOffsetMinutes: 0,
});
/** Traccar's harness keeps a device session: a sentence with an empty id belongs to the known device. */
const identifying = Buffer.from(
  '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#',
);

function decode(frame: Buffer, lenient = false, clockOffsetMinutes = 0) {
  const session = h02Protocol.session();
  session.decode(identifying, context(false));
  return session.decode(frame, { ...context(lenient), clockOffsetMinutes });
}

describe('H02 frames from Traccar’s test suite', () => {
  it('has its frames', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(cases.map((c, i) => [i, c] as const))('frame %i', (_, c) => {
    it(`${c.note} → ${c.expect.traccar_assert}`, () => {
      expectAsTraccar(c, decode(bytesOf(c)));
    });

    it('has no checksum: strict and lenient agree', () => {
      expect(decode(bytesOf(c), false)).toEqual(decode(bytesOf(c), true));
    });
  });
});

describe('H02 decoding', () => {
  it('reads the exact fix, speed in knots and the status word of a V1 sentence', () => {
    const outcome = decode(
      Buffer.from('*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,010.00,123,221215,FFFFFBFF#'),
    );
    const [p] = positionsOf(outcome);
    expect(outcome.ok && outcome.identity).toBe('4210051415');
    expect(p?.fixTime.toISOString()).toBe('2015-12-22T16:45:49.000Z');
    expect(p?.speedKmh).toBeCloseTo(18.52, 3);
    expect(p?.course).toBe(123);
    expect(p?.attributes.ignition).toBe(false);
    expect(p?.attributes.alarm).toBeUndefined();
  });

  it('reads the active-low alarm bits of the status word', () => {
    const alarmOf = (status: string) =>
      positionsOf(
        decode(Buffer.from(`*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,0,0,221215,${status}#`)),
      )[0]?.attributes.alarm;
    expect(alarmOf('FFFFFFFD')).toBe('sos');
    expect(alarmOf('FFFBFFFF')).toBe('sos');
    expect(alarmOf('FFFFFFFB')).toBe('overspeed');
    expect(alarmOf('FFF7FFFF')).toBe('powerCut');
    expect(alarmOf('FFFFFFFE')).toBe('vibration');
    expect(alarmOf('FFFFFFFF')).toBeUndefined();
  });

  it('reads a binary record: BCD id, time, coordinates with hemisphere flags, battery level', () => {
    const frame = Buffer.from(
      '24410600082621532131081504419390060740418306000000fffffbfdff0015060000002c02dc0c000000001f',
      'hex',
    );
    const outcome = decode(frame);
    const [p] = positionsOf(outcome);
    expect(outcome.ok && outcome.identity).toBe('4106000826');
    expect(p?.fixTime.toISOString()).toBe('2015-08-31T21:53:21.000Z');
    expect(p?.latitude).toBeCloseTo(4.69898, 5);
    expect(p?.longitude).toBeCloseTo(-74.06971, 4);
    expect(p?.attributes.batteryLevel).toBe(100);
  });

  it('shifts the device’s local time by its clock offset', () => {
    const frame = Buffer.from(
      '*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#',
    );
    const [p] = positionsOf(decode(frame, false, 120));
    expect(p?.fixTime.toISOString()).toBe('2015-12-22T14:45:49.000Z');
  });

  it('places cell lists and heartbeats at the last fix, not valid, with their cell and battery', () => {
    const session = h02Protocol.session();
    session.decode(
      Buffer.from('*HQ,1600068812,V1,164549,A,0956.3869,N,08406.7068,W,0,0,221215,FFFFFBFF#'),
      context(false),
    );
    const nbr = session.decode(
      Buffer.from('*HQ,1600068812,NBR,141335,262,02,255,6,431,17003,26,431,11101,13,151216,FFFFFBFF#'),
      context(false),
    );
    const [p] = positionsOf(nbr);
    expect(p?.valid).toBe(false);
    expect(p?.latitude).toBeCloseTo(9.93978, 5);
    expect(p?.attributes.cell).toEqual({ mcc: 262, mnc: 2, lac: 431, cid: 17003 });
    expect(p?.fixTime.toISOString()).toBe('2016-12-15T14:13:35.000Z');
  });

  it('refuses a sentence with an empty id before the connection named its device', () => {
    const outcome = h02Protocol
      .session()
      .decode(
        Buffer.from('*HQ,,V1,173212,A,2225.78879,S,02829.19021,E,0.00,0,290418,FFFFFBFF#'),
        context(false),
      );
    expect(outcome.ok).toBe(false);
  });
});

describe('H02 replies', () => {
  it('echoes a heartbeat at once, before the device is known, up to its type', () => {
    const outcome = h02Protocol
      .session()
      .decode(Buffer.from('*HQ,135790246811220,HTBT,100#'), context(false));
    expect(outcome.ok && outcome.immediateReply?.toString()).toBe('*HQ,135790246811220,HTBT#');
    expect(outcome.ok && outcome.reply).toBeUndefined();
    const bare = h02Protocol.session().decode(Buffer.from('*HQ,135790246811220,HTBT#'), context(false));
    expect(bare.ok && bare.immediateReply?.toString()).toBe('*HQ,135790246811220,HTBT#');
    expect(positionsOf(bare)).toEqual([]);
  });

  it('acknowledges V1 and NBR sentences with the server’s UTC time, after commit', () => {
    const v1 = decode(
      Buffer.from('*HQ,4210051415,V1,164549,A,0956.3869,N,08406.7068,W,000.00,000,221215,FFFFFBFF#'),
    );
    expect(v1.ok && v1.reply?.toString()).toBe('*HQ,4210051415,V4,V1,20260101102030#');
    expect(v1.ok && v1.immediateReply).toBeUndefined();
    const nbr = decode(
      Buffer.from('*HQ,1451316451,NBR,112315,724,10,2,2,215,2135,123,215,2131,121,011215,FFFFFFFF#'),
    );
    expect(nbr.ok && nbr.reply?.toString()).toBe('*HQ,1451316451,V4,NBR,20260101102030#');
  });

  it('sends nothing back for other sentences and binary records', () => {
    const v19 = decode(
      Buffer.from(
        '*HQ,4209917484,V19,093043,V,5052.9749,N,00426.4322,E,000.00,000,130916,,0032475874141,8944538530000543700F,FFFFFBFF#',
      ),
    );
    expect(v19.ok && (v19.reply ?? v19.immediateReply)).toBeUndefined();
  });

  it('reports a V4 sentence as the answer to a command, failed when it says ERROR', () => {
    const done = decode(
      Buffer.from(
        '*TH,2020916012,V4,S20,DONE,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,F7FFFBFF#',
      ),
    );
    expect(done.ok && done.commandAnswer).toEqual({ text: 'S20,DONE,130305', success: true });
    const error = decode(
      Buffer.from(
        '*TH,2020916012,V4,S20,ERROR,130305,050316,A,2212.8745,N,11346.6574,E,14.28,028,220902,FFFFFBFF#',
      ),
    );
    expect(error.ok && error.commandAnswer?.success).toBe(false);
    expect(positionsOf(error)[0]?.fixTime.toISOString()).toBe('2002-09-22T05:03:16.000Z');
  });
});
