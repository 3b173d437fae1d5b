import type { AnalyticsCounter } from '../../schemas/analyticsSettings.ts';

/**
 * Second document, section 9: counter types 1 to 11. Ten names are given for eleven types and the mapping of one is
 * not shown: type 11 has no kind here, so a counter of that type is logged and left out.
 */
export const COUNTER_KIND_BY_TYPE = {
  1: 'google',
  2: 'facebook',
  3: 'twitter',
  4: 'hotjar',
  5: 'sitecontrol',
  6: 'gravitec',
  7: 'yandex',
  8: 'sportradar',
  9: 'tagManager',
  10: 'amplitude',
} as const;

export type CounterKind = (typeof COUNTER_KIND_BY_TYPE)[keyof typeof COUNTER_KIND_BY_TYPE];

/** The counters list as a map by kind (section 3); a type without a kind is logged, a later counter of a kind wins. */
export function countersByKind(counters: readonly AnalyticsCounter[]): Map<CounterKind, AnalyticsCounter> {
  const byKind = new Map<CounterKind, AnalyticsCounter>();
  for (const counter of counters) {
    const kind = (COUNTER_KIND_BY_TYPE as Partial<Record<number, CounterKind>>)[counter.type];
    if (kind) byKind.set(kind, counter);
    else console.warn('[analytics] counter type without a kind', counter.type);
  }
  return byKind;
}
