import type { MenuGroupId } from '@navgan/domain/manifest/manifest-types';
import { manifestEntries } from '@navgan/domain/manifest/resource-manifest';
import type { MessageKey } from '../../lib/i18n/message-key';
import type { RouteId } from '../../lib/paths';

export type MenuLabelKey = `menu.${string}`;

export interface MenuLink {
  kind: 'link';
  route: RouteId;
  label: MenuLabelKey;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  label: MenuLabelKey;
  /** Route whose section icon stands for the group. */
  iconRoute: RouteId;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (route: RouteId, label: MenuLabelKey = `menu.${route}`): MenuLink => ({
  kind: 'link',
  route,
  label,
});

/** A group of the side menu: its links beside the manifest resources' (ordered by position). */
function group(id: MenuGroupId, positioned: [number, RouteId, MenuLabelKey?][] = []): MenuGroup {
  const fromManifest = manifestEntries.flatMap(([, entry]): [number, RouteId][] => {
    const screens = entry.screens;
    if (screens?.menu?.group !== id) return [];
    const { list, add } = screens.menu;
    return [
      ...(list === undefined ? [] : [[list, `${screens.route}List` as RouteId] as [number, RouteId]]),
      ...(add === undefined ? [] : [[add, `${screens.route}Add` as RouteId] as [number, RouteId]]),
    ];
  });
  const children = [...positioned, ...fromManifest]
    .sort(([a], [b]) => a - b)
    .map(([, route, label]) => link(route, label));
  const first = children[0];
  if (!first) throw new Error(`menu group ${id} has no links`);
  return { kind: 'group', id, label: `menu.${id}`, iconRoute: first.route, children };
}

/** The side menu of spec section 2, in its order; Logout follows these entries. */
export const menuEntries: MenuEntry[] = [
  link('dashboard'),
  link('reportsRealtime', 'menu.realtime'),
  link('approvals'),
  group('drivers'),
  group('vehicles', [[7, 'devicesUnknown']]),
  group('geofences'),
  group('service'),
  group('reports', [
    [1, 'reportsOverview'],
    [2, 'reportsOverviewV2'],
    [3, 'reportsDaily'],
    [4, 'reportsPeriodic'],
    [5, 'reportsFuelTransactions', 'menu.fuelTransactions'],
    [6, 'reportsRealtimeTemperature'],
    [7, 'reportsGeofenceRules'],
    [8, 'plansEvaluation'],
    [10, 'reportsDriverHistory'],
    [11, 'reportsHardwareHistory'],
  ]),
  link('reminders'),
];

/** The menu without the routes the user may not open; a group left empty goes too. */
export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  allowed: (id: RouteId) => boolean,
): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (allowed(entry.route)) visible.push(entry);
      continue;
    }
    const children = entry.children.filter((child) => allowed(child.route));
    if (children.length) visible.push({ ...entry, children });
  }
  return visible;
}

/** The top bar's "add" menu: the manifest resources that ask for a place in it, in their order. */
export const addMenuLinks: { route: RouteId; label: MessageKey }[] = manifestEntries
  .flatMap(([name, entry]) => {
    const screens = entry.screens;
    if (screens?.addMenu === undefined) return [];
    return [
      {
        at: screens.addMenu,
        route: `${screens.route}Add` as RouteId,
        label: `addMenu.${name}` as MessageKey,
      },
    ];
  })
  .sort((a, b) => a.at - b.at)
  .map(({ route, label }) => ({ route, label }));
