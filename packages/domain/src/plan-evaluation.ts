import { clockTimeIn } from './calendar-day';
import { distanceM, type LngLat } from './geo/geometry';
import type { Messages } from './messages/catalogue';
import { minutesOf } from './resources/geofence';
import type { PlanKind, PlanStop } from './resources/plan';
import type { RoutePoint } from './route-simplify';

/**
 * How a plan went (docs/metrics.md, "Plans evaluation"): from one vehicle-day of fixes
 * ([lng, lat, unix s, km/h], time order) and the day's derived stops. Pure, so the API and the
 * tests share one definition of visited, on time and off the corridor.
 */

/** A stop the motion derivation recorded for the vehicle that day. */
export interface RecordedStop {
  started_at: string;
  ended_at: string;
  latitude: number;
  longitude: number;
}

export type StopTiming = 'early' | 'on_time' | 'late';

export interface StopVisit {
  name: string;
  point: [number, number];
  radius_m: number;
  window_from: string | null;
  window_to: string | null;
  dwell_min: number | null;
  visited: boolean;
  arrived_at: string | null;
  departed_at: string | null;
  /** Seconds between arrival and departure (0 for a single fix inside the radius). */
  dwell_s: number | null;
  /** Null for a missed stop; a visited stop without a window is on time. */
  timing: StopTiming | null;
  /** Minutes before the window (negative), after it (positive), 0 inside it; null when missed. */
  delay_min: number | null;
}

export interface RouteDeviation {
  travelled_m: number;
  off_corridor_m: number;
  max_deviation_m: number;
  /** Share of the travelled distance inside the corridor, 0 when the vehicle did not move. */
  on_route_pct: number;
}

export interface PlanEvaluationFigures {
  kind: PlanKind;
  stops: StopVisit[];
  planned_stops: number;
  visited: number;
  missed: number;
  on_time: number;
  visited_pct: number;
  on_time_pct: number;
  route: RouteDeviation | null;
  /** 0-100: mean of visited % and on-time % for stops plans, on-route % for route plans. */
  score: number;
}

export interface PlanToEvaluate {
  kind: PlanKind;
  stops: readonly PlanStop[];
  route: readonly LngLat[] | null;
  corridor_m: number;
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);
const iso = (unixS: number) => new Date(unixS * 1000).toISOString();

interface Presence {
  from: number;
  until: number;
}

/** Spans of the day the vehicle was within `radius` of `point`: runs of fixes and recorded stops. */
function presencesNear(
  point: LngLat,
  radius: number,
  fixes: readonly RoutePoint[],
  recorded: readonly RecordedStop[],
): Presence[] {
  const spans: Presence[] = [];
  let run: Presence | null = null;
  for (const [lng, lat, t] of fixes) {
    if (distanceM(point, [lng, lat]) <= radius) {
      if (run) run.until = t;
      else run = { from: t, until: t };
    } else if (run) {
      spans.push(run);
      run = null;
    }
  }
  if (run) spans.push(run);
  for (const stop of recorded) {
    if (distanceM(point, [stop.longitude, stop.latitude]) <= radius)
      spans.push({ from: Date.parse(stop.started_at) / 1000, until: Date.parse(stop.ended_at) / 1000 });
  }
  return spans.sort((a, b) => a.from - b.from);
}

/** The first visit: the earliest presence, joined with every presence overlapping it. */
function firstVisit(spans: Presence[]): Presence | null {
  const first = spans[0];
  if (!first) return null;
  const visit = { ...first };
  for (const span of spans.slice(1)) {
    if (span.from > visit.until) break;
    visit.until = Math.max(visit.until, span.until);
  }
  return visit;
}

/** Early, on time or late against an Iran wall-clock window, with the minutes outside it. */
export function timingOf(
  arrival: Date,
  from: string | null,
  to: string | null,
): { timing: StopTiming; delay_min: number } {
  const clock = clockTimeIn(arrival);
  const minute = minutesOf(clock) + arrival.getUTCSeconds() / 60;
  if (from && minute < minutesOf(from))
    return { timing: 'early', delay_min: -Math.round(minutesOf(from) - minute) };
  if (to && minute > minutesOf(to)) return { timing: 'late', delay_min: Math.round(minute - minutesOf(to)) };
  return { timing: 'on_time', delay_min: 0 };
}

export function evaluateStops(
  stops: readonly PlanStop[],
  fixes: readonly RoutePoint[],
  recorded: readonly RecordedStop[],
): StopVisit[] {
  return stops.map((stop) => {
    const visit = firstVisit(presencesNear(stop.point, stop.radius_m, fixes, recorded));
    const planned = {
      name: stop.name,
      point: stop.point,
      radius_m: stop.radius_m,
      window_from: stop.window_from,
      window_to: stop.window_to,
      dwell_min: stop.dwell_min,
    };
    if (!visit)
      return {
        ...planned,
        visited: false,
        arrived_at: null,
        departed_at: null,
        dwell_s: null,
        timing: null,
        delay_min: null,
      };
    return {
      ...planned,
      visited: true,
      arrived_at: iso(visit.from),
      departed_at: iso(visit.until),
      dwell_s: Math.round(visit.until - visit.from),
      ...timingOf(new Date(visit.from * 1000), stop.window_from, stop.window_to),
    };
  });
}

const earthRadiusM = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Metres from `p` to the segment a–b, on a flat projection centred on `p` (exact enough for km). */
function distanceToSegmentM(p: LngLat, a: LngLat, b: LngLat): number {
  const kx = Math.cos(rad(p[1])) * earthRadiusM;
  const ax = rad(a[0] - p[0]) * kx;
  const ay = rad(a[1] - p[1]) * earthRadiusM;
  const bx = rad(b[0] - p[0]) * kx;
  const by = rad(b[1] - p[1]) * earthRadiusM;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Metres from a point to the nearest part of a line. */
export function distanceToLineM(p: LngLat, line: readonly LngLat[]): number {
  if (line.length === 1) return distanceM(p, line[0] as LngLat);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < line.length; i++)
    best = Math.min(best, distanceToSegmentM(p, line[i - 1] as LngLat, line[i] as LngLat));
  return best;
}

/**
 * Distance travelled, the part of it outside the corridor and the largest deviation. A leg with
 * one end inside and one outside counts the share beyond the corridor's edge, taking the deviation
 * to change evenly along the leg.
 */
export function routeDeviation(
  line: readonly LngLat[],
  corridor: number,
  fixes: readonly RoutePoint[],
): RouteDeviation {
  let travelled = 0;
  let off = 0;
  let max = 0;
  let previous: { at: LngLat; d: number } | null = null;
  for (const [lng, lat] of fixes) {
    const at: LngLat = [lng, lat];
    const d = distanceToLineM(at, line);
    max = Math.max(max, d);
    if (previous) {
      const leg = distanceM(previous.at, at);
      travelled += leg;
      const [low, high] = previous.d <= d ? [previous.d, d] : [d, previous.d];
      if (low > corridor) off += leg;
      else if (high > corridor) off += (leg * (high - corridor)) / (high - low);
    }
    previous = { at, d };
  }
  return {
    travelled_m: Math.round(travelled),
    off_corridor_m: Math.round(off),
    max_deviation_m: Math.round(max),
    on_route_pct: pct(travelled - off, travelled),
  };
}

export function evaluatePlan(
  plan: PlanToEvaluate,
  fixes: readonly RoutePoint[],
  recorded: readonly RecordedStop[],
): PlanEvaluationFigures {
  const stops = plan.kind === 'stops' ? evaluateStops(plan.stops, fixes, recorded) : [];
  const visited = stops.filter((s) => s.visited).length;
  const onTime = stops.filter((s) => s.timing === 'on_time').length;
  const route =
    plan.kind === 'route' && plan.route && plan.route.length > 0
      ? routeDeviation(plan.route, plan.corridor_m, fixes)
      : null;
  const visitedPct = pct(visited, stops.length);
  const onTimePct = pct(onTime, stops.length);
  return {
    kind: plan.kind,
    stops,
    planned_stops: stops.length,
    visited,
    missed: stops.length - visited,
    on_time: onTime,
    visited_pct: visitedPct,
    on_time_pct: onTimePct,
    route,
    score: route ? route.on_route_pct : Math.round((visitedPct + onTimePct) / 2),
  };
}
/** A label of the evaluation table and its workbook (the catalogue's `planEvaluation`). */
export type PlanEvaluationLabel = keyof Messages['planEvaluation'];
