import type { FastifyBaseLogger } from 'fastify';
import { connect, JSONCodec, type NatsConnection, type Subscription } from 'nats';

const codec = JSONCodec<unknown>();

/**
 * The cluster's message bus: a NATS connection (cluster mode only) that carries what every node
 * must hear at once — live updates and change signals. What must survive a node's loss is in
 * PostgreSQL; the bus carries news of it.
 */
export class Bus {
  private constructor(
    readonly connection: NatsConnection,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async open(url: string, nodeId: string, log: FastifyBaseLogger): Promise<Bus> {
    const connection = await connect({
      servers: url.split(','),
      name: nodeId,
      // A node keeps trying while NATS restarts; its own work goes on meanwhile.
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    return new Bus(connection, log);
  }

  publish(subject: string, message: unknown): void {
    this.connection.publish(subject, codec.encode(message));
  }

  /** Calls `listener` with each message on `subject` (wildcards allowed); returns the unsubscribe. */
  subscribe<T>(subject: string, listener: (message: T, subject: string) => void): () => void {
    const subscription: Subscription = this.connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) {
          this.log.error({ err: error, subject }, 'bus subscription failed');
          return;
        }
        try {
          listener(codec.decode(message.data) as T, message.subject);
        } catch (failure) {
          this.log.error({ err: failure, subject }, 'bus message could not be handled');
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  /** Whether the bus answers now (a round trip to the server). */
  async reachable(timeoutMs = 1_000): Promise<boolean> {
    if (this.connection.isClosed()) return false;
    try {
      await Promise.race([
        this.connection.flush(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
