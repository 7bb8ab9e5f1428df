import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext } from '../protocol/tracker-protocol';
import { queclinkProtocol } from './queclink-protocol';

const cases = framesOf('gl200');
const context: DecodeContext = { lenient: false, receivedAt: RECEIVED_AT, clockOffsetMinutes: 0 };

function decode(text: string, at: DecodeContext = context) {
  return queclinkProtocol.session().decode(Buffer.from(text, 'latin1'), at);
}

describe('Queclink frames from Traccar’s test suite', () => {
  it('has the 149 frames', () => {
    expect(cases).toHaveLength(149);
  });

  /**
   * The compact binary form's layout is not published (Traccar's reader of it is not in its public
   * sources we learnt from): we take the device's identity from it, no position.
   */
  const notRead = new Set(['bin:compact']);

  it.each(cases.filter((c) => notRead.has(c.message_type)).map((c) => [c.hex] as const))(
    'names the device of a compact binary frame but reads no position: %s',
    (hex) => {
      const outcome = queclinkProtocol.session().decode(Buffer.from(hex ?? '', 'hex'), context);
      expect(outcome).toEqual({ ok: true, identity: '865134050947226', positions: [] });
    },
  );

  const read = cases.filter((c) => !notRead.has(c.message_type));
  it.each(read.map((c, i) => [i, c.message_type, c] as const))('frame %i: %s', (_, __, c) => {
    const outcome = queclinkProtocol.session().decode(bytesOf(c), context);
    expectAsTraccar(c, outcome);
    // No checksum: strict and lenient read the same.
    expect(queclinkProtocol.session().decode(bytesOf(c), { ...context, lenient: true })).toEqual(outcome);
  });
});

describe('Queclink positions', () => {
  it('reads every location block of a fixed report, the attributes on the last', () => {
    const outcome = decode(
      '+RESP:GTFRI,020102,135790246811220,,0,0,2,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,0,4.3,92,70.0,121.354335,31.222073,20090101000000,0460,0000,18d8,6141,00,,20090214093254,11F0',
    );
    const positions = outcome.ok ? outcome.positions : [];
    expect(positions.map((p) => p.fixTime.toISOString())).toEqual([
      '2009-02-14T01:32:54.000Z',
      '2009-01-01T00:00:00.000Z',
    ]);
    expect(positions[0]).toMatchObject({
      deviceId: '135790246811220',
      valid: true,
      latitude: 31.222073,
      longitude: 121.354335,
      altitude: 70,
      speedKmh: 4.3,
      course: 92,
      attributes: { hdop: 1, cell: { mcc: 460, mnc: 0, lac: 0x18d8, cid: 0x6141 }, io: { type: 'FRI' } },
    });
  });

  it('reads the vehicle tracker tail: odometer, hour meter, battery, status bits', () => {
    const outcome = decode(
      '+RESP:GTFRI,060100,135790246811220,,,00,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,2000.0,12345:12:34,,,80,210100,,,,20090214093254,11F0$',
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.attributes).toMatchObject({
      odometer: 2_000_000,
      engineSeconds: 12345 * 3600 + 12 * 60 + 34,
      batteryLevel: 80,
      ignition: true,
      io: { input: 1, output: 0 },
    });
  });

  it('reads ignition events and the alarms the message type names', () => {
    const ign = decode(
      '+RESP:GTIGN,060228,862894020180553,,9860,0,0.2,189,420.0,-63.158195,-17.800608,20160309022951,0736,0003,6AD4,3471,00,,881.2,20160308222956,129A$',
    );
    expect(ign.ok && ign.positions[0]?.attributes).toMatchObject({ ignition: true, odometer: 881_200 });
    const sos = decode(
      '+RESP:GTSOS,020102,135790246811220,,0,0,1,1,4.3,92,70.0,121.354335,31.222073,20090214013254,0460,0000,18d8,6141,00,,20090214093254,11F0$',
    );
    expect(sos.ok && sos.positions[0]?.attributes.alarm).toBe('sos');
  });

  it('reads on-board diagnostics', () => {
    const outcome = decode(
      '+RESP:GTOBD,360201,864251020186064,4T1BE46KX7U018210,,0,19FFFF,4T1BE46KX7U018210,1,14283,983901C0,799,36,18,,33792,0,0,0,,,38,,6,53557,0,0.0,0,219.5,-76.661456,39.832588,20160507132153,20160507132154,0230$',
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.latitude).toBe(39.832588);
    expect(p?.attributes).toMatchObject({
      temperatures: [18],
      io: { rpm: 799, obdSpeed: 36, dtcsClearedDistance: 33792, obdOdometer: 53_557_000, type: 'OBD' },
    });
  });

  it('places a report without a fix at the last one, timed by the send time', () => {
    const session = queclinkProtocol.session();
    session.decode(
      Buffer.from(
        '+RESP:GTSTT,110100,358688000000158,,41,0,4.3,92,70.0,121.354335,31.222073,20110214013254,0460,0000,18d8,6141,,20110214093254,0022$',
      ),
      context,
    );
    const outcome = session.decode(
      Buffer.from('+RESP:GTPNA,F50201,358688000000158,GL300M,20190208124909,0BD5$'),
      context,
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p).toMatchObject({ valid: false, latitude: 31.222073, longitude: 121.354335 });
    expect(p?.fixTime.toISOString()).toBe('2019-02-08T12:49:09.000Z');
    expect(p?.attributes.alarm).toBe('powerOn');
  });

  it('reads binary location reports', () => {
    const rsp = cases.find((c) => c.hex?.startsWith('2b5253500700'));
    const outcome = queclinkProtocol.session().decode(bytesOf(rsp ?? {}), context);
    expect(outcome.ok && outcome.positions[0]).toMatchObject({
      fixTime: new Date('2017-08-01T08:26:42Z'),
      latitude: 39.611009,
      longitude: -9.068207,
      altitude: 126,
      satellites: 7,
      attributes: { batteryLevel: 100, power: 14.206 },
    });
  });

  it('shifts times by the device’s clock offset', () => {
    const outcome = decode('+RESP:GTPFA,F50201,866425030235982,GL300M,20190208124849,0BD4$', {
      ...context,
      clockOffsetMinutes: 60,
    });
    expect(outcome.ok && outcome.positions[0]?.fixTime.toISOString()).toBe('2019-02-08T11:48:49.000Z');
  });
});

describe('Queclink replies and answers', () => {
  it('answers a heartbeat with +SACK:GTHBD, its protocol version and count number', () => {
    const outcome = decode('+ACK:GTHBD,1A0401,135790246811220,,20100214093254,11F0');
    expect(outcome).toMatchObject({ ok: true, identity: '135790246811220', positions: [] });
    expect(outcome.ok && outcome.reply?.toString('latin1')).toBe('+SACK:GTHBD,1A0401,11F0$');
    expect(outcome.ok && outcome.immediateReply).toBeUndefined();
  });

  it('reports a command acknowledgement as the answer, with the serial it echoes', () => {
    const outcome = decode('+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19');
    expect(outcome.ok && outcome.commandAnswer).toEqual({
      text: '+ACK:GTRTO,1A0800,860599000773978,GL300,VER,FFFF,20161006053520,0C19',
      serial: 0xffff,
    });
    expect(outcome.ok && outcome.positions[0]?.attributes.io?.result).toBe('+ACK:GTRTO');
  });

  it('sends no reply to reports', () => {
    const outcome = decode('+RESP:GTPFA,F50201,866425030235982,GL300M,20190208124849,0BD4$');
    expect(outcome.ok && (outcome.reply ?? outcome.immediateReply)).toBeUndefined();
  });
});
