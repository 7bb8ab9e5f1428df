import net from 'node:net';
import type { DeviceFix } from '../protocols/device-fix';
import type { CommandAtHead } from './command-answers';

/**
 * What a simulated device hands its connection: fixes to report (GT06 and OsmAnd carry one fix per
 * message, so the simulator sends one), or a heartbeat while parked.
 */
export type LinkMessage = { fixes: DeviceFix[] } | { heartbeat: { ignition: boolean } };

export interface LinkCounters {
  /** Fixes the server acknowledged (only after it committed them); for a protocol that acknowledges nothing, fixes sent. */
  acknowledged: number;
  connects: number;
  /** Handshakes or logins the server refused (e.g. an unregistered IMEI). */
  refused: number;
  /** Commands the server sent, each answered. */
  commands: number;
}

/** A tracker's connection to the gateway: messages queue while it is down and go out once it is back. */
export interface DeviceLink {
  readonly counters: LinkCounters;
  /** Messages not answered yet: queued, or sent and awaiting their acknowledgement. */
  readonly pending: number;
  send(message: LinkMessage): void;
  /** Stop sending and drop the connection, as a device that lost power does. */
  close(): void;
}

/**
 * How one TCP protocol talks: the opening packet, what the server answers to it, how messages
 * are encoded and how their acknowledgements look. Parsers take the bytes received so far and say
 * how many they used (0 = need more).
 */
export interface TcpDialect {
  /** The opening packet; undefined when the protocol has none (the first message names the device). */
  hello(): Buffer | undefined;
  /** accepted true/false once the answer is complete. */
  helloAnswer?(received: Buffer): { used: number; accepted?: boolean };
  encode(message: LinkMessage): Buffer | undefined;
  /**
   * Whether one whole acknowledgement of `message` is at the start of `received`; absent when the
   * protocol acknowledges nothing (the device then sends the next message at once).
   */
  ack?(received: Buffer, message: LinkMessage): { used: number; acked?: boolean };
  /** A command from the server at the start of `received`, and the device's answer (CommandAtHead). */
  command?(received: Buffer): CommandAtHead;
}

export interface TcpLinkOptions {
  host: string;
  port: number;
  /** The address it connects from (a device's own address, as a load balancer sees it). */
  localAddress?: string;
  /** First reconnect delay; doubles up to 30 s while the server stays away. */
  retryMs?: number;
  /** Oldest messages are dropped beyond this many (a device's flash is finite too). */
  maxQueued?: number;
}

/**
 * A device on a TCP protocol: connects, opens with its handshake, sends one message at a time and
 * waits for its acknowledgement (as real trackers do), re-sends what was not acknowledged after a
 * reconnect, and reconnects with back-off when the connection drops or is refused.
 */
export class TcpDeviceLink implements DeviceLink {
  readonly counters: LinkCounters = { acknowledged: 0, connects: 0, refused: 0, commands: 0 };
  private readonly queue: LinkMessage[] = [];
  private socket: net.Socket | undefined;
  private state: 'down' | 'connecting' | 'hello' | 'ready' | 'waiting' | 'closed' = 'down';
  private received = Buffer.alloc(0);
  private retryMs: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dialect: TcpDialect,
    private readonly options: TcpLinkOptions,
  ) {
    this.retryMs = options.retryMs ?? 1_000;
  }

  get pending(): number {
    return this.queue.length;
  }

  send(message: LinkMessage): void {
    if (this.state === 'closed') return;
    this.queue.push(message);
    if (this.queue.length > (this.options.maxQueued ?? 500)) this.queue.shift();
    if (this.state === 'down' && !this.timer) this.connect();
    else if (this.state === 'ready') this.flush();
  }

  close(): void {
    this.state = 'closed';
    clearTimeout(this.timer);
    this.socket?.destroy();
    this.queue.length = 0;
  }

  private connect(): void {
    this.timer = undefined;
    this.state = 'connecting';
    this.received = Buffer.alloc(0);
    const { port, host, localAddress } = this.options;
    const socket = net.connect({ port, host, ...(localAddress ? { localAddress } : {}) });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.counters.connects++;
      const hello = this.dialect.hello();
      if (!hello) {
        this.state = 'ready';
        this.flush();
        return;
      }
      this.state = 'hello';
      socket.write(hello);
    });
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.socket !== socket || this.state === 'closed') return;
      this.state = 'down';
      this.timer = setTimeout(() => this.connect(), this.retryMs);
      this.timer.unref();
      this.retryMs = Math.min(this.retryMs * 2, 30_000);
    });
  }

  private receive(chunk: Buffer): void {
    this.received = Buffer.concat([this.received, chunk]);
    for (;;) {
      if (this.state === 'ready' || this.state === 'waiting') {
        // A command may arrive at any time after the login; the device answers it at once.
        const command = this.dialect.command?.(this.received);
        if (command && command.used === 0) return;
        if (command && 'reply' in command) {
          this.received = this.received.subarray(command.used);
          this.counters.commands++;
          this.socket?.write(command.reply);
          continue;
        }
      }
      if (this.state === 'hello') {
        const answer = this.dialect.helloAnswer?.(this.received) ?? { used: 0 };
        if (answer.used === 0) return;
        this.received = this.received.subarray(answer.used);
        if (answer.accepted === undefined) continue;
        if (!answer.accepted) {
          this.counters.refused++;
          this.socket?.destroy();
          return;
        }
        this.retryMs = this.options.retryMs ?? 1_000;
        this.state = 'ready';
        this.flush();
      } else if (this.state === 'waiting') {
        const message = this.queue[0];
        if (!message) return;
        const answer = this.dialect.ack?.(this.received, message) ?? { used: 0 };
        if (answer.used === 0) return;
        this.received = this.received.subarray(answer.used);
        // Anything but the awaited acknowledgement (a stray reply, skipped bytes) is passed over.
        if (!answer.acked) continue;
        this.queue.shift();
        if ('fixes' in message) this.counters.acknowledged += message.fixes.length;
        this.state = 'ready';
        this.flush();
      } else {
        return;
      }
    }
  }

  private flush(): void {
    while (this.state === 'ready' && this.queue.length > 0) {
      const message = this.queue[0] as LinkMessage;
      const bytes = this.dialect.encode(message);
      if (!bytes) {
        this.queue.shift();
        continue;
      }
      this.socket?.write(bytes);
      if (this.dialect.ack) {
        this.state = 'waiting';
        continue;
      }
      // Nothing will come back: the message is gone once written (as with such trackers).
      this.queue.shift();
      if ('fixes' in message) this.counters.acknowledged += message.fixes.length;
    }
  }
}
