import { firstGt06Packet, Gt06Encoder } from '../protocols/gt06-encoder';
import { gt06CommandAtHead } from './command-answers';
import type { LinkMessage, TcpDialect } from './device-link';

/**
 * GT06 over TCP: login first (the server answers 0x01, or closes on an unknown IMEI), then one
 * location (0x22) per fix or a status heartbeat (0x13), each answered with a packet of its type.
 */
export function gt06Dialect(imei: string): TcpDialect {
  const encoder = new Gt06Encoder(imei);
  const answer = (received: Buffer, type: number) => {
    const { used, packet } = firstGt06Packet(received);
    return { used, ok: packet ? packet[3] === type : undefined };
  };
  return {
    hello: () => encoder.login(),
    helloAnswer: (received) => {
      const { used, ok } = answer(received, 0x01);
      return ok === undefined ? { used } : { used, accepted: ok };
    },
    encode: (message: LinkMessage) => {
      if ('heartbeat' in message) return encoder.heartbeat(message.heartbeat.ignition);
      // A GT06 location carries one fix: a batch goes as consecutive packets, acked one by one.
      const [fix] = message.fixes;
      return fix ? encoder.location(fix) : undefined;
    },
    ack: (received, message) => {
      const { used, ok } = answer(received, 'heartbeat' in message ? 0x13 : 0x22);
      return ok === undefined ? { used } : { used, acked: ok };
    },
    command: gt06CommandAtHead,
  };
}
