import { leaveKinds, planStatuses, serviceDueStates, serviceTypes } from '../choices';
import type { AccessArea, ManifestEntry } from './manifest-types';

const records = ['view', 'add', 'change', 'delete'] as const;
const fleetWrites = ['view', 'add', 'change'] as const;
const approvable = [...records, 'approve'] as const;
const vehicleSummaries = { path: 'vehicles/companies/summaries/', rows: 'vehicle' } as const;

/**
 * Every resource of the product, declared once (docs/adding-a-resource.md): its API path, the
 * access area and actions, how organizations limit it, its list filters and its screens. The
 * server's routes, permissions, scoping and default policies, and the web's paths, router, menus
 * and policy editor are derived from this table. The order is the policy editor's order.
 */
export const resourceManifest = {
  drivers: {
    api: 'drivers/',
    access: 'drivers',
    area: {
      actions: [...records, 'export', 'approve'],
      defaults: { monitoring: ['view'], dataEntry: fleetWrites, viewOnly: ['view'] },
    },
    organizations: 'own',
    summaries: 'permission',
    filters: [
      {
        param: 'company_vehicle__isnull',
        kind: 'flag',
        label: 'resources.drivers.vehicleFilter',
        options: [
          { value: 'false', label: 'resources.drivers.withVehicle' },
          { value: 'true', label: 'resources.drivers.withoutVehicle' },
        ],
      },
    ],
    screens: {
      kind: 'records',
      route: 'drivers',
      url: 'drivers',
      menu: { group: 'drivers', list: 1, add: 2 },
      addMenu: 1,
    },
  },
  leaves: {
    api: 'drivers/leaves/',
    access: 'leaves',
    area: {
      actions: approvable,
      defaults: { dataEntry: fleetWrites, dataEntryHeldBack: ['add', 'change'], viewOnly: ['view'] },
    },
    organizations: 'drivers',
    filters: [
      { param: 'driver__id__in', kind: 'ids' },
      {
        param: 'kind',
        kind: 'choices',
        values: leaveKinds,
        label: 'resources.leaves.kindFilter',
        optionLabels: 'enums.leaveKind',
      },
      { param: 'window', kind: 'window', as: 'instants' },
    ],
    screens: {
      kind: 'records',
      route: 'leaves',
      url: 'drivers-leaves',
      menu: { group: 'drivers', list: 3, add: 4 },
    },
  },
  vehicles: {
    api: 'vehicles/companies/',
    access: 'vehicles',
    area: {
      actions: [...records, 'export', 'approve'],
      defaults: { monitoring: ['view'], dataEntry: fleetWrites, viewOnly: ['view'] },
    },
    organizations: 'own',
    summaries: 'permission',
    filters: [
      {
        param: 'company_vehicle_tags__id__in',
        kind: 'ids',
        label: 'resources.vehicles.tagFilter',
        source: { path: 'vehicles/companies/tags/summaries/' },
      },
      {
        param: 'vehicle__id__in',
        kind: 'ids',
        label: 'resources.vehicles.typeFilter',
        source: { path: 'vehicles/' },
      },
      { param: 'id__in', kind: 'ids' },
      // Rules (metrics) do not exist yet; accepted so the spec's client call works (docs/decisions.md).
      { param: 'metrics__id__in', kind: 'ids' },
    ],
    screens: {
      kind: 'records',
      route: 'cars',
      url: 'cars',
      section: 'vehicles',
      menu: { group: 'vehicles', list: 1, add: 3 },
      addMenu: 2,
    },
  },
  tags: {
    api: 'vehicles/companies/tags/',
    access: 'tags',
    area: {
      actions: records,
      defaults: { monitoring: ['view'], dataEntry: fleetWrites, viewOnly: ['view'] },
    },
    organizations: 'own',
    summaries: 'names',
    screens: {
      kind: 'records',
      route: 'tags',
      url: 'tags',
      menu: { group: 'vehicles', list: 4, add: 5 },
    },
    fields: {
      fa_title: { kind: 'text', max: 100, required: true, span: 6 },
      en_title: { kind: 'text', max: 100, ltr: true, span: 6 },
    },
  },
  devices: {
    api: 'devices/',
    access: 'devices',
    // `command` sends commands to the device (engine stop...); a policy may hold them for approval.
    area: {
      actions: [...records, 'command', 'approve'],
      defaults: { dataEntry: fleetWrites, viewOnly: ['view'] },
    },
    organizations: 'vehicles',
    summaries: 'permission',
    filters: [{ param: 'company_vehicle__isnull', kind: 'flag' }],
    screens: { kind: 'list', route: 'devices', url: 'devices', menu: { group: 'vehicles', list: 6 } },
  },
  insurances: {
    api: 'insurances/company-vehicles/',
    access: 'insurances',
    area: { actions: approvable, defaults: { dataEntry: fleetWrites, viewOnly: ['view'] } },
    organizations: 'vehicles',
    filters: [{ param: 'company_vehicle', kind: 'id' }],
  },
  insurancePayments: {
    api: 'insurances/company-vehicles/transactions/',
    access: 'insurances',
    organizations: 'vehicles',
    filters: [{ param: 'company_vehicle_insurance', kind: 'id' }],
  },
  fines: {
    api: 'fines/',
    access: 'fines',
    area: {
      actions: approvable,
      defaults: { dataEntry: fleetWrites, dataEntryHeldBack: ['add', 'change'], viewOnly: ['view'] },
    },
    organizations: 'vehicles',
    filters: [
      {
        param: 'paid',
        kind: 'flag',
        label: 'resources.fines.paidFilter',
        options: [
          { value: 'true', label: 'resources.fines.paidYes' },
          { value: 'false', label: 'resources.fines.paidNo' },
        ],
      },
      {
        param: 'company_vehicle__id__in',
        kind: 'ids',
        label: 'resources.fines.vehicleFilter',
        source: vehicleSummaries,
      },
      { param: 'driver__id__in', kind: 'ids' },
    ],
    screens: {
      kind: 'records',
      route: 'fines',
      url: 'fines',
      menu: { group: 'vehicles', list: 2 },
      addMenu: 4,
    },
  },
  fuelCards: {
    api: 'fuel-card/',
    access: 'fuel_cards',
    area: { actions: records, defaults: { dataEntry: fleetWrites, viewOnly: ['view'] } },
    organizations: 'vehicles',
    summaries: 'permission',
    filters: [
      {
        param: 'company_vehicle__id__in',
        kind: 'ids',
        label: 'resources.fuelCards.vehicleFilter',
        source: vehicleSummaries,
      },
      { param: 'driver__id__in', kind: 'ids' },
      { param: 'is_active', kind: 'flag' },
    ],
    screens: { kind: 'records', route: 'fuelCard', url: 'fuel-card', section: 'fuel', addMenu: 3 },
  },
  fuelTransactions: {
    api: 'fuel-card/transactions/',
    access: 'fuel_transactions',
    area: {
      actions: approvable,
      defaults: { dataEntry: fleetWrites, dataEntryHeldBack: ['add', 'change'], viewOnly: ['view'] },
    },
    organizations: 'vehicles',
    filters: [
      {
        param: 'fuel_card__id__in',
        kind: 'ids',
        label: 'fuelTransactions.cardFilter',
        source: { path: 'fuel-card/summaries/', rows: 'card' },
      },
      { param: 'company_vehicle__id__in', kind: 'ids' },
      { param: 'window', kind: 'window', as: 'instants' },
    ],
  },
  services: {
    api: 'services/',
    access: 'services',
    area: { actions: approvable, defaults: { dataEntry: fleetWrites, viewOnly: ['view'] } },
    organizations: 'vehicles',
    filters: [
      {
        param: 'due',
        kind: 'choices',
        values: serviceDueStates,
        label: 'resources.services.dueFilter',
        optionLabels: 'enums.serviceDue',
      },
      {
        param: 'company_vehicle__id__in',
        kind: 'ids',
        label: 'resources.services.vehicleFilter',
        source: vehicleSummaries,
      },
      { param: 'service_type', kind: 'choices', values: serviceTypes },
      { param: 'window', kind: 'window', as: 'days' },
    ],
    screens: {
      kind: 'records',
      route: 'service',
      url: 'service',
      section: 'service',
      menu: { group: 'service', list: 1, add: 2 },
    },
  },
  geofences: {
    api: 'geofences/',
    access: 'geofences',
    area: { actions: records, defaults: { monitoring: ['view'], viewOnly: ['view'] } },
    organizations: 'own',
    summaries: 'permission',
    filters: [
      {
        param: 'forbidden',
        kind: 'flag',
        label: 'geofences.forbiddenFilter',
        options: [
          { value: 'true', label: 'resource.yes' },
          { value: 'false', label: 'resource.no' },
        ],
      },
    ],
    screens: {
      kind: 'records',
      route: 'geofence',
      url: 'geofence',
      menu: { group: 'geofences', list: 1, add: 2 },
    },
  },
  rules: {
    api: 'rules/',
    access: 'rules',
    area: { actions: records, defaults: { viewOnly: ['view'] } },
    summaries: 'permission',
    filters: [{ param: 'active', kind: 'flag' }],
    screens: { kind: 'records', route: 'rules', url: 'rules' },
  },
  plans: {
    api: 'plans/',
    access: 'plans',
    area: {
      actions: [...records, 'export'],
      defaults: { monitoring: ['view', 'export'], viewOnly: ['view'] },
    },
    organizations: 'vehicles',
    summaries: 'permission',
    filters: [
      {
        param: 'status__in',
        kind: 'choices',
        values: planStatuses,
        label: 'plans.statusFilter',
        optionLabels: 'plans.status',
      },
      {
        param: 'company_vehicle__id__in',
        kind: 'ids',
        label: 'plans.vehicleFilter',
        source: vehicleSummaries,
      },
      { param: 'window', kind: 'window', as: 'days' },
    ],
    screens: {
      kind: 'records',
      route: 'plans',
      url: 'plans',
      listParent: 'plansEvaluation',
      menu: { group: 'reports', list: 9 },
    },
  },
  reportSchedules: {
    api: 'report-schedules/',
    access: 'report_schedules',
    // No default beyond the fleet manager's: a schedule mails the company's figures out.
    area: { actions: records },
    screens: {
      kind: 'records',
      route: 'reportSchedules',
      url: 'report-schedules',
      section: 'reports',
      menu: { group: 'reports', list: 10, add: 11 },
    },
  },
  organizations: {
    api: 'organizations/',
    access: 'organizations',
    area: { actions: records },
    summaries: 'names',
    screens: { kind: 'records', route: 'organizations', url: 'organizations' },
  },
  users: {
    api: 'users/',
    access: 'users',
    area: { actions: [...records, 'approve'] },
    handWritten: true,
    screens: { kind: 'records', route: 'users', url: 'users' },
  },
} as const satisfies Record<string, ManifestEntry>;

export type ResourceName = keyof typeof resourceManifest;

/**
 * Access areas that are not records of one resource: screens and powers of their own. The order
 * continues the manifest's in the policy editor.
 */
export const otherAccessAreas = {
  policies: { actions: records },
  /** Keys for integrations: only the administrator's policy (all permissions) holds this area by default. */
  api_keys: { actions: ['view', 'add', 'delete'] },
  approvals: { actions: ['view'] },
  company: { actions: ['view', 'change'] },
  tracking: {
    actions: ['view', 'export'],
    defaults: { monitoring: ['view', 'export'], viewOnly: ['view'] },
  },
  reports: {
    actions: ['view', 'export'],
    defaults: { monitoring: ['view', 'export'], viewOnly: ['view'] },
  },
  reminders: {
    actions: ['view'],
    defaults: { monitoring: ['view'], dataEntry: ['view'], viewOnly: ['view'] },
  },
  // Where the company's data leaves the panel: fleet managers only, unless a policy says so.
  webhooks: { actions: records },
} as const satisfies Record<string, AccessArea>;

type Manifest = typeof resourceManifest;

/** The resources served by the generic record routes (all but those written by hand). */
export type GenericResourceName = {
  [K in ResourceName]: Manifest[K] extends { handWritten: true } ? never : K;
}[ResourceName];

/** The access areas of the manifest's resources (each declared by the entry that owns it). */
export type ResourceAccess = Manifest[ResourceName]['access'];

/** The manifest's entries with their names, in order (as plain entries: iterate, then narrow). */
export const manifestEntries = Object.entries(resourceManifest) as [ResourceName, ManifestEntry][];
