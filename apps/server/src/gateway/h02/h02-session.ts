import type { DecodeContext, DecodeOutcome, ProtocolSession } from '../protocol/tracker-protocol';
import { decodeH02Binary } from './decode-h02-binary';
import { decodeH02Text } from './decode-h02-text';
import { H02ConnectionState } from './h02-connection-state';

/** One H02 connection (or UDP peer): text sentences start with `*`, binary records with `$`. */
export class H02Session extends H02ConnectionState implements ProtocolSession {
  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const marker = frame[0];
    if (marker === 0x2a) return decodeH02Text(frame.toString('latin1'), this, context);
    if (marker === 0x24) return decodeH02Binary(frame, this, context);
    // 'X' records carry nothing Traccar or we can read.
    return { ok: false, reason: marker === 0x58 ? 'unsupported' : 'format' };
  }
}
