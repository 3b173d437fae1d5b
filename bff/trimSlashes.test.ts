import { describe, expect, it } from 'vitest';
import { trimSlashes, trimTrailingSlashes } from './trimSlashes.ts';

describe('trimming slashes', () => {
  it('removes leading and trailing slashes and keeps the inner ones', () => {
    expect(['', '/', '//a/b//', 'a/b', '/a/'].map(trimSlashes)).toEqual(['', '', 'a/b', 'a/b', 'a']);
    expect(['', '/', '/a//b//', 'a'].map(trimTrailingSlashes)).toEqual(['', '', '/a//b', 'a']);
  });

  it('takes linear time on a run of slashes that does not end the path (a hostile URL)', () => {
    const hostile = `a${'/'.repeat(200_000)}b`;
    // The quadratic regex took about 100 s here; a linear scan takes milliseconds on any machine.
    const started = performance.now();
    expect(trimSlashes(hostile)).toBe(hostile);
    expect(trimTrailingSlashes(hostile)).toBe(hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
