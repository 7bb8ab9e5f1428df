import { describe, expect, it } from 'vitest';
import { buildAvlPacket } from '../../demo/simulator/protocols/teltonika-encoder';
import type { DecodedPosition } from '../decoded-position';
import { crc16Ibm } from './crc16-ibm';
import type { TeltonikaCommandResponse, TeltonikaDecodeResult } from './decode-avl-data';
import { decodeTeltonikaPacket } from './decode-teltonika-packet';
import { decodeTeltonikaUdp } from './decode-teltonika-udp';
import { loadDeviceFrames, type TeltonikaFrameCase } from './device-frames-fixture';
import { TeltonikaFrameReader } from './teltonika-frame-reader';

/** A sensor array with values only in the given slots (the rest stay empty, as the decoder leaves them). */
function slots(values: Record<number, number>): number[] {
  const array: number[] = [];
  for (const [index, value] of Object.entries(values)) array[Number(index)] = value;
  return array;
}

const cases = loadDeviceFrames().teltonika.map((entry, index) => ({ ...entry, index }));
const KNOTS_PER_KMH = 1 / 1.852;

/** Traccar attribute keys (its units) to where our decoder puts the same fact (our units). */
const TRACCAR_KEYS: Record<
  string,
  (position?: DecodedPosition, response?: TeltonikaCommandResponse) => unknown
> = {
  speed: (position) => (position ? position.speedKmh * KNOTS_PER_KMH : undefined),
  tag1Voltage: (position) => position?.attributes.io?.tag1Voltage,
  tag1Battery: (position) => position?.attributes.io?.tag1Battery,
  eyeTemp1: (position) => position?.attributes.temperatures?.[8],
  driverUniqueId: (position, response) => position?.attributes.driverId ?? response?.driverId,
};

function decode(entry: TeltonikaFrameCase, lenient: boolean): TeltonikaDecodeResult {
  const bytes = Buffer.from(entry.hex, 'hex');
  const options = {
    lenient,
    extended: entry.expect.decoder_extended,
    model: entry.expect.device_model_override,
  };
  return entry.transport === 'udp'
    ? decodeTeltonikaUdp(bytes, options)
    : decodeTeltonikaPacket(bytes, { ...options, deviceId: '123456789012345' });
}

/** What an independent look at the envelope says: does the length field fit, does the CRC check? */
function derived(entry: TeltonikaFrameCase): { lengthOk: boolean; crcOk: boolean } {
  const bytes = Buffer.from(entry.hex, 'hex');
  const lengthOk = bytes.length >= 12 && bytes.readUInt32BE(4) + 12 === bytes.length;
  const crcOk = lengthOk && bytes.readUInt32BE(bytes.length - 4) === crc16Ibm(bytes, 8, bytes.length - 4);
  return { lengthOk, crcOk };
}

function isPacket(entry: TeltonikaFrameCase): boolean {
  return entry.transport === 'udp' || entry.hex.startsWith('00000000');
}

function expectSanePosition(position: DecodedPosition): void {
  expect(Number.isNaN(position.fixTime.getTime())).toBe(false);
  expect(Math.abs(position.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(position.longitude)).toBeLessThanOrEqual(180);
  expect(position.course).toBeGreaterThanOrEqual(0);
  expect(position.course).toBeLessThanOrEqual(360);
  expect(Number.isFinite(position.speedKmh)).toBe(true);
}

describe('Teltonika decoder on the captured frames (lenient, like Traccar)', () => {
  it('has all 52 frames to work on', () => {
    expect(cases).toHaveLength(52);
  });

  it.each(cases)('#$index $note', (entry) => {
    if (!isPacket(entry)) {
      // Handshake and keep-alive never reach the decoder: the frame reader classifies them.
      const frames = new TeltonikaFrameReader().push(Buffer.from(entry.hex, 'hex'));
      expect(frames.map((frame) => frame.kind).every((kind) => kind === 'imei' || kind === 'ping')).toBe(
        true,
      );
      expect(entry.expect.position_expected).toBe(false);
      return;
    }

    const result = decode(entry, true);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    result.positions.forEach(expectSanePosition);

    if (!entry.expect.position_expected) {
      expect(result.positions).toEqual([]);
      expect(result.responses).toEqual([]);
      return;
    }
    // Traccar wraps command responses (Codec 12/13) in a position with no location; we return them as responses.
    if (result.codec === 0x0c || result.codec === 0x0d) expect(result.responses.length).toBeGreaterThan(0);
    else expect(result.positions.length).toBeGreaterThan(0);

    const attribute = entry.expect.attribute;
    if (attribute) {
      const read = TRACCAR_KEYS[attribute.key];
      if (!read) throw new Error(`no mapping for Traccar key ${attribute.key}`);
      const actual = read(result.positions[0], result.responses[0]);
      if (typeof attribute.value === 'number') expect(actual).toBeCloseTo(attribute.value, 5);
      else expect(actual).toEqual(attribute.value);
    }
  });

  it('acknowledges AVL data with the record count and command responses not at all', () => {
    for (const entry of cases.filter((c) => c.transport === 'tcp' && isPacket(c))) {
      const result = decode(entry, true);
      if (!result.ok) throw new Error(`#${entry.index} refused: ${result.reason}`);
      const expected =
        result.codec === 0x0c || result.codec === 0x0d ? '' : `0000000${result.recordCount.toString(16)}`;
      expect(result.ack.toString('hex')).toBe(expected.slice(-8).padStart(expected ? 8 : 0, '0'));
    }
  });
});

describe('Teltonika decoder on the captured frames (strict)', () => {
  const tcpPackets = cases.filter((entry) => entry.transport === 'tcp' && isPacket(entry));

  it.each(tcpPackets)('#$index refuses exactly what is broken', (entry) => {
    const { lengthOk, crcOk } = derived(entry);
    const strict = decode(entry, false);
    if (!lengthOk) expect(strict).toEqual({ ok: false, reason: 'length' });
    else if (!crcOk) expect(strict).toEqual({ ok: false, reason: 'crc' });
    else expect(strict).toEqual(decode(entry, true));
  });

  it('refuses 9 of the captured packets: 4 for their length field, 5 for their CRC', () => {
    const refused = tcpPackets
      .map((entry) => ({ index: entry.index, result: decode(entry, false) }))
      .filter(({ result }) => !result.ok)
      .map(({ index, result }) => `${index}:${result.ok ? '' : result.reason}`);
    expect(refused).toEqual([
      '14:crc',
      '20:crc',
      '22:crc',
      '28:length',
      '33:length',
      '36:length',
      '40:length',
      '49:crc',
      '50:crc',
    ]);
  });

  it('says in lenient mode what it let through', () => {
    const byIndex = (index: number) => {
      const entry = cases[index];
      if (!entry) throw new Error(`no frame ${index}`);
      const result = decode(entry, true);
      return result.ok ? result.tolerated : [];
    };
    expect(byIndex(20)).toEqual(['crc']);
    expect(byIndex(40)).toEqual(['length']);
    expect(byIndex(1)).toEqual([]);
  });
});

describe('Teltonika decoder on hand-built packets', () => {
  const deviceId = '356307042441013';

  it('decodes a Codec 8 record into a normalised position', () => {
    const time = new Date('2025-03-04T05:06:07.089Z');
    const packet = buildAvlPacket(0x08, [
      {
        time,
        priority: 1,
        latitude: -33.8688,
        longitude: 151.2093,
        altitude: -12,
        course: 271,
        satellites: 11,
        speedKmh: 87,
        eventId: 239,
        io: {
          1: [
            [239, 1],
            [240, 1],
            [21, 4],
          ],
          2: [
            [66, 12_345],
            [67, 4_012],
            [182, 9],
          ],
          4: [[16, 123_456]],
        },
      },
    ]);
    const result = decodeTeltonikaPacket(packet, { deviceId });
    expect(result).toEqual({
      ok: true,
      codec: 0x08,
      positions: [
        {
          deviceId,
          fixTime: time,
          valid: true,
          latitude: -33.8688,
          longitude: 151.2093,
          altitude: -12,
          speedKmh: 87,
          course: 271,
          satellites: 11,
          attributes: {
            ignition: true,
            motion: true,
            gsmSignal: 4,
            power: 12.345,
            battery: 4.012,
            hdop: 0.9,
            odometer: 123_456,
            eventId: 239,
            io: { priority: 1 },
          },
        },
      ],
      responses: [],
      recordCount: 1,
      dropped: 0,
      ack: Buffer.from('00000001', 'hex'),
      tolerated: [],
    });
  });

  it('marks a record without satellites invalid but keeps its last known location', () => {
    const result = decodeTeltonikaPacket(
      buildAvlPacket(0x08, [{ satellites: 0, latitude: 1, longitude: 2 }]),
      {
        deviceId,
      },
    );
    expect(result.ok && result.positions[0]).toMatchObject({
      valid: false,
      latitude: 1,
      longitude: 2,
      satellites: 0,
    });
  });

  it('drops records whose coordinates cannot exist, but still acknowledges them', () => {
    const packet = buildAvlPacket(0x08, [{ latitude: 95 }, { longitude: -181 }, { latitude: 10 }]);
    const result = decodeTeltonikaPacket(packet, { deviceId });
    if (!result.ok) throw new Error(result.reason);
    expect(result.positions.map((position) => position.latitude)).toEqual([10]);
    expect(result).toMatchObject({ recordCount: 3, dropped: 2, ack: Buffer.from('00000003', 'hex') });
  });

  it('reads the Codec 16 generation type and 2-byte ids', () => {
    const packet = buildAvlPacket(0x10, [
      {
        eventId: 10800,
        generationType: 5,
        io: {
          1: [[239, 0]],
          2: [
            [10800, -1187],
            [1148, 7],
          ],
        },
      },
    ]);
    const result = decodeTeltonikaPacket(packet, { deviceId, model: 'FMC130' });
    expect(result.ok && result.positions[0]?.attributes).toEqual({
      ignition: false,
      temperatures: slots({ 8: -11.87 }),
      eventId: 10800,
      io: { io1148: 7, priority: 0, generationType: 5 },
    });
  });

  it('reads Codec 8 Extended: 2-byte counts and ids, 8-byte values and variable-length values', () => {
    // An ICCID does not fit a double, so it must come back as hex rather than rounded.
    const iccid = 89_882_011_234_567_890n;
    const packet = buildAvlPacket(0x8e, [
      {
        io: {
          1: [[253, 2]],
          8: [
            [11, iccid],
            [388, 0x0123_4567n],
          ],
          x: [
            [256, Buffer.from('WV1ZZZ2EZ86015388')],
            [385, Buffer.from('1121010203', 'hex')],
          ],
        },
      },
    ]);
    const result = decodeTeltonikaPacket(packet, { deviceId });
    expect(result.ok && result.positions[0]?.attributes).toEqual({
      alarm: 'harshBraking',
      io: {
        io11: iccid.toString(16).padStart(16, '0'),
        io388: 0x0123_4567,
        io256: 'WV1ZZZ2EZ86015388',
        io385: '1121010203',
        priority: 0,
      },
    });
  });

  it('refuses a packet whose two record counts disagree unless lenient', () => {
    const packet = buildAvlPacket(0x08, [{}, {}], { countAtEnd: 3 });
    expect(decodeTeltonikaPacket(packet, { deviceId })).toEqual({ ok: false, reason: 'count-mismatch' });
    const lenient = decodeTeltonikaPacket(packet, { deviceId, lenient: true });
    expect(lenient).toMatchObject({ ok: true, recordCount: 2, tolerated: ['count-mismatch'] });
  });

  it('refuses a bad CRC, a wrong length, an unknown codec and a cut-off packet', () => {
    const good = buildAvlPacket(0x08, [{}]);
    const badCrc = Buffer.from(good);
    badCrc[badCrc.length - 1] = (badCrc[badCrc.length - 1] ?? 0) ^ 0xff;
    expect(decodeTeltonikaPacket(badCrc, { deviceId })).toEqual({ ok: false, reason: 'crc' });
    expect(decodeTeltonikaPacket(good.subarray(0, good.length - 1), { deviceId })).toEqual({
      ok: false,
      reason: 'length',
    });
    expect(decodeTeltonikaPacket(good.subarray(0, 9), { deviceId })).toEqual({
      ok: false,
      reason: 'truncated',
    });

    const unknownCodec = Buffer.from(good);
    unknownCodec[8] = 0x42;
    unknownCodec.writeUInt32BE(crc16Ibm(unknownCodec, 8, unknownCodec.length - 4), unknownCodec.length - 4);
    expect(decodeTeltonikaPacket(unknownCodec, { deviceId, lenient: true })).toEqual({
      ok: false,
      reason: 'codec',
    });

    const preamble = Buffer.from(good);
    preamble[0] = 1;
    expect(decodeTeltonikaPacket(preamble, { deviceId, lenient: true })).toEqual({
      ok: false,
      reason: 'preamble',
    });
  });

  it('keeps the whole records of a cut-off packet in lenient mode', () => {
    const packet = buildAvlPacket(0x08, [{ latitude: 1 }, { latitude: 2 }]);
    const cut = packet.subarray(0, packet.length - 10);
    expect(decodeTeltonikaPacket(cut, { deviceId })).toEqual({ ok: false, reason: 'length' });
    const result = decodeTeltonikaPacket(cut, { deviceId, lenient: true });
    expect(result).toMatchObject({ ok: true, recordCount: 2, tolerated: ['length', 'truncated'] });
    expect(result.ok && result.positions.map((position) => position.latitude)).toEqual([1]);
  });
});
