import net from 'node:net';

/**
 * A tracker's side of a TCP connection for tests: writes frames and waits for what the server
 * sends back, byte-exact.
 */
export class DeviceSocket {
  private received = Buffer.alloc(0);
  private readonly socket: net.Socket;
  readonly connected: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
    });
    this.socket.on('error', () => undefined);
    this.connected = new Promise((resolve) => this.socket.once('connect', () => resolve()));
  }

  write(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Everything received so far, and forgets it. */
  take(): Buffer {
    const bytes = this.received;
    this.received = Buffer.alloc(0);
    return bytes;
  }

  /** Waits until `test` holds of what has been received (then takes it), or fails after `ms`. */
  async receive(test: (bytes: Buffer) => boolean, ms = 5_000): Promise<Buffer> {
    const deadline = Date.now() + ms;
    while (!test(this.received)) {
      if (Date.now() > deadline)
        throw new Error(`the server did not send what was expected; got ${this.received.toString('hex')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.take();
  }

  get closed(): boolean {
    return this.socket.destroyed || this.socket.readableEnded;
  }

  close(): void {
    this.socket.destroy();
  }
}
