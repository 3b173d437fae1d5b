import type { CouponMarket } from '../../schemas/sports.ts';

/** Test data only: an outcome as the coupon keeps it, game and price chosen per test. */
export function couponMarket(id: string, coef: number, overrides: Partial<CouponMarket> = {}): CouponMarket {
  return {
    id,
    coef,
    sportId: 1,
    typeId: 1,
    kind: 1,
    isLive: false,
    // Ids read g<game>-<outcome>, so tests can put two outcomes in one game.
    gameId: Number(/^g(\d+)/.exec(id)?.[1] ?? 1),
    champId: 10,
    names: { sport: 'Football', champ: 'League', game: `Game ${id}`, market: '1X2', outcome: '1' },
    ...overrides,
  };
}
