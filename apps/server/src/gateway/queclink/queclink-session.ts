import { buildPosition } from '../protocol/fix-builder';
import type { LastFixMemory } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome, ProtocolSession } from '../protocol/tracker-protocol';
import { decodeQueclinkBinary } from './decode-queclink-binary';
import { decodeQueclinkText } from './decode-queclink-text';
import { binaryLength } from './queclink-frame-splitter';

/**
 * One Queclink connection. Every message names its device (IMEI); the session keeps the identity
 * and the last valid fix for the messages that carry none. @Track has no checksum.
 */
export class QueclinkSession implements ProtocolSession {
  identity: string | undefined;
  private readonly memory: LastFixMemory = { lastFix: undefined };

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const decoded =
      frame.length >= 11 && binaryLength(frame, 0) !== undefined
        ? decodeQueclinkBinary(frame, context.clockOffsetMinutes)
        : decodeQueclinkText(frame, context.clockOffsetMinutes);
    if (!decoded) return { ok: false, reason: 'format' };
    const identity = decoded.identity ?? this.identity;
    if (decoded.identity) this.identity = decoded.identity;
    if (identity === undefined) return { ok: false, reason: 'no-identity' };
    const positions = decoded.records.map((r) =>
      buildPosition(identity, r.fix, r.attributes, this.memory, context.receivedAt),
    );
    return {
      ok: true,
      identity,
      positions,
      ...(decoded.reply ? { reply: decoded.reply } : {}),
      ...(decoded.commandAnswer ? { commandAnswer: decoded.commandAnswer } : {}),
    };
  }
}
