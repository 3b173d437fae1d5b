import type { Market, Outcome } from '../schemas/sports.ts';
import type { GameModel, Tuning } from './catalog.ts';

/**
 * Prices of a game's markets from a small model of the sport: Poisson goals (football, hockey, cyber football),
 * normal points (basketball, cricket runs), set/map chances (tennis, Counter-Strike, Dota 2), a stoppage hazard
 * (UFC) and plain chances (races, outrights). Prices are 1 / (p · (1 + margin)), rounded down to cents.
 */

export interface GameState {
  /** Strengths now (goals or points a side scores over a game, or the chance the home side takes a set or a fight). */
  strength: [number, number];
  /** Strengths at the start: the live walk reverts to them. */
  base: [number, number];
  /** Chances of the participants of a race or an outright (sum 1). */
  weights?: number[];
  /** Regulation seconds played (goals, points, fight, race), balls bowled (cricket). */
  elapsed: number;
  /** Seconds left of a break (the game is then in status 3). */
  breakLeft: number;
  /** Dota 2: seconds into the current map, and that map's length. */
  mapElapsed: number;
  mapLength: number;
  /** UFC: the second the fight is stopped at (at or past the duration, it goes the distance). */
  finishAt: number;
  /** Lines fixed when the game is created, so outcome ids stay the same while it is played. */
  lines: { total: number; handicap: number; total2: number };
  /** Market key -> blocked until (epoch ms). */
  blockedUntil: Record<string, number>;
}

export interface Score {
  home: number;
  away: number;
}

export interface PricingInput {
  eventId: number;
  model: GameModel;
  sportSlug: string;
  tuning: Tuning;
  game: GameState;
  live: boolean;
  score: Score;
  periodScores: Score[];
  participants?: readonly string[];
  now: number;
}

export const LINE_MARGIN = 0.055;
export const LIVE_MARGIN = 0.075;
const WIDE_MARGIN = 0.12;

/** A decimal price for a chance: operator-friendly (rounded down), between 1.01 and 500. */
export function priceOf(probability: number, margin: number): number {
  const fair = 1 / (Math.max(probability, 0.001) * (1 + margin));
  return Math.min(500, Math.max(1.01, Math.floor(fair * 100) / 100));
}

export function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function poisson(lambda: number, max: number): number[] {
  const result: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    result.push(term);
    term = (term * lambda) / (k + 1);
  }
  return result;
}

interface Draft {
  key: string;
  name: string;
  typeId: number;
  p: number;
  param?: number;
}

const lineKey = (value: number) => (value < 0 ? `m${-value}` : `p${value}`);
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function build(input: PricingInput, key: string, name: string, kind: number, drafts: Draft[], margin = input.live ? LIVE_MARGIN : LINE_MARGIN): Market {
  const blocked = (input.game.blockedUntil[key] ?? 0) > input.now || (input.game.blockedUntil['*'] ?? 0) > input.now;
  const marketId = `${input.eventId}:${key}`;
  const outcomes: Outcome[] = drafts.map((draft) => {
    const outcome: Outcome = {
      id: `${marketId}:${draft.key}`,
      name: draft.name,
      coef: priceOf(draft.p, margin),
      // A decided outcome (certain or impossible) is not offered.
      isBlocked: blocked || draft.p < 0.002 || draft.p > 0.985,
      kind,
      typeId: draft.typeId,
    };
    if (draft.param !== undefined) outcome.param = draft.param;
    return outcome;
  });
  return { id: marketId, name, kind, outcomes };
}

function goalsMarkets(input: PricingInput): Market[] {
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
    build(input, '1x2', '1X2', 1, [
      { key: '1', name: '1', typeId: 1, p: p1 },
      { key: 'x', name: 'X', typeId: 2, p: px },
      { key: '2', name: '2', typeId: 3, p: p2 },
    ]),
    build(input, 'dc', 'Double chance', 2, [
      { key: '1x', name: '1X', typeId: 1, p: p1 + px },
      { key: '12', name: '12', typeId: 2, p: p1 + p2 },
      { key: 'x2', name: 'X2', typeId: 3, p: px + p2 },
    ]),
    build(input, `hcp.${lineKey(game.lines.handicap)}`, 'Handicap', 3, [
      { key: '1', name: `H1 (${signed(game.lines.handicap)})`, typeId: 1, p: handicap, param: game.lines.handicap },
      { key: '2', name: `H2 (${signed(-game.lines.handicap)})`, typeId: 3, p: 1 - handicap, param: -game.lines.handicap },
    ]),
  ];
  for (const [line, over] of totals) {
    markets.push(
      build(input, `total${line}`, `Total ${line}`, 4, [
        { key: 'over', name: `Over ${line}`, typeId: 4, p: over, param: line },
        { key: 'under', name: `Under ${line}`, typeId: 5, p: 1 - over, param: line },
      ]),
    );
  }
  if (sportSlug === 'football') {
    markets.push(
      build(input, 'btts', 'Both teams to score', 5, [
        { key: 'yes', name: 'Yes', typeId: 6, p: btts },
        { key: 'no', name: 'No', typeId: 7, p: 1 - btts },
      ]),
    );
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
    markets.push(build(input, 'cs', 'Correct score', 6, drafts, input.live ? WIDE_MARGIN + 0.03 : WIDE_MARGIN));
  }
  return markets;
}

function pointsMarkets(input: PricingInput): Market[] {
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
    build(input, 'winner', 'Winner (incl. overtime)', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    build(input, `hcp.${lineKey(game.lines.handicap)}`, 'Handicap', 3, [
      { key: '1', name: `H1 (${signed(game.lines.handicap)})`, typeId: 1, p: pHandicap, param: game.lines.handicap },
      { key: '2', name: `H2 (${signed(-game.lines.handicap)})`, typeId: 3, p: 1 - pHandicap, param: -game.lines.handicap },
    ]),
    ...[game.lines.total, game.lines.total2].map((line) =>
      build(input, `total${line}`, `Total ${line}`, 4, [
        { key: 'over', name: `Over ${line}`, typeId: 4, p: over(line), param: line },
        { key: 'under', name: `Under ${line}`, typeId: 5, p: 1 - over(line), param: line },
      ]),
    ),
  ];
}

/** Best of 3 sets (or maps): the chance of each final score, given the sets so far and the current set's chance. */
function setsDistribution(setsHome: number, setsAway: number, current: number, next: number): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, chance: number) => {
    if (h === 2 || a === 2) {
      result.set(`${h}-${a}`, (result.get(`${h}-${a}`) ?? 0) + p);
      return;
    }
    walk(h + 1, a, p * chance, next);
    walk(h, a + 1, p * (1 - chance), next);
  };
  walk(setsHome, setsAway, 1, current);
  return result;
}

function setsMarkets(input: PricingInput): Market[] {
  const { game, score, periodScores, sportSlug } = input;
  const p = game.strength[0];
  const current = periodScores.at(-1) ?? { home: 0, away: 0 };
  const finishedSets = score.home + score.away;
  const inSet = input.live && periodScores.length > finishedSets;
  // A game (tennis) or round (Counter-Strike) or kill (Dota 2) lead moves the current set's chance.
  const step = sportSlug === 'tennis' ? 0.07 : sportSlug === 'counter-strike' ? 0.035 : 0.012;
  const progress = sportSlug === 'dota-2' && game.mapLength > 0 ? 0.5 + game.mapElapsed / game.mapLength : 1;
  const currentChance = inSet ? Math.min(0.98, Math.max(0.02, p + step * progress * (current.home - current.away))) : p;
  const dist = setsDistribution(score.home, score.away, currentChance, p);
  const chance = (key: string) => dist.get(key) ?? 0;
  const pHome = chance('2-0') + chance('2-1');
  const unit = sportSlug === 'tennis' ? 'Sets' : 'Maps';
  const markets = [
    build(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    build(input, `hcp.${lineKey(game.lines.handicap)}`, `${unit} handicap`, 3, [
      {
        key: '1',
        name: `H1 (${signed(game.lines.handicap)})`,
        typeId: 1,
        p: game.lines.handicap < 0 ? chance('2-0') : 1 - chance('0-2'),
        param: game.lines.handicap,
      },
      {
        key: '2',
        name: `H2 (${signed(-game.lines.handicap)})`,
        typeId: 3,
        p: game.lines.handicap < 0 ? 1 - chance('2-0') : chance('0-2'),
        param: -game.lines.handicap,
      },
    ]),
    build(input, 'total2.5', `Total ${unit.toLowerCase()} 2.5`, 4, [
      { key: 'over', name: 'Over 2.5', typeId: 4, p: chance('2-1') + chance('1-2'), param: 2.5 },
      { key: 'under', name: 'Under 2.5', typeId: 5, p: chance('2-0') + chance('0-2'), param: 2.5 },
    ]),
    build(input, 'cs', 'Correct score', 6, ['2-0', '2-1', '1-2', '0-2'].map((key) => ({ key, name: key.replace('-', ':'), typeId: key[0] === '2' ? 1 : 3, p: chance(key) }))),
  ];
  // The first set's (map's) winner, while the first set is still to be decided.
  if (finishedSets === 0) {
    const first = inSet ? currentChance : p;
    markets.push(
      build(input, 'first', sportSlug === 'tennis' ? '1st set winner' : 'Map 1 winner', 8, [
        { key: '1', name: '1', typeId: 1, p: first },
        { key: '2', name: '2', typeId: 3, p: 1 - first },
      ]),
    );
  }
  return markets;
}

function cricketMarkets(input: PricingInput): Market[] {
  const { game, score, tuning } = input;
  const perInnings = tuning.duration / 2;
  const homeLeft = Math.max(0, perInnings - game.elapsed) / perInnings;
  const awayLeft = Math.min(1, Math.max(0, tuning.duration - game.elapsed) / perInnings);
  const expectedHome = score.home + game.strength[0] * homeLeft;
  const expectedAway = score.away + game.strength[1] * awayLeft;
  const sd = Math.max(1, 26 * Math.sqrt(homeLeft + awayLeft));
  const pHome = normalCdf((expectedHome - expectedAway) / sd);
  const over = (line: number, expected: number, spread: number) => 1 - normalCdf((line - expected) / Math.max(0.6, spread));
  const total = (key: string, name: string, line: number, expected: number, spread: number) =>
    build(input, key, name, 4, [
      { key: 'over', name: `Over ${line}`, typeId: 4, p: over(line, expected, spread), param: line },
      { key: 'under', name: `Under ${line}`, typeId: 5, p: 1 - over(line, expected, spread), param: line },
    ]);
  return [
    build(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    total(`total${game.lines.total}`, `Total match runs ${game.lines.total}`, game.lines.total, expectedHome + expectedAway, sd),
    total(`htotal${game.lines.handicap}`, `Home team runs ${game.lines.handicap}`, game.lines.handicap, expectedHome, 18 * Math.sqrt(homeLeft)),
    total(`atotal${game.lines.total2}`, `Away team runs ${game.lines.total2}`, game.lines.total2, expectedAway, 18 * Math.sqrt(awayLeft)),
  ];
}

/** Stoppages per second of a fight (about half of the fights end early). */
export const FIGHT_HAZARD = 0.0008;

function fightMarkets(input: PricingInput): Market[] {
  const { game, tuning } = input;
  const p = game.strength[0];
  const pastRounds = Math.exp(-FIGHT_HAZARD * Math.max(0, tuning.duration * (2.5 / 3) - game.elapsed));
  const distance = Math.exp(-FIGHT_HAZARD * Math.max(0, tuning.duration - game.elapsed));
  return [
    build(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p },
      { key: '2', name: '2', typeId: 3, p: 1 - p },
    ]),
    build(input, 'rounds2.5', 'Total rounds 2.5', 4, [
      { key: 'over', name: 'Over 2.5', typeId: 4, p: pastRounds, param: 2.5 },
      { key: 'under', name: 'Under 2.5', typeId: 5, p: 1 - pastRounds, param: 2.5 },
    ]),
    build(input, 'distance', 'Fight goes the distance', 8, [
      { key: 'yes', name: 'Yes', typeId: 6, p: distance },
      { key: 'no', name: 'No', typeId: 7, p: 1 - distance },
    ]),
  ];
}

function chanceMarkets(input: PricingInput, kind: 7 | 8, name: string, prefix: string): Market[] {
  const weights = input.game.weights ?? [];
  const names = input.participants ?? [];
  return [
    build(
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
