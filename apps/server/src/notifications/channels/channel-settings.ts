import type {
  botChannelInput,
  ChannelKind,
  ChannelSettingsAnswer,
  emailChannelInput,
  smsChannelInput,
} from '@navgan/domain/notification-channels';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { channelSettings } from '../../db/channel-schema';
import type { Db } from '../../db/database';

export type EmailSettings = z.output<typeof emailChannelInput>;
export type SmsSettings = z.output<typeof smsChannelInput>;
export type BotSettings = z.output<typeof botChannelInput>;

/** Each channel's stored settings (secrets included: for the senders only). */
export interface StoredChannelSettings {
  email: EmailSettings;
  sms: SmsSettings;
  telegram: BotSettings;
  bale: BotSettings;
}

/** One channel's settings of a company, or null when it has none. */
export async function settingsOf<K extends ChannelKind>(
  db: Db,
  companyId: number,
  channel: K,
): Promise<StoredChannelSettings[K] | null> {
  const [row] = await db
    .select({ settings: channelSettings.settings })
    .from(channelSettings)
    .where(and(eq(channelSettings.company_id, companyId), eq(channelSettings.channel, channel)));
  return (row?.settings as StoredChannelSettings[K] | undefined) ?? null;
}

/** Every channel's settings of a company. */
export async function allSettingsOf(db: Db, companyId: number): Promise<Partial<StoredChannelSettings>> {
  const rows = await db
    .select({ channel: channelSettings.channel, settings: channelSettings.settings })
    .from(channelSettings)
    .where(eq(channelSettings.company_id, companyId));
  return Object.fromEntries(rows.map((row) => [row.channel, row.settings])) as Partial<StoredChannelSettings>;
}

/**
 * Stores a channel's settings; a secret left empty keeps the stored one, so a form that never
 * receives the secret back can still be saved.
 */
export async function saveSettings<K extends ChannelKind>(
  db: Db,
  companyId: number,
  channel: K,
  settings: StoredChannelSettings[K],
): Promise<void> {
  const previous = (await settingsOf(db, companyId, channel)) as Record<string, unknown> | null;
  const merged: Record<string, unknown> = { ...settings };
  for (const key of ['password', 'api_key', 'token'])
    if (key in merged && merged[key] === '' && previous?.[key]) merged[key] = previous[key];
  await db
    .insert(channelSettings)
    .values({ company_id: companyId, channel, settings: merged })
    .onConflictDoUpdate({
      target: [channelSettings.company_id, channelSettings.channel],
      set: { settings: merged, updated_at: new Date() },
    });
}

/** The channels a company has set up and switched on. */
export function enabledChannels(all: Partial<StoredChannelSettings>): ChannelKind[] {
  const kinds: ChannelKind[] = [];
  if (all.email?.enabled) kinds.push('email');
  if (all.sms?.enabled) kinds.push('sms');
  if (all.telegram?.enabled && all.telegram.token) kinds.push('telegram');
  if (all.bale?.enabled && all.bale.token) kinds.push('bale');
  return kinds;
}

/** What a client may see of the settings: no secret, only whether one is stored. */
export function settingsAnswer(all: Partial<StoredChannelSettings>): ChannelSettingsAnswer {
  const { email, sms, telegram, bale } = all;
  const bot = (settings: BotSettings | undefined) =>
    settings
      ? { enabled: settings.enabled, api_base: settings.api_base, has_token: settings.token !== '' }
      : null;
  return {
    email: email
      ? {
          enabled: email.enabled,
          host: email.host,
          port: email.port,
          secure: email.secure,
          username: email.username,
          from_address: email.from_address,
          has_password: email.password !== '',
        }
      : null,
    sms: sms
      ? {
          enabled: sms.enabled,
          provider: sms.provider,
          username: sms.username,
          sender: sms.sender,
          base_url: sms.base_url,
          custom_url: sms.custom_url,
          custom_method: sms.custom_method,
          custom_body: sms.custom_body,
          custom_content_type: sms.custom_content_type,
          has_api_key: sms.api_key !== '',
        }
      : null,
    telegram: bot(telegram),
    bale: bot(bale),
  };
}
