import { describe, expect, it } from 'vitest';
import { percentChange, riskLevel, riskScore } from './driver-risk';

describe('driver risk', () => {
  it('weighs harsh events and over-speed episodes per 100 km, capped at 100', () => {
    expect(riskScore({ distanceM: 200_000, harshEvents: 4, overspeedEpisodes: 1 })).toBe(15);
    expect(riskScore({ distanceM: 1_000_000, harshEvents: 0, overspeedEpisodes: 0 })).toBe(0);
    expect(riskScore({ distanceM: 100_000, harshEvents: 30, overspeedEpisodes: 0 })).toBe(100);
  });

  it('counts a short distance as the 50 km minimum, so one event on a short hop is not the worst score', () => {
    expect(riskScore({ distanceM: 500, harshEvents: 1, overspeedEpisodes: 0 })).toBe(10);
  });

  it('reads the level at the spec boundaries', () => {
    expect([0, 20, 20.1, 50, 50.1, 100].map(riskLevel)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('gives no change when the previous period had nothing', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
  });
});
