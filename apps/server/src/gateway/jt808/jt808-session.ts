import { type LastFix, PositionDraft } from '../protocol/position-draft';
import type {
  CommandAnswer,
  DecodeContext,
  DecodeOutcome,
  ProtocolSession,
} from '../protocol/tracker-protocol';
import { utcStamp } from '../protocol/utc-stamp';
import { decodeJt808Jt600 } from './decode-jt808-jt600';
import { decodeJt808Location } from './decode-jt808-location';
import {
  decodeJt808Acceleration,
  decodeJt808Driver,
  decodeJt808Transparent,
  readGbkText,
} from './decode-jt808-messages';
import { unescapeJt808 } from './jt808-escape';
import { type Jt808Header, jt808Identity, jt808TerminalDigits, readJt808Header } from './jt808-header';
import { jt808GeneralResponse, jt808Message } from './jt808-message';
import { bcdTime, jt808Offset } from './jt808-time';

/** Messages answered with the general response 0x8001 and nothing else. */
const ACK_ONLY = new Set([0x0102, 0x0506, 0x8888, 0x0003, 0x1007]);

interface Decoded {
  drafts: PositionDraft[];
  reply?: Buffer;
  commandAnswer?: CommandAnswer;
}

/**
 * One JT/T 808 connection. Every frame carries the terminal number, so there is no login state
 * beyond it; the session keeps the last valid fix for records without one, and the device model
 * when the connection knows it (some models use vendor fields differently).
 */
export class Jt808Session implements ProtocolSession {
  identity: string | undefined;
  lastFix: LastFix | undefined;

  constructor(private readonly model?: string) {}

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    if (frame[0] === 0x28) return this.decodeResultText(frame, context);
    let header = readJt808Header(frame);
    if (header !== undefined && !header.lengthOk) {
      // A frame still in its escaped wire form.
      const unescaped = readJt808Header(unescapeJt808(frame));
      if (unescaped?.lengthOk) {
        frame = unescapeJt808(frame);
        header = unescaped;
      }
    }
    if (header === undefined) return { ok: false, reason: 'length' };
    const identity = jt808Identity(header.terminal);
    this.identity = identity;
    if (!context.lenient) {
      if (!header.checksumOk) return { ok: false, reason: 'crc', identity };
      if (!header.lengthOk) return { ok: false, reason: 'length', identity };
    }
    let decoded: Decoded | undefined;
    try {
      decoded = this.decodeBody(frame, header, context);
    } catch {
      return { ok: false, reason: 'truncated', identity };
    }
    if (decoded === undefined) return { ok: false, reason: 'unknown-type', identity };
    const positions = decoded.drafts.map((d) => d.finish(identity, this, context.receivedAt));
    return {
      ok: true,
      identity,
      positions,
      ...(decoded.reply ? { reply: decoded.reply } : {}),
      ...(decoded.commandAnswer ? { commandAnswer: decoded.commandAnswer } : {}),
    };
  }

  private decodeBody(frame: Buffer, header: Jt808Header, context: DecodeContext): Decoded | undefined {
    const { type, bodyStart: start, checksumAt: end } = header;
    const offset = jt808Offset(context.clockOffsetMinutes);
    const location = { model: this.model, offsetMinutes: offset };
    const ack = jt808GeneralResponse(header);
    const list = (draft: PositionDraft | undefined) => (draft ? [draft] : []);
    switch (type) {
      case 0x0001: {
        if (end - start < 5) return undefined;
        const serial = frame.readUInt16BE(start);
        const answered = frame.readUInt16BE(start + 2);
        const result = frame[start + 4] as number;
        const text = `0x${answered.toString(16).padStart(4, '0')} result ${result}`;
        return { drafts: [], commandAnswer: { text, success: result === 0, serial } };
      }
      case 0x0100: {
        const body = Buffer.concat([
          Buffer.alloc(3),
          Buffer.from(jt808TerminalDigits(header.terminal), 'latin1'),
        ]);
        body.writeUInt16BE(header.serial, 0);
        return { drafts: [], reply: jt808Message(0x8100, header, body) };
      }
      case 0x0002: {
        if (end - start < 3) return { drafts: [], reply: ack };
        const draft = this.draft();
        draft.attributes.batteryLevel = frame[start] as number;
        draft.attributes.gsmSignal = frame[start + 1] as number;
        draft.io('status', frame[start + 2] as number);
        return { drafts: [draft], reply: ack };
      }
      case 0x0107: {
        const draft = this.draft();
        if (end - start >= 44) draft.io('iccid', frame.toString('hex', start + 34, start + 44));
        return { drafts: [draft], reply: ack };
      }
      case 0x0200:
        return { drafts: list(decodeJt808Location(frame, start, end, location)), reply: ack };
      case 0x0201: {
        const serial = end - start >= 2 ? frame.readUInt16BE(start) : 0;
        const drafts = list(decodeJt808Location(frame, start + 2, end, location));
        return { drafts, commandAnswer: { text: 'location', success: true, serial } };
      }
      case 0x5501:
      case 0x5502: {
        const reply = (header.properties & 0x8000) !== 0 ? this.shortAck(header) : undefined;
        const drafts = list(decodeJt808Jt600(frame, start, end, type === 0x5502));
        return reply ? { drafts, reply } : { drafts };
      }
      case 0x0210:
      case 0x0704:
        if (type === 0x0210 && header.bodyLength === 7) {
          const draft = this.draft();
          draft.attributes.batteryLevel = frame[start] as number;
          draft.deviceTime = bcdTime(frame.subarray(start + 1, start + 7), 'yMdHms', offset);
          return { drafts: [draft], reply: ack };
        }
        return { drafts: this.batch(frame, header, location), reply: ack };
      case 0x0109: {
        const now = context.receivedAt;
        const body = Buffer.from([
          0,
          0,
          now.getUTCMonth() + 1,
          now.getUTCDate(),
          now.getUTCHours(),
          now.getUTCMinutes(),
          now.getUTCSeconds(),
          0,
        ]);
        body.writeUInt16BE(now.getUTCFullYear(), 0);
        return { drafts: [], reply: jt808Message(0x8109, header, body) };
      }
      case 0x2070:
        return { drafts: [decodeJt808Acceleration(frame, start, end)] };
      case 0x0900:
        return { drafts: list(decodeJt808Transparent(frame, start, end, this.model, offset)), reply: ack };
      case 0x0701: {
        const length = end - start >= 4 ? frame.readUInt32BE(start) : 0;
        const text = frame.toString('latin1', start + 4, Math.min(end, start + 4 + length));
        return this.answer(text);
      }
      case 0x0702:
        return { drafts: [decodeJt808Driver(frame, start, end, offset)] };
      case 0x6006: {
        const answer = this.answer(readGbkText(frame.subarray(start + 1, end)));
        return { ...answer, reply: ack };
      }
      case 0x1300: {
        const serial = end - start >= 2 ? frame.readUInt16BE(start) : undefined;
        const text = utf16be(frame.subarray(start + 2, end)).trim();
        const answer = this.answer(text);
        return serial === undefined ? answer : { ...answer, commandAnswer: { text, success: true, serial } };
      }
      case 0x0104:
        return { drafts: [] };
      default:
        return ACK_ONLY.has(type) ? { drafts: [], reply: ack } : undefined;
    }
  }

  private draft(): PositionDraft {
    return new PositionDraft();
  }

  private answer(text: string): Decoded {
    const draft = this.draft();
    draft.io('result', text);
    return { drafts: [draft], commandAnswer: { text, success: !/fail|error/i.test(text) } };
  }

  private shortAck(header: Jt808Header): Buffer {
    const body = Buffer.alloc(3);
    body.writeUInt16BE(header.type, 0);
    return jt808Message(0x4401, header, body, { shortSerial: true });
  }

  /** 0x0704: count, type (1 = stored), items with a 2-byte length; 0x0210: items with a 1-byte length. */
  private batch(
    frame: Buffer,
    header: Jt808Header,
    location: { model: string | undefined; offsetMinutes: number },
  ): PositionDraft[] {
    const drafts: PositionDraft[] = [];
    let at = header.bodyStart;
    const end = header.checksumAt;
    let archive = false;
    if (header.type === 0x0704) {
      archive = (frame[at + 2] ?? 0) > 0;
      at += 3;
    }
    const lengthSize = header.type === 0x0210 ? 1 : 2;
    while (at + lengthSize <= end) {
      const length = lengthSize === 1 ? (frame[at] as number) : frame.readUInt16BE(at);
      at += lengthSize;
      if (at + length > end) break;
      const draft = decodeJt808Location(frame, at, at + length, location);
      if (draft) {
        if (archive) draft.io('archive', true);
        drafts.push(draft);
      }
      at += length;
    }
    return drafts;
  }

  private decodeResultText(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const text = frame.toString('latin1');
    if (text.includes('BASE,2')) {
      const immediateReply = Buffer.from(
        text.replace('TIME', utcStamp(context.receivedAt, 'yyyyMMddHHmmss')),
        'latin1',
      );
      return { ok: true, positions: [], immediateReply };
    }
    const identity = this.identity;
    if (identity === undefined) return { ok: false, reason: 'no-identity' };
    const { drafts, commandAnswer } = this.answer(text);
    const positions = drafts.map((d) => d.finish(identity, this, context.receivedAt));
    return commandAnswer
      ? { ok: true, identity, positions, commandAnswer }
      : { ok: true, identity, positions };
  }
}

function utf16be(bytes: Uint8Array): string {
  const swapped = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
  swapped.swap16();
  return swapped.toString('utf16le');
}
