import { buildAvlPacket, teltonikaHandshake, teltonikaRecord } from '../protocols/teltonika-encoder';
import { teltonikaCommandAtHead } from './command-answers';
import type { TcpDialect } from './device-link';

/** Teltonika over TCP: the server answers the IMEI with 01 (00 = refused) and each packet with its record count. */
export function teltonikaDialect(imei: string): TcpDialect {
  return {
    hello: () => teltonikaHandshake(imei),
    helloAnswer: (received) =>
      received.length < 1 ? { used: 0 } : { used: 1, accepted: received[0] === 0x01 },
    // Codec 8 Extended: 2-byte IO ids, which the BLE humidity and future sensors need.
    encode: (message) =>
      'fixes' in message && message.fixes.length > 0
        ? buildAvlPacket(0x8e, message.fixes.map(teltonikaRecord))
        : undefined,
    ack: (received, message) =>
      received.length < 4
        ? { used: 0 }
        : { used: 4, acked: 'fixes' in message && received.readUInt32BE(0) === message.fixes.length },
    command: teltonikaCommandAtHead,
  };
}
