import { randomBytes } from 'node:crypto';
import { isLocale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notificationPreferences } from '../../db/channel-schema';
import type { Db } from '../../db/database';
import { type BotChannel, callBot, sendBotMessage } from './bot-sender';
import { settingsOf } from './channel-settings';

/** How long a user has to send the code to the bot. */
export const linkCodeTtlMs = 10 * 60_000;

/** A fresh code for a user to send the bot: eight letters and digits people can read aloud. */
export function newLinkCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

interface BotUpdate {
  update_id: number;
  message?: { text?: string; chat?: { id?: number | string } };
}

/**
 * Links users' chats to their accounts: while someone has a code pending, the company's bot is
 * asked for new messages (`getUpdates`), and a message `/start CODE` (what a bot's start link
 * sends) or `CODE` stores that chat's id as the user's and answers in their language. Nothing is
 * asked of a bot when no code is pending, so a company that uses webhooks for its bot elsewhere
 * is left alone.
 */
export class BotLinker {
  private readonly offsets = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async poll(now: Date): Promise<number> {
    const pending = await this.db
      .selectDistinct({
        company_id: notificationPreferences.company_id,
        channel: notificationPreferences.link_channel,
      })
      .from(notificationPreferences)
      .where(
        and(isNotNull(notificationPreferences.link_code), gt(notificationPreferences.link_expires_at, now)),
      );
    let linked = 0;
    for (const { company_id, channel } of pending) {
      if (channel !== 'telegram' && channel !== 'bale') continue;
      try {
        linked += await this.pollBot(company_id, channel, now);
      } catch (error) {
        this.log.warn(
          { companyId: company_id, channel, reason: (error as Error).message },
          'bot link poll failed',
        );
      }
    }
    return linked;
  }

  private async pollBot(companyId: number, channel: BotChannel, now: Date): Promise<number> {
    const settings = await settingsOf(this.db, companyId, channel);
    if (!settings?.enabled || !settings.token) return 0;
    const key = `${companyId}:${channel}`;
    const offset = this.offsets.get(key);
    const updates = await callBot<BotUpdate[]>(channel, settings, 'getUpdates', {
      timeout: 0,
      allowed_updates: ['message'],
      ...(offset !== undefined ? { offset } : {}),
    });
    let linked = 0;
    for (const update of updates) {
      this.offsets.set(key, update.update_id + 1);
      const code = /^(?:\/start\s+)?([A-Z0-9]{8})$/i
        .exec(update.message?.text?.trim() ?? '')?.[1]
        ?.toUpperCase();
      const chatId = update.message?.chat?.id;
      if (!code || chatId === undefined) continue;
      const chat = String(chatId);
      const [user] = await this.db
        .update(notificationPreferences)
        .set({
          ...(channel === 'telegram' ? { telegram_chat_id: chat } : { bale_chat_id: chat }),
          link_code: null,
          link_channel: null,
          link_expires_at: null,
        })
        .where(
          and(
            eq(notificationPreferences.company_id, companyId),
            eq(notificationPreferences.link_code, code),
            eq(notificationPreferences.link_channel, channel),
            gt(notificationPreferences.link_expires_at, now),
          ),
        )
        .returning({ language: notificationPreferences.language });
      if (!user) continue;
      linked++;
      const language = isLocale(user.language) ? user.language : 'fa';
      await sendBotMessage(channel, settings, chat, catalogueOf(language).messages.channels.linked).catch(
        () => {},
      );
    }
    return linked;
  }
}
