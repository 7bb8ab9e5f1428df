import { describe, expect, it } from 'vitest';
import { trafficStatusOf } from './traffic-status';

const now = new Date('2026-11-21T10:00:00Z');
const seen = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

describe('traffic status', () => {
  it('is offline after ten minutes of silence, whatever the last values were', () => {
    expect(trafficStatusOf({ lastSeen: seen(11), speedKmh: 80, ignition: true }, now)).toBe('offline');
    expect(trafficStatusOf({ lastSeen: null, speedKmh: 0, ignition: null }, now)).toBe('offline');
  });
  it('is moving above 5 km/h', () => {
    expect(trafficStatusOf({ lastSeen: seen(1), speedKmh: 42, ignition: true }, now)).toBe('moving');
    expect(trafficStatusOf({ lastSeen: seen(1), speedKmh: 4, ignition: true, motion: true }, now)).toBe(
      'moving',
    );
  });
  it('is idle with the engine on and standing, stopped otherwise', () => {
    expect(trafficStatusOf({ lastSeen: seen(1), speedKmh: 2, ignition: true }, now)).toBe('idle');
    expect(trafficStatusOf({ lastSeen: seen(1), speedKmh: 0, ignition: false }, now)).toBe('stopped');
    expect(trafficStatusOf({ lastSeen: seen(1), speedKmh: 0, ignition: null }, now)).toBe('stopped');
  });
});
