import type { Locale } from '@navgan/domain/locales';
import { fieldLabel, type LabelScope } from '@navgan/domain/messages/catalogue';
import { plateText } from '@navgan/domain/plate';
import { plateLetterOf } from '@navgan/domain/plate-letters';
import { organizationTitle } from '../access/organization-tree';
import type { Column, EnumOption, FormField, RecordRows } from '../define-resource';
import { formatDate, formatDay } from '../format/date';
import { formatNumber, formatYear, localizeDigits } from '../format/number';
import { catalogueOf } from '../i18n/i18n';
import { localizedTitle, type Titled } from '../i18n/localized-title';
import type { MessageKey } from '../i18n/message-key';

type Translate = (key: MessageKey) => string;

/** Shown for a value that is not there. */
export const noValue = '—';

/** A field's label in the current language, from the scope's labels. */
export function fieldLabelOf(labels: LabelScope, field: string, locale: Locale): string {
  return fieldLabel(catalogueOf(locale), field, labels);
}

export function columnLabel<R>(column: Column<R>, labels: LabelScope, locale: Locale, t: Translate): string {
  return column.label ? t(column.label) : fieldLabelOf(labels, column.labelField ?? column.field, locale);
}

function enumText(options: readonly EnumOption[], value: string, t: Translate): string {
  const option = options.find((o) => o.value === value);
  return option ? t(option.label) : value;
}

/** A plate as text, letter included: the domain's one plate-to-text rule with the shipped letters. */
export function plateLabel(plate: string, locale: Locale): string {
  return plateText(plate, plateLetterOf, locale);
}

interface VehicleSummary {
  name: string;
  license_plate: string;
}
interface PersonSummary {
  first_name?: string;
  last_name?: string;
  full_name?: string;
}

/** A name kept in its own direction, so a Persian name in English text does not pull the brackets after it. */
function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * A vehicle as people pick it: its name and its plate, letter included. Both are isolated, so the
 * plate's Persian letter does not make an English line read right to left (nor the reverse).
 */
export function vehicleText(vehicle: VehicleSummary, locale: Locale): string {
  return `${isolate(vehicle.name)} (${isolate(plateLabel(vehicle.license_plate, locale))})`;
}

export function personText(person: PersonSummary): string {
  return person.full_name || [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/** A card as people tell it apart: its title and the last four digits of its number. */
export function cardText(card: { title: string; card_number: string }, locale: Locale): string {
  return `${isolate(card.title)} (…${localizeDigits(card.card_number.slice(-4), locale)})`;
}

/** A summary row of a lookup over records, or a titled reference row. */
export function lookupRowText(row: object, rows: RecordRows | undefined, locale: Locale): string {
  if (rows === 'vehicle') return vehicleText(row as VehicleSummary, locale);
  if (rows === 'person') return personText(row as PersonSummary);
  if (rows === 'card') return cardText(row as { title: string; card_number: string }, locale);
  if (rows === 'organization') return organizationTitle(row as { title: string }, locale);
  if (rows === 'policy') return (row as { title: string }).title;
  return localizedTitle(row as Titled, locale);
}

/** A list cell as text: locale digits, Jalali days in fa, separators in amounts, titles in the locale. */
export function cellText<R>(column: Column<R>, record: R, locale: Locale, t: Translate): string {
  const value: unknown = record[column.field];
  if (value === null || value === undefined || value === '') return column.none ? t(column.none) : noValue;
  switch (column.kind) {
    case 'text':
      return String(value);
    case 'digits':
      return localizeDigits(String(value), locale);
    case 'number':
    case 'money':
      return Number.isFinite(Number(value)) ? formatNumber(Number(value), locale) : String(value);
    case 'year':
      return Number.isFinite(Number(value)) ? formatYear(Number(value), locale) : String(value);
    case 'day':
      return formatDay(String(value), locale);
    case 'title':
    case 'swatch':
      return localizedTitle(value as Titled, locale) || noValue;
    case 'moment':
      return formatDate(String(value), locale, 'dateTime');
    case 'flag':
      return t(value === true ? 'resource.yes' : 'resource.no');
    case 'vehicle':
      return vehicleText(value as VehicleSummary, locale);
    case 'person':
      return personText(value as PersonSummary) || noValue;
    case 'card':
      return cardText(value as { title: string; card_number: string }, locale);
    case 'enum':
    case 'status':
      return enumText(column.options, String(value), t);
    case 'plate':
      return plateLabel(String(value), locale);
    case 'lookupList':
      return Array.isArray(value) ? localizeDigits(value.join('، '), locale) || noValue : noValue;
    case 'computed':
      return column.text(record, locale, t) || noValue;
    case 'usage':
      return `${formatNumber(Number(value), locale)} / ${formatNumber(Number(record[column.total] ?? 0), locale)}`;
  }
}

/** The share of a usage column's total that is used, 0 to 100 (0 without a total). */
export function usagePercent(used: unknown, total: unknown): number {
  const all = Number(total);
  if (!Number.isFinite(all) || all <= 0) return 0;
  return Math.min(100, Math.max(0, (Number(used) / all) * 100));
}

/** A form value as the view screen shows it; lookups need their rows. */
export function fieldValueText(
  field: FormField,
  value: string,
  locale: Locale,
  t: Translate,
  lookupRows?: readonly object[],
): string {
  if (field.kind === 'switch') return t(value === 'true' ? 'resource.yes' : 'resource.no');
  if (value === '') return noValue;
  switch (field.kind) {
    case 'text':
      return field.digits ? localizeDigits(value, locale) : value;
    case 'textarea':
      return value;
    case 'number':
    case 'money':
      return formatNumber(Number(value), locale);
    case 'year':
      return formatYear(Number(value), locale);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? formatDay(value, locale)
        : formatDate(value, locale, 'dateTime');
    case 'datetime':
      return formatDate(value, locale, 'dateTime');
    case 'enum':
      return enumText(field.options, value, t);
    case 'lookup': {
      const row = lookupRows?.find((r) => String((r as { id: unknown }).id) === value);
      return row ? lookupRowText(row, field.source.rows, locale) : localizeDigits(value, locale);
    }
    case 'multiLookup':
      return value
        .split(',')
        .filter(Boolean)
        .map((id) => {
          const row = lookupRows?.find((r) => String((r as { id: unknown }).id) === id);
          return row ? lookupRowText(row, field.source.rows, locale) : localizeDigits(id, locale);
        })
        .join(locale === 'fa' ? '، ' : ', ');
    case 'plate':
      return plateLabel(value, locale);
  }
}
