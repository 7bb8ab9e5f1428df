import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** What a protocol does with one device connection. */
export interface DeviceConnection {
  /** Bytes arrived; handlers queue their work and keep frame order (see SerialWork). */
  receive(chunk: Buffer): void;
  /** The connection was quiet for a while (a reader may flush a frame it holds). */
  idle?(): void;
  /** The socket closed (either side). */
  closed?(): void;
}

export interface TcpGatewayOptions {
  protocol: string;
  host: string;
  port: number;
  /** Quiet time after which `idle()` is called. */
  idleMs: number;
  /** Quiet time after which the connection is closed (devices reconnect when they have data). */
  closeAfterMs: number;
  log: FastifyBaseLogger;
  connect(socket: net.Socket): DeviceConnection;
}

/**
 * A TCP listener for one tracker protocol: one DeviceConnection per socket, idle handling, and a
 * shutdown that stops accepting, lets queued work finish briefly, then closes every socket.
 */
export class TcpGateway {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly options: TcpGatewayOptions) {}

  /** Starts listening; resolves with the bound port (useful when asked for port 0). */
  listen(): Promise<number> {
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : this.options.port);
      });
    });
  }

  get connections(): number {
    return this.sockets.size;
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    const connection = this.options.connect(socket);
    let quietSince = Date.now();
    const idleTimer = setInterval(
      () => {
        const quiet = Date.now() - quietSince;
        if (quiet >= this.options.closeAfterMs) socket.destroy();
        else if (quiet >= this.options.idleMs) connection.idle?.();
      },
      Math.min(this.options.idleMs, 1000),
    );
    idleTimer.unref();
    socket.on('data', (chunk: Buffer) => {
      quietSince = Date.now();
      connection.receive(chunk);
    });
    socket.on('error', (error) => {
      this.options.log.debug({ err: error, protocol: this.options.protocol }, 'device socket error');
    });
    socket.on('close', () => {
      clearInterval(idleTimer);
      this.sockets.delete(socket);
      connection.closed?.();
    });
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of this.sockets) socket.end();
      setTimeout(() => {
        for (const socket of this.sockets) socket.destroy();
      }, 2000).unref();
    });
  }
}

/**
 * Runs a connection's jobs one after another, so acknowledgements go out in the order the frames
 * came in, and pauses the socket while too much waits (back-pressure on a device that does not
 * wait for acks).
 */
export class SerialWork {
  private chain: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly socket: net.Socket,
    private readonly maxWaiting = 32,
  ) {}

  add(job: () => Promise<void>): void {
    this.waiting++;
    if (this.waiting > this.maxWaiting) this.socket.pause();
    this.chain = this.chain
      .then(job)
      .catch(() => {
        this.socket.destroy();
      })
      .finally(() => {
        this.waiting--;
        if (this.waiting <= this.maxWaiting && this.socket.isPaused()) this.socket.resume();
      });
  }
}
