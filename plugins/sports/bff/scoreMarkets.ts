import type { Market } from '../schemas/sports.ts';
import { buildMarket, lineKey, overUnder, signed, WIDE_MARGIN, yesNo, type Draft } from './buildMarket.ts';
import { normalCdf, poisson } from './distributions.ts';
import { topFootballMarkets } from './footballMarkets.ts';
import type { PricingInput } from './gameState.ts';

// The markets of games decided by a score: Poisson goals (football, hockey, cyber football), normal points
// (basketball) and cricket runs.

/**
 * Goals: 1X2, double chance, handicap, two totals; football also both teams to score and the correct score, and a
 * top game the deeper set of footballMarkets.ts.
 */
export function goalsMarkets(input: PricingInput): Market[] {
  const { game, score, tuning, sportSlug } = input;
  const remaining = Math.max(0, tuning.duration - game.elapsed) / tuning.duration;
  const max = 12;
  const home = poisson(game.strength[0] * remaining, max);
  const away = poisson(game.strength[1] * remaining, max);
  let p1 = 0;
  let px = 0;
  let btts = 0;
  const totals = new Map<number, number>([[game.lines.total, 0], [game.lines.total2, 0]]);
  let handicap = 0;
  const exact = new Map<string, number>();
  for (let i = 0; i <= max; i += 1) {
    for (let j = 0; j <= max; j += 1) {
      const p = home[i] * away[j];
      const h = score.home + i;
      const a = score.away + j;
      if (h > a) p1 += p;
      else if (h === a) px += p;
      if (h > 0 && a > 0) btts += p;
      for (const line of totals.keys()) if (h + a > line) totals.set(line, totals.get(line)! + p);
      if (h - a + game.lines.handicap > 0) handicap += p;
      if (h <= 3 && a <= 3) exact.set(`${h}-${a}`, (exact.get(`${h}-${a}`) ?? 0) + p);
    }
  }
  const p2 = Math.max(0, 1 - p1 - px);
  const markets = [
    buildMarket(input, '1x2', '1X2', 1, [
      { key: '1', name: '1', typeId: 1, p: p1 },
      { key: 'x', name: 'X', typeId: 2, p: px },
      { key: '2', name: '2', typeId: 3, p: p2 },
    ]),
    buildMarket(input, 'dc', 'Double chance', 2, [
      { key: '1x', name: '1X', typeId: 1, p: p1 + px },
      { key: '12', name: '12', typeId: 2, p: p1 + p2 },
      { key: 'x2', name: 'X2', typeId: 3, p: px + p2 },
    ]),
    buildMarket(input, `hcp.${lineKey(game.lines.handicap)}`, 'Handicap', 3, [
      { key: '1', name: `H1 (${signed(game.lines.handicap)})`, typeId: 1, p: handicap, param: game.lines.handicap },
      { key: '2', name: `H2 (${signed(-game.lines.handicap)})`, typeId: 3, p: 1 - handicap, param: -game.lines.handicap },
    ]),
  ];
  const football = sportSlug === 'football';
  // Football's tabs name goals for what other sports call totals (marketSchema's group).
  const goals = (market: Market): Market => (football ? { ...market, group: 'goals' } : market);
  for (const [line, over] of totals) markets.push(goals(overUnder(input, `total${line}`, 'Total', line, over)));
  if (football) {
    markets.push(goals(buildMarket(input, 'btts', 'Both teams to score', 5, yesNo(btts))));
    // Scores already passed are no longer offered (their ids go missing).
    const drafts: Draft[] = [];
    let other = 1;
    for (let h = score.home; h <= 3; h += 1) {
      for (let a = score.away; a <= 3; a += 1) {
        const p = exact.get(`${h}-${a}`) ?? 0;
        other -= p;
        drafts.push({ key: `${h}-${a}`, name: `${h}:${a}`, typeId: h > a ? 1 : h === a ? 2 : 3, p });
      }
    }
    drafts.push({ key: 'other', name: 'Other', typeId: 9, p: Math.max(0, other) });
    markets.push(buildMarket(input, 'cs', 'Correct score', 6, drafts, input.live ? WIDE_MARGIN + 0.03 : WIDE_MARGIN));
    if (input.isTop) markets.push(...topFootballMarkets(input, remaining));
  }
  return markets;
}

/** Points: the winner, a handicap and two totals, from normal spreads that narrow as the game runs. */
export function pointsMarkets(input: PricingInput): Market[] {
  const { game, score, tuning } = input;
  const remaining = Math.max(0, tuning.duration - game.elapsed) / tuning.duration;
  const sdDiff = Math.max(0.6, 12.5 * Math.sqrt(remaining));
  const sdTotal = Math.max(0.6, 17 * Math.sqrt(remaining));
  const diff = score.home - score.away + (game.strength[0] - game.strength[1]) * remaining;
  const total = score.home + score.away + (game.strength[0] + game.strength[1]) * remaining;
  const pHome = normalCdf(diff / sdDiff);
  const pHandicap = normalCdf((diff + game.lines.handicap) / sdDiff);
  const over = (line: number) => 1 - normalCdf((line - total) / sdTotal);
  return [
    buildMarket(input, 'winner', 'Winner (incl. overtime)', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    buildMarket(input, `hcp.${lineKey(game.lines.handicap)}`, 'Handicap', 3, [
      { key: '1', name: `H1 (${signed(game.lines.handicap)})`, typeId: 1, p: pHandicap, param: game.lines.handicap },
      { key: '2', name: `H2 (${signed(-game.lines.handicap)})`, typeId: 3, p: 1 - pHandicap, param: -game.lines.handicap },
    ]),
    ...[game.lines.total, game.lines.total2].map((line) => overUnder(input, `total${line}`, 'Total', line, over(line))),
  ];
}

/** Cricket: the winner and the totals of the match and of each side, innings by innings. */
export function cricketMarkets(input: PricingInput): Market[] {
  const { game, score, tuning } = input;
  const perInnings = tuning.duration / 2;
  const homeLeft = Math.max(0, perInnings - game.elapsed) / perInnings;
  const awayLeft = Math.min(1, Math.max(0, tuning.duration - game.elapsed) / perInnings);
  const expectedHome = score.home + game.strength[0] * homeLeft;
  const expectedAway = score.away + game.strength[1] * awayLeft;
  const sd = Math.max(1, 26 * Math.sqrt(homeLeft + awayLeft));
  const pHome = normalCdf((expectedHome - expectedAway) / sd);
  const over = (line: number, expected: number, spread: number) => 1 - normalCdf((line - expected) / Math.max(0.6, spread));
  const total = (key: string, name: string, line: number, expected: number, spread: number) => overUnder(input, key, name, line, over(line, expected, spread));
  return [
    buildMarket(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    total(`total${game.lines.total}`, 'Total match runs', game.lines.total, expectedHome + expectedAway, sd),
    total(`htotal${game.lines.handicap}`, 'Home team runs', game.lines.handicap, expectedHome, 18 * Math.sqrt(homeLeft)),
    total(`atotal${game.lines.total2}`, 'Away team runs', game.lines.total2, expectedAway, 18 * Math.sqrt(awayLeft)),
  ];
}
