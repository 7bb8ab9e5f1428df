import { describe, expect, it } from 'vitest';
import { backOffMs } from './back-off';

describe('back-off', () => {
  it('doubles from the base up to the ceiling, drawn from the upper half of each step', () => {
    const lowest = () => 0;
    const highest = () => 1;
    expect([1, 2, 3].map((n) => backOffMs(n, 30_000, 3_600_000, highest))).toEqual([30_000, 60_000, 120_000]);
    expect([1, 2, 3].map((n) => backOffMs(n, 30_000, 3_600_000, lowest))).toEqual([15_000, 30_000, 60_000]);
    expect(backOffMs(40, 30_000, 3_600_000, highest)).toBe(3_600_000);
    expect(backOffMs(0, 30_000, 3_600_000, highest)).toBe(30_000);
  });
});
