import type { Locale } from '../locales';
import type fa from './fa.json';

/**
 * One language's messages: the web's strings, field labels, validation messages and the API's
 * own messages, each once (docs/architecture.md, "Messages"). The Persian catalogue is the
 * reference shape: English and Turkish must have every key it has (see catalogues.ts).
 */
export type Messages = typeof fa;

/** A language and its messages: the locale decides digits and dates inside a message. */
export interface Catalogue {
  readonly locale: Locale;
  readonly messages: Messages;
}

/** Whose field labels a form or an error uses (`labels.<scope>` in the catalogue). */
export type LabelScope = keyof Messages['labels'];
export type ValidationMessageKey = keyof Messages['validation'];
export type ApiMessageKey = keyof Messages['api'];

/** The text under `key` of one section of a catalogue, if the section has that key. */
export function textIn(section: object, key: string): string | undefined {
  const value: unknown = Object.hasOwn(section, key) ? (section as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** A field's label: the scope's own, else the one every form shares (`fields`), else its name. */
export function fieldLabel({ messages }: Catalogue, field: string, scope?: LabelScope): string {
  return (scope && textIn(messages.labels[scope], field)) ?? textIn(messages.fields, field) ?? field;
}

/** Whether a scope labels a field itself (change lists fall back to generic words otherwise). */
export function hasOwnLabel({ messages }: Catalogue, field: string, scope: LabelScope): boolean {
  return textIn(messages.labels[scope], field) !== undefined;
}

export function isLabelScope({ messages }: Catalogue, name: string): name is LabelScope {
  return Object.hasOwn(messages.labels, name);
}
