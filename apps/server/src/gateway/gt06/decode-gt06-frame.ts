import type { DecodedPosition } from '../decoded-position';
import { ByteCursor, CursorUnderflow } from '../protocol/byte-cursor';
import { crcItu } from './crc-itu';
import { decodeGt06Basic } from './decode-gt06-basic';
import { decodeGt06Extended } from './decode-gt06-extended';
import type { Gt06Context } from './gt06-context';
import type { Gt06Outcome } from './gt06-outcome';
import type { Gt06Session } from './gt06-session';
import { detectGt06Variant } from './gt06-variant';

export interface Gt06DecodeOptions {
  /** Decode frames with a bad CRC or length as Traccar does, instead of refusing them. */
  lenient: boolean;
  /** Device model as configured (e.g. 'VL103', 'LW4G-4B'): some models lay fields out differently. */
  model?: string;
  /** When the frame arrived; times records without a time of their own. Defaults to now. */
  receivedAt?: Date;
}

export type Gt06RefusalReason =
  | 'framing'
  | 'length'
  | 'truncated'
  | 'crc'
  | 'no-session'
  | 'unknown-type'
  | 'bad-imei'
  | 'unparsable';

export type Gt06DecodeResult =
  | { ok: true; positions: DecodedPosition[]; reply?: Buffer; imei?: string }
  | { ok: false; reason: Gt06RefusalReason };

const WIFI_TYPES = new Set([0x17, 0x69]);

/**
 * Decodes one GT06 frame (as cut by Gt06FrameReader) for a connection. Never throws. A frame other
 * than the login gives `no-session` until the connection has logged in. `reply` is the
 * acknowledgement the device expects; the gateway sends it once the positions are stored.
 */
export function decodeGt06Frame(
  frame: Uint8Array,
  session: Gt06Session,
  options: Gt06DecodeOptions = { lenient: false },
): Gt06DecodeResult {
  try {
    return decode(frame, session, options);
  } catch (error) {
    return { ok: false, reason: error instanceof CursorUnderflow ? 'truncated' : 'unparsable' };
  }
}

function decode(frame: Uint8Array, session: Gt06Session, options: Gt06DecodeOptions): Gt06DecodeResult {
  const first = frame[0];
  if ((first !== 0x78 && first !== 0x79) || frame[1] !== first || frame.length < 6) {
    return { ok: false, reason: 'framing' };
  }
  const extended = first === 0x79;
  const headerLength = extended ? 4 : 3;
  const declared = extended ? ((frame[2] ?? 0) << 8) | (frame[3] ?? 0) : (frame[2] ?? 0);
  const type = frame[headerLength] ?? 0;

  if (!options.lenient) {
    const problem = integrityProblem(frame, extended, headerLength, declared, type);
    if (problem) return { ok: false, reason: problem };
  }

  if (!(type === 0x01 && !extended) && session.imei === undefined) return { ok: false, reason: 'no-session' };

  const model = (options.model ?? '').toUpperCase();
  const ctx: Gt06Context = {
    frame,
    cursor: new ByteCursor(frame, headerLength + 1),
    session,
    type,
    dataLength: declared - 5,
    variant: detectGt06Variant(frame),
    model,
    flags: {
      lw: model.startsWith('LW'),
      seeworld: model === 'SEEWORLD',
      vl: model === 'VL103' || model === 'LL303' || model === 'VL512',
      g18: model === 'G18',
    },
    receivedAt: options.receivedAt ?? new Date(),
  };
  const outcome: Gt06Outcome = extended ? decodeGt06Extended(ctx) : decodeGt06Basic(ctx);

  switch (outcome.kind) {
    case 'refused':
      return { ok: false, reason: outcome.reason };
    case 'none': {
      const result: Gt06DecodeResult = { ok: true, positions: [] };
      if (outcome.reply) result.reply = outcome.reply;
      if (outcome.imei) result.imei = outcome.imei;
      return result;
    }
    case 'position': {
      const imei = session.imei ?? '';
      const position = outcome.draft.finish(imei, session, ctx.receivedAt);
      const result: Gt06DecodeResult = { ok: true, positions: [position] };
      if (outcome.reply) result.reply = outcome.reply;
      return result;
    }
  }
}

/**
 * Strict-mode checks. WiFi reports (0x17/0x69) in the form whose length byte is the access-point
 * count carry no serial and no CRC; they are accepted when their structure adds up exactly.
 */
function integrityProblem(
  frame: Uint8Array,
  extended: boolean,
  headerLength: number,
  declared: number,
  type: number,
): Gt06RefusalReason | undefined {
  const expected = headerLength + declared + 2;
  const stopped = frame[frame.length - 2] === 0x0d && frame[frame.length - 1] === 0x0a;
  if (!extended && WIFI_TYPES.has(type) && frame.length !== expected) {
    return stopped && wifiLength(frame, declared) === frame.length ? undefined : 'length';
  }
  if (declared < 5) return 'length';
  if (frame.length < expected) return 'truncated';
  if (!stopped) return 'framing';
  const crcAt = frame.length - 4;
  const sent = ((frame[crcAt] ?? 0) << 8) | (frame[crcAt + 1] ?? 0);
  if (crcItu(frame, 2, crcAt) !== sent) return 'crc';
  if (frame.length !== expected) return 'length';
  return undefined;
}

function wifiLength(frame: Uint8Array, accessPoints: number): number | undefined {
  const cellCountAt = 4 + 6 + 7 * accessPoints;
  const cells = frame[cellCountAt];
  return cells === undefined ? undefined : cellCountAt + 1 + 3 + 5 * cells + 2;
}
