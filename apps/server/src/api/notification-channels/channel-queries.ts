import { isLocale } from '@navgan/domain/locales';
import type {
  ChannelKind,
  NotificationPreferences,
  NotificationPreferencesAnswer,
  OutboundMessage,
  OutboundState,
} from '@navgan/domain/notification-channels';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { notificationPreferences, outboundMessages } from '../../db/channel-schema';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import type { AuthUser } from '../../http/request-context';
import { linkCodeTtlMs, newLinkCode } from '../../notifications/channels/bot-linker';
import { allSettingsOf, enabledChannels } from '../../notifications/channels/channel-settings';

const messageColumns = {
  id: outboundMessages.id,
  channel: outboundMessages.channel,
  recipient: outboundMessages.recipient,
  username: users.username,
  subject: outboundMessages.subject,
  state: outboundMessages.state,
  attempts: outboundMessages.attempts,
  last_error: outboundMessages.last_error,
  created_at: outboundMessages.created_at,
  sent_at: outboundMessages.sent_at,
  next_attempt_at: outboundMessages.next_attempt_at,
};

const selectMessages = (db: Db) =>
  db.select(messageColumns).from(outboundMessages).leftJoin(users, eq(users.id, outboundMessages.user_id));
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function messageAnswer(row: MessageRow): OutboundMessage {
  const waiting = row.state === 'queued' || row.state === 'sending';
  return {
    id: row.id,
    channel: row.channel as ChannelKind,
    recipient: row.recipient,
    user: row.username ?? '',
    subject: row.subject,
    state: row.state as OutboundState,
    attempts: row.attempts,
    last_error: row.last_error,
    created: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
    next_attempt_at: waiting ? row.next_attempt_at.toISOString() : null,
  };
}

/**
 * The messages the caller may see in the delivery log: the whole company's for a caller who sees
 * the whole company, only their own for one limited to some organizations (a message tells what
 * happened to a vehicle they may not see).
 */
function visibleMessages(tenant: AuthUser): SQL {
  const company = eq(outboundMessages.company_id, tenant.companyId);
  if (tenant.isSuperuser || !tenant.caller.organizations) return company;
  return and(company, eq(outboundMessages.user_id, tenant.userId)) as SQL;
}

export async function outboundPage(
  db: Db,
  tenant: AuthUser,
  filter: { state: OutboundState | undefined; channel: ChannelKind | undefined },
  at: PageRequest,
): Promise<{ count: number; results: OutboundMessage[] }> {
  const where = and(
    visibleMessages(tenant),
    filter.state ? eq(outboundMessages.state, filter.state) : undefined,
    filter.channel ? eq(outboundMessages.channel, filter.channel) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(outboundMessages).where(where),
    selectMessages(db).where(where).orderBy(desc(outboundMessages.id)).limit(at.limit).offset(at.offset),
  ]);
  return { count: total[0]?.n ?? 0, results: rows.map(messageAnswer) };
}

/** Sends a failed message again from now (its attempts start over); null when not visible. */
export async function requeueMessage(
  db: Db,
  tenant: AuthUser,
  id: number,
  now: Date,
): Promise<OutboundMessage | null> {
  const [updated] = await db
    .update(outboundMessages)
    .set({ state: 'queued', attempts: 0, next_attempt_at: now, last_error: '', created_at: now })
    .where(
      and(visibleMessages(tenant), eq(outboundMessages.id, id), inArray(outboundMessages.state, ['failed'])),
    )
    .returning({ id: outboundMessages.id });
  if (!updated) {
    const [exists] = await db
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(and(visibleMessages(tenant), eq(outboundMessages.id, id)));
    if (!exists) return null;
  }
  const [row] = await selectMessages(db).where(eq(outboundMessages.id, id));
  return row ? messageAnswer(row) : null;
}

export async function preferencesOf(
  db: Db,
  tenant: AuthUser,
  now: Date,
): Promise<NotificationPreferencesAnswer> {
  const [[row], [user], settings] = await Promise.all([
    db.select().from(notificationPreferences).where(eq(notificationPreferences.user_id, tenant.userId)),
    db.select({ email: users.email }).from(users).where(eq(users.id, tenant.userId)),
    allSettingsOf(db, tenant.companyId),
  ]);
  return {
    language: row && isLocale(row.language) ? row.language : 'fa',
    mobile: row?.mobile ?? '',
    telegram_chat_id: row?.telegram_chat_id ?? '',
    bale_chat_id: row?.bale_chat_id ?? '',
    quiet_from: row?.quiet_from ?? '',
    quiet_to: row?.quiet_to ?? '',
    routes: (row?.routes ?? {}) as NotificationPreferencesAnswer['routes'],
    email: user?.email ?? '',
    available: enabledChannels(settings),
    link_pending:
      row?.link_code &&
      row.link_expires_at &&
      row.link_expires_at > now &&
      (row.link_channel === 'telegram' || row.link_channel === 'bale')
        ? row.link_channel
        : null,
  };
}

export async function savePreferences(
  db: Db,
  tenant: AuthUser,
  input: NotificationPreferences,
): Promise<void> {
  const values = {
    language: input.language,
    mobile: input.mobile,
    telegram_chat_id: input.telegram_chat_id,
    bale_chat_id: input.bale_chat_id,
    quiet_from: input.quiet_from,
    quiet_to: input.quiet_to,
    routes: Object.fromEntries(
      Object.entries(input.routes).map(([kind, channels]) => [kind, [...new Set(channels)]]),
    ),
    updated_at: new Date(),
  };
  await db
    .insert(notificationPreferences)
    .values({ user_id: tenant.userId, company_id: tenant.companyId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: values });
}

/** A code for the user to send the company's bot, which links that chat to them (bot-linker.ts). */
export async function startChatLink(
  db: Db,
  tenant: AuthUser,
  channel: 'telegram' | 'bale',
  now: Date,
): Promise<{ code: string; expires_at: string }> {
  const code = newLinkCode();
  const expires = new Date(now.getTime() + linkCodeTtlMs);
  const link = { link_code: code, link_channel: channel, link_expires_at: expires };
  await db
    .insert(notificationPreferences)
    .values({ user_id: tenant.userId, company_id: tenant.companyId, ...link })
    .onConflictDoUpdate({ target: notificationPreferences.user_id, set: link });
  return { code, expires_at: expires.toISOString() };
}
