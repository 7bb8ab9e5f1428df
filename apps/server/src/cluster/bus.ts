import type { FastifyBaseLogger } from 'fastify';
import { connect, Events, JSONCodec, type NatsConnection, RequestStrategy, type Subscription } from 'nats';

const codec = JSONCodec<unknown>();

/**
 * The cluster's message bus: a NATS connection (cluster mode only) that carries what every node
 * must hear at once — live updates and change signals. What must survive a node's loss is in
 * PostgreSQL; the bus carries news of it.
 */
export class Bus {
  /** Every subject goes out as `<cluster>.<subject>`, so clusters sharing a NATS server stay apart. */
  private readonly prefix: string;

  private constructor(
    readonly connection: NatsConnection,
    private readonly log: FastifyBaseLogger,
    cluster: string,
  ) {
    this.prefix = `${cluster}.`;
  }

  static async open(url: string, nodeId: string, log: FastifyBaseLogger, cluster = 'navgan'): Promise<Bus> {
    const connection = await connect({
      servers: url.split(','),
      name: nodeId,
      // A node keeps trying while NATS restarts; its own work goes on meanwhile.
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    return new Bus(connection, log, cluster);
  }

  publish(subject: string, message: unknown): void {
    this.connection.publish(this.prefix + subject, codec.encode(message));
  }

  /**
   * Calls `listener` with each message on `subject` (wildcards allowed; the listener is given the
   * subject without the cluster's prefix); returns the unsubscribe.
   */
  subscribe<T>(subject: string, listener: (message: T, subject: string) => void): () => void {
    const subscription: Subscription = this.connection.subscribe(this.prefix + subject, {
      callback: (error, message) => {
        if (error) {
          this.log.error({ err: error, subject }, 'bus subscription failed');
          return;
        }
        try {
          listener(codec.decode(message.data) as T, message.subject.slice(this.prefix.length));
        } catch (failure) {
          this.log.error({ err: failure, subject }, 'bus message could not be handled');
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  /** Answers each request on `subject` with what `responder` makes of it; returns the stop. */
  reply<Q, A>(subject: string, responder: (request: Q) => A): () => void {
    const subscription = this.connection.subscribe(this.prefix + subject, {
      callback: (error, message) => {
        if (error) return;
        try {
          message.respond(codec.encode(responder(codec.decode(message.data) as Q)));
        } catch (failure) {
          this.log.error({ err: failure, subject }, 'bus request could not be answered');
        }
      },
    });
    return () => subscription.unsubscribe();
  }

  /**
   * Asks every node answering `subject` and gathers their answers: those that come within
   * `maxWaitMs`, stopping `quietMs` after the last one. No node answering, or the bus down, is an
   * empty list.
   */
  async gather<A>(subject: string, request: unknown, maxWaitMs = 1_000, quietMs = 100): Promise<A[]> {
    const answers: A[] = [];
    try {
      const replies = await this.connection.requestMany(this.prefix + subject, codec.encode(request), {
        strategy: RequestStrategy.JitterTimer,
        maxWait: maxWaitMs,
        jitter: quietMs,
      });
      for await (const reply of replies) {
        if (reply.data.length > 0) answers.push(codec.decode(reply.data) as A);
      }
    } catch (failure) {
      this.log.warn({ err: failure, subject }, 'bus request not answered');
    }
    return answers;
  }

  /**
   * Calls `listener` each time the connection is back after a loss: what was published meanwhile
   * was not heard, so a node catches up from PostgreSQL.
   */
  onReconnect(listener: () => void): void {
    void (async () => {
      for await (const status of this.connection.status()) {
        if (status.type !== Events.Reconnect) continue;
        try {
          listener();
        } catch (failure) {
          this.log.error({ err: failure }, 'catching up after the bus came back failed');
        }
      }
    })();
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
