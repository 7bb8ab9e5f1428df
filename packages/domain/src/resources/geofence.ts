import { z } from 'zod';
import {
  type BBox,
  bboxOfCircle,
  bboxOfPoints,
  distanceM,
  type LngLat,
  pointInRing,
  ringSelfIntersects,
} from '../geo/geometry';
import { optionalCount, rangedNumber, readNumber, refList, requiredText } from './fields';
import { flag } from './vehicle';

/** Circles from 10 m (a gate) to 200 km (a province-sized zone). */
export const circleRadiusM = { min: 10, max: 200_000 } as const;

/** A [lng, lat] pair in degrees (GeoJSON order). */
export const lngLat = z.tuple([
  z.number({ error: 'invalid' }).min(-180, { error: 'invalid' }).max(180, { error: 'invalid' }),
  z.number({ error: 'invalid' }).min(-90, { error: 'invalid' }).max(90, { error: 'invalid' }),
]);

const samePoint = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** A GeoJSON polygon (one outer ring, closed, at least 3 distinct points, not crossing itself). */
const polygonShape = z.object({
  type: z.literal('Polygon'),
  coordinates: z
    .array(z.array(lngLat, { error: 'invalid' }), { error: 'invalid' })
    .length(1, { error: 'invalid' })
    .refine(
      ([ring]) => {
        if (!ring || ring.length < 4) return false;
        const first = ring[0] as LngLat;
        const last = ring[ring.length - 1] as LngLat;
        if (!samePoint(first, last)) return false;
        const distinct = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
        return distinct.size >= 3 && !ringSelfIntersects(ring);
      },
      { error: 'invalid' },
    ),
});

/** A circle: centre [lng, lat] and radius in metres. */
const circleShape = z.object({
  type: z.literal('Circle'),
  center: lngLat,
  radius: z.preprocess(readNumber, rangedNumber(circleRadiusM.min, circleRadiusM.max)),
});

export const geofenceShape = z.discriminatedUnion('type', [polygonShape, circleShape]);
export type GeofenceShape = z.output<typeof geofenceShape>;

/** The shape as one field: "required" when missing, one "invalid" whatever is wrong inside it. */
const shapeField = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null) {
    ctx.addIssue({ code: 'custom', message: 'required' });
    return z.NEVER;
  }
  const parsed = geofenceShape.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'invalid' });
    return z.NEVER;
  }
  return parsed.data;
});

/** Days of the Iranian week: 0 = Saturday … 6 = Friday. */
export const weekDays = [0, 1, 2, 3, 4, 5, 6] as const;

/** A wall-clock time, HH:mm (24 h). */
export const clock = z.string({ error: 'invalid' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid' });

/** A weekly window in Iran time: these days, from `from` until `to` (same day, `from` < `to`). */
export const timeWindow = z
  .object({
    days: z.array(z.number().int().min(0).max(6), { error: 'invalid' }).min(1, { error: 'invalid' }),
    from: clock,
    to: clock,
  })
  .refine((w) => w.from < w.to, { error: 'invalid', path: ['to'] });
export type TimeWindow = z.output<typeof timeWindow>;

/** allowed: being inside outside every window is a violation; forbidden: inside during one is. */
export const timeRuleModes = ['allowed', 'forbidden'] as const;
export type TimeRuleMode = (typeof timeRuleModes)[number];

export const geofenceInput = z
  .object({
    title: requiredText(100),
    color: z.string({ error: 'required' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'invalid' }),
    shape: shapeField,
    max_speed: optionalCount(300),
    time_rule_mode: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.enum(timeRuleModes, { error: 'invalid' }).nullable(),
    ),
    time_windows: z.array(timeWindow, { error: 'invalid' }).max(20, { error: 'invalid' }).default([]),
    forbidden: flag(),
    company_vehicles: refList(),
    company_vehicle_tags: refList(),
  })
  .superRefine((v, ctx) => {
    if (v.time_rule_mode && v.time_windows.length === 0)
      ctx.addIssue({ code: 'custom', path: ['time_windows'], message: 'required' });
  });
export type GeofenceInput = z.input<typeof geofenceInput>;
export type GeofenceValues = z.output<typeof geofenceInput>;

export interface Geofence {
  id: number;
  title: string;
  color: string;
  shape: GeofenceShape;
  max_speed: number | null;
  time_rule_mode: TimeRuleMode | null;
  time_windows: TimeWindow[];
  forbidden: boolean;
  /** Empty lists: the fence applies to every vehicle of the company. */
  company_vehicles: number[];
  company_vehicle_tags: number[];
  created: string;
}

export function shapeBBox(shape: GeofenceShape): BBox {
  return shape.type === 'Circle'
    ? bboxOfCircle(shape.center, shape.radius)
    : bboxOfPoints(shape.coordinates[0] as LngLat[]);
}

export function shapeContains(shape: GeofenceShape, point: LngLat): boolean {
  return shape.type === 'Circle'
    ? distanceM(shape.center, point) <= shape.radius
    : pointInRing(point, shape.coordinates[0] as LngLat[]);
}

const weekdayIndex: Record<string, number> = { Sat: 0, Sun: 1, Mon: 2, Tue: 3, Wed: 4, Thu: 5, Fri: 6 };
const tehranClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Day of the Iranian week (0 = Saturday) and minute of the day of an instant in Iran time. */
export function iranWeekMinute(instant: Date): { day: number; minute: number } {
  const parts = Object.fromEntries(tehranClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    day: weekdayIndex[parts.weekday ?? 'Sat'] ?? 0,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Minutes since midnight of an HH:mm clock text. */
export const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

export function inTimeWindows(windows: readonly TimeWindow[], instant: Date): boolean {
  const { day, minute } = iranWeekMinute(instant);
  return windows.some((w) => w.days.includes(day) && minute >= minutesOf(w.from) && minute < minutesOf(w.to));
}

/** Whether being inside the fence at this instant breaks its time rule. */
export function breaksTimeRule(
  mode: TimeRuleMode | null,
  windows: readonly TimeWindow[],
  instant: Date,
): boolean {
  if (!mode || windows.length === 0) return false;
  const inside = inTimeWindows(windows, instant);
  return mode === 'allowed' ? !inside : inside;
}
