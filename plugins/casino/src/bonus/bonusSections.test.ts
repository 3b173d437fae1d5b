import { describe, expect, it } from 'vitest';
import type { Promotion } from '../../schemas/casinoApi.ts';
import { bonusSectionOf, promotionsOf } from './bonusSections.ts';

const promotions: Promotion[] = [
  { id: 'welcome', title: 'Welcome', text: '', kind: 'promotion' },
  { id: 'spin-50', title: '50 spins', text: '', kind: 'daily-challenge' },
  { id: 'code', title: 'Code', text: '', kind: 'promo' },
];

describe('bonus/casino sections', () => {
  it('names the section of each route', () => {
    expect(bonusSectionOf('casino.bonus')).toBe('overview');
    expect(bonusSectionOf('casino.bonus.daily-challenges')).toBe('daily-challenges');
    expect(bonusSectionOf('casino.bonus.tournaments')).toBe('tournaments');
    expect(bonusSectionOf('casino.bonus.item')).toBe('item');
  });

  it('lists the promotions of the section’s kind, all of them on the overview', () => {
    expect(promotionsOf('promotions', promotions).map((promotion) => promotion.id)).toEqual(['welcome']);
    expect(promotionsOf('daily-challenges', promotions).map((promotion) => promotion.id)).toEqual(['spin-50']);
    expect(promotionsOf('promo', promotions).map((promotion) => promotion.id)).toEqual(['code']);
    expect(promotionsOf('overview', promotions)).toHaveLength(3);
  });
});
