import { z } from 'zod';
import type { ManifestEntry, ManifestField } from '../manifest/manifest-types';
import { type ResourceName, resourceManifest } from '../manifest/resource-manifest';
import { optionalText, requiredText } from './fields';

type Manifest = typeof resourceManifest;

/** The resources whose manifest entry declares their fields whole (docs/adding-a-resource.md). */
export type SimpleResourceName = {
  [K in ResourceName]: Manifest[K] extends { fields: object } ? K : never;
}[ResourceName];

type FieldsOf<N extends SimpleResourceName> = Manifest[N] extends { fields: infer F } ? F : never;

/** A simple resource's record as the API answers it: its id and every field as text. */
export type SimpleRecord<N extends SimpleResourceName> = { id: number } & {
  [K in keyof FieldsOf<N>]: string;
};

/** The manifest fields of a simple resource, in their order. */
export function simpleFields(name: SimpleResourceName): [string, ManifestField][] {
  const entry: ManifestEntry = resourceManifest[name];
  return Object.entries(entry.fields ?? {});
}

const schemaOfField = (field: ManifestField) =>
  field.required ? requiredText(field.max) : optionalText(field.max);

/** The body schema of a simple resource, built from its manifest fields (server and form alike). */
export function simpleInput<N extends SimpleResourceName>(name: N) {
  return z.object(
    Object.fromEntries(simpleFields(name).map(([key, field]) => [key, schemaOfField(field)])) as {
      [K in keyof FieldsOf<N>]: ReturnType<typeof schemaOfField>;
    },
  );
}
