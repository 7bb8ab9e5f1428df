/**
 * Fixed choices that list filters and forms both offer. Kept free of schemas so the resource
 * manifest, which every screen's menu reads, can name them without pulling the form schemas in.
 */

/** A driver's leave is counted in whole days or in hours within one day. */
export const leaveKinds = ['hourly', 'daily'] as const;
export type LeaveKind = (typeof leaveKinds)[number];

export const planStatuses = ['planned', 'in_progress', 'done', 'cancelled'] as const;
export type PlanStatus = (typeof planStatuses)[number];

/** The kinds of periodic service a fleet tracks (the spec names "type" only; see docs/decisions.md). */
export const serviceTypes = [
  'engineOil',
  'oilFilter',
  'airFilter',
  'fuelFilter',
  'brakePads',
  'tyres',
  'battery',
  'timingBelt',
  'coolant',
  'gearboxOil',
  'technicalInspection',
  'general',
] as const;

export const serviceDueStates = ['ok', 'soon', 'overdue'] as const;
export type ServiceDueState = (typeof serviceDueStates)[number];
