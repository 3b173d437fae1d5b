import type { Market } from '../schemas/sports.ts';
import { buildMarket, lineKey, overUnder, signed, WIDE_MARGIN, yesNo, type Draft } from './buildMarket.ts';
import { poisson } from './distributions.ts';
import type { PricingInput } from './gameState.ts';

/**
 * The deeper market set of a top football game, as a sportsbook offers on its big games: draw no bet, more total
 * and handicap lines, team totals, goal specials and result combinations, and (before kick-off) the halves. Each
 * market names its tab in `group` (schemas/sports.ts marketSchema). Chances come from the same Poisson goals as the
 * main markets (scoreMarkets.ts): the goals still to come on top of the score.
 */

/** Goals per side beyond which the chance is negligible at football's rates. */
const MAX_GOALS = 10;
/** Share of a game's goals scored before half-time (about 45 % in top leagues). */
const FIRST_HALF_SHARE = 0.45;
const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
const HANDICAP_LINES = [-2.5, -1.5, -0.5, 0.5, 1.5, 2.5];
const TEAM_TOTAL_LINES = [0.5, 1.5];

/** Goals still to come, home and away, with their chance: independent Poisson goals for each side. */
type Scores = { home: number; away: number; p: number }[];

function scoresOf(homeRate: number, awayRate: number): Scores {
  const home = poisson(homeRate, MAX_GOALS);
  const away = poisson(awayRate, MAX_GOALS);
  return home.flatMap((ph, i) => away.map((pa, j) => ({ home: i, away: j, p: ph * pa })));
}

/** The chance that a final score (the score so far plus the goals to come) passes a test. */
type Grid = (test: (home: number, away: number) => boolean) => number;

const gridOf = (scores: Scores, start: { home: number; away: number } = { home: 0, away: 0 }): Grid => (test) =>
  scores.reduce((sum, score) => (test(start.home + score.home, start.away + score.away) ? sum + score.p : sum), 0);

const inGroup = (group: string, market: Market): Market => ({ ...market, group });

const threeWay = (grid: Grid): Draft[] => [
  { key: '1', name: '1', typeId: 1, p: grid((h, a) => h > a) },
  { key: 'x', name: 'X', typeId: 2, p: grid((h, a) => h === a) },
  { key: '2', name: '2', typeId: 3, p: grid((h, a) => h < a) },
];

function goalMarkets(input: PricingInput, grid: Grid, rates: [number, number]): Market[] {
  const { game, score } = input;
  const markets = TOTAL_LINES.filter((line) => line !== game.lines.total && line !== game.lines.total2).map((line) => overUnder(input, `total${line}`, 'Total', line, grid((h, a) => h + a > line)));
  for (const line of TEAM_TOTAL_LINES) markets.push(overUnder(input, `htotal${line}`, `${input.teams[0]} total`, line, grid((h) => h > line)));
  for (const line of TEAM_TOTAL_LINES) markets.push(overUnder(input, `atotal${line}`, `${input.teams[1]} total`, line, grid((_h, a) => a > line)));
  const noMoreGoals = grid((h, a) => h + a === score.home + score.away);
  const homeShare = rates[0] / Math.max(rates[0] + rates[1], 1e-9);
  const exact: Draft[] = [0, 1, 2, 3, 4].map((goals) => ({ key: `g${goals}`, name: String(goals), typeId: 9, p: grid((h, a) => h + a === goals) }));
  exact.push({ key: 'g5plus', name: '5+', typeId: 9, p: grid((h, a) => h + a >= 5) });
  markets.push(
    buildMarket(input, 'oddeven', 'Total goals odd / even', 8, [
      { key: 'odd', name: 'Odd', typeId: 9, p: grid((h, a) => (h + a) % 2 === 1) },
      { key: 'even', name: 'Even', typeId: 9, p: grid((h, a) => (h + a) % 2 === 0) },
    ]),
    buildMarket(input, 'exact', 'Exact number of goals', 8, exact, WIDE_MARGIN),
    buildMarket(input, 'htoscore', `${input.teams[0]} to score`, 5, yesNo(grid((h) => h > score.home))),
    buildMarket(input, 'atoscore', `${input.teams[1]} to score`, 5, yesNo(grid((_h, a) => a > score.away))),
    buildMarket(input, 'result.btts', 'Result and both teams to score', 8, [
      { key: '1.yes', name: '1 & Yes', typeId: 9, p: grid((h, a) => h > a && a > 0) },
      { key: 'x.yes', name: 'X & Yes', typeId: 9, p: grid((h, a) => h === a && a > 0) },
      { key: '2.yes', name: '2 & Yes', typeId: 9, p: grid((h, a) => h < a && h > 0) },
      { key: '1.no', name: '1 & No', typeId: 9, p: grid((h, a) => h > a && a === 0) },
      { key: 'x.no', name: 'X & No', typeId: 9, p: grid((h, a) => h === 0 && a === 0) },
      { key: '2.no', name: '2 & No', typeId: 9, p: grid((h, a) => h < a && h === 0) },
    ], WIDE_MARGIN),
    buildMarket(input, 'result.total2.5', 'Result and total 2.5', 8, [
      { key: '1.over', name: '1 & Over 2.5', typeId: 9, p: grid((h, a) => h > a && h + a > 2.5) },
      { key: 'x.over', name: 'X & Over 2.5', typeId: 9, p: grid((h, a) => h === a && h + a > 2.5) },
      { key: '2.over', name: '2 & Over 2.5', typeId: 9, p: grid((h, a) => h < a && h + a > 2.5) },
      { key: '1.under', name: '1 & Under 2.5', typeId: 9, p: grid((h, a) => h > a && h + a < 2.5) },
      { key: 'x.under', name: 'X & Under 2.5', typeId: 9, p: grid((h, a) => h === a && h + a < 2.5) },
      { key: '2.under', name: '2 & Under 2.5', typeId: 9, p: grid((h, a) => h < a && h + a < 2.5) },
    ], WIDE_MARGIN),
  );
  // The next goal: whoever scores first of the goals still to come, or none.
  markets.push(
    // The goal's number is in the key: after a goal the market is another one, and a selection of the last one closes.
    buildMarket(input, `goal${score.home + score.away + 1}`, score.home + score.away === 0 ? 'First goal' : `Goal ${score.home + score.away + 1}`, 8, [
      { key: '1', name: '1', typeId: 1, p: (1 - noMoreGoals) * homeShare },
      { key: 'none', name: 'None', typeId: 9, p: noMoreGoals },
      { key: '2', name: '2', typeId: 3, p: (1 - noMoreGoals) * (1 - homeShare) },
    ]),
  );
  return markets.map((market) => inGroup('goals', market));
}

function handicapMarkets(input: PricingInput, grid: Grid): Market[] {
  const markets = HANDICAP_LINES.filter((line) => line !== input.game.lines.handicap).map((line) => {
    const home = grid((h, a) => h - a + line > 0);
    return buildMarket(input, `hcp.${lineKey(line)}`, 'Handicap', 3, [
      { key: '1', name: `H1 (${signed(line)})`, typeId: 1, p: home, param: line },
      { key: '2', name: `H2 (${signed(-line)})`, typeId: 3, p: 1 - home, param: -line },
    ]);
  });
  // The three-way (European) handicap: the home side starts a goal up.
  markets.push(
    buildMarket(input, 'ehcp.p1', 'Handicap (1:0)', 3, [
      { key: '1', name: '1 (1:0)', typeId: 1, p: grid((h, a) => h + 1 > a), param: 1 },
      { key: 'x', name: 'X (1:0)', typeId: 2, p: grid((h, a) => h + 1 === a), param: 1 },
      { key: '2', name: '2 (1:0)', typeId: 3, p: grid((h, a) => h + 1 < a), param: 1 },
    ]),
  );
  return markets.map((market) => inGroup('handicaps', market));
}

/** The halves, before kick-off: each half's goals are their own Poisson share of the game's. */
function halfMarkets(input: PricingInput, rates: [number, number]): Market[] {
  const firstHalf = scoresOf(rates[0] * FIRST_HALF_SHARE, rates[1] * FIRST_HALF_SHARE);
  const secondHalf = scoresOf(rates[0] * (1 - FIRST_HALF_SHARE), rates[1] * (1 - FIRST_HALF_SHARE));
  const first = gridOf(firstHalf);
  const second = gridOf(secondHalf);
  const result = (h: number, a: number) => (h > a ? '1' : h === a ? 'x' : '2');
  const htft = new Map<string, number>();
  let moreInFirst = 0;
  let moreInSecond = 0;
  for (const one of firstHalf) {
    for (const two of secondHalf) {
      const p = one.p * two.p;
      const key = `${result(one.home, one.away)}/${result(one.home + two.home, one.away + two.away)}`;
      htft.set(key, (htft.get(key) ?? 0) + p);
      if (one.home + one.away > two.home + two.away) moreInFirst += p;
      else if (one.home + one.away < two.home + two.away) moreInSecond += p;
    }
  }
  const typeOf = { '1': 1, x: 2, '2': 3 } as const;
  const results = ['1', 'x', '2'] as const;
  return [
    buildMarket(input, 'h1.1x2', '1st half 1X2', 1, threeWay(first)),
    buildMarket(input, 'h1.dc', '1st half double chance', 2, [
      { key: '1x', name: '1X', typeId: 1, p: first((h, a) => h >= a) },
      { key: '12', name: '12', typeId: 2, p: first((h, a) => h !== a) },
      { key: 'x2', name: 'X2', typeId: 3, p: first((h, a) => h <= a) },
    ]),
    overUnder(input, 'h1.total0.5', '1st half total', 0.5, first((h, a) => h + a > 0.5)),
    overUnder(input, 'h1.total1.5', '1st half total', 1.5, first((h, a) => h + a > 1.5)),
    buildMarket(input, 'h1.btts', '1st half both teams to score', 5, yesNo(first((h, a) => h > 0 && a > 0))),
    buildMarket(input, 'h2.1x2', '2nd half 1X2', 1, threeWay(second)),
    overUnder(input, 'h2.total1.5', '2nd half total', 1.5, second((h, a) => h + a > 1.5)),
    buildMarket(
      input,
      'htft',
      'Half-time / full-time',
      8,
      results.flatMap((half) => results.map((full) => ({ key: `${half}.${full}`, name: `${half.toUpperCase()}/${full.toUpperCase()}`, typeId: typeOf[full], p: htft.get(`${half}/${full}`) ?? 0 }))),
      WIDE_MARGIN,
    ),
    buildMarket(input, 'half.most', 'Half with most goals', 8, [
      { key: '1', name: '1st half', typeId: 9, p: moreInFirst },
      { key: 'x', name: 'Equal', typeId: 2, p: Math.max(0, 1 - moreInFirst - moreInSecond) },
      { key: '2', name: '2nd half', typeId: 9, p: moreInSecond },
    ]),
  ].map((market) => inGroup('halves', market));
}

/** The top game's markets beyond the main ones (goalsMarkets), for the goals still to come in `remaining` of the game. */
export function topFootballMarkets(input: PricingInput, remaining: number): Market[] {
  const rates: [number, number] = [input.game.strength[0] * remaining, input.game.strength[1] * remaining];
  const grid = gridOf(scoresOf(rates[0], rates[1]), input.score);
  const drawNoBet = grid((h, a) => h > a) / Math.max(grid((h, a) => h !== a), 1e-9);
  const markets = [
    buildMarket(input, 'dnb', 'Draw no bet', 1, [
      { key: '1', name: '1', typeId: 1, p: drawNoBet },
      { key: '2', name: '2', typeId: 3, p: 1 - drawNoBet },
    ]),
    ...goalMarkets(input, grid, rates),
    ...handicapMarkets(input, grid),
  ];
  return input.live ? markets : [...markets, ...halfMarkets(input, rates)];
}
