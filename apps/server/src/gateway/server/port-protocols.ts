import { gt06Connection } from '../gt06/gt06-connection';
import { detectGt06 } from '../gt06/gt06-detect';
import { framedProtocols } from '../protocol/framed-protocols';
import { protocolConnection } from '../protocol/protocol-connection';
import { teltonikaConnection } from '../teltonika/teltonika-connection';
import { detectTeltonika } from '../teltonika/teltonika-detect';
import type { PortProtocol } from './detecting-connection';
import type { GatewayServices } from './gateway-services';

/** Every TCP protocol the gateway speaks, as a port decides between them. */
export function portProtocols(services: GatewayServices): PortProtocol[] {
  return [
    {
      name: 'teltonika',
      detect: detectTeltonika,
      connect: (socket) => teltonikaConnection(socket, services),
    },
    { name: 'gt06', detect: detectGt06, connect: (socket) => gt06Connection(socket, services) },
    ...framedProtocols.map((protocol) => ({
      name: protocol.name,
      detect: (head: Buffer) => protocol.detect(head),
      connect: (socket: Parameters<PortProtocol['connect']>[0]) =>
        protocolConnection(socket, protocol, services),
    })),
  ];
}
