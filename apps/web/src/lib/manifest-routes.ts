import type { AccessAction, AccessResource } from '@navgan/domain/access';
import {
  manifestEntries,
  type ResourceName,
  type resourceManifest,
} from '@navgan/domain/manifest/resource-manifest';

type Manifest = typeof resourceManifest;
type ScreensOf<K extends ResourceName> = Manifest[K] extends { screens: infer S } ? S : never;

/** A resource's area: its screens' section, else its name. */
type SectionOf<K extends ResourceName> = ScreensOf<K> extends { section: infer S extends string } ? S : K;

/** The areas the manifest's screens belong to. */
export type ManifestSection = {
  [K in ResourceName]: [ScreensOf<K>] extends [never] ? never : SectionOf<K>;
}[ResourceName];

interface ResourceRoute<Path extends string, Section extends string> {
  readonly path: Path;
  readonly section: Section;
  readonly parent?: string;
  readonly need: readonly [AccessResource, AccessAction];
}

type RoutesOf<K extends ResourceName> = [ScreensOf<K>] extends [never]
  ? Nothing
  : ScreensOf<K> extends { kind: infer Kind; route: infer P extends string; url: infer U extends string }
    ? Record<`${P}List`, ResourceRoute<`${U}/list`, SectionOf<K>>> &
        (Kind extends 'records'
          ? Record<`${P}Add`, ResourceRoute<`${U}/add`, SectionOf<K>>> &
              Record<`${P}Edit`, ResourceRoute<`${U}/edit/:id`, SectionOf<K>>> &
              Record<`${P}View`, ResourceRoute<`${U}/view/:id`, SectionOf<K>>>
          : Nothing)
    : Nothing;

/** No routes (`unknown` would swallow the union of every resource's routes). */
type Nothing = Record<never, never>;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The route table entries of every resource with screens, typed by their ids and paths. */
export type ManifestRoutes = Intersection<{ [K in ResourceName]: RoutesOf<K> }[ResourceName]>;

/**
 * The screens of each manifest resource: `<route>List` (under `listParent` when it has one), and
 * for records `<route>Add`, `<route>Edit`, `<route>View` under the list. Each needs the resource's
 * view, add or change permission.
 */
export function manifestRoutes(): ManifestRoutes {
  const table: Record<string, ResourceRoute<string, string>> = {};
  for (const [name, entry] of manifestEntries) {
    const screens = entry.screens;
    if (!screens) continue;
    const section = screens.section ?? name;
    const access = entry.access as AccessResource;
    const list = `${screens.route}List`;
    table[list] = {
      path: `${screens.url}/list`,
      section,
      ...(screens.listParent ? { parent: screens.listParent } : {}),
      need: [access, 'view'],
    };
    if (screens.kind !== 'records') continue;
    const under = (path: string, action: AccessAction) => ({
      path,
      section,
      parent: list,
      need: [access, action] as const,
    });
    table[`${screens.route}Add`] = under(`${screens.url}/add`, 'add');
    table[`${screens.route}Edit`] = under(`${screens.url}/edit/:id`, 'change');
    table[`${screens.route}View`] = under(`${screens.url}/view/:id`, 'view');
  }
  return table as unknown as ManifestRoutes;
}
