import { z } from 'zod';
import { isIranianMobile, normalizeMobile } from './iranian-ids';
import { locales } from './locales';

/** Where a notification can reach a person besides the panel's drawer. */
export const channelKinds = ['email', 'sms', 'telegram', 'bale'] as const;
export type ChannelKind = (typeof channelKinds)[number];

/** The notification types a user can route to channels (the drawer's types). */
export const routableNotificationKinds = [
  'vehicle',
  'fence',
  'service',
  'driver',
  'announcement',
  'webhook',
] as const;
export type RoutableNotificationKind = (typeof routableNotificationKinds)[number];

/**
 * Ready request shapes of the SMS providers Iranian companies use most; `custom` describes any
 * other HTTP gateway with a URL and a body template.
 */
export const smsProviders = ['kavenegar', 'ghasedak', 'smsir', 'melipayamak', 'custom'] as const;
export type SmsProvider = (typeof smsProviders)[number];

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, { error: 'maxLength' });
const requiredText = (max: number) => text(max).min(1, { error: 'required' });
/** A secret a form leaves empty to keep the stored one. */
const secret = (max: number) => z.string().trim().max(max, { error: 'maxLength' }).default('');
const httpUrl = z
  .string({ error: 'required' })
  .trim()
  .max(500, { error: 'maxLength' })
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { error: 'invalid' });
const optionalUrl = z.union([z.literal(''), httpUrl]).default('');

/** `PUT notification-channels/email/`: the company's SMTP server. */
export const emailChannelInput = z.object({
  enabled: z.boolean().default(true),
  host: requiredText(255),
  port: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(65535, {
      error: 'invalid',
    }),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean().default(false),
  username: text(255).default(''),
  password: secret(255),
  from_address: z
    .string({ error: 'required' })
    .trim()
    .max(254, { error: 'maxLength' })
    .pipe(z.email({ error: 'invalid' })),
});

/** `PUT notification-channels/sms/`: an HTTP SMS gateway. */
export const smsChannelInput = z
  .object({
    enabled: z.boolean().default(true),
    provider: z.enum(smsProviders, { error: 'invalid' }),
    /** The provider's API key (Kavenegar, Ghasedak, SMS.ir) or password (Melipayamak). */
    api_key: secret(500),
    username: text(100).default(''),
    /** The sending line number. */
    sender: text(30).default(''),
    /** Another address for the provider's API (a proxy, a test server); its own when empty. */
    base_url: optionalUrl,
    /** `custom` only: the gateway's URL, method and body; {to}, {text}, {sender}, {key} are filled in. */
    custom_url: optionalUrl,
    custom_method: z.enum(['GET', 'POST'], { error: 'invalid' }).default('POST'),
    custom_body: text(2000).default(''),
    custom_content_type: z.enum(['form', 'json'], { error: 'invalid' }).default('json'),
  })
  .refine((value) => value.provider !== 'custom' || value.custom_url !== '', {
    error: 'required',
    path: ['custom_url'],
  });

/** `PUT notification-channels/telegram/` and `.../bale/`: a bot of the company's. */
export const botChannelInput = z.object({
  enabled: z.boolean().default(true),
  token: secret(200),
  /** The Bot API's address; Telegram's or Bale's own when empty. */
  api_base: optionalUrl,
});

export type EmailChannelInput = z.input<typeof emailChannelInput>;
export type SmsChannelInput = z.input<typeof smsChannelInput>;
export type BotChannelInput = z.input<typeof botChannelInput>;

/** What `GET notification-channels/` shows of each channel: the settings without their secrets. */
export const channelSettingsAnswer = z.object({
  email: emailChannelInput.omit({ password: true }).extend({ has_password: z.boolean() }).nullable(),
  sms: z
    .object({
      enabled: z.boolean(),
      provider: z.enum(smsProviders),
      username: z.string(),
      sender: z.string(),
      base_url: z.string(),
      custom_url: z.string(),
      custom_method: z.enum(['GET', 'POST']),
      custom_body: z.string(),
      custom_content_type: z.enum(['form', 'json']),
      has_api_key: z.boolean(),
    })
    .nullable(),
  telegram: z.object({ enabled: z.boolean(), api_base: z.string(), has_token: z.boolean() }).nullable(),
  bale: z.object({ enabled: z.boolean(), api_base: z.string(), has_token: z.boolean() }).nullable(),
});
export type ChannelSettingsAnswer = z.infer<typeof channelSettingsAnswer>;

/** `POST notification-channels/{channel}/test/`: a test message to an address. */
export const channelTestInput = z.object({ to: requiredText(254) });

const clockTime = z
  .string({ error: 'required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' });

const optionalMobile = z.preprocess(
  (v) => (v == null ? '' : v),
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(16, { error: 'maxLength' })
      .refine(isIranianMobile, { error: 'invalid' })
      .transform(normalizeMobile),
  ]),
);
const chatId = z.preprocess(
  (v) => (v == null ? '' : String(v)),
  z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,20}$/, { error: 'invalid' }),
  ]),
);

/** `GET/PUT users/notification-preferences/`: where the signed-in user's notifications go. */
export const notificationPreferencesInput = z
  .object({
    language: z.enum(locales, { error: 'invalid' }).default('fa'),
    mobile: optionalMobile,
    telegram_chat_id: chatId,
    bale_chat_id: chatId,
    /** Messages due between these Iran wall-clock times wait until the end (none when both empty). */
    quiet_from: z.union([z.literal(''), clockTime]).default(''),
    quiet_to: z.union([z.literal(''), clockTime]).default(''),
    routes: z
      .partialRecord(z.enum(routableNotificationKinds), z.array(z.enum(channelKinds, { error: 'invalid' })))
      .default({}),
  })
  .refine((value) => (value.quiet_from === '') === (value.quiet_to === ''), {
    error: 'required',
    path: ['quiet_to'],
  });
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInput>;
export type NotificationPreferences = z.output<typeof notificationPreferencesInput>;

export const notificationPreferencesAnswer = z.object({
  language: z.enum(locales),
  mobile: z.string(),
  telegram_chat_id: z.string(),
  bale_chat_id: z.string(),
  quiet_from: z.string(),
  quiet_to: z.string(),
  routes: z.partialRecord(z.enum(routableNotificationKinds), z.array(z.enum(channelKinds))),
  /** The user's email address (from the user record): where email notifications go. */
  email: z.string(),
  /** Channels the company has set up, so the form offers only those. */
  available: z.array(z.enum(channelKinds)),
  /** A chat link code is waiting for the user's message to this bot. */
  link_pending: z.enum(['telegram', 'bale']).nullable(),
});
export type NotificationPreferencesAnswer = z.infer<typeof notificationPreferencesAnswer>;

/** `POST users/notification-preferences/link/`: link a Telegram or Bale chat by a code sent to the bot. */
export const botLinkInput = z.object({ channel: z.enum(['telegram', 'bale'], { error: 'invalid' }) });
export const botLinkAnswer = z.object({ code: z.string(), expires_at: z.string() });

export const outboundStates = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboundState = (typeof outboundStates)[number];

/** One message of `GET notification-channels/messages/` (the delivery log). */
export const outboundMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(channelKinds),
  recipient: z.string(),
  user: z.string(),
  subject: z.string(),
  state: z.enum(outboundStates),
  attempts: z.number().int(),
  last_error: z.string(),
  created: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

/** Minutes since midnight of "HH:MM". */
export function minutesOfClock(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * Minutes to wait from an Iran wall-clock minute until a quiet window ends (0 outside it). The
 * window may cross midnight (22:00–07:00); equal ends mean no window.
 */
export function minutesUntilQuietEnds(nowMinute: number, quietFrom: string, quietTo: string): number {
  if (!quietFrom || !quietTo) return 0;
  const from = minutesOfClock(quietFrom);
  const to = minutesOfClock(quietTo);
  if (from === to) return 0;
  const inside = from < to ? nowMinute >= from && nowMinute < to : nowMinute >= from || nowMinute < to;
  if (!inside) return 0;
  return (to - nowMinute + 1440) % 1440;
}
