import type { Locale } from '@navgan/domain/locales';
import type { ManifestEntry, ManifestFilter } from '@navgan/domain/manifest/manifest-types';
import { type ResourceName, resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { MessageKey } from './i18n/message-key';
import type { RouteId } from './paths';

/** Route-table prefixes that have the four screens `<p>List`, `<p>Add`, `<p>Edit`, `<p>View`. */
export type ResourceRoute = {
  [K in RouteId]: K extends `${infer P}List`
    ? `${P}Add` extends RouteId
      ? `${P}Edit` extends RouteId
        ? `${P}View` extends RouteId
          ? P
          : never
        : never
      : never
    : never;
}[RouteId];

/** A value of a fixed choice and its catalogue label. */
export interface EnumOption {
  value: string;
  label: MessageKey;
}

/** A state and the colour of its chip. */
export interface StatusOption extends EnumOption {
  color: 'success' | 'warning' | 'error' | 'default';
}

/** Options of a fixed choice, labelled `enums.<group>.<value>` style by `label`. */
export function enumOptions<const V extends string>(
  values: readonly V[],
  label: (value: V) => MessageKey,
): EnumOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A reference list the API serves as a plain array of `{id, fa_title, en_title}`. */
export interface LookupSource {
  path: string;
  query?: Record<string, string | number>;
  /** Cascades: the form field this list depends on and the query parameter its id goes in. */
  parent?: { field: string; param: string };
  /** The row property holding a CSS colour (colours' `code`): options and value show a swatch. */
  swatch?: string;
  /**
   * Summaries of the company's own records (`<resource>/summaries/`) instead of titled reference
   * rows: labelled as vehicles (name and plate) or people (full name), and asked again per form.
   */
  rows?: RecordRows;
}

/** How summaries of records are labelled in a lookup or a list cell. */
export type RecordRows =
  | 'vehicle'
  | 'person'
  | 'card'
  /** Organizations: named in the locale, offered as a tree (parents before children, indented). */
  | 'organization'
  /** Access policies: their title. */
  | 'policy';

interface FieldBase<N extends string> {
  name: N;
  /** Columns out of 12 from the md breakpoint (default 4); fields are full width on phones. */
  span?: 3 | 4 | 6 | 8 | 12;
  /** A hint under the field while it has no error. */
  helper?: MessageKey;
}

/** A form field: how it is edited and shown. Every value is kept as text in the form. */
export type FormField<N extends string = string> = FieldBase<N> &
  (
    | {
        kind: 'text';
        /** Digits typed in any script are kept Latin; the field shows the locale's digits. */
        digits?: boolean;
        inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
        /** Left-to-right content (email addresses) even in Persian. */
        ltr?: boolean;
        autoComplete?: string;
        /** A secret typed unseen (passwords). */
        password?: boolean;
      }
    | { kind: 'textarea'; rows?: number }
    /** A whole number, typed with the locale's digits. */
    | { kind: 'number' }
    /** A year, typed with the locale's digits and shown without thousands separators. */
    | { kind: 'year' }
    /** Rials with thousands separators as you type; the form keeps plain digits. */
    | { kind: 'money' }
    /**
     * A calendar day: Jalali picker in fa; the form keeps ISO 'YYYY-MM-DD'. With `timeWhen` it
     * becomes a date-time (an ISO moment) while another field has the given value.
     */
    | { kind: 'date'; timeWhen?: { field: string; value: string } }
    /** A moment: Jalali date-time picker in fa; the form keeps ISO with offset ('…T08:30:00.000Z'). */
    | { kind: 'datetime' }
    /** Yes/no: a switch; the form keeps 'true' or 'false'. */
    | { kind: 'switch' }
    /** `none` names the empty choice of an optional one (default 'not chosen'). */
    | { kind: 'enum'; options: readonly EnumOption[]; none?: MessageKey }
    | { kind: 'lookup'; source: LookupSource }
    /** Several rows of a lookup (tags); the form keeps their ids comma-joined ('3,7'). */
    | { kind: 'multiLookup'; source: LookupSource }
    /** An Iranian licence plate drawn like the real one; the form keeps the 9-digit string. */
    | { kind: 'plate' }
  );

export interface FormSection<N extends string = string> {
  title: MessageKey;
  fields: FormField<N>[];
}

/**
 * How a list cell shows its value: 'plate' draws a licence plate, 'person' is `{first_name,
 * last_name}` or `{full_name}`, 'swatch' a titled colour with its `code`.
 */
export type CellKind =
  | 'text'
  | 'digits'
  | 'day'
  | 'money'
  | 'number'
  /** A year: the locale's digits, no thousands separators. */
  | 'year'
  | 'title'
  | 'plate'
  | 'swatch'
  /** A date-time (Jalali in fa). */
  | 'moment'
  /** A yes/no value as a chip. */
  | 'flag'
  /** A vehicle reference `{name, license_plate}`: the plate's digits, then the name. */
  | 'vehicle'
  /** A person reference `{first_name, last_name}` or `{full_name}`. */
  | 'person'
  /** A card reference `{title, card_number}`: the title and the number's last four digits. */
  | 'card';

export type Column<R> = {
  field: Extract<keyof R, string>;
  /** Catalogue label; without it the resource's field label of `labelField` (or `field`). */
  label?: MessageKey;
  labelField?: string;
  /** A test id on each of its cells. */
  testId?: string;
  /** A theme colour for the cell's text, from the record (a remaining amount turns amber). */
  tone?(record: R): string;
  /** What an empty value reads as when a dash would not say it ('Never' for no last contact). */
  none?: MessageKey;
} & (
  | { kind: CellKind }
  | { kind: 'enum'; options: readonly EnumOption[] }
  /** Ids (or one id) shown as the titles of a lookup's rows (tags, a parent organization). */
  | { kind: 'lookupList'; source: LookupSource }
  /** A state as a coloured chip (ok / soon / overdue; a yes/no value as 'true' / 'false'). */
  | { kind: 'status'; options: readonly StatusOption[] }
  /** Text worked out from the whole record (a span of two fields, a duration with its unit). */
  | { kind: 'computed'; text(record: R, locale: Locale, t: (key: MessageKey) => string): string }
  /** A used amount against a total (quota): a small bar with 'used / total'. */
  | { kind: 'usage'; total: Extract<keyof R, string> }
);

/** A select above the list bound to a URL (and API) query parameter: fixed options or a lookup's rows. */
export type ListFilter = {
  param: string;
  label: MessageKey;
  /** Fixed choices, shown first. */
  options?: readonly EnumOption[];
  /** Choices loaded from a list (vehicle types, tags, the company's vehicles) after the fixed ones. */
  source?: LookupSource;
};

export type FormValues = Record<string, string>;

/**
 * One CRUD resource of the web app, declared once (blueprint section 4): the generic ListPage and
 * RecordPage render its list, filters and add/edit/view screen from this.
 */
export interface ResourceDefinition<R extends { id: number }, S extends z.ZodObject> {
  /** Its manifest entry, and the catalogue group of its own texts: `resources.<name>.*`. */
  name: ResourceName;
  /** API path with the trailing slash ('drivers/'). */
  api: string;
  /** Route-table prefix: 'drivers' gives driversList, driversAdd, driversEdit, driversView. */
  route: ResourceRoute;
  /** The domain schema the server validates with: the form validates with it too. */
  schema: S;
  labels: LabelScope;
  /** What a record is called in headings, dialogs and toasts. */
  recordName(record: R, locale: Locale): string;
  list: {
    columns: Column<R>[];
    /** The search box (`?search=`), with its placeholder. */
    search?: MessageKey;
    filters?: ListFilter[];
    /** The empty state's heading and text. */
    empty: { title: MessageKey; body: MessageKey };
    /** An Export button downloading this API path (same search and filters) as a file. */
    export?: { api: string; fileName: string };
  };
  /** False when the API has no delete (users are deactivated instead): no delete buttons. */
  deletable?: false;
  /**
   * The record belongs to organizations (`organizations: number[]`): its view shows them with a
   * dialog that changes them through `<api><id>/organizations/`.
   */
  organizations?: boolean;
  /** Parts of the view screen below the record's fields (insurance, assignments...). */
  viewSections?: ComponentType<{ record: R }>;
  form: FormSection<Extract<keyof S['shape'], string>>[];
  /** The add screen's own schema and sections when creating takes more (a user's password). */
  add?: { schema: z.ZodObject; form: FormSection[] };
  /** Add-form values other than empty text. */
  defaults?: Partial<Record<Extract<keyof S['shape'], string>, string>>;
  /** A read object as form values; by default each form field's value as text. */
  toForm?(record: R, mode: 'edit' | 'view'): FormValues;
  /** The field under which the server's `non_field_errors` are shown (an overlap of dates). */
  nonFieldErrorsOn?: Extract<keyof S['shape'], string>;
  /** Read-only facts the server works out (usage, state), shown as a section of the view screen. */
  facts?: { title: MessageKey; columns: Column<R>[] };
  /** Notes shown above the view screen's sections (facts the fields alone do not tell). */
  viewNotes?(record: R): MessageKey[];
}

/** What a resource's web definition declares: the rest (API path, route, filters) is its manifest entry's. */
export type DeclaredResource<R extends { id: number }, S extends z.ZodObject> = Omit<
  ResourceDefinition<R, S>,
  'name' | 'api' | 'route' | 'organizations' | 'list'
> & {
  name: ResourceName;
  list: Omit<ResourceDefinition<R, S>['list'], 'filters'>;
};

export function defineResource<R extends { id: number }, S extends z.ZodObject>(
  declared: DeclaredResource<R, S>,
): ResourceDefinition<R, S> {
  const entry: ManifestEntry = resourceManifest[declared.name];
  if (!entry.screens) throw new Error(`${declared.name} has no screens in the manifest`);
  return {
    ...declared,
    api: entry.api,
    route: entry.screens.route as ResourceRoute,
    ...(entry.organizations === 'own' ? { organizations: true } : {}),
    list: { ...declared.list, filters: listFilters(entry.filters ?? []) },
  };
}

/** The selects above a list: the manifest filters that have a label. */
export function listFilters(filters: readonly ManifestFilter[]): ListFilter[] {
  return filters.flatMap((filter): ListFilter[] => {
    if (!filter.label) return [];
    const label = filter.label as MessageKey;
    switch (filter.kind) {
      case 'flag':
        return [{ param: filter.param, label, options: (filter.options ?? []) as EnumOption[] }];
      case 'choices':
        return [
          {
            param: filter.param,
            label,
            options: filter.values.map((value) => ({
              value,
              label: `${filter.optionLabels ?? filter.param}.${value}` as MessageKey,
            })),
          },
        ];
      case 'ids':
        return [
          { param: filter.param, label, options: [], ...(filter.source ? { source: filter.source } : {}) },
        ];
      default:
        return [];
    }
  });
}

/** The schema and sections of a screen: the add screen's own when the resource has them. */
export function formOf<R extends { id: number }, S extends z.ZodObject>(
  resource: ResourceDefinition<R, S>,
  mode: 'add' | 'edit' | 'view',
): { schema: z.ZodObject; form: readonly FormSection[] } {
  return mode === 'add' && resource.add ? resource.add : resource;
}

/** The four route ids of a resource. */
export function resourceRouteIds(route: ResourceRoute) {
  return {
    list: `${route}List` as RouteId,
    add: `${route}Add` as RouteId,
    edit: `${route}Edit` as RouteId,
    view: `${route}View` as RouteId,
  };
}
