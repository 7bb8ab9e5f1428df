import { backOffMs } from '@navgan/domain/back-off';
import { wallMinuteIn } from '@navgan/domain/calendar-day';
import type { ChannelKind } from '@navgan/domain/notification-channels';
import { minutesUntilQuietEnds } from '@navgan/domain/notification-channels';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock, Timer } from '../../clock';
import type { Database, Db } from '../../db/database';
import { rowsOf } from '../../db/sql-helpers';
import { BotLinker } from './bot-linker';
import { sendBotMessage } from './bot-sender';
import { allSettingsOf, type StoredChannelSettings } from './channel-settings';
import { smtpMailSender } from './mail-sender';
import { outboundWakeChannel } from './outbound-wake';
import { sendSms } from './sms-sender';

/** A claimed message and what the dispatcher needs to send it. */
interface ClaimedMessage {
  id: number;
  company_id: number;
  channel: ChannelKind;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  created_at: Date | string;
  quiet_from: string | null;
  quiet_to: string | null;
}

/** How long messages are retried before they are given up (and shown failed in the log). */
export const outboundRetryWindowMs = 24 * 3_600_000;
const claimMs = 120_000;
const batchSize = 20;

/** Retries wait 30 s, doubling up to an hour between attempts. */
const retryBaseMs = 30_000;
const retryMaxMs = 3_600_000;

/** Sends one message on its channel with the company's settings; throws when it was not accepted. */
export async function sendOn(
  channel: ChannelKind,
  settings: Partial<StoredChannelSettings>,
  message: { recipient: string; subject: string; body: string },
): Promise<void> {
  if (channel === 'email') {
    if (!settings.email?.enabled) throw new Error('email is not set up');
    await smtpMailSender(settings.email).send({
      to: [message.recipient],
      subject: message.subject,
      text: message.body,
    });
  } else if (channel === 'sms') {
    if (!settings.sms?.enabled) throw new Error('SMS is not set up');
    await sendSms(settings.sms, message.recipient, message.body);
  } else {
    const bot = settings[channel];
    if (!bot?.enabled || !bot.token) throw new Error(`${channel} is not set up`);
    await sendBotMessage(channel, bot, message.recipient, message.body);
  }
}

/**
 * Sends the queued messages of every company: woken by the database when a transaction queues
 * some, and polling as a fallback and for retries. Due messages are claimed in batches
 * (`for update skip locked`, with a claim that expires if the process dies), so several processes
 * share the work and none sends a message twice; a failure waits with back-off and is retried
 * for a day, then the message is marked failed, logged and left in the delivery log. A message
 * due in its reader's quiet hours waits for their end, without counting as an attempt.
 */
export class ChannelDispatcher {
  private timer: Timer | undefined;
  private linkTimer: Timer | undefined;
  private linking: Promise<unknown> | undefined;
  private readonly linker: BotLinker;
  private stopListening: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: Pick<Database, 'db' | 'listen'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs = 5_000,
    private readonly linkPollMs = 2_000,
  ) {
    this.linker = new BotLinker(database.db, log);
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      outboundWakeChannel,
      () => this.wake(),
      () => this.wake(),
    );
    this.timer = this.clock.every(this.pollMs, () => this.wake());
    this.linkTimer = this.clock.every(this.linkPollMs, () => void this.linkChats());
    this.wake();
  }

  /** Runs a pass now, or once more after the pass in progress. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error) => this.log.error({ err: error }, 'outbound messages pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Asks the bots of companies with a pending link code for the users' messages. */
  linkChats(): Promise<unknown> {
    if (this.stopped) return Promise.resolve();
    this.linking ??= this.linker
      .poll(this.clock.now())
      .catch((error) => this.log.error({ err: error }, 'bot link pass failed'))
      .finally(() => {
        this.linking = undefined;
      });
    return this.linking;
  }

  /** Sends everything due now; what tests call to wait for the pass. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      sent += await this.sendBatch(batch);
      if (this.stopped) return sent;
    }
  }

  private async claim(): Promise<ClaimedMessage[]> {
    const db = this.database.db;
    const now = this.clock.now();
    const until = new Date(now.getTime() + claimMs);
    return rowsOf<ClaimedMessage>(
      await db.execute(sql`
        update outbound_messages m
        set state = 'sending', claimed_until = ${until.toISOString()}::timestamptz
        from (
          select id from outbound_messages
          where (state = 'queued' and next_attempt_at <= ${now.toISOString()}::timestamptz)
             or (state = 'sending' and claimed_until < ${now.toISOString()}::timestamptz)
          order by next_attempt_at, id
          limit ${batchSize}
          for update skip locked
        ) due
        where m.id = due.id
        returning m.id, m.company_id, m.channel, m.recipient, m.subject, m.body, m.attempts, m.created_at,
          (select quiet_from from notification_preferences where user_id = m.user_id) as quiet_from,
          (select quiet_to from notification_preferences where user_id = m.user_id) as quiet_to`),
    );
  }

  private async sendBatch(batch: ClaimedMessage[]): Promise<number> {
    const db = this.database.db;
    const settingsOfCompany = new Map<number, Partial<StoredChannelSettings>>();
    let sent = 0;
    for (const message of batch) {
      const now = this.clock.now();
      const wall = wallMinuteIn(now);
      const quietMinutes = minutesUntilQuietEnds(
        wall.hour * 60 + wall.minute,
        message.quiet_from ?? '',
        message.quiet_to ?? '',
      );
      if (quietMinutes > 0) {
        await this.settle(db, message.id, {
          state: 'queued',
          attempts: message.attempts,
          // The minute the window ends.
          next: new Date(now.getTime() - (now.getTime() % 60_000) + quietMinutes * 60_000),
          error: '',
        });
        continue;
      }
      let settings = settingsOfCompany.get(message.company_id);
      if (!settings) {
        settings = await allSettingsOf(db, message.company_id);
        settingsOfCompany.set(message.company_id, settings);
      }
      try {
        await sendOn(message.channel, settings, message);
        await db.execute(sql`
          update outbound_messages
          set state = 'sent', sent_at = ${this.clock.now().toISOString()}::timestamptz, attempts = attempts + 1,
            claimed_until = null, last_error = ''
          where id = ${message.id}`);
        sent++;
      } catch (error) {
        const attempts = message.attempts + 1;
        const reason = String((error as Error).message ?? error).slice(0, 500);
        const age = now.getTime() - new Date(message.created_at).getTime();
        const next = new Date(now.getTime() + backOffMs(attempts, retryBaseMs, retryMaxMs));
        const givingUp = age + (next.getTime() - now.getTime()) > outboundRetryWindowMs;
        await this.settle(db, message.id, {
          state: givingUp ? 'failed' : 'queued',
          attempts,
          next,
          error: reason,
        });
        const entry = { messageId: message.id, channel: message.channel, attempts, reason };
        if (givingUp) this.log.error(entry, 'outbound message given up');
        else this.log.warn(entry, 'outbound message failed; will retry');
      }
    }
    return sent;
  }

  private async settle(
    db: Db,
    id: number,
    outcome: { state: 'queued' | 'failed'; attempts: number; next: Date; error: string },
  ): Promise<void> {
    await db.execute(sql`
      update outbound_messages
      set state = ${outcome.state}, attempts = ${outcome.attempts}, next_attempt_at = ${outcome.next.toISOString()}::timestamptz,
        claimed_until = null, last_error = ${outcome.error}
      where id = ${id}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    this.linkTimer?.cancel();
    await this.stopListening?.();
    await Promise.all([this.running, this.linking]);
  }
}
