import type { AccessResource } from '@navgan/domain/access';
import type { Locale } from '@navgan/domain/locales';
import type { ManifestEntry } from '@navgan/domain/manifest/manifest-types';
import { type ResourceName, resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import {
  type Column,
  type FormField,
  type FormValues,
  type ListFilter,
  listFilters,
} from './define-resource';
import type { MessageKey } from './i18n/message-key';
import type { RouteId } from './paths';

export type Translate = (key: MessageKey, options?: Record<string, unknown>) => string;

/**
 * Records kept in a dialog instead of screens of their own: the rows they are listed in and the
 * fields of the dialog that adds and edits them.
 */
export interface DialogRecordDefinition<R extends { id: number }> {
  /** API path with the trailing slash. */
  api: string;
  /** The permission-model resource: add, edit and delete buttons show only to those who may. */
  access: AccessResource;
  /** The domain schema the server validates with: the dialog validates with it too. */
  schema: z.ZodObject;
  labels: LabelScope;
  /** What a record is called in dialogs and toasts. */
  recordName(record: R, locale: Locale, t: Translate): string;
  columns: Column<R>[];
  fields: FormField[];
  dialogTitle: {
    add: MessageKey;
    /** Without it the edit dialog is called 'Edit <record name>'. */
    edit?: MessageKey;
  };
  /** Add-dialog values other than empty text, given the list's filters. */
  defaults?(filters: Record<string, string>): FormValues;
  /** A read record as dialog values; by default each field's value as text. */
  toForm?(record: R): FormValues;
  /** A field worked out from the others while adding, until the user types in it (a paid total). */
  follow?: { field: string; value(values: FormValues): string | undefined };
}

/** A list page whose records are added and edited in a dialog (devices, fuel transactions). */
export interface DialogListDefinition<R extends { id: number }> extends DialogRecordDefinition<R> {
  /** The route whose title heads the page. */
  page: RouteId;
  /** The search box (`?search=`), with its placeholder. */
  search?: MessageKey;
  filters?: ListFilter[];
  empty: { title: MessageKey; body: MessageKey; icon?: ComponentType };
}

/** Records that belong to another record, shown inside its view (a vehicle's insurance policies). */
export interface ChildCollectionDefinition<R extends { id: number }> extends DialogRecordDefinition<R> {
  /** The query parameter and body field that name the owning record. */
  parentField: string;
  title: MessageKey;
  /** The heading of the collection when it is nested, given the owner's name. */
  titleOf?: MessageKey;
  /** Said when there are none yet. */
  empty: MessageKey;
  /** The test ids of the collection and of each row. */
  testId: string;
  rowTestId: string;
  /** Other API paths whose answers change with these records (a policy's paid total). */
  alsoRefresh?: string[];
  /** A collection of each record opened under its row (a policy's payments). */
  nested?: {
    // biome-ignore lint/suspicious/noExplicitAny: the nested records' type is the nested definition's own
    collection: ChildCollectionDefinition<any>;
    toggle: MessageKey;
    icon: ComponentType<{ fontSize: 'small' }>;
  };
}

/** What a dialog-records definition declares: its API path and access area are its manifest entry's. */
type Declared<D> = Omit<D, 'api' | 'access' | 'filters'> & { name: ResourceName };

function manifestFacts(name: ResourceName) {
  const entry: ManifestEntry = resourceManifest[name];
  return {
    api: entry.api,
    access: entry.access as AccessResource,
    filters: listFilters(entry.filters ?? []),
  };
}

/** A dialog list of a manifest resource: its path, access area and list filters from the manifest. */
export function dialogList<R extends { id: number }>(
  declared: Declared<DialogListDefinition<R>>,
): DialogListDefinition<R> {
  return { ...declared, ...manifestFacts(declared.name) };
}

/** A child collection of a manifest resource: its path and access area from the manifest. */
export function childCollection<R extends { id: number }>(
  declared: Declared<ChildCollectionDefinition<R>>,
): ChildCollectionDefinition<R> {
  const { api, access } = manifestFacts(declared.name);
  return { ...declared, api, access };
}

/**
 * One record with no list: a record's one-to-one part (a vehicle's costs) or the company's own
 * (its profile), read and replaced with PUT at one path.
 */
export interface SingletonDefinition<R extends object> {
  /** The permission-model resource and action that may replace it. */
  access: AccessResource;
  schema: z.ZodObject;
  labels: LabelScope;
  fields: FormField[];
  /** The toast after a save. */
  savedText(record: R, t: Translate, title: string): string;
  /** Read-only facts the server works out, shown after the fields once the record exists. */
  facts?: Column<R>[];
  /** Other API paths whose answers change with this record. */
  alsoRefresh?: string[];
}
