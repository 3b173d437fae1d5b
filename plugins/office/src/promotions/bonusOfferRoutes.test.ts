import { describe, expect, it } from 'vitest';
import { BONUS_OFFER_PAIRS, bonusOfferRoute } from './bonusOfferRoutes.ts';

describe('the bonus and offers route pairs (promo-bonus-to-offer)', () => {
  it('pairs the four routes the second document names', () => {
    expect(BONUS_OFFER_PAIRS).toEqual([
      ['bonuses', 'bonuses-offers'],
      ['bonus-partner', 'bonus-offer-partner'],
      ['bonus', 'bonus-offer'],
      ['bonuses-games', 'bonuses-offers-games'],
    ]);
  });

  it('sends a bonus route to its offers route when the setting is on, and back when it is off', () => {
    for (const [bonusRoute, offerRoute] of BONUS_OFFER_PAIRS) {
      expect(bonusOfferRoute(bonusRoute, true)).toBe(offerRoute);
      expect(bonusOfferRoute(offerRoute, true)).toBe(offerRoute);
      expect(bonusOfferRoute(offerRoute, false)).toBe(bonusRoute);
      expect(bonusOfferRoute(bonusRoute, false)).toBe(bonusRoute);
    }
  });

  it('leaves every other route alone', () => {
    expect(bonusOfferRoute('promotions', true)).toBe('promotions');
    expect(bonusOfferRoute('office.bonuses', true)).toBe('office.bonuses');
  });
});
