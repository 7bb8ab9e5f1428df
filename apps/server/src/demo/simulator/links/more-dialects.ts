import type { DemoProtocol } from '../../demo-fleet';
import type { DeviceFix } from '../protocols/device-fix';

export type MoreDemoProtocol = Exclude<DemoProtocol, 'teltonika' | 'gt06' | 'osmand'>;

import { h02Location } from '../protocols/h02-encoder';
import { Jt808Encoder, jt808GeneralResponse } from '../protocols/jt808-encoder';
import { MeitrackEncoder } from '../protocols/meitrack-encoder';
import { QueclinkEncoder } from '../protocols/queclink-encoder';
import { RUPTELA_RECORDS_ACK, ruptelaRecords } from '../protocols/ruptela-encoder';
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

/** A protocol whose every sentence names the device and is answered by nothing (H02, TK103, Queclink, Meitrack). */
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

export function queclinkDialect(imei: string): TcpDialect {
  const encoder = new QueclinkEncoder(imei);
  return unansweredDialect((fix) => encoder.report(fix));
}

export function meitrackDialect(imei: string): TcpDialect {
  const encoder = new MeitrackEncoder(imei);
  return unansweredDialect((fix) => encoder.report(fix));
}

/** Ruptela: every packet carries the IMEI; a records packet is answered with the fixed ack. */
export function ruptelaDialect(imei: string): TcpDialect {
  return {
    hello: () => undefined,
    encode: (message) => {
      const fix = fixOf(message);
      return fix ? ruptelaRecords(imei, fix) : undefined;
    },
    ack: (received) =>
      received.length < RUPTELA_RECORDS_ACK.length
        ? { used: 0 }
        : {
            used: RUPTELA_RECORDS_ACK.length,
            acked: received.subarray(0, RUPTELA_RECORDS_ACK.length).equals(RUPTELA_RECORDS_ACK),
          },
  };
}

/**
 * JT/T 808: an authentication answered by a general response, then a location per fix, each
 * answered by a general response naming its serial.
 */
export function jt808Dialect(terminal: string): TcpDialect {
  const encoder = new Jt808Encoder(terminal);
  let awaited = 0;
  const answer = (received: Buffer) => {
    const response = jt808GeneralResponse(received);
    return {
      used: response.used,
      ok: response.serial === undefined ? undefined : response.serial === awaited,
    };
  };
  return {
    hello: () => {
      const bytes = encoder.authentication();
      awaited = encoder.lastSerial;
      return bytes;
    },
    helloAnswer: (received) => {
      const { used, ok } = answer(received);
      return ok === undefined ? { used } : { used, accepted: ok };
    },
    encode: (message) => {
      const fix = fixOf(message);
      if (!fix) return undefined;
      const bytes = encoder.location(fix);
      awaited = encoder.lastSerial;
      return bytes;
    },
    ack: (received) => {
      const { used, ok } = answer(received);
      return ok === undefined ? { used } : { used, acked: ok };
    },
  };
}

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

/** The dialect of each protocol beyond Teltonika, GT06 and OsmAnd, by name. */
export const moreDialects: Record<MoreDemoProtocol, (identity: string) => TcpDialect> = {
  h02: h02Dialect,
  tk103: tk103Dialect,
  wialon: wialonDialect,
  jt808: jt808Dialect,
  queclink: queclinkDialect,
  meitrack: meitrackDialect,
  ruptela: ruptelaDialect,
};
