import { z } from 'zod';
import { dayRanges } from '../field-ranges';
import { optionalText, readNumber, requiredChoice, requiredDay, requiredRef, requiredText } from './fields';
import { clock, lngLat } from './geofence';

/**
 * A plan: the mission one vehicle should carry out on one Iran day, either ordered stops (each a
 * point with a radius, an arrival window and a planned dwell) or a route (a line and the corridor
 * the vehicle may stray within). The evaluation (`plan-evaluation.ts`) compares it with the day's
 * positions; docs/decisions.md, "Plans".
 */
export const planKinds = ['stops', 'route'] as const;
export type PlanKind = (typeof planKinds)[number];

import { type PlanStatus, planStatuses } from '../choices';

export { type PlanStatus, planStatuses };

/** A stop's radius: from a gate (20 m) to a district (5 km). */
export const stopRadiusM = { min: 20, max: 5000, default: 200 } as const;
/** How far from the planned line a route plan may go: 20 m to 5 km. */
export const corridorM = { min: 20, max: 5000, default: 300 } as const;
export const maxPlanStops = 50;
export const maxRoutePoints = 500;

const number = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : readNumber(v));
const optionalClock = z.preprocess((v) => (v === '' || v === undefined ? null : v), clock.nullable());

/** One planned stop; `window_from`/`window_to` are Iran wall-clock times of the plan's day. */
export const planStop = z
  .object({
    name: z.string().trim().min(1).max(100),
    point: lngLat,
    radius_m: z.preprocess(
      (v) => number(v) ?? stopRadiusM.default,
      z.number().int().min(stopRadiusM.min).max(stopRadiusM.max),
    ),
    window_from: optionalClock,
    window_to: optionalClock,
    dwell_min: z.preprocess(
      (v) => (v === '' || v === undefined ? null : number(v)),
      z
        .number()
        .int()
        .min(0)
        .max(24 * 60)
        .nullable(),
    ),
  })
  .refine((s) => !s.window_from || !s.window_to || s.window_from <= s.window_to);
export type PlanStop = z.output<typeof planStop>;

/** The stop list as one field with one message, as rules do with their rows. */
const stopsField = z.array(z.unknown(), { error: 'planStopsIncomplete' }).transform((rows, ctx) => {
  const parsed = rows.map((row) => planStop.safeParse(row));
  if (parsed.some((p) => !p.success) || rows.length > maxPlanStops) {
    ctx.addIssue({ code: 'custom', message: 'planStopsIncomplete' });
    return z.NEVER;
  }
  return parsed.map((p) => p.data as PlanStop);
});

/** The route as one field: any fault in the line is the one message. */
const routeField = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  z
    .array(lngLat, { error: 'planRouteRequired' })
    .min(2, { error: 'planRouteRequired' })
    .max(maxRoutePoints, { error: 'planRouteRequired' })
    .nullable(),
);

/**
 * A plan body. The kind says which of `stops` and `route` counts; the other is dropped when
 * stored (`planShape`).
 */
export const planInput = z
  .object({
    title: requiredText(100),
    company_vehicle: requiredRef(),
    day: requiredDay(dayRanges.scheduled),
    start_time: z.preprocess((v) => (v === '' || v === undefined ? null : v), clock.nullable()),
    kind: requiredChoice(planKinds),
    status: z.preprocess(
      (v) => (v === '' || v == null ? 'planned' : v),
      z.enum(planStatuses, { error: 'invalid' }),
    ),
    stops: z.preprocess((v) => v ?? [], stopsField),
    route: routeField,
    corridor_m: z.preprocess(
      (v) => number(v) ?? corridorM.default,
      z
        .number({ error: 'invalid' })
        .int({ error: 'invalid' })
        .min(corridorM.min, { error: 'invalid' })
        .max(corridorM.max, { error: 'invalid' }),
    ),
    notes: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'stops' && Array.isArray(v.stops) && v.stops.length === 0)
      ctx.addIssue({ code: 'custom', path: ['stops'], message: 'planStopsIncomplete' });
    if (v.kind === 'route' && v.route === null)
      ctx.addIssue({ code: 'custom', path: ['route'], message: 'planRouteRequired' });
  });
export type PlanInput = z.input<typeof planInput>;
export type PlanValues = z.output<typeof planInput>;

/** The vehicle as a plan answer names it. */
export interface PlanVehicleRef {
  id: number;
  name: string;
  license_plate: string;
}

export interface Plan {
  id: number;
  title: string;
  company_vehicle: PlanVehicleRef | null;
  day: string;
  start_time: string | null;
  kind: PlanKind;
  status: PlanStatus;
  stops: PlanStop[];
  /** [lng, lat] points of a route plan, null for a stops plan. */
  route: [number, number][] | null;
  corridor_m: number;
  notes: string;
  created: string;
}

/** What a plan keeps of a checked body: the stops of a stops plan, the line of a route plan. */
export function planShape(v: PlanValues): { stops: PlanStop[]; route: [number, number][] | null } {
  return v.kind === 'stops'
    ? { stops: v.stops, route: null }
    : { stops: [], route: (v.route ?? []) as [number, number][] };
}
