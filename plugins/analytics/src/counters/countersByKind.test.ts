import { describe, expect, it, vi } from 'vitest';
import { COUNTER_KIND_BY_TYPE, countersByKind } from './countersByKind.ts';
import { ADAPTER_LOADERS } from './marketingCounters.ts';

describe('the analytics counters', () => {
  it('arrive as a list and become a map by kind; a type without a kind is logged and left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const byKind = countersByKind([
      { type: 9, id: 'GTM-1' },
      { type: 7, id: '123' },
      { type: 11, id: 'unknown' },
      { type: 9, id: 'GTM-2' },
    ]);
    expect([...byKind]).toEqual([
      ['tagManager', { type: 9, id: 'GTM-2' }],
      ['yandex', { type: 7, id: '123' }],
    ]);
    expect(warn).toHaveBeenCalledWith('[analytics] counter type without a kind', 11);
  });

  it('names the types 1 to 10 and has an adapter module for the six third parties', () => {
    expect(Object.keys(COUNTER_KIND_BY_TYPE).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(ADAPTER_LOADERS).sort()).toEqual(['facebook', 'google', 'sportradar', 'tagManager', 'twitter', 'yandex']);
  });
});
