import { toPersianDigits } from '@navgan/domain/digits';
import type { Locale } from '@navgan/domain/locales';
import type { ApiMessageKey } from '@navgan/domain/messages/catalogue';
import { catalogueOf } from '@navgan/domain/messages/catalogues';

/** Messages the API itself says: the catalogue's `api` section (field validation has its own). */
export type MessageKey = ApiMessageKey;

export function message(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return catalogueOf(locale).messages.api[key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

/** A wait as people say it: "45 seconds", "3 minutes", "۲ ساعت" (rounded up, never shorter). */
export function waitText(locale: Locale, seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second' as const]
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute' as const]
        : [Math.ceil(seconds / 3600), 'hour' as const];
  const word = catalogueOf(locale).messages.waitUnits[unit][amount === 1 ? 'one' : 'other'];
  return `${locale === 'fa' ? toPersianDigits(amount) : amount} ${word}`;
}
