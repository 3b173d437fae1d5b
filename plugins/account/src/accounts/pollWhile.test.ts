import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { ADD_CURRENCY_POLL_MS, POLL_INTERVAL_MS, POLL_MAX_REPEATS } from './accountsConstants.ts';
import { pollWhile } from './pollWhile.ts';

afterEach(() => vi.useRealTimers());

describe('the polling helper', () => {
  it('pins the spec constants: at most 5 repeats, 2500 ms apart; the add-currency poll 1000 ms apart', () => {
    expect(POLL_MAX_REPEATS).toBe(5);
    expect(POLL_INTERVAL_MS).toBe(2500);
    expect(ADD_CURRENCY_POLL_MS).toBe(1000);
  });

  it.each([
    // updates after which the condition stops holding (null: never), updates made, still holds at the end
    [1, 1, false],
    [2, 2, false],
    [5, 5, false],
    [6, 6, false],
    [null, 6, true],
  ])('condition ending after update %s: %i updates, still holds %s', async (stopsAfter, updates, stillHolds) => {
    vi.useFakeTimers();
    const times: number[] = [];
    function* update() {
      times.push(Date.now());
    }
    const holds = () => stopsAfter === null || times.length < stopsAfter;
    const harness = recordingStore({});
    const result = harness.run(pollWhile, update, holds);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (POLL_MAX_REPEATS + 2));
    expect(await result).toBe(stillHolds);
    expect(times).toHaveLength(updates);
    expect(times.slice(1).map((time, index) => time - times[index])).toEqual(Array(updates - 1).fill(POLL_INTERVAL_MS));
  });

  it('takes its own interval and limit', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    function* update() {
      times.push(Date.now());
    }
    const harness = recordingStore({});
    const result = harness.run(pollWhile, update, () => true, { intervalMs: 10, maxRepeats: 2 });
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toBe(true);
    expect(times.map((time) => time - times[0])).toEqual([0, 10, 20]);
  });
});
