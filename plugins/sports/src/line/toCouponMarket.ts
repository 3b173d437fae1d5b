import type { CouponMarket, Market, Outcome, SportEvent } from '../../schemas/sports.ts';

export function gameTitle(event: Pick<SportEvent, 'home' | 'away'>): string {
  return event.away ? `${event.home} – ${event.away}` : event.home;
}

export const isLiveStatus = (status: number) => status === 2 || status === 3;

/** What the coupon keeps of an outcome: enough to show and place it without the page it was added from. */
export function toCouponMarket(event: SportEvent, market: Market, outcome: Outcome, sportName: string): CouponMarket {
  return {
    id: outcome.id,
    coef: outcome.coef,
    sportId: event.sportId,
    typeId: outcome.typeId,
    kind: outcome.kind,
    isLive: isLiveStatus(event.status),
    gameId: event.id,
    champId: event.champId,
    names: { sport: sportName, champ: event.champName, game: gameTitle(event), market: market.name, outcome: outcome.name },
  };
}
