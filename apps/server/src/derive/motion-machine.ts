import { isoDayIn, startOfDayIn } from '@navgan/domain/calendar-day';
import { isMoving, nextStillRuns, type StillRuns, motionThresholds as T } from '@navgan/domain/motion';

/** One fix as the motion logic needs it (times in ms since the epoch, fuel in litres). */
export interface MotionFix {
  time: number;
  valid: boolean;
  latitude: number;
  longitude: number;
  speedKmh: number;
  course: number;
  ignition?: boolean;
  /** Device odometer, m. */
  odometerM?: number;
  /** Device engine-hours counter, s. */
  engineSeconds?: number;
  /** Fuel level in litres (percent sensors are not used: no tank capacity at hand). */
  fuelL?: number;
  /** The device's own movement flag, when it sends one. */
  motion?: boolean;
  alarm?: string;
}

export interface MotionSettings {
  overspeedKmh: number;
}

/** The additive figures of one vehicle-day (and driver-day). */
export const tallyKeys = [
  'distance_m',
  'engine_s',
  'moving_s',
  'idle_s',
  'stopped_s',
  'downtime_s',
  'fuel_used_l',
  'refuel_l',
  'speed_time_sum',
  'harsh_acceleration',
  'harsh_braking',
  'harsh_cornering',
  'overspeed_count',
  'overspeed_s',
  'idle_count',
  'trip_count',
] as const;
export type TallyKey = (typeof tallyKeys)[number];

export interface Place {
  latitude: number;
  longitude: number;
}

export interface TripRecord {
  startAt: number;
  endAt: number;
  start: Place;
  end: Place;
  distanceM: number;
  movingS: number;
  idleS: number;
  maxSpeedKmh: number;
  /** Time-weighted mean of the reported speed while moving. */
  meanSpeedKmh: number;
}

export interface StopRecord {
  startAt: number;
  endAt: number;
  place: Place;
  /** Whether the ignition was off during the stop; null for devices without an ignition signal. */
  ignitionOff: boolean | null;
}

export type MotionEventKind =
  | 'harsh_acceleration'
  | 'harsh_braking'
  | 'harsh_cornering'
  | 'overspeed'
  | 'idle'
  | 'refuel';

export interface MotionEvent {
  kind: MotionEventKind;
  at: number;
  endAt: number | null;
  place: Place;
  /**
   * m/s² for harsh events (null when the device reported it), top km/h for over-speed, s for idle,
   * litres the level rose for a refuel.
   */
  value: number | null;
  /** Whether the device reported it (alarm) rather than us deriving it. */
  fromDevice: boolean;
}

/** Where the machine's outputs go; `at` is the instant the contribution belongs to (for the driver). */
export interface MotionSink {
  add(day: string, at: number, key: TallyKey, value: number): void;
  speed(day: string, at: number, kmh: number): void;
  /** The vehicle's odometer (m) and engine-hours counter (s) at a fix. */
  counters(day: string, at: number, odometerM: number, engineTotalS: number): void;
  trip(trip: TripRecord): void;
  stop(stop: StopRecord): void;
  event(event: MotionEvent): void;
}

interface FixMemo {
  t: number;
  lat: number;
  lon: number;
  kmh: number;
  course: number;
  valid: boolean;
  moving: boolean;
  engineOn: boolean;
  ignition: boolean | null;
  odo: number | null;
  eng: number | null;
  fuel: number | null;
}

interface TripProgress {
  startAt: number;
  start: Place;
  distanceM: number;
  movingS: number;
  idleS: number;
  maxKmh: number;
  speedTimeSum: number;
}

/**
 * Everything the machine remembers about one vehicle: plain JSON, so it is persisted as it is and a
 * restart resumes exactly where the last flush left off.
 */
export interface MotionState {
  last: FixMemo | null;
  lastValid: FixMemo | null;
  hasIgnition: boolean;
  lastIgnition: boolean | null;
  deviceHarsh: boolean;
  lastHarsh: Partial<Record<MotionEventKind, number>>;
  odometerM: number;
  engineTotalS: number;
  /** Parked: the open stop. Driving: the open trip. */
  mode: 'parked' | 'driving';
  stop: { startAt: number; place: Place; ignitionOff: boolean | null } | null;
  trip: TripProgress | null;
  /** Start of the current run without movement while driving, with what it added meanwhile. */
  still: { since: number; place: Place; ignitionOff: boolean; idleS: number; distanceM: number } | null;
  idleSince: { t: number; place: Place } | null;
  overspeed: { since: number; place: Place; maxKmh: number } | null;
  /** The still runs the time rules read, saved here so a restart or a takeover keeps their start. */
  stillRuns?: StillRuns;
}

export function newMotionState(): MotionState {
  return {
    last: null,
    lastValid: null,
    hasIgnition: false,
    lastIgnition: null,
    deviceHarsh: false,
    lastHarsh: {},
    odometerM: 0,
    engineTotalS: 0,
    mode: 'parked',
    stop: null,
    trip: null,
    still: null,
    idleSince: null,
    overspeed: null,
    stillRuns: { stoppedSince: null, idleSince: null },
  };
}

/** The still runs of a saved state (states saved before they were kept: from the open stop or still run). */
export function stillRunsOf(state: MotionState): StillRuns {
  if (state.stillRuns) return state.stillRuns;
  const last = state.last;
  return {
    stoppedSince: last && !last.moving ? (state.still?.since ?? state.stop?.startAt ?? last.t) : null,
    idleSince: last && !last.moving && last.ignition === true ? (state.idleSince?.t ?? last.t) : null,
  };
}

const deviceHarshAlarms: Record<string, MotionEventKind> = {
  harshAcceleration: 'harsh_acceleration',
  harshBraking: 'harsh_braking',
  harshCornering: 'harsh_cornering',
};

/**
 * Advances one vehicle's state by one fix. Fixes must come in fix-time order; a fix not newer than
 * the last one (duplicate or late) is skipped and leaves every total untouched. Answers whether
 * the fix was used.
 */
export function advance(
  state: MotionState,
  fix: MotionFix,
  settings: MotionSettings,
  sink: MotionSink,
): boolean {
  const prev = state.last;
  if (prev && fix.time <= prev.t) return false;
  const cur = memo(state, fix);
  const place = { latitude: cur.lat, longitude: cur.lon };

  // A silence counted as downtime closes whatever was under way at the last fix before it.
  if (prev && accountInterval(state, prev, cur, sink)) closeAtGap(state, prev, sink);
  if (!prev && !cur.moving) state.stop = { startAt: cur.t, place, ignitionOff: ignitionOffFlag(state, cur) };

  if (cur.valid && cur.kmh <= T.maxPlausibleKmh) sink.speed(dayOf(cur.t), cur.t, cur.kmh);
  harsh(state, prev, cur, fix.alarm, sink);
  overspeed(state, cur, settings, sink);
  idle(state, cur, sink);
  trips(state, cur, sink);

  state.stillRuns = nextStillRuns(stillRunsOf(state), cur.t, fix, fix.ignition);
  if (cur.odo !== null) state.odometerM = cur.odo;
  if (cur.eng !== null) state.engineTotalS = cur.eng;
  sink.counters(dayOf(cur.t), cur.t, state.odometerM, state.engineTotalS);
  state.last = cur;
  if (cur.valid) state.lastValid = cur;
  return true;
}

function memo(state: MotionState, fix: MotionFix): FixMemo {
  if (fix.ignition !== undefined) {
    state.hasIgnition = true;
    state.lastIgnition = fix.ignition;
  }
  const ignition = fix.ignition ?? (state.hasIgnition ? state.lastIgnition : null);
  const position = fix.valid || !state.lastValid ? fix : null;
  const moving = isMoving(fix);
  return {
    t: fix.time,
    lat: position ? position.latitude : (state.lastValid?.lat ?? fix.latitude),
    lon: position ? position.longitude : (state.lastValid?.lon ?? fix.longitude),
    kmh: fix.valid ? fix.speedKmh : 0,
    course: fix.course,
    valid: fix.valid,
    moving,
    // Without an ignition signal the engine is taken to run while the vehicle moves.
    engineOn: ignition ?? moving,
    ignition,
    odo: fix.odometerM ?? null,
    eng: fix.engineSeconds ?? null,
    fuel: fix.fuelL ?? null,
  };
}

function ignitionOffFlag(state: MotionState, fix: FixMemo): boolean | null {
  return state.hasIgnition ? fix.ignition === false : null;
}

/** Time, distance, engine and fuel of the span from the previous fix to this one. */
/** Answers whether the span was downtime. */
function accountInterval(state: MotionState, prev: FixMemo, cur: FixMemo, sink: MotionSink): boolean {
  const dt = (cur.t - prev.t) / 1000;
  const parkedThrough =
    !prev.moving && !prev.engineOn && !cur.moving && metresBetween(prev, cur) <= T.parkedDriftM;
  const gap = dt > T.maxGapS && !parkedThrough;
  const status: TallyKey = gap
    ? 'downtime_s'
    : prev.moving
      ? 'moving_s'
      : prev.engineOn
        ? 'idle_s'
        : 'stopped_s';
  spread(prev.t, cur.t, dt, status, sink);
  if (prev.moving && !gap) spread(prev.t, cur.t, prev.kmh * dt, 'speed_time_sum', sink);

  // Engine: the device's counter when it moved plausibly, else the time the engine was on.
  let engine = 0;
  if (
    prev.eng !== null &&
    cur.eng !== null &&
    cur.eng >= prev.eng &&
    cur.eng - prev.eng <= dt + T.engineCounterSlackS
  )
    engine = cur.eng - prev.eng;
  else if (prev.engineOn && !gap) engine = dt;
  if (engine > 0) spread(prev.t, cur.t, engine, 'engine_s', sink);
  state.engineTotalS = cur.eng ?? state.engineTotalS + engine;

  const distance = stepDistance(state, prev, cur, dt);
  if (distance > 0) {
    spread(prev.t, cur.t, distance, 'distance_m', sink);
    if (cur.odo === null) state.odometerM += distance;
    // Distance across a silence is the vehicle's, but no trip's: the trip ends before it.
    if (!gap && state.still) state.still.distanceM += distance;
    else if (!gap && state.trip) state.trip.distanceM += distance;
  }
  if (state.trip && !gap) {
    if (prev.moving) {
      state.trip.movingS += dt;
      state.trip.speedTimeSum += prev.kmh * dt;
    } else if (prev.engineOn) {
      if (state.still) state.still.idleS += dt;
      else state.trip.idleS += dt;
    }
  }

  if (prev.fuel !== null && cur.fuel !== null) {
    const rise = cur.fuel - prev.fuel;
    if (rise >= T.refuelMinL) {
      sink.add(dayOf(cur.t), cur.t, 'refuel_l', rise);
      // The instant too, so a fuel-card fill-up can be matched with what the sensor saw.
      sink.event({
        kind: 'refuel',
        at: cur.t,
        endAt: null,
        place: { latitude: cur.lat, longitude: cur.lon },
        value: round2(rise),
        fromDevice: false,
      });
    }
    // A level at both ends measures the span's use, zero included (engine off, a level that held);
    // days without such a span keep "not measured" (docs/metrics.md, "Fuel").
    if (!gap) spread(prev.t, cur.t, prev.engineOn && rise < T.refuelMinL ? -rise : 0, 'fuel_used_l', sink);
  }
  return gap;
}

/** Metres covered from the previous fix: the device odometer when both have it, else great-circle. */
function stepDistance(state: MotionState, prev: FixMemo, cur: FixMemo, dt: number): number {
  const maxStep = (T.maxPlausibleKmh / 3.6) * dt;
  if (prev.odo !== null && cur.odo !== null) {
    const delta = cur.odo - prev.odo;
    return delta >= 0 && delta <= maxStep + 1000 ? delta : 0;
  }
  const from = state.lastValid;
  if (!cur.valid || !from) return 0;
  const metres = metresBetween(from, cur);
  const span = (cur.t - from.t) / 1000;
  const stillBoth = !from.moving && !cur.moving;
  if (stillBoth && metres < T.jitterM) return 0;
  if (metres > (T.maxPlausibleKmh / 3.6) * span) return 0;
  return metres;
}

function harsh(
  state: MotionState,
  prev: FixMemo | null,
  cur: FixMemo,
  alarm: string | undefined,
  sink: MotionSink,
) {
  const place = { latitude: cur.lat, longitude: cur.lon };
  const fromDevice = alarm ? deviceHarshAlarms[alarm] : undefined;
  if (fromDevice) {
    // A device that reports harsh driving itself is trusted from then on; ours would double count.
    state.deviceHarsh = true;
    emitHarsh(state, fromDevice, cur.t, place, null, true, sink);
    return;
  }
  if (state.deviceHarsh || !prev || !prev.valid || !cur.valid) return;
  const dt = (cur.t - prev.t) / 1000;
  if (dt <= 0 || dt > T.harshMaxStepS) return;
  const accel = (cur.kmh - prev.kmh) / 3.6 / dt;
  if (accel >= T.harshAccelerationMs2)
    emitHarsh(state, 'harsh_acceleration', cur.t, place, accel, false, sink);
  else if (-accel >= T.harshBrakingMs2) emitHarsh(state, 'harsh_braking', cur.t, place, -accel, false, sink);
  const meanKmh = (cur.kmh + prev.kmh) / 2;
  if (meanKmh >= T.harshCorneringMinKmh) {
    const turn = Math.abs(((cur.course - prev.course + 540) % 360) - 180);
    const lateral = (meanKmh / 3.6) * ((turn * Math.PI) / 180 / dt);
    if (lateral >= T.harshCorneringMs2)
      emitHarsh(state, 'harsh_cornering', cur.t, place, lateral, false, sink);
  }
}

function emitHarsh(
  state: MotionState,
  kind: MotionEventKind,
  at: number,
  place: Place,
  value: number | null,
  fromDevice: boolean,
  sink: MotionSink,
): void {
  const last = state.lastHarsh[kind];
  if (last !== undefined && at - last < T.harshDebounceS * 1000) return;
  state.lastHarsh[kind] = at;
  sink.event({ kind, at, endAt: null, place, value: value === null ? null : round2(value), fromDevice });
  sink.add(dayOf(at), at, kind as TallyKey, 1);
}

function overspeed(state: MotionState, cur: FixMemo, settings: MotionSettings, sink: MotionSink): void {
  if (!cur.valid) return;
  const over = cur.kmh > settings.overspeedKmh && cur.kmh <= T.maxPlausibleKmh;
  const run = state.overspeed;
  if (over) {
    if (run) run.maxKmh = Math.max(run.maxKmh, cur.kmh);
    else
      state.overspeed = { since: cur.t, place: { latitude: cur.lat, longitude: cur.lon }, maxKmh: cur.kmh };
    return;
  }
  if (run) endOverspeed(state, cur.t, sink);
}

function endOverspeed(state: MotionState, endAt: number, sink: MotionSink): void {
  const run = state.overspeed;
  if (!run) return;
  state.overspeed = null;
  const seconds = (endAt - run.since) / 1000;
  if (seconds < T.overspeedMinS) return;
  const day = dayOf(run.since);
  sink.event({
    kind: 'overspeed',
    at: run.since,
    endAt,
    place: run.place,
    value: run.maxKmh,
    fromDevice: false,
  });
  sink.add(day, run.since, 'overspeed_count', 1);
  sink.add(day, run.since, 'overspeed_s', seconds);
}

function idle(state: MotionState, cur: FixMemo, sink: MotionSink): void {
  const idling = cur.engineOn && !cur.moving;
  const run = state.idleSince;
  if (idling) {
    state.idleSince ??= { t: cur.t, place: { latitude: cur.lat, longitude: cur.lon } };
    return;
  }
  if (run) endIdle(state, cur.t, sink);
}

function endIdle(state: MotionState, endAt: number, sink: MotionSink): void {
  const run = state.idleSince;
  if (!run) return;
  state.idleSince = null;
  const seconds = (endAt - run.t) / 1000;
  if (seconds < T.idleMinS) return;
  sink.event({ kind: 'idle', at: run.t, endAt, place: run.place, value: seconds, fromDevice: false });
  sink.add(dayOf(run.t), run.t, 'idle_count', 1);
}

/**
 * Trips and stops. Parked, a movement with the engine on opens a trip, kept tentative (the stop
 * stays open) until it covered `tripMinDistanceM`. Driving, the first fix without movement opens a
 * still run; the trip ends where that run began once it lasted `stopAfterS`, or
 * `stopAfterIgnitionOffS` with the ignition off.
 */
function trips(state: MotionState, cur: FixMemo, sink: MotionSink): void {
  const place = { latitude: cur.lat, longitude: cur.lon };
  if (state.mode === 'parked') {
    if (state.stop && cur.ignition === false) state.stop.ignitionOff = true;
    if (!state.trip) {
      if (cur.moving && cur.engineOn) state.trip = newTrip(cur);
      else if (!state.stop) state.stop = { startAt: cur.t, place, ignitionOff: ignitionOffFlag(state, cur) };
      return;
    }
  }
  const trip = state.trip;
  if (!trip) return;
  trip.maxKmh = Math.max(trip.maxKmh, cur.kmh);
  if (cur.moving) {
    if (state.still) {
      trip.idleS += state.still.idleS;
      trip.distanceM += state.still.distanceM;
      state.still = null;
    }
    if (state.mode === 'parked' && trip.distanceM >= T.tripMinDistanceM) {
      if (state.stop) sink.stop({ ...state.stop, endAt: trip.startAt });
      state.stop = null;
      state.mode = 'driving';
    }
    return;
  }
  state.still ??= { since: cur.t, place, ignitionOff: false, idleS: 0, distanceM: 0 };
  const still = state.still;
  if (cur.ignition === false) still.ignitionOff = true;
  const stillFor = (cur.t - still.since) / 1000;
  if (stillFor < (still.ignitionOff ? T.stopAfterIgnitionOffS : T.stopAfterS)) return;
  endTrip(state, still.since, still.place, still.ignitionOff, sink);
}

/**
 * Ends the open trip at an instant and opens the stop there; a tentative trip that never covered
 * the distance is dropped and leaves the open stop as it was.
 */
function endTrip(
  state: MotionState,
  endAt: number,
  place: Place,
  ignitionOff: boolean,
  sink: MotionSink,
): void {
  const trip = state.trip;
  if (trip && state.mode === 'driving') {
    sink.trip({
      startAt: trip.startAt,
      endAt,
      start: trip.start,
      end: place,
      distanceM: round2(trip.distanceM),
      movingS: trip.movingS,
      idleS: trip.idleS,
      maxSpeedKmh: trip.maxKmh,
      meanSpeedKmh: trip.movingS > 0 ? round2(trip.speedTimeSum / trip.movingS) : 0,
    });
    sink.add(dayOf(trip.startAt), trip.startAt, 'trip_count', 1);
    state.stop = { startAt: endAt, place, ignitionOff: state.hasIgnition ? ignitionOff : null };
  }
  state.mode = 'parked';
  state.trip = null;
  state.still = null;
}

/** Closes the idle and over-speed runs and the trip at the last fix before a silence. */
function closeAtGap(state: MotionState, prev: FixMemo, sink: MotionSink): void {
  endIdle(state, prev.t, sink);
  endOverspeed(state, prev.t, sink);
  if (!state.trip) return;
  const still = state.still;
  if (still) endTrip(state, still.since, still.place, still.ignitionOff, sink);
  else endTrip(state, prev.t, { latitude: prev.lat, longitude: prev.lon }, prev.ignition === false, sink);
}

function newTrip(fix: FixMemo): TripProgress {
  return {
    startAt: fix.t,
    start: { latitude: fix.lat, longitude: fix.lon },
    distanceM: 0,
    movingS: 0,
    idleS: 0,
    maxKmh: fix.kmh,
    speedTimeSum: 0,
  };
}

/** Adds `total` spread over [from, to) in proportion to the time on each Iran day. */
function spread(from: number, to: number, total: number, key: TallyKey, sink: MotionSink): void {
  let start = from;
  while (start < to) {
    const { day, end } = dayBounds(start);
    const stop = Math.min(end, to);
    sink.add(day, start, key, (total * (stop - start)) / (to - from));
    start = stop;
  }
}

interface DaySpan {
  day: string;
  start: number;
  end: number;
}

const msPerDay = 86_400_000;
/** Iran has been UTC+3:30 since 2022; the offset only guesses the cache slot, bounds are checked. */
const iranOffsetMs = 12_600_000;
const daySpans = new Map<number, DaySpan>();

/**
 * The Iran day of an instant and where it ends. Cached per day (the zone arithmetic is the
 * costliest step of a fix otherwise), so vehicles on different days do not evict each other.
 */
export function dayBounds(at: number): DaySpan {
  const slot = Math.floor((at + iranOffsetMs) / msPerDay);
  for (const key of [slot, slot - 1, slot + 1]) {
    const span = daySpans.get(key);
    if (span && at >= span.start && at < span.end) return span;
  }
  const day = isoDayIn(new Date(at));
  const start = startOfDayIn(day).getTime();
  const next = isoDayIn(new Date(start + 26 * 3_600_000));
  const span = { day, start, end: startOfDayIn(next).getTime() };
  if (daySpans.size > 4096) daySpans.clear();
  daySpans.set(Math.floor((start + msPerDay / 2 + iranOffsetMs) / msPerDay), span);
  return span;
}

export function dayOf(at: number): string {
  return dayBounds(at).day;
}

const earthRadiusM = 6_371_008.8;

/** Great-circle (haversine) distance, m. */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
