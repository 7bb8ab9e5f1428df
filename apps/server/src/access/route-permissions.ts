import type { AccessAction, AccessResource } from '@navgan/domain/access';
import { reportPaths } from '@navgan/domain/reports';
import { type Method, manifestResourceRoutes } from './manifest-routes';

/** What a route requires: a permission, or only a signed-in user of the company. */
export type RoutePermission = { resource: AccessResource; action: AccessAction } | 'signed-in';

type Entry = [`${Method} ${string}`, RoutePermission];

const actionOf: Record<Method, AccessAction> = { GET: 'view', POST: 'add', PUT: 'change', DELETE: 'delete' };

/** One route by its method's usual action (GET → view, POST → add, PUT → change, DELETE → delete). */
const route = (method: Method, path: string, resource: AccessResource, action = actionOf[method]): Entry => [
  `${method} ${path}`,
  { resource, action },
];

const signedIn = (method: Method, path: string): Entry => [`${method} ${path}`, 'signed-in'];

/** The generic routes of each manifest resource: its access area's action, names to every user. */
const resourceRoutes = (): Entry[] =>
  manifestResourceRoutes().map(({ method, path, kind, entry }) => {
    const access = entry.access as AccessResource;
    if (kind === 'summaries' && entry.summaries === 'names') return signedIn(method, path);
    return route(method, path, access, kind === 'assignment' ? 'change' : actionOf[method]);
  });

/**
 * Every authenticated /api/v1 route (path without the prefix, as registered) → what it requires.
 * A route missing here answers 403 to everyone, and `route-permissions.test.ts` fails: a new route
 * is one line here.
 */
export const routePermissions: ReadonlyMap<string, RoutePermission> = new Map<string, RoutePermission>([
  // The caller's own session, account and notifications.
  signedIn('GET', 'users/office-staffs/'),
  signedIn('PUT', 'users/change-password/'),
  signedIn('GET', 'notifications/'),
  signedIn('POST', 'notifications/read/'),
  signedIn('PUT', 'notifications/:id/read/'),
  signedIn('GET', 'users/notification-preferences/'),
  signedIn('PUT', 'users/notification-preferences/'),
  signedIn('POST', 'users/notification-preferences/link/'),
  // Reference data every form needs.
  signedIn('GET', 'vehicles/'),
  signedIn('GET', 'vehicles/cabins/'),
  signedIn('GET', 'vehicles/statuses/'),
  signedIn('GET', 'vehicles/ownerships/'),
  signedIn('GET', 'vehicles/license-plate-chars/'),
  signedIn('GET', 'colors/'),
  signedIn('GET', 'insurances/vehicles/types/'),
  signedIn('GET', 'drivers/statuses/'),
  signedIn('GET', 'geolocations/provinces/'),
  signedIn('GET', 'geolocations/cities/'),
  signedIn('GET', 'geolocations/neighborhood/'),
  // The company profile is read by every screen's header; changing it is a permission.
  signedIn('GET', 'company/profile/'),
  // Map style and support phone for every screen with a map.
  signedIn('GET', 'client-config/'),
  route('PUT', 'company/profile/', 'company'),
  route('POST', 'notifications/announcements/', 'company', 'change'),
  // The company's mail server, SMS gateway and bots, and what was sent through them.
  route('GET', 'notification-channels/', 'company'),
  ...(['email', 'sms', 'telegram', 'bale'] as const).map((channel) =>
    route('PUT', `notification-channels/${channel}/`, 'company', 'change'),
  ),
  route('POST', 'notification-channels/:channel/test/', 'company', 'change'),
  route('GET', 'notification-channels/messages/', 'company'),
  route('POST', 'notification-channels/messages/:id/retry/', 'company', 'change'),

  // Every resource of the manifest (names of tags and organizations are read by every screen
  // showing a record that carries them, so their summaries need only a signed-in user).
  ...resourceRoutes(),
  // A device's key lets whoever holds it send positions as the device: reading it is a change right.
  route('GET', 'devices/:id/key/', 'devices', 'change'),
  // Commands act on the vehicle (engine stop): their own right. Frames show what a device sends.
  route('GET', 'devices/:id/commands/', 'devices'),
  route('POST', 'devices/:id/commands/', 'devices', 'command'),
  route('GET', 'devices/:id/frames/', 'devices', 'change'),
  route('GET', 'devices/:id/frames/download/', 'devices', 'change'),
  route('GET', 'devices/unknown/', 'devices', 'add'),
  route('POST', 'devices/:id/key/', 'devices', 'change'),
  route('DELETE', 'devices/:id/key/', 'devices', 'change'),
  route('GET', 'plans/:id/evaluation/', 'plans'),
  route('GET', 'plans/evaluations/', 'plans'),
  route('GET', 'exports/plans/evaluations/', 'plans', 'export'),
  route('GET', 'report-schedules/:id/runs/', 'report_schedules'),
  route('POST', 'report-schedules/:id/send/', 'report_schedules', 'change'),

  route('GET', 'vehicles/companies/:id/drivers/', 'vehicles'),
  route('PUT', 'vehicles/companies/:id/drivers/', 'vehicles'),
  route('GET', 'vehicles/companies/:id/devices/', 'vehicles'),
  route('PUT', 'vehicles/companies/:id/devices/', 'vehicles'),
  route('GET', 'vehicles/companies/:id/information/costs/', 'vehicles'),
  route('PUT', 'vehicles/companies/:id/information/costs/', 'vehicles'),
  route('POST', 'vehicles/companies/information/costs/', 'vehicles', 'change'),
  route('GET', 'vehicles/companies/:id/information/technicals/', 'vehicles'),
  route('PUT', 'vehicles/companies/:id/information/technicals/', 'vehicles'),
  route('POST', 'vehicles/companies/information/technicals/', 'vehicles', 'change'),
  route('GET', 'api/customer-vehicles/v1/has-hardware/', 'devices'),
  route('GET', 'exports/vehicles/companies/', 'vehicles', 'export'),
  route('GET', 'trackings/', 'tracking'),
  route('GET', 'customer/v1/car-live-state/', 'tracking'),
  route('GET', 'exports/vehicles/companies/not-updated/', 'tracking', 'export'),
  route('GET', 'stats/drivers/statuses/', 'drivers'),
  route('GET', 'stats/company-vehicles/ownerships/', 'vehicles'),
  route('GET', 'stats/company-vehicles/statuses/', 'vehicles'),
  route('GET', 'trackings/temperatures/', 'tracking'),
  route('GET', 'trackings/:id/trail/', 'tracking'),
  route('GET', 'reminders/', 'reminders'),
  route('GET', 'stats/fleets/todays/', 'reports'),
  route('GET', 'stats/fences/events/', 'reports'),
  route('GET', 'stats/summaries/', 'reports'),
  route('GET', 'stats/fuels/efficiencies/', 'reports'),
  route('GET', 'stats/fleets/utilizations/', 'reports'),
  route('GET', 'stats/costs/', 'reports'),
  route('GET', 'stats/drivers/behaviours/', 'reports'),
  route('POST', 'stats/rollups/rebuild/', 'company', 'change'),
  route('GET', 'stats/rollups/rebuild/', 'company', 'change'),
  route('GET', 'stats/rollups/rebuild/:id/', 'company', 'change'),
  // Every tabular report (history, stops, daily, periodic, geofence rules, fuel transactions,
  // overview, routing details, events) and its workbook.
  ...Object.values(reportPaths).flatMap((path): Entry[] => [
    route('GET', path, 'reports'),
    route('GET', `exports/${path}`, 'reports', 'export'),
  ]),
  route('GET', 'reports/history/routing/:id/', 'reports'),
  // The second API version (`/api/v2/`, keys start with `v2/`): the overview and a vehicle's details.
  route('GET', 'v2/reports/overview/', 'reports'),
  route('GET', 'v2/reports/overview/:id/', 'reports'),
  route('GET', 'v2/exports/reports/overview/', 'reports', 'export'),
  route('GET', 'company/motion-settings/', 'company'),
  route('PUT', 'company/motion-settings/', 'company'),

  route('GET', 'users/', 'users'),
  route('POST', 'users/', 'users'),
  route('GET', 'users/summaries/', 'users'),
  route('GET', 'users/:id/', 'users'),
  route('PUT', 'users/:id/', 'users'),
  route('PUT', 'users/:id/passwords/', 'users', 'change'),
  // The change feeds: positions as the live tracking shows them, trips and events as reports do.
  route('GET', 'feeds/positions/', 'tracking'),
  route('GET', 'feeds/trips/', 'reports'),
  route('GET', 'feeds/events/', 'reports'),
  route('GET', 'feeds/fuel-transactions/', 'fuel_transactions'),
  route('GET', 'api-keys/', 'api_keys'),
  route('POST', 'api-keys/', 'api_keys'),
  route('DELETE', 'api-keys/:id/', 'api_keys'),
  route('GET', 'users/policies/', 'policies'),
  route('POST', 'users/policies/', 'policies'),
  route('PUT', 'users/policies/:id/', 'policies'),
  route('DELETE', 'users/policies/:id/', 'policies'),
  // The inbox lists only what the caller may decide or asked for; deciding checks `approve` on
  // the approval's own resource.
  signedIn('GET', 'users/approvals/'),
  signedIn('POST', 'users/approvals/:id/accept/'),
  signedIn('POST', 'users/approvals/:id/reject/'),
  // Needs view on the resource named in the query; checked by the route.
  signedIn('GET', 'audit-trail/'),
  // Webhooks: reading the secret, sending and pausing need the change permission.
  route('GET', 'webhooks/', 'webhooks'),
  route('POST', 'webhooks/', 'webhooks'),
  route('GET', 'webhooks/:id/', 'webhooks'),
  route('PUT', 'webhooks/:id/', 'webhooks'),
  route('DELETE', 'webhooks/:id/', 'webhooks'),
  route('GET', 'webhooks/:id/secret/', 'webhooks', 'change'),
  route('POST', 'webhooks/:id/secret/', 'webhooks', 'change'),
  route('POST', 'webhooks/:id/pause/', 'webhooks', 'change'),
  route('POST', 'webhooks/:id/resume/', 'webhooks', 'change'),
  route('POST', 'webhooks/:id/ping/', 'webhooks', 'change'),
  route('GET', 'webhooks/:id/attempts/', 'webhooks'),
  route('POST', 'webhooks/:id/deliveries/:delivery/redeliver/', 'webhooks', 'change'),
]);

/** The key path of a registered URL: v1 paths as they are, v2 paths under `v2/`. */
export function routeKeyPath(url: string): string {
  if (url.startsWith('/api/v2/')) return `v2/${url.slice('/api/v2/'.length)}`;
  return url.startsWith('/api/v1/') ? url.slice('/api/v1/'.length) : url.replace(/^\//, '');
}

/**
 * Routes for a person signed in with a password only: an API key is refused on them whatever its
 * policy grants (its service account has no password to change). Sign-in, refresh and logout sit
 * outside the protected scope and take no key at all.
 */
const sessionOnlyRoutes: ReadonlySet<string> = new Set(['PUT users/change-password/']);

export function isSessionOnly(method: string, url: string): boolean {
  return sessionOnlyRoutes.has(`${method} ${routeKeyPath(url)}`);
}

/** The registered URL of a key path (the inverse of `routeKeyPath`). */
export function routeUrlOf(path: string): string {
  return path.startsWith('v2/') ? `/api/v2/${path.slice(3)}` : `/api/v1/${path}`;
}

/** The entry of a registered route (`/api/v1/drivers/:id/` or `/api/v2/...`, method) or undefined. */
export function permissionOf(method: string, url: string): RoutePermission | undefined {
  const path = routeKeyPath(url);
  const normalised = path.endsWith('/') ? path : `${path}/`;
  return routePermissions.get(`${method === 'HEAD' ? 'GET' : method} ${normalised}`);
}
