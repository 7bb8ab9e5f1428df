import { isoDayIn } from '@navgan/domain/calendar-day';
import { formatClock, formatDay } from '@navgan/domain/display-format';
import type { Locale } from '@navgan/domain/locales';
import { catalogueOf } from '@navgan/domain/messages/catalogues';
import type { RoutableNotificationKind } from '@navgan/domain/notification-channels';

export interface ChannelText {
  subject: string;
  body: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

/** When something happened as the panel shows it: a Jalali date with Persian digits in fa. */
export function momentText(at: Date, locale: Locale): string {
  return `${formatDay(isoDayIn(at), locale)} ${formatClock(at, locale)}`;
}

/**
 * A notification as a message outside the panel, in the reader's language: the stored body
 * (Persian in fa, English otherwise: the data has no Turkish text) and when it happened.
 */
export function notificationMessage(
  item: { kind: RoutableNotificationKind; faBody: string; enBody: string },
  at: Date,
  locale: Locale,
): ChannelText {
  const texts = catalogueOf(locale).messages.channels;
  const body = locale === 'fa' ? item.faBody : item.enBody;
  return {
    subject: fill(texts.subject, { type: texts.kinds[item.kind] }),
    body: `${body}\n${fill(texts.at, { time: momentText(at, locale) })}`,
  };
}

/** The message of a channel's test button. */
export function testMessage(at: Date, locale: Locale): ChannelText {
  const texts = catalogueOf(locale).messages.channels;
  return {
    subject: texts.testSubject,
    body: `${texts.testBody}\n${fill(texts.at, { time: momentText(at, locale) })}`,
  };
}
