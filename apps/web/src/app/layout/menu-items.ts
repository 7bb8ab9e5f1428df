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

const link = (route: RouteId, label: MenuLabelKey): MenuLink => ({ kind: 'link', route, label });

/** The side menu of spec section 2, in its order; Logout follows these entries. */
export const menuEntries: MenuEntry[] = [
  link('dashboard', 'menu.dashboard'),
  link('reportsRealtime', 'menu.realtime'),
  link('approvals', 'menu.approvals'),
  {
    kind: 'group',
    id: 'drivers',
    label: 'menu.drivers',
    iconRoute: 'driversList',
    children: [
      link('driversList', 'menu.driversList'),
      link('driversAdd', 'menu.driversAdd'),
      link('leavesList', 'menu.leavesList'),
      link('leavesAdd', 'menu.leavesAdd'),
    ],
  },
  {
    kind: 'group',
    id: 'vehicles',
    label: 'menu.vehicles',
    iconRoute: 'carsList',
    children: [
      link('carsList', 'menu.carsList'),
      link('finesList', 'menu.fines'),
      link('carsAdd', 'menu.carsAdd'),
      link('tagsList', 'menu.tags'),
      link('tagsAdd', 'menu.tagsAdd'),
    ],
  },
  {
    kind: 'group',
    id: 'geofences',
    label: 'menu.geofences',
    iconRoute: 'geofenceList',
    children: [link('geofenceList', 'menu.geofenceList'), link('geofenceAdd', 'menu.geofenceAdd')],
  },
  {
    kind: 'group',
    id: 'service',
    label: 'menu.service',
    iconRoute: 'serviceList',
    children: [link('serviceList', 'menu.serviceList'), link('serviceAdd', 'menu.serviceAdd')],
  },
  {
    kind: 'group',
    id: 'reports',
    label: 'menu.reports',
    iconRoute: 'reportsOverview',
    children: [
      link('reportsOverview', 'menu.reportsOverview'),
      link('reportsOverviewV2', 'menu.reportsOverviewV2'),
      link('reportsDaily', 'menu.reportsDaily'),
      link('reportsPeriodic', 'menu.reportsPeriodic'),
      link('reportsFuelTransactions', 'menu.fuelTransactions'),
      link('reportsRealtimeTemperature', 'menu.reportsRealtimeTemperature'),
      link('reportsGeofenceRules', 'menu.reportsGeofenceRules'),
      link('plansEvaluation', 'menu.plansEvaluation'),
      link('plansList', 'menu.plansList'),
      link('reportsDriverHistory', 'menu.reportsDriverHistory'),
      link('reportsHardwareHistory', 'menu.reportsHardwareHistory'),
    ],
  },
  link('reminders', 'menu.reminders'),
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
