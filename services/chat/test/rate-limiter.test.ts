import { describe, expect, it } from 'vitest';
import { slidingWindowLimiter } from '../src/domain/rate-limiter.ts';

describe('the sender rate limit (20 messages per 10 s)', () => {
  it('lets 20 messages through in 10 s, refuses the 21st, and lets one through again once the first is 10 s old', () => {
    let now = 0;
    const limiter = slidingWindowLimiter({ now: () => now });
    for (let i = 0; i < 20; i += 1) expect(limiter.take('1')).toBe(true);
    expect(limiter.take('1')).toBe(false);
    expect(limiter.overflow('1')).toBe(1);
    expect(limiter.take('2')).toBe(true);
    now = 10_000;
    expect(limiter.take('1')).toBe(true);
  });
});
