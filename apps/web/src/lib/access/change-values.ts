import type { Locale } from '@navgan/domain/locales';
import { hasOwnLabel, type LabelScope } from '@navgan/domain/messages/catalogue';
import { formatDate, formatDay } from '../format/date';
import { formatNumber, localizeDigits } from '../format/number';
import { catalogueOf } from '../i18n/i18n';
import type { MessageKey } from '../i18n/message-key';
import { fieldLabelOf, noValue } from '../resource/display-text';

type Translate = (key: MessageKey) => string;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A stored value of a change (audit trail, approval before/after) as people read it: Jalali days
 * and moments and Persian digits in fa, yes/no, titled objects by their title, lists joined.
 */
export function changeValueText(value: unknown, locale: Locale, t: Translate): string {
  if (value === null || value === undefined || value === '') return noValue;
  if (typeof value === 'boolean') return t(value ? 'resource.yes' : 'resource.no');
  if (typeof value === 'number') return formatNumber(value, locale);
  if (typeof value === 'string') {
    if (isoDay.test(value)) return formatDay(value, locale);
    if (isoMoment.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDate(value, locale, 'dateTime');
    return localizeDigits(value, locale);
  }
  if (Array.isArray(value)) {
    if (!value.length) return noValue;
    return value.map((item) => changeValueText(item, locale, t)).join(locale === 'fa' ? '، ' : ', ');
  }
  if (typeof value === 'object') {
    const row = value as Record<string, unknown>;
    const title = locale === 'fa' ? row.fa_title || row.en_title : row.en_title || row.fa_title;
    const name =
      title ??
      row.title ??
      row.name ??
      ([row.first_name, row.last_name].filter(Boolean).join(' ') || row.username);
    if (typeof name === 'string' && name) return localizeDigits(name, locale);
    return localizeDigits(JSON.stringify(value), locale);
  }
  return String(value);
}

/**
 * The fields of a change people read, in the order the form shows them: the resource's form
 * fields (`fields`), or, for a resource without a form here (null), those with a label.
 * Internal fields (created, calendars, remaining days, raw codes) are never among them.
 */
export function shownFields<C>(
  changes: readonly [string, C][],
  fields: ReadonlyMap<string, unknown> | null,
  labels: LabelScope | undefined,
): [string, C][] {
  if (fields) {
    const order = [...fields.keys()];
    return changes
      .filter(([field]) => fields.has(field))
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  }
  return changes.filter(([field]) => labelled(labels, field) || field === 'organizations');
}

/** Whether the scope labels the field (every language labels the same fields; English is always loaded). */
function labelled(labels: LabelScope | undefined, field: string): boolean {
  return labels !== undefined && hasOwnLabel(catalogueOf('en'), field, labels);
}

/** Whether a stored value says nothing (empty text, no list items, null). */
export function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/**
 * A value as a change compares it: a record's reference is presented as a row (`{id, fa_title}`)
 * and proposed as its id, so rows compare by their id.
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id;
  return value ?? null;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/** Fields no one reads in a diff: ids and bookkeeping. */
const hiddenFields = new Set(['id', 'company', 'created_at', 'updated_at']);

/**
 * The fields of a before/after pair (an approval's proposed change), marked changed when the
 * values differ. A change lists the fields it writes (a field it leaves out keeps its value); a
 * creation has no before, a deletion no after.
 */
export function diffFields(before: object | null, after: object | null): FieldChange[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const written = before && after ? Object.keys(a) : [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const fields = written.filter((f) => !hiddenFields.has(f));
  return fields.map((field) => ({
    field,
    before: b[field],
    after: a[field],
    changed: !same(b[field], a[field]),
  }));
}

/** A changed field's label: the resource's own, or the organizations every assignable record has. */
export function changeFieldLabel(
  labels: LabelScope | undefined,
  field: string,
  locale: Locale,
  t: Translate,
): string {
  if (labels && hasOwnLabel(catalogueOf(locale), field, labels)) return fieldLabelOf(labels, field, locale);
  if (field === 'organizations') return t('organizationAssignment.title');
  return field;
}

/** A diff as an approver reads it: changed fields first, unchanged empty ones left out. */
export function readableDiff(before: object | null, after: object | null): FieldChange[] {
  const rows = diffFields(before, after).filter(
    (row) => row.changed || !(isBlank(row.before) && isBlank(row.after)),
  );
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}
