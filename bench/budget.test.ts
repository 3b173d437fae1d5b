import { describe, expect, it } from 'vitest';
import { describeBudget, describeComparison, describeDistance, overHardLimit, shownValue } from './budget.ts';

describe('bench budgets', () => {
  it('names each figure over its hard limit, and only those', () => {
    const figures = [
      { name: 'critical path', value: 150.1, unit: 'KiB', hardLimit: 150, goal: 130 },
      { name: 'first route', value: 170, unit: 'KiB', hardLimit: 170, goal: 150 },
      { name: 'INP', value: 101, unit: 'ms', hardLimit: 100, goal: 50 },
      { name: 'script time per update', value: 9999, unit: 'ms' },
      { name: 'CLS casino lobby', value: 0.0612, unit: '', hardLimit: 0.05 },
      { name: 'casino boot bundle', value: 40, unit: 'KiB' },
    ];
    expect(overHardLimit(figures)).toEqual([
      'critical path: 150.1 KiB is over its hard limit of 150 KiB',
      'INP: 101 ms is over its hard limit of 100 ms',
      'CLS casino lobby: 0.0612 is over its hard limit of 0.05',
    ]);
  });

  it('compares the exact value: a critical path of 150.04 KiB prints as 150 and is still over', () => {
    const figure = { name: 'critical path', value: 153_636 / 1024, unit: 'KiB', hardLimit: 150 };
    expect(shownValue(figure.value, figure.unit)).toBe(150);
    expect(overHardLimit([figure])).toEqual(['critical path: 150.04 KiB is over its hard limit of 150 KiB']);
  });

  it('prints the goal and the hard limit', () => {
    expect(describeBudget({ hardLimit: 150, goal: 130 })).toBe('<= 130 (hard 150)');
    expect(describeBudget({ hardLimit: 1500 })).toBe('<= 1500');
    expect(describeBudget({})).toBe('(reported)');
  });

  it('sets a figure beside its comparison from the same run, as a ratio', () => {
    expect(describeComparison(930, 'ms', { label: 'the same HTML and CSS without scripts', value: 620 })).toBe('1.50x the same HTML and CSS without scripts (620 ms)');
    expect(describeComparison(88, 'ms', { label: 'an empty handler', value: 0, zeroMeans: 'under 16 ms' })).toBe('an empty handler: under 16 ms');
  });

  it('says how far a figure is from its hard limit and its goal, over or under', () => {
    expect(describeDistance({ name: 'INP adding bets', value: 88, unit: 'ms', hardLimit: 100, goal: 50 })).toBe(
      'INP adding bets: 88 ms; 12 ms (12 %) under the hard limit 100, 38 ms (76 %) over the goal 50',
    );
    expect(describeDistance({ name: 'LCP lobby', value: 1852, unit: 'ms', hardLimit: 1500 })).toBe('LCP lobby: 1852 ms; 352 ms (23 %) over the hard limit 1500');
    expect(describeDistance({ name: 'DOM nodes', value: 0, unit: 'nodes', hardLimit: 0 })).toBe('DOM nodes: 0 nodes; at the hard limit 0');
    expect(describeDistance({ name: 'CLS', value: 0.0245, unit: '', hardLimit: 0.05 })).toBe('CLS: 0.0245; 0.0255 (51 %) under the hard limit 0.05');
    expect(describeDistance({ name: 'script time per update', value: 115, unit: 'ms' })).toBeNull();
  });
});
