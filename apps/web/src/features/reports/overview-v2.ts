import { isoDayIn } from '@navgan/domain/calendar-day';
import type { ReportData, ReportRow } from './report-frame';

/** The v2 overview's figures (SI units, see the API's `units`). */
export interface V2Figures {
  days: number;
  trips: number;
  distance: number;
  engine: number;
  moving: number;
  idle: number;
  stopped: number;
  max_speed: number;
  mean_speed: number;
  fuel_used: number;
  fuel_cost: number;
  harsh: { acceleration: number; braking: number; cornering: number };
  overspeed: number;
  fence_violations: number;
  cost: number;
  utilisation: number;
}
export type V2Vehicle = { id: number; name: string; license_plate: string };
export interface V2Overview {
  count: number;
  next_cursor: string | null;
  totals: V2Figures;
  items: (V2Figures & { vehicle: V2Vehicle })[];
}
type V2List<T> = { items: T[]; truncated: boolean };
type V2Driver = { id: number; first_name: string; last_name: string } | null;
export interface V2Details {
  vehicle: V2Vehicle;
  totals: V2Figures;
  days: (V2Figures & { day: string })[];
  trips: V2List<{
    id: number;
    driver: V2Driver;
    started_at: string;
    ended_at: string;
    start: { place: string };
    end: { place: string };
    distance: number;
    duration: number;
    idle: number;
    max_speed: number;
    mean_speed: number;
    harsh_events: number;
  }>;
  stops: V2List<{
    started_at: string;
    ended_at: string;
    duration: number;
    place: string;
    ignition_off: boolean | null;
  }>;
  events: V2List<{ kind: string; at: string; ended_at: string | null; value: number | null; place: string }>;
}

const kmh = (mps: number) => Math.round(mps * 3.6);
const km = (m: number) => Math.round(m / 100) / 10;

/**
 * v2 figures as the shared report columns show them (km, km/h, percent): the v2 screens draw the
 * same tables as v1 from the leaner v2 answer.
 */
export function v2FigureCells(f: V2Figures): ReportRow {
  return {
    days: f.days,
    trip_count: f.trips,
    distance_km: km(f.distance),
    engine_s: f.engine,
    moving_s: f.moving,
    idle_s: f.idle,
    stopped_s: f.stopped,
    max_speed_kmh: kmh(f.max_speed),
    mean_speed_kmh: kmh(f.mean_speed),
    fuel_used_l: f.fuel_used,
    fuel_cost: f.fuel_cost,
    harsh_acceleration: f.harsh.acceleration,
    harsh_braking: f.harsh.braking,
    harsh_cornering: f.harsh.cornering,
    overspeed_count: f.overspeed,
    fence_violations: f.fence_violations,
    cost: f.cost,
    utilisation_pct: Math.round(f.utilisation * 1000) / 10,
  };
}

/** A v2 overview answer as a report page. */
export function v2OverviewPage(answer: V2Overview): ReportData {
  return {
    count: answer.count,
    results: answer.items.map((item) => ({ company_vehicle: item.vehicle, ...v2FigureCells(item) })),
    totals: v2FigureCells(answer.totals),
  };
}

/** A v2 details answer as the rows of the four detail tables (days, trips, stops, events). */
export function v2DetailsRows(answer: V2Details) {
  const vehicle = answer.vehicle;
  return {
    summary: { company_vehicle: vehicle, ...v2FigureCells(answer.totals) },
    days: [...answer.days]
      .reverse()
      .map((d) => ({ company_vehicle: vehicle, day: d.day, ...v2FigureCells(d) })),
    trips: answer.trips.items.map((trip) => ({
      id: trip.id,
      company_vehicle: vehicle,
      driver: trip.driver,
      day: isoDayIn(new Date(trip.started_at)),
      trip_started_at: trip.started_at,
      trip_ended_at: trip.ended_at,
      start_place: trip.start.place,
      end_place: trip.end.place,
      distance_km: km(trip.distance),
      duration_s: trip.duration,
      max_speed_kmh: kmh(trip.max_speed),
      mean_speed_kmh: kmh(trip.mean_speed),
      idle_s: trip.idle,
      harsh_events: trip.harsh_events,
    })),
    stops: answer.stops.items.map((stop) => ({
      company_vehicle: vehicle,
      driver: null,
      started_at: stop.started_at,
      ended_at: stop.ended_at,
      duration_s: stop.duration,
      place: stop.place,
      ignition_off: stop.ignition_off,
    })),
    events: answer.events.items.map((event) => ({
      company_vehicle: vehicle,
      driver: null,
      kind: event.kind,
      at: event.at,
      event_ended_at: event.ended_at,
      value: event.value,
      place: event.place,
    })),
  };
}
