import { describe, expect, it } from 'vitest';
import {
  advance,
  dayOf,
  type MotionEvent,
  type MotionFix,
  type MotionSink,
  newMotionState,
  type StopRecord,
  type TallyKey,
  type TripRecord,
} from './motion-machine';

const metresPerDegree = 111_195;
/** 10:00 in Tehran on 2026-11-21 (UTC+3:30). */
const t0 = Date.parse('2026-11-21T06:30:00Z');
const settings = { overspeedKmh: 90 };

function collector() {
  const days = new Map<string, Partial<Record<TallyKey, number>>>();
  const trips: TripRecord[] = [];
  const stops: StopRecord[] = [];
  const events: MotionEvent[] = [];
  const maxSpeed = new Map<string, number>();
  const sink: MotionSink = {
    add(day, _at, key, value) {
      const row = days.get(day) ?? {};
      row[key] = (row[key] ?? 0) + value;
      days.set(day, row);
    },
    speed(day, _at, kmh) {
      maxSpeed.set(day, Math.max(maxSpeed.get(day) ?? 0, kmh));
    },
    counters() {},
    trip: (trip) => trips.push(trip),
    stop: (stop) => stops.push(stop),
    event: (event) => events.push(event),
  };
  const total = (key: TallyKey) => [...days.values()].reduce((sum, row) => sum + (row[key] ?? 0), 0);
  return { sink, days, trips, stops, events, maxSpeed, total };
}

function run(fixes: MotionFix[], overspeedKmh = settings.overspeedKmh) {
  const out = collector();
  const state = newMotionState();
  for (const fix of fixes) advance(state, fix, { overspeedKmh }, out.sink);
  return { ...out, state };
}

/** A track builder: fixes every `step` seconds, moving north at the given speed. */
function track(start = t0, lat = 35.7, lon = 51.4) {
  const fixes: MotionFix[] = [];
  let t = start;
  let y = lat;
  const api = {
    fixes,
    /** `seconds` of fixes every `step` s at `kmh`, heading north. */
    go(seconds: number, kmh: number, extra: Partial<MotionFix> = {}, step = 10) {
      for (let s = 0; s < seconds; s += step) {
        fixes.push({ time: t, valid: true, latitude: y, longitude: lon, speedKmh: kmh, course: 0, ...extra });
        t += step * 1000;
        y += (kmh / 3.6) * (step / metresPerDegree);
      }
      return api;
    },
    at: () => t,
  };
  return api;
}

describe('motion: a known track', () => {
  // Idle 120 s, drive 600 s at 36 km/h (6 km), idle 400 s, ignition off 600 s.
  const fixes = track()
    .go(120, 0, { ignition: true })
    .go(600, 36, { ignition: true })
    .go(400, 0, { ignition: true })
    .go(610, 0, { ignition: false }).fixes;
  const out = run(fixes);

  it('gives one trip with its distance, duration and speeds', () => {
    expect(out.trips).toHaveLength(1);
    const [trip] = out.trips;
    expect(trip?.startAt).toBe(t0 + 120_000);
    expect(trip?.endAt).toBe(t0 + 720_000);
    expect(trip?.distanceM).toBeCloseTo(6000, -1);
    expect(trip?.maxSpeedKmh).toBe(36);
    expect(trip?.meanSpeedKmh).toBe(36);
    expect(trip?.movingS).toBe(600);
    expect(trip?.idleS).toBe(0);
  });

  it('closes the stop before the trip with its ignition flag', () => {
    expect(out.stops).toEqual([
      { startAt: t0, endAt: t0 + 120_000, place: { latitude: 35.7, longitude: 51.4 }, ignitionOff: false },
    ]);
    expect(out.state.mode).toBe('parked');
    expect(out.state.stop?.startAt).toBe(t0 + 720_000);
    expect(out.state.stop?.ignitionOff).toBe(true);
  });

  it('splits the day into moving, idle and stopped time and counts engine time', () => {
    expect(out.total('moving_s')).toBe(600);
    expect(out.total('idle_s')).toBe(520);
    expect(out.total('stopped_s')).toBe(600);
    expect(out.total('engine_s')).toBe(1120);
    expect(out.total('distance_m')).toBeCloseTo(6000, -1);
    expect(out.total('speed_time_sum') / out.total('moving_s')).toBe(36);
    expect(out.total('trip_count')).toBe(1);
    expect(out.maxSpeed.get('2026-11-21')).toBe(36);
  });

  it('reports only the long idle period as an event', () => {
    const idles = out.events.filter((event) => event.kind === 'idle');
    expect(idles).toHaveLength(1);
    expect(idles[0]).toMatchObject({ at: t0 + 720_000, endAt: t0 + 1_120_000, value: 400 });
    expect(out.total('idle_count')).toBe(1);
  });

  it('keeps the odometer from summed steps', () => {
    expect(out.state.odometerM).toBeCloseTo(6000, -1);
    expect(out.state.engineTotalS).toBe(1120);
  });
});

describe('motion: what the state machine must not count', () => {
  const base = track()
    .go(60, 0, { ignition: true })
    .go(300, 50, { ignition: true })
    .go(300, 0, { ignition: false }).fixes;

  it('skips duplicates and late fixes without changing any total', () => {
    const clean = run(base);
    const noisy: MotionFix[] = [];
    base.forEach((fix, i) => {
      noisy.push(fix);
      if (i % 5 === 0) noisy.push({ ...fix });
      if (i > 3 && i % 7 === 0) noisy.push({ ...(base[i - 3] as MotionFix), speedKmh: 140 });
    });
    const dirty = run(noisy);
    expect(dirty.days).toEqual(clean.days);
    expect(dirty.trips).toEqual(clean.trips);
    expect(dirty.events).toEqual(clean.events);
  });

  it('ignores GPS jitter while parked and invalid fixes', () => {
    const fixes: MotionFix[] = [];
    for (let i = 0; i < 60; i++) {
      const wobble = ((i % 3) - 1) * 0.0002; // about 20 m
      fixes.push({
        time: t0 + i * 10_000,
        valid: i % 10 !== 5,
        latitude: 35.7 + wobble + (i % 10 === 5 ? 1 : 0),
        longitude: 51.4,
        speedKmh: i % 10 === 5 ? 80 : 1,
        course: 0,
        ignition: false,
      });
    }
    const out = run(fixes);
    expect(out.total('distance_m')).toBe(0);
    expect(out.trips).toHaveLength(0);
    expect(out.total('stopped_s')).toBe(590);
    expect(out.maxSpeed.get('2026-11-21')).toBe(1);
  });

  it('counts a long silence as downtime, but not for a vehicle parked all along', () => {
    const moving = run([
      ...track().go(60, 40, { ignition: true }).fixes,
      {
        time: t0 + 3_600_000,
        valid: true,
        latitude: 35.8,
        longitude: 51.4,
        speedKmh: 0,
        course: 0,
        ignition: true,
      },
    ]);
    expect(moving.total('downtime_s')).toBe(3_550);
    const parked = run([
      { time: t0, valid: true, latitude: 35.7, longitude: 51.4, speedKmh: 0, course: 0, ignition: false },
      {
        time: t0 + 3_600_000,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 0,
        course: 0,
        ignition: false,
      },
    ]);
    expect(parked.total('downtime_s')).toBe(0);
    expect(parked.total('stopped_s')).toBe(3_600);
  });

  it('ends the trip and the idle period at the last fix before a silence', () => {
    const before = track()
      .go(60, 0, { ignition: true })
      .go(300, 40, { ignition: true })
      .go(400, 0, { ignition: true });
    const silent = before.at() - 10_000;
    const out = run([
      ...before.fixes,
      ...track(silent + 7_200_000, 35.9)
        .go(300, 40, { ignition: true })
        .go(200, 0, { ignition: true }).fixes,
    ]);
    expect(out.trips.map((trip) => [trip.startAt, trip.endAt])).toEqual([
      [t0 + 60_000, t0 + 360_000],
      [silent + 7_200_000, silent + 7_500_000],
    ]);
    expect(out.trips[0]?.distanceM).toBeCloseTo(3_333, -1);
    const idles = out.events.filter((event) => event.kind === 'idle');
    expect(idles[0]).toMatchObject({ at: t0 + 360_000, endAt: silent, value: 390 });
    expect(out.total('downtime_s')).toBe(7_200);
    expect(out.stops[1]).toMatchObject({ startAt: t0 + 360_000, endAt: silent + 7_200_000 });
  });

  it('splits a drive interrupted by a silence into two trips', () => {
    const before = track().go(300, 40, { ignition: true });
    const last = before.at() - 10_000;
    const out = run([
      ...before.fixes,
      ...track(last + 3_600_000, 35.9)
        .go(300, 40, { ignition: true })
        .go(200, 0, { ignition: true }).fixes,
    ]);
    expect(out.trips.map((trip) => [trip.startAt, trip.endAt])).toEqual([
      [t0, last],
      [last + 3_600_000, last + 3_900_000],
    ]);
    expect(out.trips[0]?.distanceM).toBeCloseTo(29 * 111.1, -1);
  });

  it('does not make a trip of a short manoeuvre', () => {
    const out = run(
      track().go(60, 0, { ignition: true }).go(20, 10, { ignition: true }).go(400, 0, { ignition: true })
        .fixes,
    );
    expect(out.trips).toHaveLength(0);
    expect(out.state.stop?.startAt).toBe(t0);
  });
});

describe('motion: devices without an ignition signal', () => {
  const out = run(track().go(120, 0).go(600, 36).go(400, 0).fixes);

  it('finds trips from speed and counts engine time as moving time, never idle', () => {
    expect(out.trips).toHaveLength(1);
    expect(out.trips[0]?.distanceM).toBeCloseTo(6000, -1);
    expect(out.total('engine_s')).toBe(600);
    expect(out.total('idle_s')).toBe(0);
    expect(out.events.filter((event) => event.kind === 'idle')).toHaveLength(0);
    expect(out.stops[0]?.ignitionOff).toBeNull();
  });
});

describe('motion: device counters', () => {
  it('takes distance and engine time from the device when it sends them', () => {
    const fixes = track()
      .go(300, 36, { ignition: true })
      .fixes.map((fix, i) => ({ ...fix, odometerM: 1_000_000 + i * 120, engineSeconds: 5_000 + i * 10 }));
    const out = run(fixes);
    expect(out.total('distance_m')).toBe(29 * 120);
    expect(out.total('engine_s')).toBe(290);
    expect(out.state.odometerM).toBe(1_000_000 + 29 * 120);
    expect(out.state.engineTotalS).toBe(5_290);
  });

  it('counts fuel burnt with the engine on and refuels apart', () => {
    const levels = [60, 59.5, 59, 58.6, 58.8, 58, 80, 79.5];
    const fixes = levels.map((fuelL, i) => ({
      time: t0 + i * 60_000,
      valid: true,
      latitude: 35.7 + i * 0.005,
      longitude: 51.4,
      speedKmh: 30,
      course: 0,
      ignition: true,
      fuelL,
    }));
    const out = run(fixes);
    expect(out.total('fuel_used_l')).toBeCloseTo(2.5, 5);
    expect(out.total('refuel_l')).toBe(22);
    // The refuel is also an event at the fix where the level rose, with the litres it rose.
    expect(out.events.filter((event) => event.kind === 'refuel')).toEqual([
      expect.objectContaining({ at: t0 + 6 * 60_000, value: 22, endAt: null }),
    ]);
  });
});

describe('motion: harsh driving and over-speed', () => {
  it('derives harsh acceleration, braking and cornering from 1 Hz fixes, once per manoeuvre', () => {
    const speeds = [0, 20, 40, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 40, 20, 20];
    const courses = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30, 60, 90, 90, 90, 90, 90, 90];
    const fixes = speeds.map((speedKmh, i) => ({
      time: t0 + i * 1000,
      valid: true,
      latitude: 35.7 + i * 0.0001,
      longitude: 51.4,
      speedKmh,
      course: courses[i] ?? 0,
      ignition: true,
    }));
    const out = run(fixes);
    const kinds = out.events.map((event) => event.kind);
    expect(kinds.filter((k) => k === 'harsh_acceleration')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'harsh_braking')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'harsh_cornering')).toHaveLength(1);
    expect(out.total('harsh_acceleration')).toBe(1);
  });

  it('ignores speed changes between fixes far apart', () => {
    const out = run([
      { time: t0, valid: true, latitude: 35.7, longitude: 51.4, speedKmh: 0, course: 0, ignition: true },
      {
        time: t0 + 30_000,
        valid: true,
        latitude: 35.701,
        longitude: 51.4,
        speedKmh: 80,
        course: 0,
        ignition: true,
      },
    ]);
    expect(out.events).toHaveLength(0);
  });

  it('trusts device alarms and stops deriving its own for that vehicle', () => {
    const out = run([
      {
        time: t0,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 60,
        course: 0,
        ignition: true,
        alarm: 'harshBraking',
      },
      {
        time: t0 + 1000,
        valid: true,
        latitude: 35.7001,
        longitude: 51.4,
        speedKmh: 0,
        course: 0,
        ignition: true,
      },
    ]);
    expect(out.events).toEqual([
      expect.objectContaining({ kind: 'harsh_braking', at: t0, fromDevice: true, value: null }),
    ]);
  });

  it('counts over-speed episodes that last, with their seconds and top speed', () => {
    const fixes = track()
      .go(20, 80, { ignition: true }, 1)
      .go(20, 100, { ignition: true }, 1)
      .go(10, 80, { ignition: true }, 1)
      .go(5, 120, { ignition: true }, 1)
      .go(10, 80, { ignition: true }, 1).fixes;
    const out = run(fixes);
    const episodes = out.events.filter((event) => event.kind === 'overspeed');
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ at: t0 + 20_000, endAt: t0 + 40_000, value: 100 });
    expect(out.total('overspeed_s')).toBe(20);
    expect(out.total('overspeed_count')).toBe(1);
    expect(run(fixes, 110).events.filter((event) => event.kind === 'overspeed')).toHaveLength(0);
  });
});

describe('motion: Iran day boundaries', () => {
  it('splits a drive across midnight in Tehran between the two days', () => {
    // 23:55 to 00:05 Tehran time (20:25 to 20:35 UTC).
    const start = Date.parse('2026-11-21T20:25:00Z');
    const out = run(track(start).go(610, 36, { ignition: true }).fixes);
    expect(out.days.get('2026-11-21')?.moving_s).toBeCloseTo(300, 6);
    expect(out.days.get('2026-11-22')?.moving_s).toBeCloseTo(300, 6);
    expect(out.days.get('2026-11-21')?.distance_m).toBeCloseTo(3000, -1);
    expect(out.days.get('2026-11-22')?.distance_m).toBeCloseTo(3000, -1);
  });
});

describe('motion: the day of an instant', () => {
  it('follows Iran midnight, also in years with daylight saving, whatever order instants come in', () => {
    // 2021-06-01 began at 19:30 UTC the evening before (UTC+4:30); 2026-11-22 at 20:30 UTC (UTC+3:30).
    const cases: [string, string][] = [
      ['2021-05-31T19:29:59Z', '2021-05-31'],
      ['2026-11-21T20:29:59Z', '2026-11-21'],
      ['2021-05-31T19:30:00Z', '2021-06-01'],
      ['2026-11-21T20:30:00Z', '2026-11-22'],
      ['2021-05-31T19:29:59Z', '2021-05-31'],
    ];
    for (const [instant, day] of cases) expect(dayOf(Date.parse(instant))).toBe(day);
  });

  it('marks fuel measured only where a span has a level at both ends: engine off is 0, no sensor is nothing', () => {
    const parked = (fuelL?: number) =>
      [0, 1, 2, 3].map((i) => ({
        time: t0 + i * 60_000,
        valid: true,
        latitude: 35.7,
        longitude: 51.4,
        speedKmh: 0,
        course: 0,
        ignition: false,
        ...(fuelL === undefined ? {} : { fuelL }),
      }));
    const withSensor = run(parked(40));
    expect(withSensor.days.get(dayOf(t0))?.fuel_used_l).toBe(0);
    const withoutSensor = run(parked());
    expect(withoutSensor.days.get(dayOf(t0))).not.toHaveProperty('fuel_used_l');
  });
});
