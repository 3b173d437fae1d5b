import type { Market } from '../schemas/sports.ts';
import { buildMarket, WIDE_MARGIN } from './buildMarket.ts';
import { fightMarkets, setsMarkets } from './duelMarkets.ts';
import type { PricingInput } from './gameState.ts';
import { cricketMarkets, goalsMarkets, pointsMarkets } from './scoreMarkets.ts';

/**
 * Prices of a game's markets from a small model of the sport: Poisson goals (football, hockey, cyber football),
 * normal points (basketball, cricket runs), set/map chances (tennis, Counter-Strike, Dota 2), a stoppage hazard
 * (UFC) and plain chances (races, outrights). Prices are 1 / (p · (1 + margin)), rounded down to cents.
 */

/** A race's or an outright's one market: a chance for each participant. */
function chanceMarkets(input: PricingInput, kind: 7 | 8, name: string, prefix: string): Market[] {
  const weights = input.game.weights ?? [];
  const names = input.participants ?? [];
  return [
    buildMarket(
      input,
      'winner',
      name,
      kind,
      weights.map((p, index) => ({ key: `${prefix}${index + 1}`, name: names[index] ?? `#${index + 1}`, typeId: 100 + index + 1, p })),
      WIDE_MARGIN,
    ),
  ];
}

/** Every market of a game that is not finished; the main market (1X2 / winner) comes first. */
export function priceMarkets(input: PricingInput): Market[] {
  switch (input.model) {
    case 'goals':
      return goalsMarkets(input);
    case 'points':
      return pointsMarkets(input);
    case 'sets':
      return setsMarkets(input);
    case 'cricket':
      return cricketMarkets(input);
    case 'fight':
      return fightMarkets(input);
    case 'race':
      return chanceMarkets(input, 8, 'Race winner', 'm');
    case 'outright':
      return chanceMarkets(input, 7, 'Winner', 'c');
  }
}
