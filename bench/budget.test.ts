import { describe, expect, it } from 'vitest';
import { describeBudget, overHardLimit, shownValue } from './budget.ts';

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
});
