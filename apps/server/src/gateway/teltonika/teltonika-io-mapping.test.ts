import { describe, expect, it } from 'vitest';
import { type IoElement, mapTeltonikaIo } from './teltonika-io-mapping';

/** A sensor array with values only in the given slots (the rest stay empty, as the decoder leaves them). */
function slots(values: Record<number, number>): number[] {
  const array: number[] = [];
  for (const [index, value] of Object.entries(values)) array[Number(index)] = value;
  return array;
}

function io(id: number, value: number | bigint, width: 1 | 2 | 4 | 8 = 1): IoElement {
  const bytes = Buffer.alloc(width);
  let v = BigInt.asUintN(width * 8, BigInt(value));
  for (let i = width - 1; i >= 0; i--) {
    bytes[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return { id, value: bytes };
}

describe('Teltonika IO mapping', () => {
  it('names the common elements in our units', () => {
    expect(
      mapTeltonikaIo([
        io(239, 1),
        io(240, 0),
        io(66, 24_150, 2),
        io(67, 3_987, 2),
        io(113, 86),
        io(21, 3),
        io(16, 987_654, 4),
        io(182, 13, 2),
        io(449, 7_200, 4),
        io(89, 55),
      ]),
    ).toEqual({
      ignition: true,
      motion: false,
      power: 24.15,
      battery: 3.987,
      batteryLevel: 86,
      gsmSignal: 3,
      odometer: 987_654,
      hdop: 1.3,
      engineSeconds: 7_200,
      fuel: 55,
      fuelUnit: '%',
    });
  });

  it('keeps the trip odometer, PDOP and unknown ids under io', () => {
    expect(mapTeltonikaIo([io(199, 1_500, 4), io(181, 12, 2), io(9999, 5, 2)])).toEqual({
      io: { io199: 1_500, io181: 12, io9999: 5 },
    });
  });

  it('reads Dallas temperatures as signed tenths and leaves the "no sensor" codes out', () => {
    const attributes = mapTeltonikaIo([io(72, -125, 4), io(73, 850, 4), io(74, 3000, 4), io(75, -1000, 4)]);
    expect(attributes.temperatures).toEqual([-12.5]);
    expect(attributes.io).toEqual({ io73: 850, io74: 3000, io75: 0xfffffc18 });
  });

  it('reads older 2-byte Dallas values with their own sign', () => {
    expect(mapTeltonikaIo([io(72, -553, 2)]).temperatures).toBeUndefined();
    expect(mapTeltonikaIo([io(72, -550, 2), io(73, 1150, 2)]).temperatures).toEqual([-55, 115]);
  });

  it('reads BLE temperatures and humidity into the BLE slots and skips their error codes', () => {
    const attributes = mapTeltonikaIo([
      io(25, -1234, 2),
      io(26, 3000, 2),
      io(27, 32767, 2),
      io(28, 2150, 2),
      io(86, 456, 2),
      io(104, 65535, 2),
    ]);
    expect(attributes.temperatures).toEqual(slots({ 4: -12.34, 7: 21.5 }));
    expect(attributes.humidities).toEqual(slots({ 4: 45.6 }));
    expect(attributes.io).toEqual({ io26: 3000, io27: 32767, io104: 65535 });
  });

  it('reads EYE sensors only on the FMB platform', () => {
    const elements = [io(10800, -1187, 2), io(10804, 73)];
    expect(mapTeltonikaIo(elements, { model: 'FMB130' })).toMatchObject({
      temperatures: slots({ 8: -11.87 }),
      humidities: slots({ 8: 73 }),
    });
    expect(mapTeltonikaIo(elements, { model: 'FMC640' })).toEqual({ io: { io10800: 0xfb5d, io10804: 73 } });
  });

  it('turns the iButton into a driver id as printed on the key, and ignores an empty reader', () => {
    const key = { id: 78, value: Buffer.from('01000b00791c1793', 'hex') };
    expect(mapTeltonikaIo([key]).driverId).toBe('93171C79000B0001');
    expect(mapTeltonikaIo([io(78, 0, 8)])).toEqual({ io: { io78: 0 } });
  });

  it('maps green driving, crash, unplug, jamming and over speeding to alarms', () => {
    expect(mapTeltonikaIo([io(253, 1)]).alarm).toBe('harshAcceleration');
    expect(mapTeltonikaIo([io(253, 2)]).alarm).toBe('harshBraking');
    expect(mapTeltonikaIo([io(253, 3)]).alarm).toBe('harshCornering');
    expect(mapTeltonikaIo([io(253, 0)])).toEqual({ io: { io253: 0 } });
    expect(mapTeltonikaIo([io(247, 1)])).toEqual({ alarm: 'accident', io: { io247: 1 } });
    expect(mapTeltonikaIo([io(252, 1)]).alarm).toBe('powerCut');
    expect(mapTeltonikaIo([io(249, 1)]).alarm).toBe('jamming');
    expect(mapTeltonikaIo([io(249, 0)])).toEqual({ io: { io249: 0 } });
    expect(mapTeltonikaIo([io(255, 97)])).toEqual({ alarm: 'overspeed', io: { io255: 97 } });
  });

  it('lets the element that triggered the record decide between alarms, else the most severe', () => {
    const elements = [io(253, 2), io(252, 1)];
    expect(mapTeltonikaIo(elements, { eventId: 253 }).alarm).toBe('harshBraking');
    expect(mapTeltonikaIo(elements, { eventId: 0 }).alarm).toBe('powerCut');
  });

  it('prefers fuel in litres from CAN over percentages', () => {
    expect(mapTeltonikaIo([io(89, 40), io(84, 523, 2)])).toMatchObject({
      fuel: 52.3,
      fuelUnit: 'l',
      io: { io89: 40 },
    });
  });

  it('builds the GSM cell from cell id, area code and operator', () => {
    expect(mapTeltonikaIo([io(205, 8767, 2), io(206, 29719, 2), io(241, 73002, 4)]).cell).toEqual({
      mcc: 730,
      mnc: 2,
      lac: 29719,
      cid: 8767,
    });
    expect(mapTeltonikaIo([io(205, 8767, 2), io(241, 73002, 4)]).cell).toBeUndefined();
  });

  it('keeps out-of-range values raw instead of naming nonsense', () => {
    expect(mapTeltonikaIo([io(113, 29_525, 2), io(21, 31)])).toEqual({ io: { io113: 29_525, io21: 31 } });
  });

  it('numbers GH3000 elements its own way', () => {
    expect(mapTeltonikaIo([io(1, 94), io(20, 35), io(222, 1), io(21, 12)], { gh3000: true })).toEqual({
      batteryLevel: 94,
      hdop: 3.5,
      alarm: 'sos',
      io: { io222: 1, io21: 12 },
    });
  });

  it('decodes BLE tag lists and keeps unknown variable-length values as hex', () => {
    const tags = Buffer.from('01' + '0b' + '0001c6' + '0106babbf3630055', 'hex');
    expect(mapTeltonikaIo([{ id: 548, value: tags, variable: true }]).io).toEqual({
      tag1Rssi: -58,
      tag1Id: 'babbf3630055',
    });
    expect(mapTeltonikaIo([{ id: 548, value: Buffer.from('01ff00', 'hex'), variable: true }]).io).toEqual({
      io548: '01ff00',
    });
    expect(mapTeltonikaIo([{ id: 1234, value: Buffer.from('beef', 'hex'), variable: true }]).io).toEqual({
      io1234: 'beef',
    });
  });
});
