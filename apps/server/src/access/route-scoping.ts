import { reportPaths } from '@navgan/domain/reports';
import { type Method, manifestResourceRoutes } from './manifest-routes';
import { routeKeyPath } from './route-permissions';

/**
 * How a route's answer is limited for a caller who belongs to organizations:
 * - `by-vehicle`, `by-driver`, `by-fence`, `by-tag`: only rows of (or hanging off) the vehicles,
 *   drivers, geofences or tags assigned to the caller's organizations and those below them;
 * - `company-wide`: company data not owned by organizations, read whole by every permitted user
 *   (the profile, settings, users, policies, rules, the organization tree);
 * - `by-record`: entries about records of any resource (history, approval requests), each kept
 *   to the records the caller sees by that resource's own scope;
 * - `names`: names (id and title) of what the caller sees and of what records they see refer to;
 * - `caller`: the caller's own session, account and notifications;
 * - `not-tenant-data`: reference data shared by every company (colours, provinces, plate letters).
 */
export type RouteScoping =
  | 'by-vehicle'
  | 'by-driver'
  | 'by-fence'
  | 'by-tag'
  | 'by-record'
  | 'company-wide'
  | 'names'
  | 'caller'
  | 'not-tenant-data';

type Entry = [`${Method} ${string}`, RouteScoping];

const on = (method: Method, path: string, scoping: RouteScoping): Entry => [`${method} ${path}`, scoping];

/** How organizations limit a manifest resource's rows, by the records they hang off. */
const scopingOfRows: Record<string, RouteScoping> = {
  drivers: 'by-driver',
  vehicles: 'by-vehicle',
  tags: 'by-tag',
  geofences: 'by-fence',
};

/** The generic routes of each manifest resource, scoped by the records its rows hang off. */
const resourceRoutes = (): Entry[] =>
  manifestResourceRoutes().map(({ method, path, kind, entry }) => {
    const link = entry.organizations;
    const scoping = link
      ? (scopingOfRows[link === 'own' ? entry.access : link] ?? 'company-wide')
      : 'company-wide';
    return on(method, path, kind === 'summaries' && entry.summaries === 'names' ? 'names' : scoping);
  });

/**
 * Every route of the permission table (same keys) → how it is organization-scoped. A caller limited
 * to organizations gets 403 from a route missing here (fail-closed), and `route-scoping.test.ts`
 * fails; `tenant-isolation.test.ts` holds every declaration true.
 */
export const routeScoping: ReadonlyMap<string, RouteScoping> = new Map<string, RouteScoping>([
  on('GET', 'users/office-staffs/', 'caller'),
  on('PUT', 'users/change-password/', 'caller'),
  on('GET', 'notifications/', 'caller'),
  on('POST', 'notifications/read/', 'caller'),
  on('PUT', 'notifications/:id/read/', 'caller'),
  on('GET', 'users/notification-preferences/', 'caller'),
  on('PUT', 'users/notification-preferences/', 'caller'),
  on('POST', 'users/notification-preferences/link/', 'caller'),

  on('GET', 'vehicles/', 'not-tenant-data'),
  on('GET', 'vehicles/cabins/', 'not-tenant-data'),
  on('GET', 'vehicles/statuses/', 'not-tenant-data'),
  on('GET', 'vehicles/ownerships/', 'not-tenant-data'),
  on('GET', 'vehicles/license-plate-chars/', 'not-tenant-data'),
  on('GET', 'colors/', 'not-tenant-data'),
  on('GET', 'insurances/vehicles/types/', 'not-tenant-data'),
  on('GET', 'drivers/statuses/', 'not-tenant-data'),
  on('GET', 'geolocations/provinces/', 'not-tenant-data'),
  on('GET', 'geolocations/cities/', 'not-tenant-data'),
  on('GET', 'geolocations/neighborhood/', 'not-tenant-data'),
  on('GET', 'client-config/', 'not-tenant-data'),

  on('GET', 'company/profile/', 'company-wide'),
  on('PUT', 'company/profile/', 'company-wide'),
  on('POST', 'notifications/announcements/', 'company-wide'),
  // Settings are the company's; the delivery log shows a limited caller only their own messages.
  on('GET', 'notification-channels/', 'company-wide'),
  ...(['email', 'sms', 'telegram', 'bale'] as const).map((channel) =>
    on('PUT', `notification-channels/${channel}/`, 'company-wide'),
  ),
  on('POST', 'notification-channels/:channel/test/', 'company-wide'),
  on('GET', 'notification-channels/messages/', 'caller'),
  on('POST', 'notification-channels/messages/:id/retry/', 'caller'),
  on('GET', 'company/motion-settings/', 'company-wide'),
  on('PUT', 'company/motion-settings/', 'company-wide'),
  on('POST', 'stats/rollups/rebuild/', 'company-wide'),
  on('GET', 'stats/rollups/rebuild/', 'company-wide'),
  on('GET', 'stats/rollups/rebuild/:id/', 'company-wide'),

  // Every resource of the manifest (tag and organization names are read by every screen that
  // shows a record carrying them).
  ...resourceRoutes(),
  on('GET', 'devices/:id/key/', 'by-vehicle'),
  on('GET', 'devices/:id/commands/', 'by-vehicle'),
  on('POST', 'devices/:id/commands/', 'by-vehicle'),
  on('GET', 'devices/:id/frames/', 'by-vehicle'),
  on('GET', 'devices/:id/frames/download/', 'by-vehicle'),
  on('GET', 'devices/unknown/', 'company-wide'),
  on('POST', 'devices/:id/key/', 'by-vehicle'),
  on('DELETE', 'devices/:id/key/', 'by-vehicle'),
  on('GET', 'plans/:id/evaluation/', 'by-vehicle'),
  on('GET', 'plans/evaluations/', 'by-vehicle'),
  on('GET', 'exports/plans/evaluations/', 'by-vehicle'),
  // A schedule runs with its owner's access, whoever reads its history or sends it now.
  on('GET', 'report-schedules/:id/runs/', 'company-wide'),
  on('POST', 'report-schedules/:id/send/', 'company-wide'),

  on('GET', 'vehicles/companies/:id/drivers/', 'by-vehicle'),
  on('PUT', 'vehicles/companies/:id/drivers/', 'by-vehicle'),
  on('GET', 'vehicles/companies/:id/devices/', 'by-vehicle'),
  on('PUT', 'vehicles/companies/:id/devices/', 'by-vehicle'),
  on('GET', 'vehicles/companies/:id/information/costs/', 'by-vehicle'),
  on('PUT', 'vehicles/companies/:id/information/costs/', 'by-vehicle'),
  on('POST', 'vehicles/companies/information/costs/', 'by-vehicle'),
  on('GET', 'vehicles/companies/:id/information/technicals/', 'by-vehicle'),
  on('PUT', 'vehicles/companies/:id/information/technicals/', 'by-vehicle'),
  on('POST', 'vehicles/companies/information/technicals/', 'by-vehicle'),
  on('GET', 'api/customer-vehicles/v1/has-hardware/', 'by-vehicle'),
  on('GET', 'exports/vehicles/companies/', 'by-vehicle'),
  on('GET', 'trackings/', 'by-vehicle'),
  on('GET', 'customer/v1/car-live-state/', 'by-vehicle'),
  on('GET', 'exports/vehicles/companies/not-updated/', 'by-vehicle'),
  on('GET', 'stats/drivers/statuses/', 'by-driver'),
  on('GET', 'stats/company-vehicles/ownerships/', 'by-vehicle'),
  on('GET', 'stats/company-vehicles/statuses/', 'by-vehicle'),
  on('GET', 'trackings/temperatures/', 'by-vehicle'),
  on('GET', 'trackings/:id/trail/', 'by-vehicle'),
  on('GET', 'reminders/', 'by-vehicle'),
  on('GET', 'stats/fleets/todays/', 'by-vehicle'),
  on('GET', 'stats/fences/events/', 'by-vehicle'),
  on('GET', 'stats/summaries/', 'by-vehicle'),
  on('GET', 'stats/fuels/efficiencies/', 'by-vehicle'),
  on('GET', 'stats/fleets/utilizations/', 'by-vehicle'),
  on('GET', 'stats/costs/', 'by-vehicle'),
  on('GET', 'stats/drivers/behaviours/', 'by-vehicle'),
  ...Object.values(reportPaths).flatMap((path): Entry[] => [
    on('GET', path, 'by-vehicle'),
    on('GET', `exports/${path}`, 'by-vehicle'),
  ]),
  on('GET', 'reports/history/routing/:id/', 'by-vehicle'),
  on('GET', 'v2/reports/overview/', 'by-vehicle'),
  on('GET', 'v2/reports/overview/:id/', 'by-vehicle'),
  on('GET', 'v2/exports/reports/overview/', 'by-vehicle'),

  on('GET', 'users/', 'company-wide'),
  on('POST', 'users/', 'company-wide'),
  on('GET', 'users/summaries/', 'company-wide'),
  on('GET', 'users/:id/', 'company-wide'),
  on('PUT', 'users/:id/', 'company-wide'),
  on('PUT', 'users/:id/passwords/', 'company-wide'),
  on('GET', 'feeds/positions/', 'by-vehicle'),
  on('GET', 'feeds/trips/', 'by-vehicle'),
  on('GET', 'feeds/events/', 'by-vehicle'),
  on('GET', 'feeds/fuel-transactions/', 'by-vehicle'),
  on('GET', 'api-keys/', 'company-wide'),
  on('POST', 'api-keys/', 'company-wide'),
  on('DELETE', 'api-keys/:id/', 'company-wide'),
  on('GET', 'users/policies/', 'company-wide'),
  on('POST', 'users/policies/', 'company-wide'),
  on('PUT', 'users/policies/:id/', 'company-wide'),
  on('DELETE', 'users/policies/:id/', 'company-wide'),
  on('GET', 'users/approvals/', 'by-record'),
  on('POST', 'users/approvals/:id/accept/', 'by-record'),
  on('POST', 'users/approvals/:id/reject/', 'by-record'),
  on('GET', 'audit-trail/', 'by-record'),
  // A company's webhooks are not any organization's.
  on('GET', 'webhooks/', 'company-wide'),
  on('POST', 'webhooks/', 'company-wide'),
  on('GET', 'webhooks/:id/', 'company-wide'),
  on('PUT', 'webhooks/:id/', 'company-wide'),
  on('DELETE', 'webhooks/:id/', 'company-wide'),
  on('GET', 'webhooks/:id/secret/', 'company-wide'),
  on('POST', 'webhooks/:id/secret/', 'company-wide'),
  on('POST', 'webhooks/:id/pause/', 'company-wide'),
  on('POST', 'webhooks/:id/resume/', 'company-wide'),
  on('POST', 'webhooks/:id/ping/', 'company-wide'),
  on('GET', 'webhooks/:id/attempts/', 'company-wide'),
  on('POST', 'webhooks/:id/deliveries/:delivery/redeliver/', 'company-wide'),
]);

/** The scoping of a registered route (`/api/v1/drivers/:id/`, method), or undefined. */
export function scopingOf(method: string, url: string): RouteScoping | undefined {
  const path = routeKeyPath(url);
  const normalised = path.endsWith('/') ? path : `${path}/`;
  return routeScoping.get(`${method === 'HEAD' ? 'GET' : method} ${normalised}`);
}
