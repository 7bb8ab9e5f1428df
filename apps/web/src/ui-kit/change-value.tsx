import type { Locale } from '@navgan/domain/locales';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeValueText } from '../lib/access/change-values';
import { api } from '../lib/api/api';
import type { FormField } from '../lib/define-resource';
import type { Titled } from '../lib/i18n/localized-title';
import { useLocale } from '../lib/i18n/use-locale';
import { fieldValueText, lookupRowText, noValue } from '../lib/resource/display-text';
import { recordToFormValues } from '../lib/resource/form-values';

interface Props {
  /** The form field the value belongs to; without one (a resource with no form) it is read as stored. */
  field: FormField | undefined;
  value: unknown;
  /** The whole before or after record, for a lookup that depends on another field (a city's province). */
  record: Record<string, unknown> | null;
}

/** Rows the value names already carry (a presented driver, tag), so nothing is asked for them. */
function carriedRows(value: unknown): object[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const rows = items.filter((item): item is object => typeof item === 'object' && item !== null);
  return rows.length && rows.length === items.length ? rows : undefined;
}

/**
 * A stored value of a change (history, approval) as the record's view screen shows it: the form
 * field's formatter, lookups by their names (asked quietly: a name the caller may not read stays
 * its id, with no error toast), identifiers and typed text with their own digits.
 */
export function ChangeValue({ field, value, record }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const source = field?.kind === 'lookup' || field?.kind === 'multiLookup' ? field.source : undefined;
  const carried = source ? carriedRows(value) : undefined;
  const parent = source?.parent ? record?.[source.parent.field] : undefined;
  const parentValue = parent == null ? undefined : String((parent as { id?: unknown }).id ?? parent);
  const query = {
    ...source?.query,
    ...(source?.parent && parentValue ? { [source.parent.param]: parentValue } : {}),
  };
  const rows = useQuery({
    queryKey: ['lookup', source?.path ?? '', query],
    queryFn: ({ signal }) => api.get<Titled[]>(source?.path ?? '', { query, signal, silent: true }),
    enabled:
      Boolean(source) &&
      !carried &&
      value != null &&
      value !== '' &&
      (!source?.parent || Boolean(parentValue)),
    staleTime: source?.rows ? 0 : Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });
  if (!field) return <>{changeValueText(value, locale, t)}</>;
  const text =
    carried && source
      ? rowsText(carried, source.rows, locale)
      : formatted(field, value, locale, t, rows.data);
  const ltr = field.kind === 'text' && field.ltr && text !== noValue;
  return ltr ? <span dir="ltr">{text}</span> : text;
}

function rowsText(rows: object[], kind: Parameters<typeof lookupRowText>[1], locale: Locale): string {
  return rows.map((row) => lookupRowText(row, kind, locale)).join(locale === 'fa' ? '، ' : ', ');
}

function formatted(
  field: FormField,
  value: unknown,
  locale: Locale,
  t: Parameters<typeof fieldValueText>[3],
  rows: readonly object[] | undefined,
): string {
  const text = recordToFormValues({ [field.name]: value }, [field])[field.name] ?? '';
  // Only a switch reads a missing value (as "no"); a change without one shows nothing there.
  if (text === '' && field.kind === 'switch') return noValue;
  return fieldValueText(field, text, locale, t, rows);
}
