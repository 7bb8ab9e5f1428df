/**
 * The tabular reports: their API names, columns and column labels, shared by the API (the xlsx
 * headers) and the web table, so a column reads the same on screen and in the workbook.
 */
export const reportNames = [
  'driver-history',
  'hardware-history',
  'stops',
  'daily',
  'periodic',
  'geofence-rules',
  'geofence-episodes',
  'fuel-transactions',
  'overview',
  'routing-details',
  'events',
] as const;
export type ReportName = (typeof reportNames)[number];

/**
 * How a cell is shown: a vehicle {name, license_plate}, a driver {first_name, last_name}, an
 * instant (ISO), an Iran day (ISO), seconds as h:mm, a number with `digits` decimals, rials, yes/no,
 * one of a few values labelled `key.value` in the catalogue's `reportTable`, a link to the route playback
 * ({company_vehicle_id, day, at}: on screen only, not in the workbook), a vehicle event's kind
 * (the catalogue's `eventKinds`).
 */
export type ReportCellKind =
  | 'vehicle'
  | 'driver'
  | 'text'
  | 'instant'
  | 'day'
  | 'duration'
  | 'number'
  | 'money'
  | 'flag'
  | 'choice'
  | 'playback'
  | 'event';

export interface ReportColumn {
  key: string;
  kind: ReportCellKind;
  digits?: number;
}

const figures: ReportColumn[] = [
  { key: 'distance_km', kind: 'number', digits: 1 },
  { key: 'engine_s', kind: 'duration' },
  { key: 'moving_s', kind: 'duration' },
  { key: 'idle_s', kind: 'duration' },
  { key: 'stopped_s', kind: 'duration' },
  { key: 'max_speed_kmh', kind: 'number', digits: 0 },
  { key: 'mean_speed_kmh', kind: 'number', digits: 0 },
  { key: 'fuel_used_l', kind: 'number', digits: 1 },
  { key: 'fuel_cost', kind: 'money' },
  { key: 'harsh_acceleration', kind: 'number', digits: 0 },
  { key: 'harsh_braking', kind: 'number', digits: 0 },
  { key: 'harsh_cornering', kind: 'number', digits: 0 },
  { key: 'fence_violations', kind: 'number', digits: 0 },
  { key: 'cost', kind: 'money' },
];

export const reportColumns: Record<ReportName, ReportColumn[]> = {
  'driver-history': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'from_at', kind: 'instant' },
    { key: 'until_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
  ],
  'hardware-history': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'imei', kind: 'text' },
    { key: 'sim_number', kind: 'text' },
    { key: 'from_at', kind: 'instant' },
    { key: 'until_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
  ],
  stops: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'started_at', kind: 'instant' },
    { key: 'ended_at', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
    { key: 'place', kind: 'text' },
    { key: 'ignition_off', kind: 'flag' },
  ],
  daily: [{ key: 'company_vehicle', kind: 'vehicle' }, { key: 'day', kind: 'day' }, ...figures],
  periodic: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'days', kind: 'number', digits: 0 },
    ...figures,
  ],
  'geofence-rules': [
    { key: 'rule', kind: 'choice' },
    { key: 'limit_kmh', kind: 'number', digits: 0 },
    { key: 'events', kind: 'number', digits: 0 },
    { key: 'vehicles', kind: 'number', digits: 0 },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'over_limit_kmh', kind: 'number', digits: 0 },
  ],
  'geofence-episodes': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'rule', kind: 'choice' },
    { key: 'episode_start', kind: 'instant' },
    { key: 'episode_end', kind: 'instant' },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'playback', kind: 'playback' },
  ],
  'fuel-transactions': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'occurred_at', kind: 'instant' },
    { key: 'card', kind: 'text' },
    { key: 'liters', kind: 'number', digits: 1 },
    { key: 'paid_total', kind: 'money' },
    { key: 'station', kind: 'text' },
    { key: 'telemetry_rise_l', kind: 'number', digits: 1 },
    { key: 'fuel_check', kind: 'choice' },
  ],
  overview: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'days', kind: 'number', digits: 0 },
    { key: 'trip_count', kind: 'number', digits: 0 },
    ...figures.slice(0, -2),
    { key: 'overspeed_count', kind: 'number', digits: 0 },
    ...figures.slice(-2),
    { key: 'utilisation_pct', kind: 'number', digits: 1 },
  ],
  'routing-details': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'trip_started_at', kind: 'instant' },
    { key: 'trip_ended_at', kind: 'instant' },
    { key: 'start_place', kind: 'text' },
    { key: 'end_place', kind: 'text' },
    { key: 'distance_km', kind: 'number', digits: 1 },
    { key: 'duration_s', kind: 'duration' },
    { key: 'max_speed_kmh', kind: 'number', digits: 0 },
    { key: 'mean_speed_kmh', kind: 'number', digits: 0 },
    { key: 'idle_s', kind: 'duration' },
    { key: 'harsh_events', kind: 'number', digits: 0 },
  ],
  events: [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'driver', kind: 'driver' },
    { key: 'kind', kind: 'event' },
    { key: 'at', kind: 'instant' },
    { key: 'event_ended_at', kind: 'instant' },
    { key: 'value', kind: 'number', digits: 1 },
    { key: 'place', kind: 'text' },
  ],
};

/** Where each report answers under the API base (spec section 2 names the screens; the paths follow them). */
export const reportPaths: Record<ReportName, string> = {
  'driver-history': 'reports/history/driver/',
  'hardware-history': 'reports/history/hardware/',
  stops: 'reports/history/stops/',
  daily: 'reports/daily/',
  periodic: 'reports/periodic/',
  'geofence-rules': 'reports/geofence-rules/',
  'geofence-episodes': 'reports/geofence-rules/:id/',
  'fuel-transactions': 'reports/fuel-transactions/',
  overview: 'reports/history/overview/',
  'routing-details': 'reports/history/routing-details/',
  events: 'reports/history/events/',
};

/**
 * Reports that answer a summary besides their rows (`summary` in the page, a second sheet in the
 * workbook): the fuel transactions' reconciliation per vehicle with what telemetry saw.
 */
export const reportSummaryColumns: Partial<Record<ReportName, ReportColumn[]>> = {
  'fuel-transactions': [
    { key: 'company_vehicle', kind: 'vehicle' },
    { key: 'transactions', kind: 'number', digits: 0 },
    { key: 'bought_l', kind: 'number', digits: 1 },
    { key: 'refuel_l', kind: 'number', digits: 1 },
    { key: 'consumed_l', kind: 'number', digits: 1 },
    { key: 'unseen_l', kind: 'number', digits: 1 },
    { key: 'suspicious', kind: 'number', digits: 0 },
    { key: 'telemetry', kind: 'flag' },
  ],
};

/** The rule kinds of a fence, in the order the geofence-rules report lists them. */
export const fenceRuleKinds = ['enter', 'exit', 'forbidden', 'over_speed', 'time_violation'] as const;
export type FenceRuleKind = (typeof fenceRuleKinds)[number];

/** How a fuel transaction compares with the fuel level telemetry (docs/metrics.md has the thresholds). */
export const fuelChecks = ['matched', 'no_refuel', 'short_rise', 'over_tank', 'no_telemetry'] as const;
export type FuelCheck = (typeof fuelChecks)[number];

/** Choice values a report marks as needing a look (`key.value`): the suspicious fuel verdicts. */
export const flaggedChoices: ReadonlySet<string> = new Set(
  fuelChecks
    .filter((check) => check !== 'matched' && check !== 'no_telemetry')
    .map((check) => `fuel_check.${check}`),
);
