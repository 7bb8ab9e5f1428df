import { isRealPlace } from '../apps/server/src/gateway/decoded-position';
import { decodeGt06Frame } from '../apps/server/src/gateway/gt06/decode-gt06-frame';
import { loadDeviceFrames } from '../apps/server/src/gateway/gt06/device-frames.test-data';
import { Gt06Session } from '../apps/server/src/gateway/gt06/gt06-session';
import {
  fuzzProtocol,
  mutateFrame,
  seededRandom,
} from '../apps/server/src/gateway/protocol/frame-fuzz.test-data';
import { framedProtocols } from '../apps/server/src/gateway/protocol/framed-protocols';
import {
  bytesOf,
  framesOf,
  type MoreProtocolKey,
} from '../apps/server/src/gateway/protocol/frames-more.test-data';
import type { DecodeContext, TrackerProtocol } from '../apps/server/src/gateway/protocol/tracker-protocol';
import { report } from './stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const FUZZ = Number(process.env.BENCH_FUZZ ?? 1_000_000);
const context: DecodeContext = {
  lenient: false,
  receivedAt: new Date('2026-01-01T00:00:00Z'),
  clockOffsetMinutes: 0,
};

const framesFor = (protocol: TrackerProtocol) =>
  framesOf((protocol.name === 'queclink' ? 'gl200' : protocol.name) as MoreProtocolKey).map(bytesOf);

/** Frames decoded per second on one core: the protocol's real frames, over and over, in one session. */
function throughput(decode: (frame: Buffer) => void, frames: Buffer[]): number {
  // Warm up first: the optimising compiler must have seen every frame kind before it is timed.
  for (let round = 0; round < 50; round++) for (const frame of frames) decode(frame);
  let decoded = 0;
  const start = performance.now();
  const until = start + SECONDS * 1000;
  while (performance.now() < until) {
    for (const frame of frames) decode(frame);
    decoded += frames.length;
  }
  return decoded / ((performance.now() - start) / 1000);
}

/**
 * Mutated frames a protocol's checksum should have caught but did not: a correct frame changed,
 * then decoded strictly into positions the gateway would store (not at 0°, 0°) other than the
 * real frame's. Only meaningful for protocols that carry a checksum.
 */
function checksumEscapes(protocol: TrackerProtocol, frames: Buffer[], count: number): number {
  const random = seededRandom(7);
  let escapes = 0;
  for (let i = 0; i < count; i++) {
    const original = frames[i % frames.length] as Buffer;
    const mutated = mutateFrame(original, random);
    if (mutated.equals(original)) continue;
    const strict = protocol.session().decode(mutated, context);
    if (!strict.ok) continue;
    const stored = strict.positions.filter(isRealPlace);
    if (stored.length === 0) continue;
    // A reference frame whose own checksum is broken can be "mended" by a mutation: that is no escape.
    const truth = protocol.session().decode(original, context);
    if (!truth.ok) continue;
    const key = (p: { latitude: number; longitude: number; fixTime: Date }) =>
      `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)},${p.fixTime.getTime()}`;
    const real = new Set(truth.ok ? truth.positions.map(key) : []);
    if (stored.some((p) => !real.has(key(p)))) escapes++;
  }
  return escapes;
}

/**
 * Protocols whose every frame carries a checksum. H02, TK103 and Queclink text have none, and
 * Wialon IPS only from 2.0 on: a changed digit there is a position like any other.
 */
const checksummed = new Set(['jt808', 'meitrack', 'ruptela']);

export async function decoders(): Promise<void> {
  const gt06Frames = loadDeviceFrames().gt06.map((c) => Buffer.from(c.hex, 'hex'));
  // A logged-in connection, as in service: frames before a login give nothing and cost little.
  const gt06Session = new Gt06Session();
  const options = { lenient: true, receivedAt: context.receivedAt };
  decodeGt06Frame(gt06Frames[1] as Buffer, gt06Session, options);
  const gt06 = throughput((frame) => {
    decodeGt06Frame(frame, gt06Session, options);
  }, gt06Frames);
  console.log(
    `decoders: frames per second on one core (${SECONDS} s each, the Traccar frames), GT06 as baseline`,
  );
  for (const protocol of framedProtocols) {
    const frames = framesFor(protocol);
    const session = protocol.session();
    const rate = throughput((frame) => {
      session.decode(frame, context);
    }, frames);
    report(`decode ${protocol.name}`, rate, 'GT06', gt06, 'frames/s');
  }
  console.log(`decoders: fuzzing ${FUZZ.toLocaleString('en')} mutated frames per protocol (BENCH_FUZZ)`);
  for (const protocol of framedProtocols) {
    const frames = framesFor(protocol);
    const start = performance.now();
    // Throws on the first crash or insane position: reaching the line below means zero of each.
    fuzzProtocol(protocol, frames, FUZZ, { seed: 2026 });
    const seconds = (performance.now() - start) / 1000;
    const escapes = checksummed.has(protocol.name)
      ? String(checksumEscapes(protocol, frames, Math.min(FUZZ, 200_000)))
      : 'n/a (no checksum)';
    console.log(
      `fuzz ${protocol.name}: ${FUZZ.toLocaleString('en')} frames in ${seconds.toFixed(1)} s, 0 crashes, 0 insane positions, checksum escapes: ${escapes}`,
    );
  }
}
