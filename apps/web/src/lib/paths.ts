import type { AccessAction, AccessResource } from '@navgan/domain/access';
import type { RouteLanguage } from '@navgan/domain/locales';
import { type ManifestRoutes, type ManifestSection, manifestRoutes } from './manifest-routes';

/** Areas of the product that are not one resource's screens; each has an icon in the menu. */
type ScreenSection =
  | 'dashboard'
  | 'fuel'
  | 'company'
  | 'settings'
  | 'reminders'
  | 'reports'
  | 'realtime'
  | 'analytics'
  | 'plans'
  | 'approvals'
  | 'policies'
  | 'apiKeys'
  | 'webhooks';

/** Areas of the product: those above and the manifest resources' own (their name unless said). */
export type RouteSection = ScreenSection | ManifestSection;

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
  /** Its data belongs to no organization: users limited to some organizations may not open it. */
  readonly companyWide?: true;
}

/**
 * Every screen of spec section 2, in one table. The page title i18n key of a route is
 * `routes.<id>` (see `pageTitleKey`), its breadcrumb is dashboard -> parent -> itself.
 */
const screenRoutes = {
  dashboard: { path: 'dashboard', section: 'dashboard' },

  fuelTransactions: {
    path: 'fuel-card/transactions/list',
    section: 'fuel',
    need: ['fuel_transactions', 'view'],
  },

  companyProfile: { path: 'company/profile', section: 'company' },
  changePassword: { path: 'setting/change-password', section: 'settings' },
  /** Not in the spec: where the signed-in user's notifications go beside the panel. */
  notificationPreferences: { path: 'setting/notifications', section: 'settings' },
  /** Not in the spec: the company's mail server, SMS gateway and bots, and the delivery log. */
  notificationChannels: {
    path: 'company/notification-channels',
    section: 'company',
    need: ['company', 'view'],
  },
  reminders: { path: 'reminders', section: 'reminders' },

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

  reporting: { path: 'reporting', section: 'analytics' },

  plansEvaluation: { path: 'plans/evaluation', section: 'plans' },
  approvals: { path: 'users/approvals', section: 'approvals' },
  /** A device's commands and frame log, opened from its row in the devices list. */
  deviceSupport: {
    path: 'devices/view/:id',
    section: 'devices',
    parent: 'devicesList',
    need: ['devices', 'view'],
  },
  /** Trackers that connected with an identity nobody registered: whoever registers devices sees them. */
  devicesUnknown: {
    path: 'devices/unknown',
    section: 'devices',
    parent: 'devicesList',
    need: ['devices', 'add'],
    companyWide: true,
  },
  policies: { path: 'users/policies', section: 'policies' },
  /** Keys integrations sign in with: created (secret shown once), listed and revoked here. */
  apiKeys: { path: 'users/api-keys', section: 'apiKeys' },
  webhooks: { path: 'settings/webhooks', section: 'webhooks', companyWide: true },
  webhookLog: {
    path: 'settings/webhooks/:id/log',
    section: 'webhooks',
    parent: 'webhooks',
    companyWide: true,
  },
} as const satisfies Record<string, RouteDefinition>;

/** Every screen: the table above and the manifest's resources' lists and records. */
export const routes = { ...screenRoutes, ...manifestRoutes() } as typeof screenRoutes & ManifestRoutes;

export type RouteId = keyof typeof routes;

/** The permission-model resource of the table's areas; `null` for areas open to every signed-in user. */
const sectionResource: Record<ScreenSection, AccessResource | null> = {
  dashboard: null,
  fuel: 'fuel_cards',
  company: 'company',
  settings: null,
  reminders: 'reminders',
  reports: 'reports',
  realtime: 'tracking',
  analytics: 'reports',
  plans: 'plans',
  approvals: 'approvals',
  policies: 'policies',
  apiKeys: 'api_keys',
  webhooks: 'webhooks',
};

/** Whether a route is for users who see the whole company only (see `companyWide`). */
export function routeIsCompanyWide(id: RouteId): boolean {
  const definition: RouteDefinition = routes[id];
  return definition.companyWide === true;
}

/** The permission a route needs (the route table is the one place that says it), or null. */
export function routeNeed(id: RouteId): RouteNeed | null {
  const definition: RouteDefinition = routes[id];
  if (definition.need !== undefined) return definition.need;
  const resource = sectionResource[definition.section as ScreenSection] ?? null;
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
