import type { DecodedPosition } from '../decoded-position';
import type { TrackerProtocol } from './tracker-protocol';

/** A deterministic random source in [0, 1), so a failing run can be replayed from its seed. */
export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

function randomBytes(rng: Rng, n: number): Buffer {
  return Buffer.from(Array.from({ length: n }, () => pick(rng, 256)));
}

/**
 * A real frame changed the ways a bad link or a buggy device changes it: bits flipped, bytes
 * overwritten with digits, separators or 0xFF, cut short, bytes inserted or deleted, a length
 * field overwritten, a tail of garbage, or two frames spliced.
 */
export function mutateFrame(frame: Buffer, rng: Rng, other: Buffer = frame): Buffer {
  const b = Buffer.from(frame);
  if (b.length === 0) return randomBytes(rng, 1 + pick(rng, 40));
  const at = pick(rng, b.length);
  switch (pick(rng, 9)) {
    case 0: {
      for (let n = 1 + pick(rng, 3); n > 0; n--) {
        const i = pick(rng, b.length);
        b[i] = (b[i] ?? 0) ^ (1 << pick(rng, 8));
      }
      return b;
    }
    case 1: {
      const special = [0x30, 0x39, 0x2c, 0x23, 0x2a, 0x24, 0x7e, 0x7d, 0x00, 0xff, 0x2d, 0x2e];
      b[at] = special[pick(rng, special.length)] ?? 0;
      return b;
    }
    case 2:
      return b.subarray(0, at);
    case 3:
      return Buffer.concat([b.subarray(0, at), randomBytes(rng, 1 + pick(rng, 40)), b.subarray(at)]);
    case 4:
      return Buffer.concat([b.subarray(0, at), b.subarray(Math.min(b.length, at + 1 + pick(rng, 8)))]);
    case 5: {
      // A length or count field: the first bytes of most protocols.
      const i = pick(rng, Math.min(b.length, 6));
      b[i] = pick(rng, 256);
      return b;
    }
    case 6:
      return Buffer.concat([b.subarray(0, at), randomBytes(rng, 1 + pick(rng, 40))]);
    case 7:
      return Buffer.concat([b.subarray(0, at), other.subarray(pick(rng, Math.max(1, other.length)))]);
    default: {
      const i = pick(rng, b.length);
      b.fill(pick(rng, 2) === 0 ? 0xff : 0x00, i, Math.min(b.length, i + 1 + pick(rng, 12)));
      return b;
    }
  }
}

const RECEIVED_AT = new Date('2026-01-01T00:00:00Z');

function problemsOf(p: DecodedPosition): string[] {
  const problems: string[] = [];
  if (!Number.isFinite(p.fixTime.getTime())) problems.push('fixTime is not a date');
  if (!(Number.isFinite(p.latitude) && Math.abs(p.latitude) <= 90)) problems.push(`latitude ${p.latitude}`);
  if (!(Number.isFinite(p.longitude) && Math.abs(p.longitude) <= 180))
    problems.push(`longitude ${p.longitude}`);
  if (!(Number.isFinite(p.speedKmh) && p.speedKmh >= 0)) problems.push(`speed ${p.speedKmh}`);
  if (!(p.course >= 0 && p.course <= 360)) problems.push(`course ${p.course}`);
  if (p.altitude !== undefined && !Number.isFinite(p.altitude)) problems.push(`altitude ${p.altitude}`);
  return problems;
}

export interface FuzzReport {
  frames: number;
  positions: number;
  /** What went wrong, with the mutated frame in hex; empty when the protocol held up. */
  problems: string[];
}

/**
 * Decodes `count` mutated real frames, strict and lenient, each on a fresh session that first saw
 * the `identifying` frames (a login), and pushes them through a splitter in random chunks. Nothing
 * may throw, and every position must be in range with a real date.
 */
export function fuzzProtocol(
  protocol: TrackerProtocol,
  frames: Buffer[],
  count: number,
  options: { seed?: number; identifying?: Buffer[] } = {},
): FuzzReport {
  const rng = seededRng(options.seed ?? 1);
  const report: FuzzReport = { frames: 0, positions: 0, problems: [] };
  const splitter = protocol.splitter();
  for (let n = 0; n < count && report.problems.length < 20; n++) {
    const frame = frames[pick(rng, frames.length)] as Buffer;
    const mutated = mutateFrame(frame, rng, frames[pick(rng, frames.length)]);
    const lenient = rng() < 0.5;
    try {
      const session = protocol.session();
      const context = { lenient, receivedAt: RECEIVED_AT, clockOffsetMinutes: pick(rng, 3) * 60 - 60 };
      for (const login of options.identifying ?? []) session.decode(login, context);
      const outcome = session.decode(mutated, context);
      report.frames++;
      if (outcome.ok) {
        for (const p of outcome.positions) {
          report.positions++;
          for (const problem of problemsOf(p)) report.problems.push(`${problem}: ${mutated.toString('hex')}`);
        }
      } else if (typeof outcome.reason !== 'string') {
        report.problems.push(`no reason: ${mutated.toString('hex')}`);
      }
      let rest = mutated;
      while (rest.length > 0) {
        const size = 1 + pick(rng, rest.length);
        for (const event of splitter.push(rest.subarray(0, size))) {
          if (event.kind === 'error' && !(event.skipped > 0))
            report.problems.push(`empty skip: ${mutated.toString('hex')}`);
        }
        rest = rest.subarray(size);
      }
    } catch (error) {
      report.problems.push(`threw ${String(error)}: ${mutated.toString('hex')}`);
    }
  }
  return report;
}
