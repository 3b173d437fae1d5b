import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimiter.ts';

describe('RateLimiter', () => {
  it('lets a client spend its minute at once, then refills it over the minute', () => {
    let now = 0;
    const limiter = new RateLimiter(60, 100, () => now);
    expect(limiter.take('a', 60)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
    expect(limiter.take('b', 1)).toBe(true);
    now = 1_000;
    expect(limiter.take('a', 2)).toBe(false);
    expect(limiter.take('a', 1)).toBe(true);
    now = 3_600_000;
    expect(limiter.take('a', 60)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
  });

  it('forgets the least recently seen client past its size', () => {
    const limiter = new RateLimiter(1, 2, () => 0);
    expect(limiter.take('a', 1)).toBe(true);
    expect(limiter.take('b', 1)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
    expect(limiter.take('c', 1)).toBe(true);
    expect(limiter.take('a', 1)).toBe(false);
    expect(limiter.take('b', 1)).toBe(true);
  });
});
