import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000 };

  it('locks an account on one address after the limit and frees it when the window passes', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('ali', '10.0.0.1');
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(60);
    expect(throttle.retryAfterSeconds('ali', '10.0.0.2')).toBe(0);
    now += 30_000;
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(30);
    now += 30_001;
    expect(throttle.retryAfterSeconds('ali', '10.0.0.1')).toBe(0);
  });

  it('limits one address spraying many accounts', () => {
    const throttle = new LoginThrottle(limits, () => 5_000);
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) throttle.recordFailure(name, '10.0.0.9');
    expect(throttle.retryAfterSeconds('someone-else', '10.0.0.9')).toBeGreaterThan(0);
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
