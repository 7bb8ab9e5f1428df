import { describe, expect, it } from 'vitest';
import { bytesOf, framesOf, type MoreFrameCase } from '../protocol/frames-more.test-data';
import { expectAsTraccar, RECEIVED_AT } from '../protocol/traccar-expectations.test-data';
import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { crc16Arc } from './wialon-crc';
import { wialonProtocol } from './wialon-protocol';

const cases = framesOf('wialon');
const strict: DecodeContext = { lenient: false, receivedAt: RECEIVED_AT, clockOffsetMinutes: 0 };
const lenient: DecodeContext = { ...strict, lenient: true };
const LOGIN = Buffer.from('#L#123456789012345;test', 'latin1');

/** As in Traccar's test, packets without an id of their own follow a login on the same connection. */
function decode(frame: Buffer, context: DecodeContext = strict): DecodeOutcome {
  const session = wialonProtocol.session();
  expect(session.decode(LOGIN, context).ok).toBe(true);
  return session.decode(frame, context);
}

const text = (outcome: DecodeOutcome, key: 'reply' | 'immediateReply') =>
  outcome.ok ? outcome[key]?.toString('latin1') : undefined;

/**
 * Our model keeps one cell tower per position (`cell`): where Traccar asserts a network of several
 * towers, the first one is what we keep.
 */
function splitNetwork(c: MoreFrameCase): [MoreFrameCase, unknown] {
  const attribute = c.expect.attribute;
  if (attribute?.key !== 'network') return [c, undefined];
  const { attribute: _, ...rest } = c.expect;
  return [{ ...c, expect: rest }, (attribute.value as { cellTowers: unknown[] }).cellTowers[0]];
}

describe('Wialon IPS frames from Traccar’s test suite', () => {
  it('has the 20 frames', () => {
    expect(cases).toHaveLength(20);
  });

  it.each(cases.map((c, i) => [i, c.note, c] as const))('frame %i: %s', (_, __, c) => {
    const outcome = decode(bytesOf(c));
    const [expectation, firstTower] = splitNetwork(c);
    expectAsTraccar(expectation, outcome);
    if (firstTower) expect(outcome.ok && outcome.positions[0]?.attributes.cell).toEqual(firstTower);
    // Every checksum in the data set is right: lenient reads the same.
    expect(decode(bytesOf(c), lenient)).toEqual(outcome);
  });
});

describe('Wialon IPS 2.0 checksums', () => {
  const withCrc = cases.filter((c) => c.derived?.crc16_ok === true);

  it('verifies CRC-16/ARC over the packet after its header', () => {
    expect(crc16Arc(Buffer.from('123456789'))).toBe(0xbb3d);
    expect(withCrc.length).toBeGreaterThanOrEqual(5);
  });

  it.each(withCrc.map((c) => [c.text, c] as const))(
    'refuses %s with a wrong checksum unless lenient',
    (_, c) => {
      const broken = (c.text ?? '').replace(/;[^;]+$/, ';1234');
      const frame = Buffer.from(broken, 'latin1');
      expect(decode(frame)).toEqual({ ok: false, reason: 'crc', identity: '123456789012345' });
      const accepted = decode(frame, lenient);
      expect(accepted.ok && accepted.positions.length).toBe(1);
    },
  );

  it('checks the IPS 2.0 login and names the device even when refusing it', () => {
    const body = '2.0;353976013445485;NA;';
    const crc = crc16Arc(Buffer.from(body)).toString(16).toUpperCase().padStart(4, '0');
    const good = wialonProtocol.session().decode(Buffer.from(`#L#${body}${crc}`), strict);
    expect(good).toMatchObject({ ok: true, identity: '353976013445485', positions: [] });
    const bad = wialonProtocol.session().decode(Buffer.from(`#L#${body}0000`), strict);
    expect(bad).toEqual({ ok: false, reason: 'crc', identity: '353976013445485' });
  });
});

describe('Wialon IPS records', () => {
  it('reads a short record exactly', () => {
    const outcome = decode(Buffer.from('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4'));
    expect(outcome.ok && outcome.positions).toEqual([
      {
        deviceId: '123456789012345',
        fixTime: new Date('2013-04-27T20:56:01Z'),
        valid: true,
        latitude: expect.closeTo(55.74338, 4),
        longitude: expect.closeTo(37.66139, 4),
        altitude: 3,
        speedKmh: 1,
        course: 2,
        satellites: 4,
        attributes: {},
      },
    ]);
  });

  it('reads an extended record: HDOP, inputs, outputs, ADC, iButton and parameters', () => {
    const outcome = decode(
      Buffer.from(
        '#B#110315;045857;5364.0167;N;06127.8262;E;0;155;965;7;2.40;4;0;14.77,0.02,3.6;AB45DF01145;',
      ),
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.attributes).toEqual({
      hdop: 2.4,
      driverId: 'AB45DF01145',
      io: { input: 4, output: 0, adc1: 14.77, adc2: 0.02, adc3: 3.6, archive: 1 },
    });
  });

  it('names parameters as Traccar does', () => {
    const outcome = decode(
      Buffer.from('#D#NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;NA;;NA;bat:1:87,temp:2:21.5,Fuel1:2:3.5'),
    );
    const p = outcome.ok ? outcome.positions[0] : undefined;
    expect(p?.attributes).toMatchObject({ batteryLevel: 87, io: { deviceTemp: 21.5, fuel1: 3.5 } });
    expect(p?.valid).toBe(false);
    expect(p?.fixTime).toEqual(RECEIVED_AT);
  });

  it('names the device from the id before the first #, without a login', () => {
    const frame = Buffer.from('2.0;99999999#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4');
    const outcome = wialonProtocol.session().decode(frame, strict);
    expect(outcome).toMatchObject({ ok: true, identity: '99999999' });
  });

  it('refuses data before any login', () => {
    const frame = Buffer.from('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4');
    expect(wialonProtocol.session().decode(frame, strict)).toEqual({ ok: false, reason: 'no-login' });
  });

  it('shifts times by the device’s clock offset', () => {
    const frame = Buffer.from('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4');
    const outcome = decode(frame, { ...strict, clockOffsetMinutes: -60 });
    expect(outcome.ok && outcome.positions[0]?.fixTime.toISOString()).toBe('2013-04-27T21:56:01.000Z');
  });
});

describe('Wialon IPS replies', () => {
  it('acknowledges the login once the device is known', () => {
    const outcome = wialonProtocol.session().decode(LOGIN, strict);
    expect(outcome).toMatchObject({ ok: true, identity: '123456789012345', positions: [] });
    expect(text(outcome, 'reply')).toBe('#AL#1\r\n');
    expect(text(outcome, 'immediateReply')).toBeUndefined();
  });

  it('answers a ping at once', () => {
    expect(text(decode(Buffer.from('#P#')), 'immediateReply')).toBe('#AP#\r\n');
  });

  it('acknowledges short and extended data, and counts black-box records', () => {
    expect(text(decode(Buffer.from('#SD#270413;205601;5544.6025;N;03739.6834;E;1;2;3;4')), 'reply')).toBe(
      '#AD#1\r\n',
    );
    const d = cases.find((c) => c.message_type === 'D' && c.expect.traccar_assert === 'verifyPosition');
    expect(text(decode(bytesOf(d ?? {})), 'reply')).toBe('#AD#1\r\n');
    const b = cases.find((c) => c.text?.includes('|'));
    expect(text(decode(bytesOf(b ?? {})), 'reply')).toBe('#AB#2\r\n');
  });

  it('does not acknowledge data it could not read', () => {
    expect(text(decode(Buffer.from('#D#garbage')), 'reply')).toBeUndefined();
  });

  it('reports the device’s acknowledgement of a message as a command answer', () => {
    const outcome = decode(Buffer.from('#AM#1'));
    expect(outcome).toMatchObject({
      ok: true,
      positions: [],
      commandAnswer: { text: '#AM#1', success: true },
    });
    expect(decode(Buffer.from('#AM#0'))).toMatchObject({ commandAnswer: { success: false } });
  });
});
