import { describe, expect, it } from 'vitest';
import type { SportEvent } from '../../schemas/sports.ts';
import { mergeEvents } from './mergeEvents.ts';

const event = (id: number, version: number): SportEvent => ({
  id,
  sportId: 1,
  sportSlug: 'football',
  champId: 1,
  champSlug: 'epl',
  champName: 'EPL',
  home: `Home ${id}`,
  away: `Away ${id}`,
  startsAt: 1_800_000_000,
  status: 2,
  version,
  marketCount: 0,
  markets: [],
});

describe('mergeEvents', () => {
  it('keeps the objects of events whose version did not move and takes the new ones', () => {
    const previous = [event(1, 1), event(2, 1), event(3, 1)];
    const next = [event(1, 1), event(2, 2), event(3, 1)];
    const merged = mergeEvents(previous, next);
    expect(merged[0]).toBe(previous[0]);
    expect(merged[1]).toBe(next[1]);
    expect(merged[2]).toBe(previous[2]);
  });

  it('returns the previous array when nothing changed, so the list does not re-render', () => {
    const previous = [event(1, 4), event(2, 7)];
    expect(mergeEvents(previous, [event(1, 4), event(2, 7)])).toBe(previous);
  });

  it('follows the new order and drops finished events', () => {
    const previous = [event(1, 1), event(2, 1)];
    const merged = mergeEvents(previous, [event(2, 1)]);
    expect(merged).toEqual([previous[1]]);
    expect(merged).not.toBe(previous);
  });

  it('takes the new list as is on the first load', () => {
    const next = [event(5, 0)];
    expect(mergeEvents(null, next)).toBe(next);
  });
});
