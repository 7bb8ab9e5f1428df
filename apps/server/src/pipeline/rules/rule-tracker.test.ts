import { describe, expect, it } from 'vitest';
import { MotionMemory, RuleTracker } from './rule-tracker';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute));

describe('rule rows over time', () => {
  it('fires only after the condition held for its duration, once per episode', () => {
    const tracker = new RuleTracker(0);
    const fired = [0, 1, 2, 3, 4, 5, 6].map((m) => tracker.observe('r', true, at(m), 5 * 60_000));
    expect(fired).toEqual([false, false, false, false, false, true, false]);
  });

  it('an interruption restarts the duration', () => {
    const tracker = new RuleTracker(0);
    tracker.observe('r', true, at(0), 5 * 60_000);
    tracker.observe('r', true, at(4), 5 * 60_000);
    tracker.observe('r', false, at(5), 5 * 60_000);
    expect(tracker.observe('r', true, at(6), 5 * 60_000)).toBe(false);
    expect(tracker.observe('r', true, at(11), 5 * 60_000)).toBe(true);
  });

  it('a value flapping around the threshold does not fire again within the cooldown', () => {
    const tracker = new RuleTracker(15 * 60_000);
    const fired: number[] = [];
    for (let m = 0; m < 40; m++) if (tracker.observe('r', m % 2 === 0, at(m), 0)) fired.push(m);
    expect(fired).toEqual([0, 16, 32]);
  });

  it('keys are independent (rule row × vehicle)', () => {
    const tracker = new RuleTracker();
    expect(tracker.observe('1:0:7', true, at(0), 0)).toBe(true);
    expect(tracker.observe('1:0:8', true, at(0), 0)).toBe(true);
  });
});

describe('rule memory kept across processes', () => {
  it('lists what changed once, and a restored memory goes on where it stood', () => {
    const tracker = new RuleTracker(0);
    tracker.observe('r', true, at(0), 5 * 60_000);
    tracker.observe('r', true, at(1), 5 * 60_000);
    expect([...tracker.takeChanges()]).toEqual([
      ['r', { since: at(0).getTime(), fired: false, firedAt: null }],
    ]);
    tracker.observe('r', true, at(2), 5 * 60_000);
    expect(tracker.takeChanges().size).toBe(0);
    const next = new RuleTracker(0);
    next.restore('r', { since: at(0).getTime(), fired: false, firedAt: null });
    expect(next.observe('r', true, at(4), 5 * 60_000)).toBe(false);
    expect(next.observe('r', true, at(5), 5 * 60_000)).toBe(true);
  });
});

describe('motion memory', () => {
  it('remembers since when a vehicle stands and idles', () => {
    const motion = new MotionMemory();
    motion.observe(7, at(0), { speedKmh: 40 }, true);
    motion.observe(7, at(1), { speedKmh: 0 }, true);
    motion.observe(7, at(2), { speedKmh: 2 }, true);
    expect(motion.stoppedSince(7)).toEqual(at(1));
    expect(motion.idleSince(7)).toEqual(at(1));
    motion.observe(7, at(3), { speedKmh: 0 }, false);
    expect(motion.idleSince(7)).toBeNull();
    expect(motion.stoppedSince(7)).toEqual(at(1));
    motion.observe(7, at(4), { speedKmh: 30 }, true);
    expect(motion.stoppedSince(7)).toBeNull();
  });

  it('a vehicle restored from its saved runs keeps their start and skips fixes they include', () => {
    const motion = new MotionMemory();
    motion.restore(7, at(5).getTime(), { stoppedSince: at(1).getTime(), idleSince: null });
    motion.observe(7, at(4), { speedKmh: 50 }, true);
    motion.observe(7, at(6), { speedKmh: 0 }, true);
    expect(motion.stoppedSince(7)).toEqual(at(1));
    expect(motion.idleSince(7)).toEqual(at(6));
  });
});
