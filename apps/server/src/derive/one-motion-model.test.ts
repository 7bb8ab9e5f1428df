import { isMoving, type MovementSample } from '@navgan/domain/motion';
import { trafficStatusOf } from '@navgan/domain/traffic-status';
import { describe, expect, it } from 'vitest';
import { MotionMemory } from '../pipeline/rules/rule-tracker';
import { advance, type MotionSink, newMotionState, type TallyKey } from './motion-machine';

/** 10:00 in Tehran on 2026-11-21. */
const t0 = Date.parse('2026-11-21T06:30:00Z');

/** Whether the derivation counts a minute of fixes like this one as moving time. */
function derivationMoves(sample: MovementSample): boolean {
  const tally = new Map<TallyKey, number>();
  const sink: MotionSink = {
    add: (_day, _at, key, value) => tally.set(key, (tally.get(key) ?? 0) + value),
    speed() {},
    counters() {},
    trip() {},
    stop() {},
    event() {},
  };
  const state = newMotionState();
  for (let i = 0; i <= 6; i++) {
    advance(
      state,
      {
        time: t0 + i * 10_000,
        valid: sample.valid ?? true,
        // A crawl: a few metres per step, well under the jitter that a still vehicle shows.
        latitude: 35.7 + (i * (sample.speedKmh / 3.6) * 10) / 111_195,
        longitude: 51.4,
        speedKmh: sample.speedKmh,
        course: 0,
        ignition: true,
        ...(sample.motion !== undefined ? { motion: sample.motion } : {}),
      },
      { overspeedKmh: 90 },
      sink,
    );
  }
  return (tally.get('moving_s') ?? 0) > 0;
}

/** Whether a speed rule's "stopped for" still runs after a fix like this one. */
function rulesMove(sample: MovementSample): boolean {
  const memory = new MotionMemory();
  memory.observe(1, new Date(t0), { speedKmh: 0 }, true);
  memory.observe(1, new Date(t0 + 10_000), sample, true);
  return memory.stoppedSince(1) === null;
}

/** Whether the live map draws a vehicle whose last fix is this one as moving. */
function mapMoves(sample: MovementSample): boolean {
  const status = trafficStatusOf(
    {
      lastSeen: new Date(t0),
      speedKmh: sample.valid === false ? 0 : sample.speedKmh,
      ignition: true,
      motion: sample.motion,
    },
    new Date(t0 + 1_000),
  );
  return status === 'moving';
}

describe('one motion model', () => {
  const cases: [string, MovementSample, boolean][] = [
    ['exactly 5 km/h', { speedKmh: 5 }, true],
    ['just under 5 km/h (GPS drift)', { speedKmh: 4.9 }, false],
    ['a crawl the device flags as movement', { speedKmh: 3, motion: true }, true],
    ['a flag without speed (a parked vehicle rocked)', { speedKmh: 0.5, motion: true }, false],
    ['40 km/h', { speedKmh: 40 }, true],
  ];
  it.each(cases)('%s: the reports, the rules and the map agree', (_name, sample, moving) => {
    expect(isMoving(sample)).toBe(moving);
    expect(derivationMoves(sample), 'reports (trips, moving time)').toBe(moving);
    expect(rulesMove(sample), "rules ('stopped for')").toBe(moving);
    expect(mapMoves(sample), 'the live map').toBe(moving);
  });
});
