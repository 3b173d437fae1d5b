import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_CAP_MS } from './afterNextPaint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('resolves in a task after the next animation frame, not before it', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_CAP_MS / 2);
    expect(resolved).toBe(false);
    frames.forEach((frame) => frame(0));
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('resolves after PAINT_WAIT_CAP_MS on a page that paints no frame (hidden)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_CAP_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
