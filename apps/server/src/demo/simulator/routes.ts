import { distanceMetres, type LatLng, offset } from './geo';
import { city, corridors, grandBazaar, noEntryZone, tehranDepot, tehranPlaces } from './places';
import type { Random } from './random';

/**
 * One stretch of road between two waypoints. Its shape is computed, not stored: the chord from
 * `from` to `to` bent sideways by two gentle sine waves (so a 100 km leg wanders a kilometre or
 * two like a real road) plus a little jitter, which keeps thousands of vehicles cheap in memory.
 */
export interface Leg {
  from: LatLng;
  to: LatLng;
  /** Chord length, metres; close enough to the bent length for speeds and odometers. */
  length: number;
  /** Sideways bend, metres, of the first and second wave; 0 for straight city blocks. */
  bend: [number, number];
  phase: number;
  /** Speed limit on the open part of the leg, km/h. */
  limitKmh: number;
  /** The last `townMetres` of the leg pass through a town: 50 km/h. */
  townMetres: number;
}

export type Route = Leg[];

/** Where on a leg a vehicle is, `s` metres from its start. */
export function pointOnLeg(leg: Leg, s: number): LatLng {
  const f = leg.length === 0 ? 1 : Math.min(1, Math.max(0, s / leg.length));
  // Linear in degrees along the chord, as `towards` is (the leg's length is known already).
  const base = {
    lat: leg.from.lat + (leg.to.lat - leg.from.lat) * f,
    lng: leg.from.lng + (leg.to.lng - leg.from.lng) * f,
  };
  if (leg.bend[0] === 0 && leg.bend[1] === 0) return base;
  const side =
    leg.bend[0] * Math.sin(Math.PI * f) +
    leg.bend[1] * Math.sin(3 * Math.PI * f + leg.phase) * Math.sin(Math.PI * f);
  // Perpendicular to the chord: rotate the chord direction by 90°.
  const dLat = leg.to.lat - leg.from.lat;
  const dLng = (leg.to.lng - leg.from.lng) * Math.cos((leg.from.lat * Math.PI) / 180);
  const norm = Math.hypot(dLat, dLng) || 1;
  return offset(base, (-dLng / norm) * side, (dLat / norm) * side);
}

export function limitAt(leg: Leg, s: number): number {
  const fromTown = leg.townMetres > 0 && (s < leg.townMetres * 0.5 || s > leg.length - leg.townMetres);
  return fromTown ? Math.min(50, leg.limitKmh) : leg.limitKmh;
}

export function routeLength(route: Route): number {
  return route.reduce((sum, leg) => sum + leg.length, 0);
}

type Zone = { minLng: number; minLat: number; maxLng: number; maxLat: number };

function inZone(p: LatLng, zone: Zone, margin: number): boolean {
  return (
    p.lng >= zone.minLng - margin &&
    p.lng <= zone.maxLng + margin &&
    p.lat >= zone.minLat - margin &&
    p.lat <= zone.maxLat + margin
  );
}

/** Whether a leg's bent path passes within `margin` degrees of the zone (checked every 100 m). */
function crosses(leg: Leg, zone: Zone, margin: number): boolean {
  const steps = Math.max(2, Math.ceil(leg.length / 100));
  for (let i = 0; i <= steps; i++)
    if (inZone(pointOnLeg(leg, (leg.length * i) / steps), zone, margin)) return true;
  return false;
}

/**
 * The legs `build` makes from `from` to `to`, going round the no-entry zone when they would cross
 * it: via the widened zone's corner that makes the shortest way, as a driver who knows the ban
 * does. A trip to or from a place inside the zone goes straight (the rare deliberate violation).
 */
function avoidingNoEntry(
  build: (from: LatLng, to: LatLng) => Leg[],
  from: LatLng,
  to: LatLng,
  depth = 0,
): Leg[] {
  const legs = build(from, to);
  if (inZone(from, noEntryZone, 0) || inZone(to, noEntryZone, 0)) return legs;
  if (depth >= 4 || !legs.some((leg) => crosses(leg, noEntryZone, 0.001))) return legs;
  const wide = 0.006;
  const corners: LatLng[] = [
    { lat: noEntryZone.minLat - wide, lng: noEntryZone.minLng - wide },
    { lat: noEntryZone.minLat - wide, lng: noEntryZone.maxLng + wide },
    { lat: noEntryZone.maxLat + wide, lng: noEntryZone.minLng - wide },
    { lat: noEntryZone.maxLat + wide, lng: noEntryZone.maxLng + wide },
  ];
  const way = (c: LatLng) => distanceMetres(from, c) + distanceMetres(c, to);
  // Never the corner the leg already starts or ends at (it would be chosen again and again).
  const via = corners
    .filter((c) => distanceMetres(c, from) > 1 && distanceMetres(c, to) > 1)
    .reduce((best, c) => (way(c) < way(best) ? c : best));
  return [...avoidingNoEntry(build, from, via, depth + 1), ...avoidingNoEntry(build, via, to, depth + 1)];
}

function highwayLeg(from: LatLng, to: LatLng, random: Random, limitKmh: number): Leg {
  const length = distanceMetres(from, to);
  const sign = random.chance(0.5) ? 1 : -1;
  return {
    from,
    to,
    length,
    bend: [sign * length * random.between(0.01, 0.035), length * random.between(0.003, 0.01)],
    phase: random.between(0, Math.PI * 2),
    limitKmh,
    townMetres: 3_000,
  };
}

/** City streets: to the corner of the two places, then on, like a street grid; short bends. */
function cityLegs(from: LatLng, to: LatLng, random: Random, limitKmh: number): Leg[] {
  const corner = random.chance(0.5) ? { lat: from.lat, lng: to.lng } : { lat: to.lat, lng: from.lng };
  return [from, corner]
    .map((start, i) => [start, i === 0 ? corner : to] as [LatLng, LatLng])
    .filter(([a, b]) => distanceMetres(a, b) > 30)
    .map(([a, b]) => {
      const length = distanceMetres(a, b);
      return {
        from: a,
        to: b,
        length,
        bend: [length * random.between(-0.02, 0.02), 0],
        phase: 0,
        limitKmh,
        townMetres: 0,
      };
    });
}

/** Depot → along a corridor to its `stops`-th town (Tehran's own streets first) or back. */
export function corridorRoute(
  corridor: readonly string[],
  stops: number,
  back: boolean,
  random: Random,
  limitKmh: number,
): Route {
  const towns = corridor.slice(0, Math.max(2, Math.min(stops, corridor.length - 1)) + 1).map(city);
  const points = back ? [...towns].reverse() : towns;
  const legs: Leg[] = [];
  const depotSide = back ? points[points.length - 1] : points[0];
  // The depot is inside Tehran: leave it (or reach it) through the city first.
  const street = (a: LatLng, b: LatLng) => avoidingNoEntry((x, y) => cityLegs(x, y, random, 50), a, b);
  if (!back && depotSide) legs.push(...street(tehranDepot, depotSide));
  for (let i = 0; i + 1 < points.length; i++) {
    legs.push(
      ...avoidingNoEntry(
        (x, y) => [highwayLeg(x, y, random, limitKmh)],
        points[i] as LatLng,
        points[i + 1] as LatLng,
      ),
    );
  }
  if (back && depotSide) legs.push(...street(depotSide, tehranDepot));
  return legs;
}

/** Share of city rounds that enter the Grand Bazaar's no-entry zone. */
export const forbiddenRoundChance = 1 / 300;

/** A round of deliveries inside Tehran: depot → a few places → depot. */
export function cityRound(
  random: Random,
  stops: number,
  limitKmh: number,
): { route: Route; stopsAfterLeg: Set<number> } {
  const places = [tehranDepot];
  for (let i = 0; i < stops; i++) {
    let next = random.pick(tehranPlaces);
    while (next === places[places.length - 1]) next = random.pick(tehranPlaces);
    places.push(next);
  }
  // Now and then a driver delivers into the no-entry bazaar anyway: a handful of violations a month.
  if (random.chance(forbiddenRoundChance)) places.splice(1, 0, grandBazaar);
  places.push(tehranDepot);
  const route: Route = [];
  const stopsAfterLeg = new Set<number>();
  for (let i = 0; i + 1 < places.length; i++) {
    route.push(
      ...avoidingNoEntry(
        (x, y) => cityLegs(x, y, random, limitKmh),
        places[i] as LatLng,
        places[i + 1] as LatLng,
      ),
    );
    stopsAfterLeg.add(route.length - 1);
  }
  return { route, stopsAfterLeg };
}

export function randomCorridor(random: Random): readonly string[] {
  return random.pick(corridors);
}
