import { type LastFix, PositionDraft } from '../protocol/position-draft';
import type { DecodeContext, DecodeOutcome, ProtocolSession } from '../protocol/tracker-protocol';
import { decodeRuptelaDtcs, decodeRuptelaRecords } from './decode-ruptela-records';
import { RuptelaType, readRuptelaHeader, ruptelaMessage, SERVER_ID_OFFSET } from './ruptela-message';

/** The fixed acknowledgements: records and extended records (id 100, whatever the record type), DTCs. */
const RECORDS_ACK = ruptelaMessage(SERVER_ID_OFFSET, Buffer.from([1]));
const DTCS_ACK = ruptelaMessage(RuptelaType.dtcs + SERVER_ID_OFFSET, Buffer.from([1]));

/** Answers to commands: configuration, version, firmware, SMS via GPRS (text), set IO (a result byte). */
const TEXT_ANSWERS = new Set([0x02, 0x03, 0x04, RuptelaType.smsResponse]);

/**
 * One Ruptela connection. Every frame carries the IMEI; the session keeps the last valid fix for
 * records without one and for command answers.
 */
export class RuptelaSession implements ProtocolSession {
  identity: string | undefined;
  lastFix: LastFix | undefined;

  decode(frame: Buffer, context: DecodeContext): DecodeOutcome {
    const header = readRuptelaHeader(frame);
    if (header === undefined) return { ok: false, reason: 'length' };
    const { imei: identity, type, payloadStart: start, payloadEnd: end } = header;
    this.identity = identity;
    if (!context.lenient) {
      if (!header.crcOk) return { ok: false, reason: 'crc', identity };
      if (!header.lengthOk) return { ok: false, reason: 'length', identity };
    }
    const finish = (drafts: PositionDraft[]) =>
      drafts.map((d) => d.finish(identity, this, context.receivedAt));
    switch (type) {
      case RuptelaType.records:
      case RuptelaType.extendedRecords: {
        const drafts = decodeRuptelaRecords(frame, start, end, type === RuptelaType.extendedRecords);
        return { ok: true, identity, positions: finish(drafts), reply: RECORDS_ACK };
      }
      case RuptelaType.dtcs:
        return {
          ok: true,
          identity,
          positions: finish(decodeRuptelaDtcs(frame, start, end)),
          reply: DTCS_ACK,
        };
      case RuptelaType.identification:
      case RuptelaType.heartbeat:
        return {
          ok: true,
          identity,
          positions: [],
          reply: ruptelaMessage(type + SERVER_ID_OFFSET, Buffer.from([1])),
        };
      case RuptelaType.files:
        // Photo parts: not stored, and the next part is not asked for.
        return { ok: true, identity, positions: [] };
      case RuptelaType.setIo: {
        const text = String(frame[start] ?? '');
        return this.answer(identity, text, context);
      }
      default:
        if (TEXT_ANSWERS.has(type))
          return this.answer(identity, frame.toString('latin1', start, end).trim(), context);
        return { ok: true, identity, positions: [] };
    }
  }

  private answer(identity: string, text: string, context: DecodeContext): DecodeOutcome {
    const draft = new PositionDraft();
    draft.io('result', text);
    const position = draft.finish(identity, this, context.receivedAt);
    return { ok: true, identity, positions: [position], commandAnswer: { text } };
  }
}
