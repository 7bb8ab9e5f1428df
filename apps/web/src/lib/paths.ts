import type { AccessAction, AccessResource } from '@navgan/domain/access';
import type { RouteLanguage } from '@navgan/domain/locales';

/** Areas of the product; each has an icon in the menu and on placeholder pages. */
export type RouteSection =
  | 'dashboard'
  | 'drivers'
  | 'leaves'
  | 'vehicles'
  | 'fuel'
  | 'service'
  | 'geofences'
  | 'company'
  | 'settings'
  | 'reminders'
  | 'devices'
  | 'reports'
  | 'realtime'
  | 'tags'
  | 'analytics'
  | 'rules'
  | 'plans'
  | 'approvals'
  | 'organizations'
  | 'users'
  | 'policies'
  | 'fines';

/** What a user must be allowed to use a route: a resource of the permission model and an action. */
export type RouteNeed = readonly [AccessResource, AccessAction];

interface RouteDefinition {
  /** Path below /:lang, in react-router syntax. */
  readonly path: string;
  readonly section: RouteSection;
  /** The list page in the breadcrumb between the dashboard and this page. */
  readonly parent?: string;
  /**
   * The permission the route needs when its section's resource and its kind (…Add → add, …Edit →
   * change, else view) do not say it; `null` for routes every signed-in user may open.
   */
  readonly need?: RouteNeed | null;
}

/**
 * Every screen of spec section 2, in one table. The page title i18n key of a route is
 * `routes.<id>` (see `pageTitleKey`), its breadcrumb is dashboard -> parent -> itself.
 */
export const routes = {
  dashboard: { path: 'dashboard', section: 'dashboard' },

  driversList: { path: 'drivers/list', section: 'drivers' },
  driversAdd: { path: 'drivers/add', section: 'drivers', parent: 'driversList' },
  driversEdit: { path: 'drivers/edit/:id', section: 'drivers', parent: 'driversList' },
  driversView: { path: 'drivers/view/:id', section: 'drivers', parent: 'driversList' },

  leavesList: { path: 'drivers-leaves/list', section: 'leaves' },
  leavesAdd: { path: 'drivers-leaves/add', section: 'leaves', parent: 'leavesList' },
  leavesEdit: { path: 'drivers-leaves/edit/:id', section: 'leaves', parent: 'leavesList' },
  leavesView: { path: 'drivers-leaves/view/:id', section: 'leaves', parent: 'leavesList' },

  carsList: { path: 'cars/list', section: 'vehicles' },
  carsAdd: { path: 'cars/add', section: 'vehicles', parent: 'carsList' },
  carsEdit: { path: 'cars/edit/:id', section: 'vehicles', parent: 'carsList' },
  carsView: { path: 'cars/view/:id', section: 'vehicles', parent: 'carsList' },

  fuelCardList: { path: 'fuel-card/list', section: 'fuel' },
  fuelCardAdd: { path: 'fuel-card/add', section: 'fuel', parent: 'fuelCardList' },
  fuelCardEdit: { path: 'fuel-card/edit/:id', section: 'fuel', parent: 'fuelCardList' },
  fuelCardView: { path: 'fuel-card/view/:id', section: 'fuel', parent: 'fuelCardList' },
  fuelTransactions: {
    path: 'fuel-card/transactions/list',
    section: 'fuel',
    need: ['fuel_transactions', 'view'],
  },

  serviceList: { path: 'service/list', section: 'service' },
  serviceAdd: { path: 'service/add', section: 'service', parent: 'serviceList' },
  serviceEdit: { path: 'service/edit/:id', section: 'service', parent: 'serviceList' },
  serviceView: { path: 'service/view/:id', section: 'service', parent: 'serviceList' },

  geofenceList: { path: 'geofence/list', section: 'geofences' },
  geofenceAdd: { path: 'geofence/add', section: 'geofences', parent: 'geofenceList' },
  geofenceEdit: { path: 'geofence/edit/:id', section: 'geofences', parent: 'geofenceList' },
  geofenceView: { path: 'geofence/view/:id', section: 'geofences', parent: 'geofenceList' },

  companyProfile: { path: 'company/profile', section: 'company' },
  changePassword: { path: 'setting/change-password', section: 'settings' },
  reminders: { path: 'reminders', section: 'reminders' },
  devicesList: { path: 'devices/list', section: 'devices' },

  reportsRealtime: { path: 'reports/realtime', section: 'realtime' },
  reportsRealtimeRouting: {
    path: 'reports/realtime/routing/:id',
    section: 'realtime',
    parent: 'reportsRealtime',
  },
  reportsRealtimeTemperature: {
    path: 'reports/realtime/temperature',
    section: 'reports',
    need: ['tracking', 'view'],
  },
  reportsDriverHistory: { path: 'reports/history/driver', section: 'reports' },
  reportsHardwareHistory: { path: 'reports/history/hardware', section: 'reports' },
  reportsStops: { path: 'reports/history/stops', section: 'reports' },
  reportsRouting: { path: 'reports/history/routing', section: 'reports' },
  reportsRoutingView: { path: 'reports/history/routing/:id', section: 'reports', parent: 'reportsRouting' },
  reportsRoutingDetails: {
    path: 'reports/history/routing-details',
    section: 'reports',
    parent: 'reportsRouting',
  },
  reportsDaily: { path: 'reports/daily', section: 'reports' },
  reportsPeriodic: { path: 'reports/periodic', section: 'reports' },
  /** Not in the spec's route list: the menu's Reports > fuel transactions, reconciled with telemetry. */
  reportsFuelTransactions: { path: 'reports/fuel-transactions', section: 'reports' },
  reportsOverview: { path: 'reports/history/overview', section: 'reports' },
  reportsOverviewDetails: {
    path: 'reports/history/overview/details/:id',
    section: 'reports',
    parent: 'reportsOverview',
  },
  reportsOverviewV2: { path: 'reports/history/v2overview', section: 'reports' },
  reportsOverviewV2Details: {
    path: 'reports/history/v2overview/details/:id',
    section: 'reports',
    parent: 'reportsOverviewV2',
  },
  reportsGeofenceRules: { path: 'reports/geofence-rules', section: 'reports' },
  reportsGeofenceRulesView: {
    path: 'reports/geofence-rules/:id',
    section: 'reports',
    parent: 'reportsGeofenceRules',
  },

  tagsList: { path: 'tags/list', section: 'tags' },
  tagsAdd: { path: 'tags/add', section: 'tags', parent: 'tagsList' },
  tagsEdit: { path: 'tags/edit/:id', section: 'tags', parent: 'tagsList' },
  tagsView: { path: 'tags/view/:id', section: 'tags', parent: 'tagsList' },

  reporting: { path: 'reporting', section: 'analytics' },

  rulesList: { path: 'rules/list', section: 'rules' },
  rulesAdd: { path: 'rules/add', section: 'rules', parent: 'rulesList' },
  rulesEdit: { path: 'rules/edit/:id', section: 'rules', parent: 'rulesList' },
  rulesView: { path: 'rules/view/:id', section: 'rules', parent: 'rulesList' },

  plansEvaluation: { path: 'plans/evaluation', section: 'plans' },
  plansList: { path: 'plans/list', section: 'plans', parent: 'plansEvaluation' },
  plansAdd: { path: 'plans/add', section: 'plans', parent: 'plansList' },
  plansEdit: { path: 'plans/edit/:id', section: 'plans', parent: 'plansList' },
  plansView: { path: 'plans/view/:id', section: 'plans', parent: 'plansList' },
  approvals: { path: 'users/approvals', section: 'approvals' },
  policies: { path: 'users/policies', section: 'policies' },

  organizationsList: { path: 'organizations/list', section: 'organizations' },
  organizationsAdd: { path: 'organizations/add', section: 'organizations', parent: 'organizationsList' },
  organizationsEdit: {
    path: 'organizations/edit/:id',
    section: 'organizations',
    parent: 'organizationsList',
  },
  organizationsView: {
    path: 'organizations/view/:id',
    section: 'organizations',
    parent: 'organizationsList',
  },

  usersList: { path: 'users/list', section: 'users' },
  usersAdd: { path: 'users/add', section: 'users', parent: 'usersList' },
  usersEdit: { path: 'users/edit/:id', section: 'users', parent: 'usersList' },
  usersView: { path: 'users/view/:id', section: 'users', parent: 'usersList' },

  finesList: { path: 'fines/list', section: 'fines' },
  finesAdd: { path: 'fines/add', section: 'fines', parent: 'finesList' },
  finesEdit: { path: 'fines/edit/:id', section: 'fines', parent: 'finesList' },
  finesView: { path: 'fines/view/:id', section: 'fines', parent: 'finesList' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

/** The permission-model resource of each area; `null` for areas open to every signed-in user. */
const sectionResource: Record<RouteSection, AccessResource | null> = {
  dashboard: null,
  drivers: 'drivers',
  leaves: 'leaves',
  vehicles: 'vehicles',
  fuel: 'fuel_cards',
  service: 'services',
  geofences: 'geofences',
  company: 'company',
  settings: null,
  reminders: 'reminders',
  devices: 'devices',
  reports: 'reports',
  realtime: 'tracking',
  tags: 'tags',
  analytics: 'reports',
  rules: 'rules',
  plans: 'plans',
  approvals: 'approvals',
  organizations: 'organizations',
  users: 'users',
  policies: 'policies',
  fines: 'fines',
};

/** The permission a route needs (the route table is the one place that says it), or null. */
export function routeNeed(id: RouteId): RouteNeed | null {
  const definition: RouteDefinition = routes[id];
  if (definition.need !== undefined) return definition.need;
  const resource = sectionResource[definition.section];
  if (!resource) return null;
  const action: AccessAction = id.endsWith('Add') ? 'add' : id.endsWith('Edit') ? 'change' : 'view';
  return [resource, action];
}
export type RouteTitleKey = `routes.${RouteId}`;

export const routeIds = Object.keys(routes) as RouteId[];

export function isRouteId(value: unknown): value is RouteId {
  return typeof value === 'string' && Object.hasOwn(routes, value);
}

export function pageTitleKey(id: RouteId): RouteTitleKey {
  return `routes.${id}`;
}

export function parentOf(id: RouteId): RouteId | undefined {
  const definition: RouteDefinition = routes[id];
  return isRouteId(definition.parent) ? definition.parent : undefined;
}

/** The breadcrumb trail of a route: dashboard, then the list (when there is one), then the route. */
export function breadcrumbTrail(id: RouteId): RouteId[] {
  if (id === 'dashboard') return ['dashboard'];
  const parent = parentOf(id);
  return parent ? ['dashboard', parent, id] : ['dashboard', id];
}

type PathOf<I extends RouteId> = (typeof routes)[I]['path'];
type ParamArgs<I extends RouteId> =
  PathOf<I> extends `${string}:id${string}`
    ? [params: { id: string | number }, query?: Record<string, string | number>]
    : [params?: undefined, query?: Record<string, string | number>];

/** The URL of a route: `getHref('fa', 'driversEdit', { id: 4 })` is '/fa/drivers/edit/4'. */
export function getHref<I extends RouteId>(
  lang: RouteLanguage,
  id: I,
  ...[params, query]: ParamArgs<I>
): string {
  let path: string = routes[id].path;
  if (params) path = path.replace(':id', encodeURIComponent(String(params.id)));
  const search = query
    ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
    : '';
  return `/${lang}/${path}${search ? `?${search}` : ''}`;
}

export function dashboardHref(lang: RouteLanguage): string {
  return getHref(lang, 'dashboard');
}
