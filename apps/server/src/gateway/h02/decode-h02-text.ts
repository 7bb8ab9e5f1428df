import type { DecodeContext, DecodeOutcome } from '../protocol/tracker-protocol';
import { utcStamp } from '../protocol/utc-stamp';
import {
  decodeH02Heartbeat,
  decodeH02Link,
  decodeH02Nbr,
  decodeH02Sms,
  decodeH02V3,
  decodeH02Vp1,
} from './decode-h02-cells';
import { decodeH02Location } from './decode-h02-location';
import type { H02ConnectionState } from './h02-connection-state';
import { h02Fields } from './h02-text-fields';

/** What the server answers: `*HQ,<id>,V4,<type>,<yyyyMMddHHmmss UTC>#` for V1 and NBR sentences. */
export function h02Acknowledgement(id: string, type: string, now: Date): Buffer {
  return Buffer.from(`*HQ,${id},V4,${type},${utcStamp(now, 'yyyyMMddHHmmss')}#`, 'latin1');
}

/**
 * A text sentence `*<maker>,<id>,<type>,...#`. Heartbeats (V0, HTBT) are echoed at once, up to the
 * type, whatever follows; V1 and NBR sentences are acknowledged once stored.
 */
export function decodeH02Text(
  sentence: string,
  session: H02ConnectionState,
  context: DecodeContext,
): DecodeOutcome {
  const fields = h02Fields(sentence);
  const [maker, id, type] = fields ?? [];
  if (fields === undefined || maker === undefined || id === undefined || type === undefined) {
    return { ok: false, reason: 'format' };
  }
  const identity = session.claim(id);
  if (type === 'V0' || type === 'HTBT') {
    const immediateReply = Buffer.from(`*${maker},${id},${type}#`, 'latin1');
    const outcome = decodeH02Heartbeat(fields, session, context);
    return outcome.ok
      ? { ...outcome, immediateReply }
      : { ok: true, identity, positions: [], immediateReply };
  }
  if (identity === undefined) return { ok: false, reason: 'no-identity' };
  let outcome: DecodeOutcome;
  switch (type) {
    case 'NBR':
      outcome = decodeH02Nbr(fields, identity, session, context);
      return outcome.ok
        ? { ...outcome, reply: h02Acknowledgement(identity, 'NBR', context.receivedAt) }
        : outcome;
    case 'LINK':
      return decodeH02Link(fields, identity, session, context);
    case 'V3':
      return decodeH02V3(fields, identity, session, context);
    case 'VP1':
      return decodeH02Vp1(fields, identity, session, context);
    case 'SMS':
      return decodeH02Sms(sentence, identity, session, context);
    default:
      if (!type.startsWith('V')) return { ok: true, identity, positions: [] };
      outcome = decodeH02Location(fields, identity, session, context);
      if (outcome.ok && type === 'V1') {
        return { ...outcome, reply: h02Acknowledgement(identity, 'V1', context.receivedAt) };
      }
      return outcome;
  }
}
