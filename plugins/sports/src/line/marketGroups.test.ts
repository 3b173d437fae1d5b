import { describe, expect, it } from 'vitest';
import type { Market } from '../../schemas/sports.ts';
import { correctScoreColumns, marketGroupOf, marketGroupsOf } from './marketGroups.ts';

const market = (kind: number, group?: string): Market => ({ id: `m${kind}`, name: `kind ${kind}`, kind, outcomes: [], ...(group ? { group } : {}) });

describe('market groups', () => {
  it('groups markets by kind, an unknown kind under other', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 42].map((kind) => marketGroupOf(market(kind)))).toEqual(['main', 'main', 'handicaps', 'totals', 'totals', 'scores', 'other', 'other', 'other']);
  });

  it('puts a market under the group the line names, and under its kind when the page does not know that group', () => {
    expect(marketGroupOf(market(4, 'goals'))).toBe('goals');
    expect(marketGroupOf(market(1, 'halves'))).toBe('halves');
    expect(marketGroupOf(market(3, 'players'))).toBe('handicaps');
  });

  it('lists the groups present in the tabs\' order', () => {
    expect(marketGroupsOf([market(6), market(4), market(1), market(2)])).toEqual(['main', 'totals', 'scores']);
    expect(marketGroupsOf([market(3), market(8, 'halves'), market(4, 'goals'), market(1)])).toEqual(['main', 'goals', 'halves', 'handicaps']);
    expect(marketGroupsOf([market(1)])).toEqual(['main']);
  });

  it('puts correct scores in home, draw and away columns from the lowest score, the rest after', () => {
    const names = ['3:1', '0:0', '1:0', '0:2', '2:1', '1:1', 'Other', '0:1', '2:0'];
    const outcomes = names.map((name) => {
      const [home, away] = name.split(':').map(Number);
      return { name, typeId: name === 'Other' ? 9 : home > away ? 1 : home === away ? 2 : 3 };
    });
    const columns = correctScoreColumns(outcomes);
    expect(Object.fromEntries(Object.entries(columns).map(([key, list]) => [key, list.map((outcome) => outcome.name)]))).toEqual({
      home: ['1:0', '2:0', '2:1', '3:1'],
      draw: ['0:0', '1:1'],
      away: ['0:1', '0:2'],
      rest: ['Other'],
    });
  });
});
