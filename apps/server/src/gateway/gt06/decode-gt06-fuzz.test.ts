import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DecodedPosition } from '../decoded-position';
import { decodeGt06Frame, type Gt06DecodeResult } from './decode-gt06-frame';
import { loadDeviceFrames } from './device-frames.test-data';
import { Gt06FrameReader } from './gt06-frame-reader';
import { Gt06Session } from './gt06-session';

const { gt06 } = loadDeviceFrames();
const realFrames = gt06.map((f) => Uint8Array.from(Buffer.from(f.hex, 'hex')));
const login = realFrames[1] as Uint8Array;
const RUNS = 2000;

function loggedIn(): Gt06Session {
  const session = new Gt06Session();
  decodeGt06Frame(login, session, { lenient: false });
  return session;
}

function expectSane(result: Gt06DecodeResult): void {
  if (!result.ok) {
    expect(typeof result.reason).toBe('string');
    return;
  }
  for (const p of result.positions as DecodedPosition[]) {
    expect(Number.isFinite(p.fixTime.getTime())).toBe(true);
    expect(Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90).toBe(true);
    expect(Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180).toBe(true);
    expect(Number.isFinite(p.speedKmh) && p.speedKmh >= 0).toBe(true);
    expect(p.course >= 0 && p.course <= 360).toBe(true);
    if (p.altitude !== undefined) expect(Number.isFinite(p.altitude)).toBe(true);
  }
}

/** A real frame changed the ways a bad link or a bad device changes it. */
const mutatedFrame = fc
  .record({
    frame: fc.constantFrom(...realFrames),
    kind: fc.constantFrom('flip', 'truncate', 'insert', 'length', 'splice'),
    at: fc.nat(),
    value: fc.integer({ min: 0, max: 255 }),
    extra: fc.uint8Array({ minLength: 1, maxLength: 40 }),
  })
  .map(({ frame, kind, at, value, extra }) => {
    const b = Buffer.from(frame);
    const i = at % b.length;
    switch (kind) {
      case 'flip':
        b[i] = (b[i] ?? 0) ^ (1 << (value % 8));
        return b;
      case 'truncate':
        return b.subarray(0, i);
      case 'insert':
        return Buffer.concat([b.subarray(0, i), extra, b.subarray(i)]);
      case 'length':
        b[b[0] === 0x79 ? 3 : 2] = value;
        return b;
      default:
        return Buffer.concat([b.subarray(0, i), extra]);
    }
  });

describe('GT06 under fuzzing', () => {
  it('the frame reader takes any bytes in any chunks without throwing or growing', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 12 }), (chunks) => {
        const reader = new Gt06FrameReader(1024);
        for (const chunk of chunks) {
          for (const event of reader.push(chunk)) {
            if (event.kind === 'frame') {
              expect(event.frame[0] === 0x78 || event.frame[0] === 0x79).toBe(true);
              expect(event.frame.subarray(-2).toString('hex')).toBe('0d0a');
            } else {
              expect(event.skipped).toBeGreaterThan(0);
            }
          }
          expect(reader.buffered).toBeLessThanOrEqual(1024);
        }
        reader.flush();
      }),
      { numRuns: RUNS },
    );
  });

  it('the frame reader recovers the real frames around mutated ones', () => {
    fc.assert(
      fc.property(mutatedFrame, fc.constantFrom(...realFrames.slice(140, 150)), (bad, good) => {
        // A broken length byte may swallow what follows, but never more than one frame's worth.
        const reader = new Gt06FrameReader(512);
        const copies = Math.ceil(600 / good.length);
        const stream = Buffer.concat([bad, ...Array.from({ length: copies }, () => good)]);
        const frames = [...reader.push(stream), ...reader.flush()].flatMap((e) =>
          e.kind === 'frame' ? [e.frame.toString('hex')] : [],
        );
        expect(frames.at(-1)).toBe(Buffer.from(good).toString('hex'));
      }),
      { numRuns: RUNS },
    );
  });

  it('the decoder never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (bytes, lenient) => {
        expectSane(decodeGt06Frame(bytes, loggedIn(), { lenient }));
      }),
      { numRuns: RUNS },
    );
  });

  it('the decoder never throws on random bytes behind a valid header', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0x78, 0x79),
        fc.integer({ min: 0, max: 255 }),
        fc.uint8Array({ maxLength: 160 }),
        fc.constantFrom('', 'VL103', 'XT40', 'NT20', 'LW4G-4B', 'SEEWORLD', 'R11', 'G18', 'QH302R'),
        (marker, type, body, model) => {
          const header =
            marker === 0x79
              ? [marker, marker, 0, body.length + 5, type]
              : [marker, marker, body.length + 5, type];
          const frame = Buffer.concat([Buffer.from(header), body, Buffer.from([0, 1, 0, 0, 0x0d, 0x0a])]);
          expectSane(decodeGt06Frame(frame, loggedIn(), { lenient: true, model }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the decoder never throws on mutated real frames, strict or lenient', () => {
    fc.assert(
      fc.property(mutatedFrame, fc.boolean(), (frame, lenient) => {
        expectSane(decodeGt06Frame(frame, loggedIn(), { lenient }));
      }),
      { numRuns: RUNS },
    );
  });
});
