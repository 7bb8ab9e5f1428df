import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  const limits = {
    freeFailures: 3,
    firstBackoffMs: 30_000,
    maxBackoffMs: 4 * 60_000,
    perAddress: 50,
    windowMs: 15 * 60_000,
  };

  it('backs off an account on one address, doubling each failure up to the cap', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 2; i++) throttle.recordFailure('ali', '10.0.0.1');
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(0);
    throttle.recordFailure('ali', '10.0.0.1');
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(30);
    expect(throttle.retryAfterSeconds('ali', '10.0.0.2')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      now += throttle.retryAfterSeconds('ali', '10.0.0.1') * 1000;
      throttle.recordFailure('ali', '10.0.0.1');
      waits.push(throttle.retryAfterSeconds('ali', '10.0.0.1'));
    }
    expect(waits).toEqual([60, 120, 240, 240, 240]);
    now += 240_001;
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(0);
  });

  it('lets an office behind one address sign in while one of its accounts is being guessed', () => {
    const throttle = new LoginThrottle(limits, () => 5_000);
    for (let i = 0; i < 30; i++) throttle.recordFailure('guessed', '10.0.0.9');
    expect(throttle.retryAfterSeconds('guessed', '10.0.0.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('colleague', '10.0.0.9')).toBe(0);
  });

  it('limits one address spraying many accounts, at a far higher limit', () => {
    const throttle = new LoginThrottle(limits, () => 5_000);
    for (let i = 0; i < 49; i++) throttle.recordFailure(`user${i}`, '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-else', '10.0.0.9')).toBe(0);
    throttle.recordFailure('user49', '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-else', '10.0.0.9')).toBe(900);
  });

  it('forgets the account count after a successful login', () => {
    const throttle = new LoginThrottle(limits, () => 5_000);
    throttle.recordFailure('ali', '10.0.0.1');
    throttle.recordFailure('ali', '10.0.0.1');
    throttle.recordSuccess('ali', '10.0.0.1');
    throttle.recordFailure('ali', '10.0.0.1');
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(0);
  });
});
