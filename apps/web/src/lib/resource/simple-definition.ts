import type { ManifestEntry } from '@navgan/domain/manifest/manifest-types';
import { resourceManifest } from '@navgan/domain/manifest/resource-manifest';
import type { LabelScope } from '@navgan/domain/messages/catalogue';
import {
  type SimpleRecord,
  type SimpleResourceName,
  simpleFields,
  simpleInput,
} from '@navgan/domain/resources/simple-resource';
import { defineResource, type ResourceDefinition } from '../define-resource';
import { localizedTitle } from '../i18n/localized-title';
import type { MessageKey } from '../i18n/message-key';

/**
 * The web definition of a simple resource, built from its manifest entry: a text column and a
 * form field per manifest field, the search box, the empty state and one form section, all named
 * `resources.<name>.*` in the catalogue.
 */
export function simpleDefinition<N extends SimpleResourceName>(
  name: N,
): ResourceDefinition<SimpleRecord<N>, ReturnType<typeof simpleInput<N>>> {
  const entry: ManifestEntry = resourceManifest[name];
  if (!entry.screens) throw new Error(`${name} has no screens in the manifest`);
  const fields = simpleFields(name);
  const text = (key: string) => `resources.${name}.${key}` as MessageKey;
  const keys = fields.map(([key]) => key as Extract<keyof SimpleRecord<N>, string>);
  const titled = keys.includes('fa_title' as never) && keys.includes('en_title' as never);
  return defineResource<SimpleRecord<N>, ReturnType<typeof simpleInput<N>>>({
    name,
    schema: simpleInput(name),
    // Its fields are labelled in the catalogue under its access area's name.
    labels: entry.access as LabelScope,
    recordName: (record, locale) =>
      titled
        ? localizedTitle(record as unknown as { fa_title: string; en_title: string }, locale)
        : String(record[keys[0] as keyof SimpleRecord<N>] ?? ''),
    list: {
      columns: keys.map((field) => ({ field, kind: 'text' as const })),
      search: text('searchPlaceholder'),
      empty: { title: text('emptyTitle'), body: text('emptyBody') },
    },
    form: [
      {
        title: text('sectionMain'),
        fields: fields.map(([key, field]) => ({
          name: key as never,
          kind: 'text' as const,
          ...(field.span ? { span: field.span } : {}),
          ...(field.ltr ? { ltr: true } : {}),
        })),
      },
    ],
  });
}
