import { backOffMs } from '@navgan/domain/back-off';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock, type Timer } from '../clock';
import type { Database } from '../db/database';
import { WEBHOOK_EVENTS_CHANNEL } from './outbox';
import {
  type ClaimedDelivery,
  claimDeliveries,
  deleteOldEvents,
  fanOutEvents,
  settleDelivery,
} from './webhook-deliveries';
import type { WebhookInterest } from './webhook-interest';
import { notifyPaused } from './webhook-paused';
import { postWebhook } from './webhook-post';

export interface DispatcherOptions {
  /** The fallback poll, for a notification missed (another process, a lost connection). */
  pollMs: number;
  /** How long one POST may take before it counts as failed. */
  timeoutMs: number;
  /** The first retry's delay; each later one doubles it, up to `maxRetryMs`, with jitter. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** How many POSTs may be on their way at once. */
  concurrency: number;
}

export const dispatcherDefaults: DispatcherOptions = {
  pollMs: 1_000,
  timeoutMs: 10_000,
  retryBaseMs: 10_000,
  maxRetryMs: 3_600_000,
  concurrency: 8,
};

/** How long a claimed delivery is left to its sender before another may try it (a crashed process). */
const leaseMs = 60_000;
const cleanupEveryMs = 3_600_000;

/**
 * Sends the outbox to the webhooks: woken when an event or a redelivery commits (a database
 * notification, so any process may send) and every `pollMs` besides. Each run fans new events out
 * into deliveries, then claims what is due (conditional update with `skip locked`: no two senders
 * take the same attempt, and a vehicle's later delivery waits for its earlier one) and POSTs it.
 */
export class WebhookDispatcher {
  private readonly options: DispatcherOptions;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private timer: Timer | undefined;
  private cleanupTimer: Timer | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly interest: WebhookInterest,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
    options: Partial<DispatcherOptions> = {},
  ) {
    this.options = { ...dispatcherDefaults, ...options };
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      WEBHOOK_EVENTS_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = this.clock.every(this.options.pollMs, () => this.wake());
    this.cleanupTimer = this.clock.every(cleanupEveryMs, () => {
      deleteOldEvents(this.database.db, this.clock.now()).catch((error) =>
        this.log.error({ err: error }, 'deleting old webhook events failed'),
      );
    });
    this.wake();
  }

  /** Runs soon; a run already going runs once more when it ends. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilQuiet().finally(() => {
      this.running = undefined;
    });
  }

  /** Resolves when the run in progress (if any) has ended. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.cleanupTimer?.cancel();
    await this.stopListening?.();
    this.stopListening = undefined;
    await this.idle();
  }

  private async runUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'webhook dispatch failed');
      }
    } while (this.again && !this.stopped);
  }

  /** Fans out, then sends what is due until nothing is (a full batch means more may wait). */
  async runOnce(): Promise<void> {
    const db = this.database.db;
    await fanOutEvents(db, this.clock.now());
    for (;;) {
      if (this.stopped) return;
      const now = this.clock.now();
      const claimed = await claimDeliveries(db, now, new Date(now.getTime() + leaseMs), 20);
      if (claimed.length === 0) return;
      await this.sendAll(claimed);
    }
  }

  private async sendAll(claimed: ClaimedDelivery[]): Promise<void> {
    const queue = [...claimed];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.send(next);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, queue.length) }, worker));
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const at = this.clock.now();
    const outcome = await postWebhook(delivery, at, this.options.timeoutMs);
    const settled = await settleDelivery(
      this.database.db,
      delivery,
      outcome,
      at,
      this.clock.now(),
      (attempt) => backOffMs(attempt, this.options.retryBaseMs, this.options.maxRetryMs),
    );
    if (settled.paused) {
      await this.interest.changed(delivery.company_id);
      await notifyPaused(this.database.db, settled.paused);
      this.log.warn({ webhook: delivery.subscription_id }, 'webhook paused after a day of failed deliveries');
    }
  }
}
