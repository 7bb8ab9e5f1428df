import dgram from 'node:dgram';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayServices } from '../server/gateway-services';
import { ProtocolConversation } from './protocol-connection';
import type { TrackerProtocol } from './tracker-protocol';

interface Peer {
  conversation: ProtocolConversation;
  chain: Promise<void>;
  lastHeard: number;
}

/** A peer quiet this long is forgotten (its next datagram starts a new conversation). */
const PEER_IDLE_MS = 10 * 60_000;

/**
 * A framed protocol over UDP: one datagram is one frame, and each sender address keeps its own
 * conversation (the login, the last fix), its datagrams handled in arrival order. Replies go back
 * to the address the datagram came from, after the positions are committed.
 */
export class ProtocolUdpGateway {
  private socket: dgram.Socket | undefined;
  private readonly peers = new Map<string, Peer>();
  private sweep: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly protocol: TrackerProtocol,
    private readonly services: GatewayServices,
    private readonly log: FastifyBaseLogger,
  ) {}

  listen(host: string, port: number): Promise<number> {
    const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    this.socket = socket;
    socket.on('message', (datagram, from) => this.receive(datagram, from));
    socket.on('error', (error) =>
      this.log.warn({ err: error, protocol: this.protocol.name }, 'udp socket error'),
    );
    this.sweep = setInterval(() => this.forgetQuietPeers(), 60_000);
    this.sweep.unref();
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, host, () => {
        socket.off('error', reject);
        resolve(socket.address().port);
      });
    });
  }

  private receive(datagram: Buffer, from: dgram.RemoteInfo): void {
    if (this.closing) return;
    const key = `${from.address}:${from.port}`;
    let peer = this.peers.get(key);
    if (!peer) {
      const conversation = new ProtocolConversation(this.protocol, this.services, {
        remote: key,
        write: (bytes) => this.socket?.send(bytes, from.port, from.address),
        close: () => this.peers.delete(key),
      });
      peer = { conversation, chain: Promise.resolve(), lastHeard: Date.now() };
      this.peers.set(key, peer);
    }
    peer.lastHeard = Date.now();
    const { conversation } = peer;
    peer.chain = peer.chain
      .then(() => conversation.handle(datagram))
      .catch((error) => this.log.error({ err: error, protocol: this.protocol.name }, 'udp datagram failed'));
  }

  private forgetQuietPeers(): void {
    const cutoff = Date.now() - PEER_IDLE_MS;
    for (const peer of this.peers.values()) if (peer.lastHeard < cutoff) peer.conversation.close();
  }

  async close(): Promise<void> {
    const socket = this.socket;
    if (!socket || this.closing) return;
    this.closing = true;
    clearInterval(this.sweep);
    await Promise.all([...this.peers.values()].map((peer) => peer.chain));
    await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}
