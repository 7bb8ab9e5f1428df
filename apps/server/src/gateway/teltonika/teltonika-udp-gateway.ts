import dgram from 'node:dgram';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestMetrics } from '../../pipeline/ingest-metrics';
import type { IngestService } from '../../pipeline/ingest-service';
import { decodeTeltonikaUdp } from './decode-teltonika-udp';

/**
 * Teltonika over UDP: every datagram carries its IMEI, so there is no handshake. A datagram from
 * a registered device is decoded with that device's checksum setting, its records committed, and
 * only then answered with the protocol's UDP acknowledgement (packet id, AVL packet id, number of
 * records accepted) to the address it came from. Nothing is answered otherwise (unknown device,
 * undecodable or unstored datagram): the device sends it again.
 */
export class TeltonikaUdpGateway {
  private socket: dgram.Socket | undefined;
  /** Datagrams being handled: shutdown waits for them, so an acknowledgement is not cut short. */
  private readonly pending = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly ingest: IngestService,
    private readonly metrics: IngestMetrics,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Binds; resolves with the bound port (useful when asked for port 0). */
  listen(host: string, port: number): Promise<number> {
    const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
    this.socket = socket;
    socket.on('message', (datagram, from) => {
      if (this.closing) return;
      const handling = this.handle(datagram, from).catch((error) =>
        this.log.error({ err: error }, 'teltonika udp: datagram failed'),
      );
      this.pending.add(handling);
      void handling.finally(() => this.pending.delete(handling));
    });
    socket.on('error', (error) => this.log.warn({ err: error }, 'teltonika udp: socket error'));
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, host, () => {
        socket.off('error', reject);
        resolve(socket.address().port);
      });
    });
  }

  private async handle(datagram: Buffer, from: dgram.RemoteInfo): Promise<void> {
    let result = decodeTeltonikaUdp(datagram);
    // The IMEI sits at a fixed place, so a datagram refused strictly can still name its device,
    // which may be one set to accept such datagrams.
    const imei = result.ok ? result.positions[0]?.deviceId : imeiOf(datagram);
    const device = imei ? await this.ingest.identify(imei, 'teltonika') : null;
    if (!result.ok && device?.lenientCrc) result = decodeTeltonikaUdp(datagram, { lenient: true });
    if (!result.ok) {
      this.metrics.refused('teltonika', `udp-${result.reason}`);
      return;
    }
    if (!device) return;
    const stored = await this.ingest.accept(device, result.positions);
    if (!stored.ok || result.ack.length === 0) return;
    const socket = this.socket;
    if (socket)
      await new Promise<void>((resolve) => socket.send(result.ack, from.port, from.address, () => resolve()));
  }

  async close(): Promise<void> {
    const socket = this.socket;
    if (!socket || this.closing) return;
    this.closing = true;
    await Promise.all(this.pending);
    await new Promise<void>((resolve) => socket.close(() => resolve()));
  }
}

/** The IMEI field of a UDP datagram (2-byte length at offset 6, ASCII digits), if it has one. */
function imeiOf(datagram: Buffer): string | undefined {
  if (datagram.length < 8) return undefined;
  const length = datagram.readUInt16BE(6);
  if (length === 0 || length > 20 || 8 + length > datagram.length) return undefined;
  const imei = datagram.toString('latin1', 8, 8 + length);
  return /^\d+$/.test(imei) ? imei : undefined;
}
