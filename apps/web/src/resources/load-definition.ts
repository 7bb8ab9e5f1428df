import type { AccessResource } from '@navgan/domain/access';
import type { ManifestEntry } from '@navgan/domain/manifest/manifest-types';
import {
  manifestEntries,
  type ResourceName,
  resourceManifest,
} from '@navgan/domain/manifest/resource-manifest';
import type { SimpleResourceName } from '@navgan/domain/resources/simple-resource';
import type { z } from 'zod';
import type { ResourceDefinition, ResourceRoute } from '../lib/define-resource';

// biome-ignore lint/suspicious/noExplicitAny: definitions differ in record and schema types by design
export type AnyResourceDefinition = ResourceDefinition<any, z.ZodObject>;

/** Each web definition module, loaded on demand: `<kebab-case name>.ts` exporting `<name>`. */
const modules = import.meta.glob<Record<string, AnyResourceDefinition>>([
  './*.ts',
  '!./*.test.ts',
  '!./load-definition.ts',
  '!./resource-forms.ts',
]);

const fileOf = (name: string) => `./${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

/**
 * The loader of a manifest resource's web definition: its module, else (a simple resource, its
 * fields declared in the manifest) one built from the manifest; undefined when it has neither.
 */
export function definitionLoader(name: ResourceName): (() => Promise<AnyResourceDefinition>) | undefined {
  const load = modules[fileOf(name)];
  if (!load) {
    const entry: ManifestEntry = resourceManifest[name];
    if (!entry.fields) return undefined;
    return () =>
      import('../lib/resource/simple-definition').then(
        ({ simpleDefinition }) =>
          simpleDefinition(name as SimpleResourceName) as unknown as AnyResourceDefinition,
      );
  }
  return () =>
    load().then((module) => {
      const definition = module[name];
      if (!definition) throw new Error(`${fileOf(name)} exports no ${name}`);
      return definition;
    });
}

/** The resources whose records have screens (list, add, edit, view), with their loaders. */
export function recordScreenResources(): {
  route: ResourceRoute;
  load: () => Promise<AnyResourceDefinition>;
}[] {
  return manifestEntries.flatMap(([name, entry]) => {
    const screens = entry.screens;
    const load = definitionLoader(name);
    return screens?.kind === 'records' && load ? [{ route: screens.route as ResourceRoute, load }] : [];
  });
}

/** The web definition of the resource that owns an access area (a change's fields are its form's). */
export function definitionOfArea(
  resource: AccessResource,
): (() => Promise<AnyResourceDefinition>) | undefined {
  const owner = manifestEntries.find(
    ([, entry]) => entry.area && entry.access === resource && entry.screens?.kind === 'records',
  );
  return owner ? definitionLoader(owner[0]) : undefined;
}
