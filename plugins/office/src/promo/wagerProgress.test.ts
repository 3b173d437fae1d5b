import { describe, expect, it } from 'vitest';
import { levelOf } from './CashbackPage.tsx';
import { BONUS_FILTER_OF_ROUTE, wagerPercent } from './wagerProgress.ts';

const bonus = (kind: 'deposit' | 'sport', status: 'active' | 'completed', wagered: number, wagerRequired: number) => ({ id: 'b', kind, title: 'b', amount: 1, currency: 'EUR', wagered, wagerRequired, expiresAt: '2027-01-01', status });

describe('the bonuses pages', () => {
  it('show the wagering progress as a whole percent, capped at 100', () => {
    expect([wagerPercent({ wagered: 90, wagerRequired: 250 }), wagerPercent({ wagered: 300, wagerRequired: 250 }), wagerPercent({ wagered: 0, wagerRequired: 0 })]).toEqual([36, 100, 100]);
  });

  it('list all, the deposit bonuses, or those still to wager by route', () => {
    const list = [bonus('deposit', 'active', 10, 100), bonus('sport', 'active', 0, 0), bonus('sport', 'completed', 100, 100)];
    expect(list.filter(BONUS_FILTER_OF_ROUTE['office.bonuses'])).toHaveLength(3);
    expect(list.filter(BONUS_FILTER_OF_ROUTE['office.bonuses.deposit'])).toEqual([list[0]]);
    expect(list.filter(BONUS_FILTER_OF_ROUTE['office.bonuses.wager'])).toEqual([list[0]]);
  });

  it('find the cashback level the points reach', () => {
    const levels = [
      { level: 'silver', points: 500, percent: 5 },
      { level: 'bronze', points: 0, percent: 3 },
      { level: 'gold', points: 2000, percent: 8 },
    ];
    expect([levelOf(levels, 740)?.level, levelOf(levels, 2000)?.level, levelOf(levels.slice(0, 1), 10)]).toEqual(['silver', 'gold', null]);
  });
});
