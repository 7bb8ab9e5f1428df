import { describe, expect, it } from 'vitest';
import { decodeTeltonikaUdp } from './decode-teltonika-udp';
import { loadDeviceFrames } from './device-frames-fixture';

const captured = loadDeviceFrames().teltonika.find((entry) => entry.transport === 'udp');
if (!captured) throw new Error('the capture has no UDP frame');
const datagram = Buffer.from(captured.hex, 'hex');

describe('Teltonika UDP decoder', () => {
  it('takes the device id from the datagram and acknowledges with both packet ids', () => {
    const result = decodeTeltonikaUdp(datagram);
    if (!result.ok) throw new Error(result.reason);
    expect(result.positions).toHaveLength(1);
    expect(result.positions[0]).toMatchObject({
      deviceId: '357454072713975',
      fixTime: new Date('2017-07-12T15:24:41.000Z'),
      latitude: 51.630115,
      longitude: 0.4124566,
      speedKmh: 49,
      attributes: { motion: true, power: 14.364 },
    });
    // length 5, packet id echoed, a fixed 0x01, the AVL packet id, the number of records accepted
    expect(result.ack.toString('hex')).toBe('0005cafe012201');
  });

  it('refuses a datagram whose length field disagrees, unless lenient', () => {
    const longer = Buffer.concat([datagram, Buffer.from([0])]);
    expect(decodeTeltonikaUdp(longer)).toEqual({ ok: false, reason: 'length' });
    expect(decodeTeltonikaUdp(longer, { lenient: true })).toMatchObject({ ok: true, tolerated: ['length'] });
  });

  it('refuses a cut-off datagram and a missing or non-numeric IMEI', () => {
    expect(decodeTeltonikaUdp(datagram.subarray(0, 30), { lenient: true })).toEqual({
      ok: false,
      reason: 'truncated',
    });
    const noImei = Buffer.from(datagram);
    noImei.writeUInt16BE(0, 6);
    expect(decodeTeltonikaUdp(noImei, { lenient: true })).toEqual({ ok: false, reason: 'malformed' });
    const letters = Buffer.from(datagram);
    letters[9] = 0x41;
    expect(decodeTeltonikaUdp(letters, { lenient: true })).toEqual({ ok: false, reason: 'malformed' });
  });
});
