import type { FastifyBaseLogger } from 'fastify';
import type { Leases } from './leases';

export interface LeaseKeeperOptions {
  /** How often the lease is taken or renewed. */
  everyMs: number;
  /** How long one renewal holds it: a dead holder's work moves to another node after at most this. */
  ttlMs: number;
  log: FastifyBaseLogger;
  /** This node now holds the lease, with this fencing token: start the work it guards. */
  onGained: (token: number) => Promise<void> | void;
  /** This node no longer holds it (taken over, not renewed in time, or stopping): stop that work. */
  onLost: () => Promise<void> | void;
}

/**
 * Holds one named lease for as long as this node can: tries to take it every `everyMs`, and calls
 * `onGained` and `onLost` as holding it begins and ends. A renewal that fails (the database is
 * unreachable) keeps the lease only until its last successful renewal runs out, so this node stops
 * the guarded work no later than another node may take it over.
 */
export class LeaseKeeper {
  private timer: NodeJS.Timeout | undefined;
  private turn: Promise<void> = Promise.resolve();
  private heldToken: number | undefined;
  /** When the last successful renewal was sent (this process's monotonic clock). */
  private renewedAt = 0;
  private stopped = false;

  constructor(
    private readonly leases: Leases,
    readonly name: string,
    private readonly options: LeaseKeeperOptions,
  ) {}

  /** The fencing token while this node holds the lease. */
  get token(): number | undefined {
    return this.heldToken;
  }

  /** Takes the lease once now (so a node that can have it starts its work at once), then keeps trying. */
  async start(): Promise<void> {
    await this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  /** Stops trying, ends the guarded work and gives the lease up at once for another node to take. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.turn;
    if (this.heldToken === undefined) return;
    await this.lose();
    await this.leases
      .release([this.name])
      .catch((error) => this.options.log.warn({ err: error, lease: this.name }, 'lease not released'));
  }

  private tick(): Promise<void> {
    this.turn = this.turn.then(() => (this.stopped ? undefined : this.renew()));
    return this.turn;
  }

  private async renew(): Promise<void> {
    const sentAt = performance.now();
    let token: number | undefined;
    try {
      token = (await this.leases.take([this.name], this.options.ttlMs)).get(this.name);
    } catch (error) {
      this.options.log.warn({ err: error, lease: this.name }, 'lease could not be renewed');
      if (this.heldToken !== undefined && performance.now() - this.renewedAt >= this.options.ttlMs)
        await this.lose();
      return;
    }
    if (token === undefined) {
      if (this.heldToken !== undefined) await this.lose();
      return;
    }
    this.renewedAt = sentAt;
    if (this.heldToken === token) return;
    // A different token means another node held it in between: what this node did under the old one ended.
    if (this.heldToken !== undefined) await this.lose();
    this.heldToken = token;
    this.options.log.info({ lease: this.name, token }, 'lease gained');
    try {
      await this.options.onGained(token);
    } catch (error) {
      this.options.log.error({ err: error, lease: this.name }, 'work of a gained lease failed to start');
    }
  }

  private async lose(): Promise<void> {
    this.heldToken = undefined;
    this.options.log.info({ lease: this.name }, 'lease lost');
    try {
      await this.options.onLost();
    } catch (error) {
      this.options.log.error({ err: error, lease: this.name }, 'work of a lost lease failed to stop');
    }
  }
}
