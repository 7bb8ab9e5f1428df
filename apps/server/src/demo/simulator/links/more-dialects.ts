import type { DeviceFix } from '../protocols/device-fix';
import { h02Location } from '../protocols/h02-encoder';
import { tk103Location } from '../protocols/tk103-encoder';
import { wialonData, wialonLogin } from '../protocols/wialon-encoder';
import type { LinkMessage, TcpDialect } from './device-link';

/** The one fix of a message (these protocols carry one per sentence); none for a heartbeat. */
const fixOf = (message: LinkMessage) => ('fixes' in message ? message.fixes[0] : undefined);

/** A text line answered by exactly `answer` (and maybe CR LF). */
function lineAnswer(received: Buffer, answer: string): { used: number; ok?: boolean } {
  const end = received.indexOf(0x0a);
  if (end < 0) return { used: 0 };
  return { used: end + 1, ok: received.toString('latin1', 0, end).replace(/\r$/, '') === answer };
}

/** A protocol whose every sentence names the device and is answered by nothing (H02, TK103). */
function unansweredDialect(encode: (fix: DeviceFix) => Buffer): TcpDialect {
  return {
    hello: () => undefined,
    encode: (message) => {
      const fix = fixOf(message);
      return fix ? encode(fix) : undefined;
    },
  };
}

export const h02Dialect = (id: string) => unansweredDialect((fix) => h02Location(id, fix));
export const tk103Dialect = (id: string) => unansweredDialect((fix) => tk103Location(id, fix));

/** Wialon IPS: a login answered `#AL#1`, then data packets each answered `#AD#1`. */
export function wialonDialect(imei: string): TcpDialect {
  return {
    hello: () => wialonLogin(imei),
    helloAnswer: (received) => {
      const { used, ok } = lineAnswer(received, '#AL#1');
      return ok === undefined ? { used } : { used, accepted: ok };
    },
    encode: (message) => {
      const fix = fixOf(message);
      return fix ? wialonData(fix) : undefined;
    },
    ack: (received) => {
      const { used, ok } = lineAnswer(received, '#AD#1');
      return ok === undefined ? { used } : { used, acked: ok };
    },
  };
}
