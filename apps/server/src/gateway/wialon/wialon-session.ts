import type { DecodedPosition } from '../decoded-position';
import { buildPosition } from '../protocol/fix-builder';
import type { LastFixMemory } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome, ProtocolSession } from '../protocol/tracker-protocol';
import { parseWialonPacket } from './wialon-packet';
import { readWialonRecord } from './wialon-record';
import { wialonReply } from './wialon-reply';

/**
 * One Wialon IPS connection (or UDP peer): the id from the `#L#` login, which names the packets
 * that do not carry an id of their own, and the last valid fix. IPS 2.0 checksums are verified;
 * a wrong one is refused with reason 'crc' unless the device is lenient.
 */
export class WialonSession implements ProtocolSession {
  identity: string | undefined;
  private readonly memory: LastFixMemory = { lastFix: undefined };

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const packet = parseWialonPacket(frame);
    if (!packet) return { ok: false, reason: 'format' };
    const identity = packet.type === 'L' ? loginId(packet.data) : (packet.id ?? this.identity);
    if (packet.crc && !packet.crc.ok && !context.lenient) {
      return identity === undefined ? { ok: false, reason: 'crc' } : { ok: false, reason: 'crc', identity };
    }
    switch (packet.type) {
      case 'L':
        if (identity === undefined) return { ok: false, reason: 'format' };
        this.identity = identity;
        return { ok: true, identity, positions: [], reply: wialonReply('L', 1) };
      case 'P':
        return {
          ok: true,
          ...(identity ? { identity } : {}),
          positions: [],
          immediateReply: wialonReply('P'),
        };
      case 'AM':
        return {
          ok: true,
          ...(identity ? { identity } : {}),
          positions: [],
          commandAnswer: { text: `#AM#${packet.data}`, success: packet.data.trim() === '1' },
        };
    }
    if (identity === undefined) return { ok: false, reason: 'no-login' };
    const positions = this.positions(packet.type, packet.data, identity, context);
    if (positions === undefined) return { ok: true, identity, positions: [] };
    const reply = replyFor(packet.type, packet.data, positions);
    return { ok: true, identity, positions, ...(reply ? { reply } : {}) };
  }

  private positions(
    type: string,
    data: string,
    identity: string,
    context: DecodeContext,
  ): DecodedPosition[] | undefined {
    const record = (text: string, archive: boolean): DecodedPosition[] => {
      const read = readWialonRecord(text, context.clockOffsetMinutes);
      if (!read) return [];
      if (archive) read.attributes.io = { ...read.attributes.io, archive: 1 };
      return [buildPosition(identity, read.fix, read.attributes, this.memory, context.receivedAt)];
    };
    switch (type) {
      case 'SD':
      case 'D':
        return record(data, false);
      case 'B':
        return data.split('|').flatMap((text) => record(text, true));
      case 'M':
        return [
          buildPosition(
            identity,
            { valid: false },
            { io: { result: data } },
            this.memory,
            context.receivedAt,
          ),
        ];
      default:
        return undefined;
    }
  }
}

/** `#L#id;password` (IPS 1.1) or `#L#2.0;id;password;crc` (IPS 2.0). */
function loginId(data: string): string | undefined {
  const values = data.split(';');
  const id = (values[0]?.includes('.') ? values[1] : values[0])?.trim();
  return id === undefined || id === '' ? undefined : id;
}

/**
 * `#AD#1` when a short or extended record gave a position (nothing otherwise; the reference
 * answers short data so too), `#AB#` + the number of records in the black box, always; `#AM#1`
 * for a message.
 */
function replyFor(type: string, data: string, positions: DecodedPosition[]): Buffer | undefined {
  switch (type) {
    case 'SD':
    case 'D':
      return positions.length > 0 ? wialonReply('D', 1) : undefined;
    case 'B':
      return wialonReply('B', data.split('|').length);
    case 'M':
      return wialonReply('M', 1);
    default:
      return undefined;
  }
}
