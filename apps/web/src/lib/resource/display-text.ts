import type { Locale } from '@navgan/domain/locales';
import { parsePlate } from '@navgan/domain/plate';
import type { FieldLabels } from '@navgan/domain/validation-messages';
import type { Column, EnumOption, FormField } from '../../resources/define-resource';
import { formatDay } from '../format/date';
import { formatNumber, localizeDigits } from '../format/number';
import { localizedTitle, type Titled } from '../i18n/localized-title';
import type { MessageKey } from '../i18n/message-key';

type Translate = (key: MessageKey) => string;

/** Shown for a value that is not there. */
export const noValue = '—';

export function fieldLabelOf(labels: FieldLabels, field: string, locale: Locale): string {
  return labels[locale][field] ?? labels.en[field] ?? field;
}

export function columnLabel<R>(column: Column<R>, labels: FieldLabels, locale: Locale, t: Translate): string {
  return column.label ? t(column.label) : fieldLabelOf(labels, column.labelField ?? column.field, locale);
}

function enumText(options: readonly EnumOption[], value: string, t: Translate): string {
  const option = options.find((o) => o.value === value);
  return option ? t(option.label) : value;
}

/** A plate as text in reading order, without its letter (which needs the letter list). */
function plateText(plate: string, locale: Locale): string {
  const parts = parsePlate(plate);
  if (!parts) return localizeDigits(plate, locale);
  return localizeDigits(`${parts.twoDigits} ${parts.threeDigits} - ${parts.region}`, locale);
}

/** A list cell as text: locale digits, Jalali days in fa, separators in amounts, titles in the locale. */
export function cellText<R>(column: Column<R>, record: R, locale: Locale, t: Translate): string {
  const value: unknown = record[column.field];
  if (value === null || value === undefined || value === '') return noValue;
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'digits':
      return localizeDigits(String(value), locale);
    case 'number':
    case 'money':
      return Number.isFinite(Number(value)) ? formatNumber(Number(value), locale) : String(value);
    case 'day':
      return formatDay(String(value), locale);
    case 'title':
    case 'swatch':
      return localizedTitle(value as Titled, locale) || noValue;
    case 'enum':
      return enumText(column.options, String(value), t);
    case 'plate':
      return plateText(String(value), locale);
    case 'person': {
      const person = value as { first_name?: string; last_name?: string };
      return [person.first_name, person.last_name].filter(Boolean).join(' ') || noValue;
    }
    case 'lookupList':
      return Array.isArray(value) ? localizeDigits(value.join('، '), locale) || noValue : noValue;
  }
}

/** A form value as the view screen shows it; lookups need their rows. */
export function fieldValueText(
  field: FormField,
  value: string,
  locale: Locale,
  t: Translate,
  lookupRows?: readonly Titled[],
): string {
  if (value === '') return noValue;
  switch (field.kind) {
    case 'text':
      return field.digits ? localizeDigits(value, locale) : value;
    case 'textarea':
      return value;
    case 'number':
    case 'money':
      return formatNumber(Number(value), locale);
    case 'date':
      return formatDay(value, locale);
    case 'enum':
      return enumText(field.options, value, t);
    case 'lookup': {
      const row = lookupRows?.find((r) => String(r.id) === value);
      return row ? localizedTitle(row, locale) : localizeDigits(value, locale);
    }
    case 'multiLookup':
      return value
        .split(',')
        .filter(Boolean)
        .map((id) => {
          const row = lookupRows?.find((r) => String(r.id) === id);
          return row ? localizedTitle(row, locale) : localizeDigits(id, locale);
        })
        .join(locale === 'fa' ? '، ' : ', ');
    case 'switch':
      return value === 'true' ? t('resource.yes') : t('resource.no');
    case 'plate':
      return plateText(value, locale);
  }
}
