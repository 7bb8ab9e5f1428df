import { type LastFix, PositionDraft } from '../protocol/position-draft';
import type {
  CommandAnswer,
  DecodeContext,
  DecodeOutcome,
  ProtocolSession,
} from '../protocol/tracker-protocol';
import { decodeMeitrackCcc, decodeMeitrackCce } from './decode-meitrack-binary';
import { decodeMeitrackText } from './decode-meitrack-text';
import { meitrackChecksum, meitrackMessage } from './meitrack-checksum';

/** Reports that are positions, not answers to a command. */
const REPORTS = new Set(['AAA', 'AFF']);

interface Layout {
  imei: string;
  type: string;
  /** Where the content after `<type>,` starts. */
  contentStart: number;
  /** Where the `*XX` trailer starts (or the end, without one). */
  trailerAt: number;
  checksumOk: boolean | undefined;
  /** The header's length matches the frame (CR LF counted, or left off by the sender's framing). */
  lengthOk: boolean;
  flag: string;
}

/** `$$<flag><length>,<imei>,<type>,<content>*XX[\r\n]`. */
function layoutOf(frame: Buffer): Layout | undefined {
  if (frame[0] !== 0x24 || frame[1] !== 0x24) return undefined;
  const first = frame.indexOf(0x2c);
  const second = first < 0 ? -1 : frame.indexOf(0x2c, first + 1);
  if (second < 0 || second - first > 21) return undefined;
  const imei = frame.toString('latin1', first + 1, second);
  const type = frame.toString('latin1', second + 1, second + 4);
  let end = frame.length;
  if (frame[end - 2] === 0x0d && frame[end - 1] === 0x0a) end -= 2;
  const trailer = frame.toString('latin1', end - 3, end);
  const hasTrailer = /^\*[0-9A-Fa-f]{2}$/.test(trailer);
  const trailerAt = hasTrailer ? end - 3 : end;
  const checksumOk = hasTrailer
    ? meitrackChecksum(frame, 0, end - 2) === trailer.slice(1).toUpperCase()
    : undefined;
  const declared = Number(frame.toString('latin1', 3, first));
  const counted = end + 2 - first;
  return {
    imei,
    type,
    contentStart: second + 5,
    trailerAt,
    checksumOk,
    lengthOk: declared === counted,
    flag: frame.toString('latin1', 2, 3),
  };
}

/**
 * One Meitrack connection (or UDP peer). Every report names its IMEI; the session keeps the last
 * valid fix for answers that carry none.
 */
export class MeitrackSession implements ProtocolSession {
  identity: string | undefined;
  lastFix: LastFix | undefined;

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const layout = layoutOf(frame);
    if (layout === undefined) return { ok: false, reason: 'format' };
    const { imei, type } = layout;
    if (!/^\d{1,20}$/.test(imei)) return { ok: false, reason: 'format' };
    this.identity = imei;
    const binary = type === 'CCE' || type === 'CCC' || type === 'D00';
    if (!context.lenient && layout.checksumOk === false) return { ok: false, reason: 'crc', identity: imei };
    // A binary report's byte-sum checksum misses lost or added zero bytes; its length does not.
    if (!context.lenient && binary && !layout.lengthOk)
      return { ok: false, reason: 'length', identity: imei };
    if (!context.lenient && layout.checksumOk === undefined && type !== 'D00') {
      return { ok: false, reason: 'crc', identity: imei };
    }
    const finish = (drafts: PositionDraft[]) => drafts.map((d) => d.finish(imei, this, context.receivedAt));
    switch (type) {
      case 'AAC':
        return {
          ok: true,
          identity: imei,
          positions: [],
          immediateReply: meitrackMessage('@@', 'z', imei, 'AAC,1'),
        };
      case 'D00':
      case 'D03':
        // Photo transfer: not stored.
        return { ok: true, identity: imei, positions: [] };
      case 'CCE':
        return {
          ok: true,
          identity: imei,
          positions: finish(decodeMeitrackCce(frame, layout.contentStart, layout.trailerAt)),
        };
      case 'CCC': {
        const positions = finish(decodeMeitrackCcc(frame, layout.contentStart, layout.trailerAt));
        const ack = `CCC,${positions.length}`;
        const reply = cccAcknowledgement(layout.flag, imei, ack, positions.length);
        return { ok: true, identity: imei, positions, reply };
      }
      default:
        if (binary) return { ok: false, reason: 'format', identity: imei };
    }
    const content = frame.toString('latin1', layout.contentStart, layout.trailerAt);
    const fields = content.split(',');
    const offset = context.clockOffsetMinutes;
    const draft = decodeMeitrackText(fields, offset) ?? decodeMeitrackText(fields.slice(1), offset);
    if (REPORTS.has(type)) {
      return draft
        ? { ok: true, identity: imei, positions: finish([draft]) }
        : { ok: false, reason: 'format', identity: imei };
    }
    // The device's answer to a command: its type and content, with a fix when it carries one (A10).
    const text = frame.toString('latin1', layout.contentStart - 4, layout.trailerAt);
    const answer: CommandAnswer = { text, success: !/(^|,)(ERROR|FAIL|NOT)/i.test(content) };
    const position = draft ?? new PositionDraft();
    position.io('result', text);
    return { ok: true, identity: imei, positions: finish([position]), commandAnswer: answer };
  }
}

/** CCC batches are acknowledged so the device drops them: `@@<flag><27 + n/10>,<imei>,CCC,<n>*XX`. */
function cccAcknowledgement(flag: string, imei: string, content: string, count: number): Buffer {
  const head = `@@${flag}${27 + Math.floor(count / 10)},${imei},${content}*`;
  return Buffer.from(`${head}${meitrackChecksum(Buffer.from(head, 'latin1'))}\r\n`, 'latin1');
}
