import type { DecodeContext, DecodeOutcome, TrackerProtocol } from './tracker-protocol';

/** A small seeded generator (mulberry32): the same seed gives the same mutated frames. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXT_NOISE = Buffer.from('0123456789,;.:#$()*+-|ABCDEFNSWV \r\n', 'latin1');

/**
 * A real frame changed the ways a bad link or a bad device changes it: a bit flipped, a byte
 * replaced by a character that means something in text protocols, bytes cut, inserted, duplicated
 * or spliced with random ones.
 */
export function mutateFrame(frame: Buffer, random: () => number): Buffer {
  const b = Buffer.from(frame);
  const at = Math.floor(random() * Math.max(1, b.length));
  const extra = Buffer.from(
    Array.from({ length: 1 + Math.floor(random() * 24) }, () =>
      random() < 0.5
        ? Math.floor(random() * 256)
        : (TEXT_NOISE[Math.floor(random() * TEXT_NOISE.length)] ?? 0),
    ),
  );
  switch (Math.floor(random() * 7)) {
    case 0:
      if (b.length > 0) b[at] = (b[at] ?? 0) ^ (1 << Math.floor(random() * 8));
      return b;
    case 1:
      if (b.length > 0) b[at] = TEXT_NOISE[Math.floor(random() * TEXT_NOISE.length)] ?? 0;
      return b;
    case 2:
      return b.subarray(0, at);
    case 3:
      return Buffer.concat([b.subarray(0, at), extra, b.subarray(at)]);
    case 4:
      return Buffer.concat([b.subarray(0, at), b.subarray(at + 1 + Math.floor(random() * 8))]);
    case 5:
      return Buffer.concat([b.subarray(0, at), b.subarray(Math.floor(random() * b.length))]);
    default:
      return Buffer.concat([b.subarray(0, at), extra]);
  }
}

/** Why a decoded outcome is not sane, or undefined when it is. */
export function insanity(outcome: DecodeOutcome): string | undefined {
  if (!outcome.ok) return typeof outcome.reason === 'string' ? undefined : 'reason';
  for (const p of outcome.positions) {
    if (!Number.isFinite(p.fixTime.getTime())) return 'date';
    if (!(Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90)) return 'latitude';
    if (!(Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180)) return 'longitude';
    if (!(Number.isFinite(p.speedKmh) && p.speedKmh >= 0)) return 'speed';
    if (!(p.course >= 0 && p.course <= 360)) return 'course';
    if (p.altitude !== undefined && !Number.isFinite(p.altitude)) return 'altitude';
  }
  return undefined;
}

/**
 * Decodes `count` mutated frames (and feeds them to a splitter) and throws on the first one that
 * throws or gives an insane position. `prime` frames are decoded first on each session (a login).
 */
export function fuzzProtocol(
  protocol: TrackerProtocol,
  frames: Buffer[],
  count: number,
  options: { seed?: number; prime?: Buffer[] } = {},
): void {
  const random = seededRandom(options.seed ?? 1);
  for (let i = 0; i < count; i++) {
    const frame = mutateFrame(frames[i % frames.length] as Buffer, random);
    const context: DecodeContext = {
      lenient: random() < 0.5,
      receivedAt: new Date('2026-01-01T00:00:00Z'),
      clockOffsetMinutes: random() < 0.2 ? 210 : 0,
    };
    const session = protocol.session();
    for (const login of options.prime ?? []) session.decode(login, context);
    let outcome: DecodeOutcome;
    try {
      outcome = session.decode(frame, context);
      protocol.detect(frame);
      protocol.splitter().push(frame);
    } catch (error) {
      throw new Error(`throws on ${frame.toString('hex')}: ${String(error)}`);
    }
    const problem = insanity(outcome);
    if (problem) throw new Error(`insane ${problem} from ${frame.toString('hex')}`);
  }
}
